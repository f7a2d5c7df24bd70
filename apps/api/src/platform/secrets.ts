import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Secrets kept in the database (SMTP password, payment and cargo keys) are sealed with AES-256-GCM:
 * `v1:<keyId>:<iv>:<tag>:<data>` (base64url parts, a random 12-byte IV each time). The key id is
 * the first 8 hex characters of the key's SHA-256, so a value says which key opened it; previous
 * keys are kept for reading while a rotation re-seals every value with the current key.
 */
export class SecretBox {
  private readonly current: { id: string; key: Buffer };
  private readonly byId = new Map<string, Buffer>();

  constructor(currentKey: Buffer, previousKeys: readonly Buffer[] = []) {
    for (const k of [currentKey, ...previousKeys]) {
      if (k.length !== 32) throw new Error('a secrets key must be 32 bytes');
    }
    this.current = { id: keyId(currentKey), key: currentKey };
    for (const k of [currentKey, ...previousKeys]) this.byId.set(keyId(k), k);
  }

  get keyId(): string {
    return this.current.id;
  }

  seal(clear: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.current.key, iv);
    const data = Buffer.concat([cipher.update(clear, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [
      'v1',
      this.current.id,
      iv.toString('base64url'),
      tag.toString('base64url'),
      data.toString('base64url'),
    ].join(':');
  }

  open(sealed: string): string {
    const [version, id, iv, tag, data, ...rest] = sealed.split(':');
    if (version !== 'v1' || !id || !iv || !tag || data === undefined || rest.length > 0) {
      throw new Error('not a sealed secret');
    }
    const key = this.byId.get(id);
    if (!key) throw new Error(`no secrets key with id ${id}`);
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }

  /** Whether a sealed value was sealed with a key other than the current one (rotation pending). */
  isStale(sealed: string): boolean {
    return sealed.split(':')[1] !== this.current.id;
  }
}

export function keyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

export function parseKey(base64: string): Buffer {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== 32) throw new Error('must be 32 bytes, base64-encoded');
  return key;
}

/** On a laptop the key is generated once and kept beside the embedded database, like the auth secret. */
export function localSecretsKey(dataDir: string): string {
  const file = join(dataDir, 'secrets-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}
