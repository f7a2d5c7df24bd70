import { SHELL_MESSAGES } from '@portal/shared/messages-shell';
import { DASHBOARD_ROUTES, type DashboardRoute, LEGACY_REDIRECTS } from '@portal/shared/route-access';
import { createBrowserRouter, Navigate, type RouteObject, useLocation } from 'react-router';
import { RouteError } from '@/app/errors/route-error';
import { RequireAuth } from '@/app/guards/require-auth';
import { PublicLayout } from '@/app/layouts/public-layout';
import { NotFoundPage } from '@/app/not-found-page';
import { RootLayout } from '@/app/root-layout';
import { LoadingState } from '@/components/ui/spinner';
import { queryClient } from '@/lib/query-client';
import type { RouteHandle } from '@/lib/route-handle';

export type { RouteHandle };

type LazyRoute = NonNullable<RouteObject['lazy']>;

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
  publicRoute('/about', 'Hakkımızda', async () => ({
    Component: (await import('@/features/content/pages/about-page')).AboutPage,
  })),
  publicRoute('/contact', 'İletişim', async () => ({
    Component: (await import('@/features/content/pages/contact-page')).ContactPage,
  })),
  publicRoute('/products', 'Ürün Kataloğu', async () => ({
    Component: (await import('@/features/catalogue/pages/catalogue-page')).CataloguePage,
  })),
  publicRoute('/doctor-application', 'Doktor Başvurusu', async () => ({
    Component: (await import('@/features/doctor-applications/pages/doctor-application-page')).DoctorApplicationPage,
  })),
  publicRoute('/blog', 'Blog', async () => ({
    Component: (await import('@/features/content/pages/blog-page')).BlogPage,
  })),
  publicRoute('/blog/:id', 'Blog Yazısı', async () => ({
    Component: (await import('@/features/content/pages/blog-post-page')).BlogPostPage,
  })),
  publicRoute('/sss', 'Sıkça Sorulan Sorular', async () => ({
    Component: (await import('@/features/content/pages/faq-page')).FaqPage,
  })),
  publicRoute('/policies/:slug', 'Politika Sayfası', async () => ({
    Component: (await import('@/features/policies/pages/policy-page')).PolicyPage,
  })),
  publicRoute('/policies/:slug/v/:version', 'Politika Sayfası', async () => ({
    Component: (await import('@/features/policies/pages/policy-page')).PolicyPage,
  })),
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

/**
 * A dashboard page: its loader table lives in its own chunk (app/dashboard-pages.tsx), so the
 * entry every visitor downloads does not carry one import map per dashboard page (decision 006).
 */
function dashboardPage(route: DashboardRoute): LazyRoute {
  return async () => (await import('@/app/dashboard-pages')).loadDashboardPage(route);
}

/**
 * The page's first-screen data is requested as soon as the route is matched, in parallel with
 * the chunks (decision 038). Not awaited: the page renders its skeleton meanwhile. The table of
 * queries is a small chunk of its own, so the entry stays as it was.
 */
function dashboardData(route: DashboardRoute): Pick<RouteObject, 'loader' | 'shouldRevalidate'> {
  return {
    loader: ({ request }) => {
      const url = new URL(request.url);
      void import('@/app/page-data').then(({ prefetchPageData }) => prefetchPageData(queryClient, route.path, url));
      return null;
    },
    // Filters changing in the address are the page's own queries to run.
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
  };
}

function dashboardRoute(route: DashboardRoute): RouteObject {
  const handle: RouteHandle = { title: route.title, dashboardRoute: route };
  const lazy = dashboardPage(route);
  const data = dashboardData(route);
  // The index is open to every signed-in member (it is where denied members are sent).
  if (route.path === '') return { index: true, handle, lazy, ...data };
  // The access check sits above the page so a denied member is sent away before it renders.
  // The guard is lazy too: it and the permission client belong with the signed-in code.
  const guard: LazyRoute = async () => {
    const { RouteAccess } = await import('@/app/guards/route-access');
    return { element: <RouteAccess route={route} /> };
  };
  return { path: route.path, handle, lazy: guard, ...data, children: [{ index: true, lazy }] };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError level="global" />,
    // Shown while the first page's lazy chunk loads.
    hydrateFallbackElement: <LoadingState message={SHELL_MESSAGES.loading.page} className="min-h-dvh" />,
    children: [
      {
        path: '/',
        // In the entry: a first visit is almost always to a public page, and the public shell is
        // small (its header, theme switch and footer links): one file instead of seven, saves /login
        // about 5 KB on the wire (decision 037). The dashboard's shell stays lazy.
        Component: PublicLayout,
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
