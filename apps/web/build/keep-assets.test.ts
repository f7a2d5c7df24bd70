import { describe, expect, it } from 'vitest';
import { staleAssets } from './keep-assets';

describe('assets kept across builds', () => {
  it('keeps what a kept build lists, with its compressed copies, and nothing else', () => {
    const present = [
      'assets/index-A.js',
      'assets/index-A.js.br',
      'assets/index-A.js.gz',
      'assets/index-B.js',
      'assets/index-B.js.br',
      'assets/index-C.js',
      'assets/page-A.js.map',
    ];
    const kept = [['assets/index-B.js'], ['assets/index-C.js']];
    expect(staleAssets(present, kept)).toEqual([
      'assets/index-A.js',
      'assets/index-A.js.br',
      'assets/index-A.js.gz',
      'assets/page-A.js.map',
    ]);
  });

  it('removes everything it does not know of on a first build', () => {
    expect(staleAssets(['assets/x.js', 'assets/x.js.br'], [])).toEqual(['assets/x.js', 'assets/x.js.br']);
  });
});
