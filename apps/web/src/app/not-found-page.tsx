import { Compass } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';

/** Unknown paths: inside the dashboard layout for /dashboard/*, the public layout elsewhere. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const inDashboard = pathname.startsWith('/dashboard');
  return (
    <section
      data-testid="not-found"
      aria-labelledby="not-found-title"
      className="mx-auto flex w-full max-w-lg flex-col items-center gap-4 px-4 py-16 text-center"
    >
      <div className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Compass className="size-7" aria-hidden="true" />
      </div>
      <p className="text-sm font-semibold text-primary">404</p>
      {inDashboard ? (
        <h2 id="not-found-title" className="text-2xl font-bold tracking-tight">
          Sayfa bulunamadı
        </h2>
      ) : (
        <h1 id="not-found-title" className="text-2xl font-bold tracking-tight">
          Sayfa bulunamadı
        </h1>
      )}
      <p className="text-muted-foreground">Aradığınız sayfa taşınmış, silinmiş ya da hiç var olmamış olabilir.</p>
      <Button asChild>
        <Link to={inDashboard ? '/dashboard' : '/'}>{inDashboard ? 'Panele Dön' : 'Ana Sayfaya Dön'}</Link>
      </Button>
    </section>
  );
}
