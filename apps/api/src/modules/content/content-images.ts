import { createHash } from 'node:crypto';
import { unlinkSync } from 'node:fs';
import { basename, join } from 'node:path';
import { MESSAGES } from '@portal/shared/messages';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { AppError } from '../../platform/errors';
import { storeUpload } from '../../platform/uploads';

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
export const CONTENT_MEDIA = '/media/content/';

/**
 * Slider and blog images, taken like product images (decision 041): JPEG, PNG or WebP up to the
 * multipart limit, turned upright, resized to at most `width` px wide, stored as WebP under
 * DATA_DIR/uploads/content and served from /media/content/ by the product images' static route.
 */
export async function storeContentImage(
  request: FastifyRequest,
  dataDir: string,
  prefix: string,
  width: number,
): Promise<string> {
  const file = await request.file().catch(() => undefined);
  if (!file) throw new AppError('VALIDATION_ERROR', { message: MESSAGES.catalogue.imageMissing });
  if (!ACCEPTED.has(file.mimetype))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: MESSAGES.catalogue.imageType });
  const input = await file.toBuffer().catch(() => {
    throw new AppError('PAYLOAD_TOO_LARGE', { message: MESSAGES.catalogue.imageTooLarge });
  });
  let output: Buffer;
  try {
    output = await sharp(input)
      .rotate()
      .resize(width, Math.round(width * 0.75), { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new AppError('VALIDATION_ERROR', { message: MESSAGES.catalogue.imageUnreadable });
  }
  const name = `${prefix}-${createHash('sha256').update(output).digest('hex').slice(0, 12)}.webp`;
  storeUpload(join(dataDir, 'uploads', 'content'), name, output);
  return `${CONTENT_MEDIA}${name}`;
}

/** Removes an uploaded content image that nothing points at any more. */
export function dropContentImage(dataDir: string, image: string | null | undefined, keep?: string) {
  if (!image?.startsWith(CONTENT_MEDIA) || image === keep) return;
  try {
    unlinkSync(join(dataDir, 'uploads', 'content', basename(image)));
  } catch {}
}
