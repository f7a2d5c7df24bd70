import { MESSAGES } from '@portal/shared/errors';
import { DASHBOARD_ROUTES, type DashboardRoute, LEGACY_REDIRECTS } from '@portal/shared/route-access';
import { createBrowserRouter, Navigate, type RouteObject, useLocation } from 'react-router';
import { RouteError } from '@/app/errors/route-error';
import { RequireAuth } from '@/app/guards/require-auth';
import { NotFoundPage } from '@/app/not-found-page';
import { RootLayout } from '@/app/root-layout';
import { LoadingState } from '@/components/ui/spinner';

/** What a route tells the layouts: the document title of public pages. */
export type RouteHandle = {
  title?: string;
  dashboardRoute?: DashboardRoute;
  /**
   * This public page never toasts while nobody is signed in, so the toaster is not loaded for it
   * (app/toaster-host.tsx, docs/decisions/006-sign-in-page-bundle.md). Only /login sets it.
   */
  withoutToaster?: boolean;
};

type LazyRoute = NonNullable<RouteObject['lazy']>;

/** Every unbuilt page shares one chunk: the placeholder that says so. */
function notBuiltYet(title: string): LazyRoute {
  return async () => {
    const { NotBuiltYet } = await import('@/components/not-built-yet');
    return { element: <NotBuiltYet title={title} /> };
  };
}

function publicRoute(
  path: string,
  title: string,
  lazy: LazyRoute,
  extra: Omit<RouteHandle, 'title'> = {},
): RouteObject {
  const handle: RouteHandle = { title, ...extra };
  return path === '/' ? { index: true, handle, lazy } : { path: path.slice(1), handle, lazy };
}

const PUBLIC_ROUTES: RouteObject[] = [
  publicRoute('/', 'Ana Sayfa', async () => ({
    Component: (await import('@/features/home/pages/home-page')).HomePage,
  })),
  publicRoute(
    '/login',
    'Giriş Yap',
    async () => ({
      Component: (await import('@/features/auth/pages/login-page')).LoginPage,
    }),
    { withoutToaster: true },
  ),
  publicRoute('/register', 'Üyelik Kaydı', async () => ({
    Component: (await import('@/features/auth/pages/register-page')).RegisterPage,
  })),
  publicRoute('/invitation-code', 'Davet Kodu', async () => ({
    Component: (await import('@/features/auth/pages/invitation-code-page')).InvitationCodePage,
  })),
  publicRoute('/invitation/:code', 'Davet', async () => ({
    Component: (await import('@/features/auth/pages/invitation-page')).InvitationPage,
  })),
  publicRoute('/forgot-password', 'Şifremi Unuttum', async () => ({
    Component: (await import('@/features/auth/pages/forgot-password-page')).ForgotPasswordPage,
  })),
  publicRoute('/reset-password', 'Şifre Sıfırlama', async () => ({
    Component: (await import('@/features/auth/pages/reset-password-page')).ResetPasswordPage,
  })),
  publicRoute('/about', 'Hakkımızda', notBuiltYet('Hakkımızda')),
  publicRoute('/contact', 'İletişim', notBuiltYet('İletişim')),
  publicRoute('/products', 'Ürün Kataloğu', async () => ({
    Component: (await import('@/features/catalogue/pages/catalogue-page')).CataloguePage,
  })),
  publicRoute('/doctor-application', 'Doktor Başvurusu', notBuiltYet('Doktor Başvurusu')),
  publicRoute('/blog', 'Blog', notBuiltYet('Blog')),
  publicRoute('/blog/:id', 'Blog Yazısı', notBuiltYet('Blog Yazısı')),
  publicRoute('/sss', 'Sıkça Sorulan Sorular', notBuiltYet('Sıkça Sorulan Sorular')),
  publicRoute('/policies/:slug', 'Politika Sayfası', notBuiltYet('Politika Sayfası')),
  publicRoute('/payment/success', 'Ödeme Başarılı', async () => ({
    Component: (await import('@/features/checkout/pages/payment-success-page')).PaymentSuccessPage,
  })),
  publicRoute('/payment/error', 'Ödeme Hatası', async () => ({
    Component: (await import('@/features/checkout/pages/payment-error-page')).PaymentErrorPage,
  })),
];

/** Old addresses keep working, query string included. */
function LegacyRedirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}

const LEGACY_ROUTES: RouteObject[] = Object.entries(LEGACY_REDIRECTS).map(([from, to]) => ({
  path: from,
  element: <LegacyRedirect to={to} />,
}));

