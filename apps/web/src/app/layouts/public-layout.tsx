import { LogIn, Menu } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { BrandLink, PRODUCT_NAME } from '@/components/brand';
import { ThemeSwitcher } from '@/components/theme-switcher';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/utils';

const NAV_LINKS = [
  { to: '/', label: 'Ana Sayfa', end: true },
  { to: '/about', label: 'Hakkımızda' },
  { to: '/products', label: 'Ürünler' },
  { to: '/blog', label: 'Blog' },
  { to: '/sss', label: 'SSS' },
  { to: '/contact', label: 'İletişim' },
];

const POLICY_LINKS = [
  { to: '/policies/kvkk', label: 'KVKK Aydınlatma Metni' },
  { to: '/policies/gizlilik', label: 'Gizlilik Politikası' },
  { to: '/policies/mesafeli-satis-sozlesmesi', label: 'Mesafeli Satış Sözleşmesi' },
  { to: '/policies/iade-ve-iptal', label: 'İade ve İptal' },
];

function AccountButton({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { user } = useAuth();
  return user ? (
    <Button asChild size="sm" className={className}>
      <Link to="/dashboard" onClick={onNavigate}>
        Panelim
      </Link>
    </Button>
  ) : (
    <Button asChild size="sm" className={className}>
      <Link to="/login" onClick={onNavigate}>
        <LogIn aria-hidden="true" />
        Giriş Yap
      </Link>
    </Button>
  );
}

export function PublicLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
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
            <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
              <SheetTrigger asChild>
                <Button variant="ghost" size="icon" className="md:hidden" aria-label="Menüyü aç">
                  <Menu aria-hidden="true" />
                </Button>
              </SheetTrigger>
              <SheetContent side="right">
                <SheetHeader>
                  <SheetTitle>{PRODUCT_NAME}</SheetTitle>
                  <SheetDescription className="sr-only">Site sayfaları</SheetDescription>
                </SheetHeader>
                <nav aria-label="Site menüsü" className="flex flex-col gap-1 px-3">
                  {NAV_LINKS.map((link) => (
                    <NavLink
                      key={link.to}
                      to={link.to}
                      end={link.end}
                      onClick={() => setMenuOpen(false)}
                      className={({ isActive }) =>
                        cn(
                          'rounded-md px-3 py-2.5 text-sm font-medium hover:bg-accent',
                          isActive && 'bg-accent text-accent-foreground',
                        )
                      }
                    >
                      {link.label}
                    </NavLink>
                  ))}
                </nav>
                <div className="px-6 pt-2">
                  <AccountButton className="w-full" onNavigate={() => setMenuOpen(false)} />
                </div>
              </SheetContent>
            </Sheet>
          </div>
        </div>
      </header>

      <main id="main" className="flex flex-1 flex-col" tabIndex={-1}>
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
