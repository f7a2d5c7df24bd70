import multipart from '@fastify/multipart';
import {
  adminBlogListSchema,
  adminBlogPostSchema,
  adminFaqEntrySchema,
  adminFaqListSchema,
  blogInputSchema,
  blogListQuerySchema,
  blogPageSchema,
  blogPostSchema,
  faqInputSchema,
  faqSchema,
  idParamsSchema,
  previewInputSchema,
  previewSchema,
  siteTextInputSchema,
  siteTextSchema,
  siteTextSourceSchema,
  sliderInputSchema,
  sliderItemSchema,
  sliderListSchema,
  sliderOrderSchema,
} from '@portal/shared/contracts/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/access';
import { dropContentImage, storeContentImage } from './content-images';
import { ensureDemoImages } from './demo-images';
import * as service from './content.service';

const tags = ['content'];
const okSchema = z.object({ ok: z.literal(true) });

/**
 * The public site's content (home slider, about text, blog, FAQ) for everyone, and the admin's
 * editors: slider (Arayüz), about text, blog posts and FAQ entries (Admin Paneli).
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const dataDir = ctx.config.dataDir;
  await ensureDemoImages(ctx).catch((error) => ctx.log.warn({ err: error }, 'demo images not drawn'));
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 0 } });
  const open = { access: { public: true } } as const;
  const slider = { access: { permission: 'canAccessSliderManagement', roles: ['admin'] } } as const;
  const blog = { access: { permission: 'canAccessBlogManagement', roles: ['admin'] } } as const;
  const faq = { access: { permission: 'canAccessFaqManagement', roles: ['admin'] } } as const;
  const editors = {
    access: {
      permission: ['canAccessBlogManagement', 'canAccessFaqManagement', 'canAccessSliderManagement'],
      roles: ['admin'],
    },
  } as const;

  // Public
  app.get(
    '/api/content/slider',
    {
      config: open,
      schema: {
        operationId: 'listSlides',
        tags,
        summary: 'The slides showing now, in order',
        response: { 200: sliderListSchema },
      },
    },
    async () => service.listSlides(ctx, true),
  );
  app.get(
    '/api/content/about',
    {
      config: open,
      schema: { operationId: 'getAbout', tags, summary: 'The about page, rendered', response: { 200: siteTextSchema } },
    },
    async () => service.getText(ctx, service.ABOUT_KEY),
  );
  app.get(
    '/api/content/blog',
    {
      config: open,
      schema: {
        operationId: 'listBlogPosts',
        tags,
        summary: 'Published posts, newest first, a page at a time, by category or tag',
        querystring: blogListQuerySchema,
        response: { 200: blogPageSchema },
      },
    },
    async (request) => service.listBlog(ctx, request.query),
  );
  app.get(
    '/api/content/blog/:id',
    {
      config: open,
      schema: {
        operationId: 'getBlogPost',
        tags,
        summary: 'One published post, rendered',
        params: idParamsSchema,
        response: { 200: blogPostSchema },
      },
    },
    async (request) => service.getPublishedPost(ctx, request.params.id),
  );
  app.get(
    '/api/content/faq',
    {
      config: open,
      schema: { operationId: 'getFaq', tags, summary: 'Published questions by group', response: { 200: faqSchema } },
    },
    async () => service.publicFaq(ctx),
  );

  // Admin: preview is what a visitor would see, through the same renderer.
  app.post(
    '/api/admin/content/preview',
    {
      config: editors,
      schema: {
        operationId: 'previewContent',
        tags,
        summary: 'Markdown rendered as a visitor would see it',
        body: previewInputSchema,
        response: { 200: previewSchema },
      },
    },
    async (request) => service.preview(request.body.source),
  );

  // Slider
  app.get(
    '/api/admin/slider',
    {
      config: slider,
      schema: {
        operationId: 'adminListSlides',
        tags,
        summary: 'Every slide that is not deleted',
        response: { 200: sliderListSchema },
      },
    },
    async () => service.listSlides(ctx, false),
  );
  app.post(
    '/api/admin/slider',
    {
      config: slider,
      schema: {
        operationId: 'createSlide',
        tags,
        summary: 'Add a slide at the end',
        body: sliderInputSchema,
        response: { 200: sliderItemSchema },
      },
    },
    async (request) => service.createSlide(ctx, actorOf(request), request.body),
  );
  app.put(
    '/api/admin/slider/order',
    {
      config: slider,
      schema: {
        operationId: 'reorderSlides',
        tags,
        summary: 'The order of every slide',
        body: sliderOrderSchema,
        response: { 200: sliderListSchema },
      },
    },
    async (request) => service.reorderSlides(ctx, actorOf(request), request.body.ids),
  );
  app.put(
    '/api/admin/slider/:id',
    {
      config: slider,
      schema: {
        operationId: 'updateSlide',
        tags,
        summary: 'Change a slide',
        params: idParamsSchema,
        body: sliderInputSchema,
        response: { 200: sliderItemSchema },
      },
    },
    async (request) => service.updateSlide(ctx, actorOf(request), request.params.id, request.body),
  );
  app.post(
    '/api/admin/slider/:id/image',
    {
      config: slider,
      schema: {
        operationId: 'uploadSlideImage',
        tags,
        params: idParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: sliderItemSchema },
      },
    },
    async (request) => {
      await service.getSlide(ctx, request.params.id);
      const image = await storeContentImage(request, dataDir, `slide-${request.params.id}`, 1600);
      const { previous, item } = await service.setSlideImage(ctx, actorOf(request), request.params.id, image);
      dropContentImage(dataDir, previous, image);
      return item;
    },
  );
  app.delete(
    '/api/admin/slider/:id',
    {
      config: slider,
      schema: {
        operationId: 'deleteSlide',
        tags,
        summary: 'Move a slide to the deleted items',
        params: idParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await service.setContentDeleted(ctx, actorOf(request), 'sliderItem', request.params.id, true);
      return { ok: true as const };
    },
  );

  // About
  app.get(
    '/api/admin/content/about',
    {
      config: slider,
      schema: {
        operationId: 'adminGetAbout',
        tags,
        summary: 'The about text with its source',
        response: { 200: siteTextSourceSchema },
      },
    },
    async () => service.getTextSource(ctx, service.ABOUT_KEY),
  );
  app.put(
    '/api/admin/content/about',
    {
      config: slider,
      schema: {
        operationId: 'saveAbout',
        tags,
        summary: 'Save the about text',
        body: siteTextInputSchema,
        response: { 200: siteTextSourceSchema },
      },
    },
    async (request) => service.saveText(ctx, actorOf(request), service.ABOUT_KEY, request.body),
  );

  // Blog
  app.get(
    '/api/admin/blog',
    {
      config: blog,
      schema: {
        operationId: 'adminListBlogPosts',
        tags,
        summary: 'Every post, drafts included',
        response: { 200: adminBlogListSchema },
      },
    },
    async () => service.listAdminPosts(ctx),
  );
  app.post(
    '/api/admin/blog',
    {
      config: blog,
      schema: {
        operationId: 'createBlogPost',
        tags,
        summary: 'Write a post',
        body: blogInputSchema,
        response: { 200: adminBlogPostSchema },
      },
    },
    async (request) => service.createPost(ctx, actorOf(request), request.body),
  );
  app.get(
    '/api/admin/blog/:id',
    {
      config: blog,
      schema: { operationId: 'adminGetBlogPost', tags, params: idParamsSchema, response: { 200: adminBlogPostSchema } },
    },
    async (request) => service.getAdminPost(ctx, request.params.id),
  );
  app.put(
    '/api/admin/blog/:id',
    {
      config: blog,
      schema: {
        operationId: 'updateBlogPost',
        tags,
        summary: 'Change a post (publishing sets its date once)',
        params: idParamsSchema,
        body: blogInputSchema,
        response: { 200: adminBlogPostSchema },
      },
    },
    async (request) => service.updatePost(ctx, actorOf(request), request.params.id, request.body),
  );
  app.post(
    '/api/admin/blog/:id/image',
    {
      config: blog,
      schema: {
        operationId: 'uploadBlogCover',
        tags,
        params: idParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: adminBlogPostSchema },
      },
    },
    async (request) => {
      await service.getAdminPost(ctx, request.params.id);
      const image = await storeContentImage(request, dataDir, `post-${request.params.id}`, 1200);
      const { previous, item } = await service.setPostCover(ctx, actorOf(request), request.params.id, image);
      dropContentImage(dataDir, previous, image);
      return item;
    },
  );
  app.delete(
    '/api/admin/blog/:id',
    {
      config: blog,
      schema: {
        operationId: 'deleteBlogPost',
        tags,
        summary: 'Move a post to the deleted items',
        params: idParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await service.setContentDeleted(ctx, actorOf(request), 'blogPost', request.params.id, true);
      return { ok: true as const };
    },
  );

  // FAQ
  app.get(
    '/api/admin/faq',
    {
      config: faq,
      schema: {
        operationId: 'adminListFaq',
        tags,
        summary: 'Every entry, drafts included',
        response: { 200: adminFaqListSchema },
      },
    },
    async () => service.listAdminFaq(ctx),
  );
  app.post(
    '/api/admin/faq',
    {
      config: faq,
      schema: { operationId: 'createFaqEntry', tags, body: faqInputSchema, response: { 200: adminFaqEntrySchema } },
    },
    async (request) => service.createFaq(ctx, actorOf(request), request.body),
  );
  app.put(
    '/api/admin/faq/:id',
    {
      config: faq,
      schema: {
        operationId: 'updateFaqEntry',
        tags,
        params: idParamsSchema,
        body: faqInputSchema,
        response: { 200: adminFaqEntrySchema },
      },
    },
    async (request) => service.updateFaq(ctx, actorOf(request), request.params.id, request.body),
  );
  app.delete(
    '/api/admin/faq/:id',
    {
      config: faq,
      schema: {
        operationId: 'deleteFaqEntry',
        tags,
        summary: 'Move an entry to the deleted items',
        params: idParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await service.setContentDeleted(ctx, actorOf(request), 'faqEntry', request.params.id, true);
      return { ok: true as const };
    },
  );
};
