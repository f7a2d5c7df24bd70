import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('route access declarations', () => {
  it('every API route declares its access rule', () => {
    const apiRoutes = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
    expect(apiRoutes.length).toBeGreaterThan(20);
    const undeclared = apiRoutes.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('keeps the list of public API routes to the ones meant to be public', () => {
    const publicRoutes = t.app.routeTable
      .filter((r) => r.access && 'public' in r.access)
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(publicRoutes).toEqual(
      [
        'GET /api/categories',
        'GET /api/cities',
        'GET /api/public/products',
        'GET /api/health',
        'GET /api/invitations/lookup/:code',
        // The payment provider's server-to-server notice (believed only when its signature is)
        // and the sandbox provider's own hosted confirm page.
        'GET /api/payments/sandbox/pay',
        'POST /api/payments/callback/:provider',
        'POST /api/payments/sandbox/pay',
        'POST /api/auth/forgot-password',
        'POST /api/auth/register',
        'POST /api/auth/reset-password',
        'POST /api/auth/sign-in',
        'POST /api/auth/sign-out',
        'POST /api/auth/two-factor/verify',
        // The doctor application form (at most five an hour from one address).
        'POST /api/doctor-applications',
        // Policy pages and their earlier versions (decision 042).
        'GET /api/policies/:slug',
        'GET /api/policies/:slug/versions/:version',
        // The public site: its content, the contact form (three an address in ten minutes) and
        // the files for crawlers.
        'GET /api/content/about',
        'GET /api/content/blog',
        'GET /api/content/blog/:id',
        'GET /api/content/faq',
        'GET /api/content/slider',
        'POST /api/contact',
        'GET /sitemap.xml',
        'GET /robots.txt',
      ].sort(),
    );
  });

  it('refuses signed-out callers on every non-public route', async () => {
    const guarded = t.app.routeTable.filter((r) => r.access && ('signedIn' in r.access || 'permission' in r.access));
    for (const route of guarded) {
      const url = route.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
      const res = await t.app.inject({
        method: route.method as 'GET',
        url,
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      expect({ route: `${route.method} ${route.url}`, status: res.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
    }
  });
});
