import { MESSAGES } from '@portal/shared/errors';
import { DASHBOARD_ROUTES, type DashboardRoute, LEGACY_REDIRECTS } from '@portal/shared/route-access';
import { createBrowserRouter, Navigate, type RouteObject, useLocation } from 'react-router';
import { RouteError } from '@/app/errors/route-error';
import { RequireAuth } from '@/app/guards/require-auth';
import { RouteAccess } from '@/app/guards/route-access';
import { PublicLayout } from '@/app/layouts/public-layout';
import { NotFoundPage } from '@/app/not-found-page';
import { RootLayout } from '@/app/root-layout';
import { LoadingState } from '@/components/ui/spinner';

/** What a route tells the layouts: the document title of public pages. */
export type RouteHandle = { title?: string; dashboardRoute?: DashboardRoute };

type LazyRoute = NonNullable<RouteObject['lazy']>;

/** Every unbuilt page shares one chunk: the placeholder that says so. */
function notBuiltYet(title: string): LazyRoute {
  return async () => {
    const { NotBuiltYet } = await import('@/components/not-built-yet');
    return { element: <NotBuiltYet title={title} /> };
  };
}

function publicRoute(path: string, title: string, lazy: LazyRoute): RouteObject {
  const handle: RouteHandle = { title };
  return path === '/' ? { index: true, handle, lazy } : { path: path.slice(1), handle, lazy };
}

const PUBLIC_ROUTES: RouteObject[] = [
  publicRoute('/', 'Ana Sayfa', async () => ({
    Component: (await import('@/features/home/pages/home-page')).HomePage,
  })),
  publicRoute('/login', 'Giriş Yap', async () => ({
    Component: (await import('@/features/auth/pages/login-page')).LoginPage,
  })),
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
  publicRoute('/products', 'Ürün Kataloğu', notBuiltYet('Ürün Kataloğu')),
  publicRoute('/doctor-application', 'Doktor Başvurusu', notBuiltYet('Doktor Başvurusu')),
  publicRoute('/blog', 'Blog', notBuiltYet('Blog')),
  publicRoute('/blog/:id', 'Blog Yazısı', notBuiltYet('Blog Yazısı')),
  publicRoute('/sss', 'Sıkça Sorulan Sorular', notBuiltYet('Sıkça Sorulan Sorular')),
  publicRoute('/policies/:slug', 'Politika Sayfası', notBuiltYet('Politika Sayfası')),
  publicRoute('/payment/success', 'Ödeme Başarılı', notBuiltYet('Ödeme Başarılı')),
  publicRoute('/payment/error', 'Ödeme Hatası', notBuiltYet('Ödeme Hatası')),
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
  profile: async () => ({ Component: (await import('@/features/profile/pages/profile-page')).ProfilePage }),
};

function dashboardRoute(route: DashboardRoute): RouteObject {
  const handle: RouteHandle = { title: route.title, dashboardRoute: route };
  const lazy = BUILT_DASHBOARD_PAGES[route.path] ?? notBuiltYet(route.title);
  // The index is open to every signed-in member (it is where denied members are sent).
  if (route.path === '') return { index: true, handle, lazy };
  // The access check sits above the page so a denied member is sent away before it renders.
  return { path: route.path, handle, element: <RouteAccess route={route} />, children: [{ index: true, lazy }] };
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
        element: <PublicLayout />,
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
