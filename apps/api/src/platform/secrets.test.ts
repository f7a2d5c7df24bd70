import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keyId, localSecretsKey, parseKey, SecretBox } from './secrets';

const k1 = Buffer.alloc(32, 1);
const k2 = Buffer.alloc(32, 2);

describe('SecretBox', () => {
  it('seals with a fresh IV each time and opens what it sealed', () => {
    const box = new SecretBox(k1);
    const a = box.seal('smtp-parolası');
    const b = box.seal('smtp-parolası');
    expect(a).not.toBe(b);
    expect(a.startsWith(`v1:${keyId(k1)}:`)).toBe(true);
    expect(a).not.toContain('smtp-parolası');
    expect(box.open(a)).toBe('smtp-parolası');
  });

  it('refuses a tampered value and one sealed with an unknown key', () => {
    const box = new SecretBox(k1);
    const sealed = box.seal('gizli');
    const parts = sealed.split(':');
    const data = Buffer.from(parts[4] as string, 'base64url');
    data[0] = (data[0] as number) ^ 1;
    parts[4] = data.toString('base64url');
    expect(() => box.open(parts.join(':'))).toThrow();
    expect(() => new SecretBox(k2).open(sealed)).toThrow(/no secrets key/);
    expect(() => box.open('gizli')).toThrow(/not a sealed secret/);
  });

  it('reads with a previous key during a rotation and tells what is still to re-seal', () => {
    const old = new SecretBox(k1).seal('kargo-anahtarı');
    const rotated = new SecretBox(k2, [k1]);
    expect(rotated.open(old)).toBe('kargo-anahtarı');
    expect(rotated.isStale(old)).toBe(true);
    expect(rotated.isStale(rotated.seal('x'))).toBe(false);
  });

  it('takes only 32-byte keys and keeps a generated one beside the data, readable by its owner only', () => {
    expect(() => parseKey(Buffer.alloc(16).toString('base64'))).toThrow();
    expect(() => new SecretBox(Buffer.alloc(16))).toThrow();
    const dir = mkdtempSync(join(tmpdir(), 'secrets-key-'));
    const key = localSecretsKey(dir);
    expect(parseKey(key)).toHaveLength(32);
    expect(localSecretsKey(dir)).toBe(key);
    expect(readFileSync(join(dir, 'secrets-key'), 'utf8')).toBe(key);
    expect(statSync(join(dir, 'secrets-key')).mode & 0o077).toBe(0);
  });
});
