import { Construction } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';

/**
 * The one placeholder for pages that exist in the route table but are not built yet.
 * It says so plainly instead of showing invented data.
 */
export function NotBuiltYet({ title, homeHref }: { title: string; homeHref?: string }) {
  const { pathname } = useLocation();
  const inDashboard = pathname.startsWith('/dashboard');
  const home = homeHref ?? (inDashboard ? '/dashboard' : '/');
  // Inside the dashboard the page header already holds the page's h1.
  const Heading = inDashboard ? 'h2' : 'h1';
  return (
    <section
      data-testid="not-built-yet"
      aria-labelledby="not-built-yet-title"
      className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-12 text-center"
    >
      <div className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Construction className="size-7" aria-hidden="true" />
      </div>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium text-muted-foreground">{title}</p>
        <Heading id="not-built-yet-title" className="text-xl font-semibold">
          Bu sayfa henüz hazır değil
        </Heading>
        <p className="text-sm text-muted-foreground">
          “{title}” sayfası üzerinde çalışıyoruz. Hazır olduğunda bu adreste yer alacak.
        </p>
      </div>
      <Button asChild variant="outline">
        <Link to={home}>{home === '/dashboard' ? 'Panele Dön' : 'Ana Sayfaya Dön'}</Link>
      </Button>
    </section>
  );
}
