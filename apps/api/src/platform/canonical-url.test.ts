import { describe, expect, it } from 'vitest';
import { canonicalUrl, decodedPath } from './canonical-url';

describe('canonicalUrl', () => {
  it.each([
    ['/api/permissions', '/api/permissions'],
    ['//api//permissions', '/api/permissions'],
    ['/api/permissions/', '/api/permissions'],
    ['/api/./permissions', '/api/permissions'],
    ['/x/../api/permissions', '/api/permissions'],
    ['/x/%2e%2E/api/permissions', '/api/permissions'],
    ['/api/%2e/permissions', '/api/permissions'],
    ['/api;x=1/permissions;y', '/api/permissions'],
    ['/../../api/permissions', '/api/permissions'],
    ['/%61pi/permissions', '/%61pi/permissions'],
    ['/api/permissions?role=admin&x=/../', '/api/permissions?role=admin&x=/../'],
    ['/', '/'],
    ['', '/'],
  ])('%s → %s', (input, expected) => {
    expect(canonicalUrl(input)).toBe(expected);
  });
});

describe('decodedPath', () => {
  it('decodes and folds case', () => {
    expect(decodedPath('/%61PI/Permissions?x=1')).toBe('/api/permissions');
    expect(decodedPath('/%E0%A4%A/x')).toBe('/%e0%a4%a/x');
  });
});
