import type { PermissionKey } from '@portal/shared/permissions';
import { canAccessRoute, DASHBOARD_ROUTES, dashboardPath } from '@portal/shared/route-access';
import type { Role } from '@portal/shared/roles';
import { NavLink } from 'react-router';
import { useCurrentUser } from '@/lib/auth';
import { useEnabledKeys } from '@/lib/permissions';
import { cn } from '@/lib/utils';

/** Pages that belong together; each shows the others as tabs (issue 13: every built page is reachable). */
export const ORDER_PAGE_GROUP = ['order-management', 'orders', 'orders/analytics'] as const;
export const STOCK_PAGE_GROUP = ['stock-management', 'stock', 'products/stock'] as const;
/** The analytics pages lead to each other (issue 17: nothing linked to the orders' analytics before). */
export const ANALYTICS_PAGE_GROUP = [
  'analytics',
  'sales-analysis',
  'performance-reports',
  'ai-insights',
  'analytics/profit',
  'orders/analytics',
] as const;
/** The product list leads a stock holder to its products' stock. */
export const PRODUCT_PAGE_GROUP = ['products', 'products/stock'] as const;

export type RelatedPage = { path: string; href: string; title: string };

/**
 * The pages of a group that this member may open, by the same guard the router applies (the
 * route's roles and its page key), titled as the page header titles them.
 */
export function reachablePages(
  role: Role,
  paths: readonly string[],
  isEnabled: (key: PermissionKey) => boolean,
): RelatedPage[] {
  return paths.flatMap((path) => {
    const route = DASHBOARD_ROUTES.find((r) => r.path === path);
    const href = dashboardPath(path);
    if (!route || !canAccessRoute(role, href, isEnabled)) return [];
    return [{ path, href, title: route.title }];
  });
}

type RelatedPagesProps = {
  /** Dashboard routes (relative to /dashboard) that belong together, the current one among them. */
  paths: readonly string[];
  /** What the row of links is, for a screen reader. */
  label: string;
  className?: string;
};

/**
 * Tabs between pages that belong together (orders, stock): each a link, shown only to the roles
 * its route guard lets in. Nothing is shown until the member's keys are known, nor when the
 * member may open only the page it is on.
 */
export function RelatedPages({ paths, label, className }: RelatedPagesProps) {
  const user = useCurrentUser();
  const permissions = useEnabledKeys();
  if (!permissions.data) return null;
  const pages = reachablePages(user.role, paths, permissions.isEnabled);
  if (pages.length < 2) return null;
  return (
    <nav aria-label={label} className={cn('min-w-0', className)} data-testid="related-pages">
      <ul className="inline-flex max-w-full flex-wrap items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground">
        {pages.map((page) => (
          <li key={page.path}>
            <NavLink
              to={page.href}
              end
              className={({ isActive }) =>
                cn(
                  'inline-flex h-8 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
                  isActive && 'bg-background text-foreground shadow-sm',
                )
              }
              data-testid={`related-page-${page.path.replaceAll('/', '-')}`}
            >
              {page.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
