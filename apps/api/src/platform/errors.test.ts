import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, registerErrorHandler } from './errors';

const app = Fastify({ logger: false });
const wrapped = (code: string) =>
  Object.assign(new Error('Failed query: insert into …'), { cause: Object.assign(new Error('violates'), { code }) });

beforeAll(async () => {
  registerErrorHandler(app);
  app.get('/unique', async () => {
    throw wrapped('23505');
  });
  app.get('/foreign-key', async () => {
    throw wrapped('23503');
  });
  app.get('/other-sql', async () => {
    throw wrapped('42P01');
  });
  app.get('/app-error', async () => {
    throw new AppError('SKU_TAKEN');
  });
  app.get('/empty-404', async (_request, reply) => reply.code(404).send());
  await app.ready();
});
afterAll(() => app.close());

describe('the error handler', () => {
  it('answers a unique or foreign-key violation that got past the checks as 409 CONFLICT', async () => {
    for (const url of ['/unique', '/foreign-key']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT', requestId: expect.any(String) });
      expect(res.body).not.toContain('insert into');
    }
  });

  it('keeps every other database error a 500 without internals', async () => {
    const res = await app.inject({ url: '/other-sql' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 'INTERNAL', message: 'Beklenmeyen bir hata oluştu' });
    expect(res.body).not.toContain('Failed query');
  });

  it('answers an AppError with its code and Turkish message', async () => {
    const res = await app.inject({ url: '/app-error' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'SKU_TAKEN',
      message: 'Bu stok kodu (SKU) başka bir üründe kullanılıyor',
    });
  });

  it('gives an empty refusal from a plugin our shape', async () => {
    const res = await app.inject({ url: '/empty-404' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND', requestId: expect.any(String) });
  });
});
