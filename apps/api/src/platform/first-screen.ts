import type { MyPermissions } from '@portal/shared/contracts/permissions';
import { hasBalanceBar } from '@portal/shared/navigation';
import type { Role } from '@portal/shared/roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The answers a signed-in page asks for first, put into its HTML so that it paints without a
 * chain of requests (decision 056): the member (`GET /api/auth/me`), what the dashboard layout
 * shows on every page (permissions, unread count, the shop's counters, the points balance on a
 * phone) and the page's own first screen when its address has no filters. Keys are the exact
 * addresses the web app's API client asks for (apps/web/src/lib/api/first-screen.ts takes them
 * from there once); the table mirrors apps/web/src/app/page-data.ts.
 */
export type FirstScreen = Record<string, unknown>;

/** A page's own first requests, by the dashboard path it shows, when its address has no query. */
const PAGE_REQUESTS: Record<string, string[]> = {
  '/dashboard': ['/api/dashboard/summary'],
  '/dashboard/shop': ['/api/categories', '/api/shop/products?sort=newest&page=1', '/api/favorites', '/api/comparisons'],
  '/dashboard/my-orders': ['/api/orders/mine?page=1&pageSize=20'],
};

/**
 * Each answer is asked of the app itself (`inject`) with the visitor's own cookie, address and
 * browser: the same routes, the same session check and the same permission checks as when the
 * browser asks, so the HTML never holds anything the member could not have fetched. Only 200s
 * are kept; a visitor who is not signed in (or whose session ended) gets null: the public shell.
 */
export function firstScreenLoader(app: FastifyInstance) {
  return async (request: FastifyRequest, path: string, search: string): Promise<FirstScreen | null> => {
    const cookie = request.headers.cookie;
    if (!cookie) return null;
    const ask = async (url: string): Promise<unknown> => {
      const res = await app.inject({
        method: 'GET',
        url,
        remoteAddress: request.ip,
        headers: {
          cookie,
          accept: 'application/json',
          'accept-encoding': 'identity',
          ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
        },
      });
      return res.statusCode === 200 ? res.json() : undefined;
    };
    const me = (await ask('/api/auth/me')) as { user?: { id: string; role: Role } | null } | undefined;
    if (!me?.user) return null;
    const page = search ? [] : (PAGE_REQUESTS[path.replace(/\/+$/, '').toLowerCase()] ?? []);
    const screen: FirstScreen = { '/api/auth/me': me };
    const keep = async (url: string) => {
      const body = await ask(url);
      if (body !== undefined) screen[url] = body;
      return body;
    };
    await Promise.all([
      keep('/api/permissions/me').then(async (permissions) => {
        const keys = (permissions as MyPermissions | undefined)?.keys ?? [];
        await Promise.all([
          keys.includes('canAccessShop') || keys.includes('canAccessCart') ? keep('/api/shop/counts') : null,
          me.user && hasBalanceBar(me.user.role) && keys.includes('canAccessPoints')
            ? keep('/api/points/balance')
            : null,
        ]);
      }),
      keep('/api/notifications/unread-count'),
      ...page.map(keep),
    ]);
    return screen;
  };
}

/** JSON that can sit inside a `<script>` element: no `<`, `>` or `&` can end it or open a comment. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
