import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';

/** The site links, shared by the header and the mobile menu. */
export const NAV_LINKS = [
  { to: '/', label: 'Ana Sayfa', end: true },
  { to: '/about', label: 'Hakkımızda' },
  { to: '/products', label: 'Ürünler' },
  { to: '/blog', label: 'Blog' },
  { to: '/sss', label: 'SSS' },
  { to: '/contact', label: 'İletişim' },
];

/** 'Giriş Yap' for visitors, 'Panelim' for a signed-in member. */
export function AccountButton({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
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
