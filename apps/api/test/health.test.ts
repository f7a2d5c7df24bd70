import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform', () => {
  it('answers health with a database round trip', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.database.ok).toBe(true);
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers an unknown API path with a JSON 404 in Turkish', async () => {
    const res = await t.app.inject('/api/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND', message: 'İstenen adres bulunamadı' });
    expect(res.json().requestId).toBeTruthy();
  });

  it('serves Prometheus metrics with request counts by route', async () => {
    await t.app.inject('/api/health');
    const res = await t.app.inject('/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/http_requests_total\{method="GET",route="\/api\/health",status="200"\} \d+/);
    expect(res.body).toContain('http_request_duration_seconds_bucket');
  });

  it('publishes the OpenAPI document for the routes', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.paths['/api/auth/sign-in'].post.operationId).toBe('signIn');
  });
});
