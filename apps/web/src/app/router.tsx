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
 * Every page but the index is drawn inside its access check (decision 068): the check and the
 * page's code load together, and a denied member is sent away before the page renders.
 */
function dashboardPage(route: DashboardRoute): LazyRoute {
  const load = async () => (await import('@/app/dashboard-pages')).loadDashboardPage(route);
  if (route.path === '') return load;
  return async () => {
    const [{ RouteAccess }, page] = await Promise.all([import('@/app/guards/route-access'), load()]);
    const content = 'element' in page ? page.element : <page.Component />;
    return { element: <RouteAccess route={route}>{content}</RouteAccess> };
  };
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

/**
 * Where a page's error is shown: in the page's place, inside its layout. Set on each page rather
 * than on one pathless route around them all: React Router compiles the path of every route of
 * every branch when the router is created, and a route without a path is one more in each
 * (decision 068).
 */
const PAGE_ERROR = <RouteError level="page" />;

function withPageError(route: RouteObject): RouteObject {
  return { ...route, errorElement: PAGE_ERROR };
}

function dashboardRoute(route: DashboardRoute): RouteObject {
  const handle: RouteHandle = { title: route.title, dashboardRoute: route };
  const page = { handle, lazy: dashboardPage(route), errorElement: PAGE_ERROR, ...dashboardData(route) };
  // The index is open to every signed-in member (it is where denied members are sent).
  return route.path === '' ? { index: true, ...page } : { path: route.path, ...page };
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
        children: [...PUBLIC_ROUTES, ...LEGACY_ROUTES, { path: '*', element: <NotFoundPage /> }].map(withPageError),
      },
      {
        path: '/dashboard',
        element: <RequireAuth />,
        children: [
          {
            lazy: async () => ({ Component: (await import('@/app/layouts/dashboard-layout')).DashboardLayout }),
            children: [
              ...DASHBOARD_ROUTES.map(dashboardRoute),
              withPageError({ path: '*', element: <NotFoundPage /> }),
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
