import { DASHBOARD_ROUTES } from '@portal/shared/route-access';
import { isValidElement, type ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteError } from '@/app/errors/route-error';
import { RouteAccess } from '@/app/guards/route-access';
import { routes } from '@/app/router';

// The theme reads the colour scheme when its module loads; jsdom has no matchMedia.
vi.hoisted(() => {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
});

/** Every route with the routes above it, from the root down. */
function branches(list: RouteObject[], above: RouteObject[] = []): RouteObject[][] {
  return list.flatMap((route) => {
    const branch = [...above, route];
    return route.children ? [branch, ...branches(route.children, branch)] : [branch];
  });
}

const pages = branches(routes).filter((branch) => !branch.at(-1)?.children);
const dashboard = routes[0]?.children?.find((route) => route.path === '/dashboard');
const dashboardPages = dashboard?.children?.[0]?.children ?? [];

describe('the route table (decision 068)', () => {
  it('shows a page error in the page’s place, from every page', () => {
    expect(pages.length).toBeGreaterThan(DASHBOARD_ROUTES.length);
    for (const branch of pages) {
      const error = branch.at(-1)?.errorElement as ReactElement<{ level: string }> | undefined;
      expect(isValidElement(error) && error.type === RouteError && error.props.level).toBe('page');
    }
  });

  it('puts no route without a path between the layouts and the pages', () => {
    // The root, the side's layout (/ or /dashboard), the dashboard's lazy shell, the page.
    for (const branch of pages) expect(branch.length).toBeLessThanOrEqual(4);
    expect(dashboardPages.map((route) => (route.index ? '' : route.path))).toEqual([
      ...DASHBOARD_ROUTES.map((route) => route.path),
      '*',
    ]);
  });

  it('draws each dashboard page but the index inside its access check', async () => {
    const load = (route: RouteObject | undefined) => {
      if (typeof route?.lazy !== 'function') throw new Error('no lazy page');
      return route.lazy() as Promise<RouteObject>;
    };
    const loaded = await load(dashboardPages.find((route) => route.path === 'shop'));
    const element = loaded.element as ReactElement<{ route: { path: string } }>;
    expect(element.type).toBe(RouteAccess);
    expect(element.props.route.path).toBe('shop');
    const home = await load(dashboardPages.find((route) => route.index));
    expect(home.element).toBeUndefined();
    expect(home.Component).toBeTypeOf('function');
  });
});