/** Pages built so far; every other dashboard route shows the not-built-yet placeholder. */
const BUILT_DASHBOARD_PAGES: Record<string, LazyRoute> = {
  '': async () => ({ Component: (await import('@/features/dashboard/pages/dashboard-home-page')).DashboardHomePage }),
  shop: async () => ({ Component: (await import('@/features/shop/pages/shop-page')).ShopPage }),
  'shop/wishlist': async () => ({ Component: (await import('@/features/shop/pages/wishlist-page')).WishlistPage }),
  'shop/compare': async () => ({ Component: (await import('@/features/shop/pages/compare-page')).ComparePage }),
  products: async () => ({ Component: (await import('@/features/shop/pages/products-page')).ProductsPage }),
  'products/:id': async () => ({
    Component: (await import('@/features/shop/pages/product-detail-page')).ProductDetailPage,
  }),
  profile: async () => ({ Component: (await import('@/features/profile/pages/profile-page')).ProfilePage }),
  notifications: async () => ({
    Component: (await import('@/features/notifications/pages/notifications-page')).NotificationsPage,
  }),
  settings: async () => ({ Component: (await import('@/features/settings/pages/settings-page')).SettingsPage }),
  'system-settings': async () => ({
    Component: (await import('@/features/permissions/pages/system-settings-page')).SystemSettingsPage,
  }),
  cart: async () => ({ Component: (await import('@/features/cart/pages/cart-page')).CartPage }),
  checkout: async () => ({ Component: (await import('@/features/checkout/pages/checkout-page')).CheckoutPage }),
  addresses: async () => ({ Component: (await import('@/features/addresses/pages/addresses-page')).AddressesPage }),
  'products/stock': async () => ({
    Component: (await import('@/features/admin-products/pages/product-stock-page')).ProductStockPage,
  }),
  'stock-management': async () => ({
    Component: (await import('@/features/stock/pages/stock-management-page')).StockManagementPage,
  }),
  'my-orders': async () => ({ Component: (await import('@/features/orders/pages/my-orders-page')).MyOrdersPage }),
  'client/orders': async () => ({ Component: (await import('@/features/orders/pages/my-orders-page')).MyOrdersPage }),
  'order-management': async () => ({
    Component: (await import('@/features/orders/pages/managed-orders-page')).ManagedOrdersPage,
  }),
  orders: async () => ({
    Component: (await import('@/features/orders/pages/managed-orders-page')).ManagedOrdersPage,
  }),
  'admin/orders': async () => ({
    Component: (await import('@/features/orders/pages/managed-orders-page')).ManagedOrdersPage,
  }),
  'orders/:id': async () => ({
    Component: (await import('@/features/orders/pages/order-detail-page')).OrderDetailPage,
  }),
  'order-tracking': async () => ({
    Component: (await import('@/features/orders/pages/order-tracking-page')).OrderTrackingPage,
  }),
  'orders/workflow': async () => ({
    Component: (await import('@/features/order-workflow/pages/order-workflow-page')).OrderWorkflowPage,
  }),
  'orders/automation': async () => ({
    Component: (await import('@/features/order-workflow/pages/order-automation-page')).OrderAutomationPage,
  }),
  'orders/analytics': async () => ({
    Component: (await import('@/features/order-workflow/pages/order-analytics-page')).OrderAnalyticsPage,
  }),
  'cargo-management': async () => ({
    Component: (await import('@/features/cargo/pages/cargo-management-page')).CargoManagementPage,
  }),
  stock: async () => ({ Component: (await import('@/features/stock/pages/stock-overview-page')).StockOverviewPage }),
};

function dashboardRoute(route: DashboardRoute): RouteObject {
  const handle: RouteHandle = { title: route.title, dashboardRoute: route };
  const lazy = BUILT_DASHBOARD_PAGES[route.path] ?? notBuiltYet(route.title);
  // The index is open to every signed-in member (it is where denied members are sent).
  if (route.path === '') return { index: true, handle, lazy };
  // The access check sits above the page so a denied member is sent away before it renders.
  // The guard is lazy too: it and the permission client belong with the signed-in code.
  const guard: LazyRoute = async () => {
    const { RouteAccess } = await import('@/app/guards/route-access');
    return { element: <RouteAccess route={route} /> };
  };
  return { path: route.path, handle, lazy: guard, children: [{ index: true, lazy }] };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError level="global" />,
    // Shown while the first page's lazy chunk loads.
    hydrateFallbackElement: <LoadingState message={MESSAGES.loading.page} className="min-h-dvh" />,
    children: [
      {
        path: '/',
        // Lazy, like the dashboard layout below: each side of the site loads only its own shell.
        lazy: async () => ({ Component: (await import('@/app/layouts/public-layout')).PublicLayout }),
        children: [
          {
            errorElement: <RouteError level="page" />,
            children: [...PUBLIC_ROUTES, ...LEGACY_ROUTES, { path: '*', element: <NotFoundPage /> }],
          },
        ],
      },
      {
        path: '/dashboard',
        element: <RequireAuth />,
        children: [
          {
            lazy: async () => ({ Component: (await import('@/app/layouts/dashboard-layout')).DashboardLayout }),
            children: [
              {
                errorElement: <RouteError level="page" />,
                children: [...DASHBOARD_ROUTES.map(dashboardRoute), { path: '*', element: <NotFoundPage /> }],
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
