import { createHash } from 'node:crypto';
import { MESSAGES } from '@portal/shared/messages';
import { mkdirSync, unlinkSync } from 'node:fs';
import { basename, join } from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { z } from 'zod';
import { actorOf, declareAccess } from '../../platform/access';
import { audit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { storeUpload } from '../../platform/uploads';
import * as write from './admin-products.repository';
import { getAdminProduct } from './admin-products.service';

const MAX_BYTES = 5 * 1024 * 1024;
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
export const MEDIA_PREFIX = '/media/';

/**
 * Product images: uploaded by the admin, resized to at most 800 px and stored as WebP under
 * DATA_DIR/uploads, served from /media/. A product without one shows the web app's placeholder.
 */
export const productImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const dir = join(ctx.config.dataDir, 'uploads', 'products');
  mkdirSync(dir, { recursive: true });
  await app.register(multipart, { limits: { fileSize: MAX_BYTES, files: 1, fields: 0 } });
  await app.register(async (scope) => {
    declareAccess(scope, { asset: true });
    await scope.register(fastifyStatic, {
      root: join(ctx.config.dataDir, 'uploads'),
      prefix: MEDIA_PREFIX,
      decorateReply: false,
      index: false,
      maxAge: '30d',
      immutable: true,
    });
  });

  const access = { access: { permission: 'canAccessProducts', roles: ['admin'] } } as const;
  const params = z.object({ id: z.uuid() });

  app.post(
    '/api/admin/products/:id/image',
    {
      config: access,
      schema: {
        operationId: 'adminUploadProductImage',
        tags: ['admin-products'],
        params,
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const before = await getAdminProduct(ctx, request.params.id);
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
          .resize(800, 800, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer();
      } catch {
        throw new AppError('VALIDATION_ERROR', { message: MESSAGES.catalogue.imageUnreadable });
      }
      const name = `${request.params.id}-${createHash('sha256').update(output).digest('hex').slice(0, 12)}.webp`;
      storeUpload(dir, name, output);
      const image = `${MEDIA_PREFIX}products/${name}`;
      await ctx.db.transaction(async (tx) => {
        await write.updateProduct(tx, request.params.id, { image });
        await audit(tx, actorOf(request), {
          action: 'product.image_changed',
          entityType: 'product',
          entityId: request.params.id,
          before: { image: before.image },
          after: { image },
        });
      });
      if (before.image?.startsWith(`${MEDIA_PREFIX}products/`) && before.image !== image) {
        try {
          unlinkSync(join(dir, basename(before.image)));
        } catch {}
      }
      await ctx.bus.publish('product_changed', {
        productId: request.params.id,
        action: 'updated',
        timestamp: new Date().toISOString(),
      });
      return getAdminProduct(ctx, request.params.id);
    },
  );
};
