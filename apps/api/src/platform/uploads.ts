import { randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppError } from './errors';

/** What the file system says when there is no room (or no writing) for an upload. */
const NO_ROOM = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EFBIG']);

/**
 * Stores an uploaded file under `dir` as `name`, whole or not at all: written beside it first and
 * renamed into place, so a full disk never leaves half an image that a page would then show. A
 * full (or read-only) disk is answered STORAGE_FULL, in words, instead of an unexpected error.
 */
export function storeUpload(dir: string, name: string, bytes: Buffer): void {
  const partial = join(dir, `.${name}.${randomUUID()}.part`);
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(partial, bytes);
    renameSync(partial, join(dir, name));
  } catch (err) {
    try {
      unlinkSync(partial);
    } catch {}
    const code = (err as NodeJS.ErrnoException).code;
    if (code && NO_ROOM.has(code)) throw new AppError('STORAGE_FULL');
    throw err;
  }
}
