import { POLICY_SLUGS, policyPath } from '@portal/shared/policy-slugs';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { AccountButton, NAV_LINKS } from '@/app/layouts/public-nav';
import { BrandLink, PRODUCT_NAME } from '@/components/brand';
import { ThemeSwitcher } from '@/components/theme-switcher';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

const POLICY_LINKS = [
  { to: policyPath(POLICY_SLUGS.kvkk), label: 'KVKK Aydınlatma Metni' },
  { to: policyPath(POLICY_SLUGS.privacy), label: 'Gizlilik Politikası' },
  { to: policyPath(POLICY_SLUGS.distanceSales), label: 'Mesafeli Satış Sözleşmesi' },
  { to: policyPath(POLICY_SLUGS.returns), label: 'İade ve İptal' },
];

const loadPublicMenu = () => import('@/app/layouts/public-menu');
const PublicMenu = lazy(async () => ({ default: (await loadPublicMenu()).PublicMenu }));

/**
 * The phone menu button. The slide-over (a Radix dialog, ~10 KB gzipped) is fetched when the
 * button is touched, focused or pressed, not with every public page; the first press opens it.
 */
function MobileMenuButton() {
  const [wanted, setWanted] = useState(false);
  const button = (onClick?: () => void) => (
    <Button
      variant="ghost"
      size="icon"
      className="md:hidden"
      aria-label="Menüyü aç"
      aria-haspopup="dialog"
      onPointerDown={wanted ? undefined : () => void loadPublicMenu()}
      onFocus={wanted ? undefined : () => void loadPublicMenu()}
      onClick={onClick}
    >
      <Menu aria-hidden="true" />
    </Button>
  );
  if (!wanted) return button(() => setWanted(true));
  return (
    <Suspense fallback={button()}>
      <PublicMenu trigger={button()} defaultOpen />
    </Suspense>
  );
}

export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-background px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:ring-2 focus:ring-ring"
      >
        İçeriğe geç
      </a>
      <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-4 px-4">
          <BrandLink />
          <nav aria-label="Site menüsü" className="ml-6 hidden items-center gap-1 md:flex">
            {NAV_LINKS.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                end={link.end}
                className={({ isActive }) =>
                  cn(
                    'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground',
                    isActive && 'text-foreground',
                  )
                }
              >
                {link.label}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-1">
            <ThemeSwitcher />
            <AccountButton />
            <MobileMenuButton />
          </div>
        </div>
      </header>

      {/* At least a screen tall, so the footer starts below the fold and does not jump as the page fills in. */}
      <main id="main" className="flex min-h-dvh flex-1 flex-col" tabIndex={-1}>
        <Outlet />
      </main>

      <footer className="border-t bg-muted/40">
        <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 text-sm sm:grid-cols-3">
          <div className="flex flex-col gap-3">
            <BrandLink />
            <p className="text-muted-foreground">
              Üyelerimize özel fiyatlarla sipariş, ağ, komisyon ve puan yönetimi tek bir yerde.
            </p>
          </div>
          <nav aria-label="Kurumsal" className="flex flex-col gap-2">
            <h2 className="font-semibold">Kurumsal</h2>
            <Link className="text-muted-foreground hover:text-foreground" to="/about">
              Hakkımızda
            </Link>
            <Link className="text-muted-foreground hover:text-foreground" to="/contact">
              İletişim
            </Link>
            <Link className="text-muted-foreground hover:text-foreground" to="/doctor-application">
              Doktor Başvurusu
            </Link>
            <Link className="text-muted-foreground hover:text-foreground" to="/invitation-code">
              Davet Kodum Var
            </Link>
          </nav>
          <nav aria-label="Yasal" className="flex flex-col gap-2">
            <h2 className="font-semibold">Yasal</h2>
            {POLICY_LINKS.map((link) => (
              <Link key={link.to} className="text-muted-foreground hover:text-foreground" to={link.to}>
                {link.label}
              </Link>
            ))}
          </nav>
        </div>
        <div className="border-t">
          <p className="mx-auto w-full max-w-6xl px-4 py-4 text-xs text-muted-foreground">
            © {new Date().getFullYear()} {PRODUCT_NAME}. Tüm hakları saklıdır.
          </p>
        </div>
      </footer>
    </div>
  );
}
