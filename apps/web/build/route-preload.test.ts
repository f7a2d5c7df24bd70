import { fileURLToPath } from 'node:url';
import { DASHBOARD_ROUTES } from '@portal/shared/route-access';
import { describe, expect, it } from 'vitest';
import { readRouterSources, routeModules, toasterModule } from './route-preload';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const sources = readRouterSources(webRoot);
const table = routeModules(sources);
const modulesOf = (path: string) => table.find((r) => r.path === path)?.modules;

describe('the route table read from the router', () => {
  it('has every public page with its own module (the public layout is in the entry)', () => {
    const publicCalls = [...sources.router.matchAll(/\bpublicRoute\(\s*'([^']*)'/g)].map((m) => m[1]);
    expect(publicCalls.length).toBeGreaterThan(10);
    for (const path of publicCalls) expect(modulesOf(path!), path).toBeDefined();
    expect(modulesOf('/login')).toEqual(['@/features/auth/pages/login-page']);
    expect(modulesOf('/products')).toEqual(['@/features/catalogue/pages/catalogue-page']);
    expect(modulesOf('/about')).toContain('@/features/content/pages/about-page');
  });

  it('has every dashboard route, built or not, behind its layout and guard', () => {
    for (const route of DASHBOARD_ROUTES) {
      const path = route.path === '' ? '/dashboard' : `/dashboard/${route.path}`;
      expect(modulesOf(path), path).toBeDefined();
    }
    expect(modulesOf('/dashboard/shop')).toEqual([
      '@/app/layouts/dashboard-layout',
      '@/app/guards/route-access',
      '@/app/dashboard-pages',
      '@/features/shop/pages/shop-page',
    ]);
    expect(modulesOf('/dashboard')).toContain('@/features/dashboard/pages/dashboard-home-page');
    expect(modulesOf('/dashboard')).not.toContain('@/app/guards/route-access');
    expect(modulesOf('/dashboard/analytics')).toContain('@/features/analytics/pages/analytics-page');
    expect(modulesOf('/dashboard/client/security')).toContain('@/features/client-account/pages/client-security-page');
  });

  it('preloads the toaster on no route: it loads once the first page has painted (decision 071)', () => {
    for (const route of table) expect(route.modules, route.path).not.toContain(toasterModule(sources));
  });

  it('fails loudly when the router no longer has the shape it reads', () => {
    expect(() =>
      routeModules({
        ...sources,
        router: sources.router.replace("import('@/app/layouts/dashboard-layout')", "import('@/app/layouts/x')"),
      }),
    ).toThrow(/dashboard layout/);
    const lazyPublicLayout = `${sources.router}\nconst x = () => import('@/app/layouts/public-layout');`;
    expect(() => routeModules({ ...sources, router: lazyPublicLayout })).toThrow(/public layout is lazy/);
    expect(() =>
      routeModules({ ...sources, routeAccess: sources.routeAccess.replace("route('shop',", "route('shop-x',") }),
    ).toThrow(/shop has no route/);
  });
});
