import { showsSellerNo } from '@portal/shared/codes';
import { ROLE_LABELS } from '@portal/shared/roles';
import { ErrorBoundary } from '@/components/error-boundary';
import { Badge } from '@/components/ui/badge';
import { RoleShortcuts } from '@/features/dashboard/components/role-shortcuts';
import { SummaryCards } from '@/features/dashboard/components/summary-cards';
import { useCurrentUser } from '@/lib/auth';

function greeting(now = new Date()): string {
  const hour = Number(
    new Intl.DateTimeFormat('tr-TR', { hour: 'numeric', hour12: false, timeZone: 'Europe/Istanbul' }).format(now),
  );
  if (hour < 6) return 'İyi geceler';
  if (hour < 12) return 'Günaydın';
  if (hour < 18) return 'İyi günler';
  return 'İyi akşamlar';
}

export function DashboardHomePage() {
  const user = useCurrentUser();
  return (
    <div className="flex flex-col gap-6" data-testid="dashboard-home">
      <section className="flex flex-col gap-2">
        <h2 className="text-xl font-semibold tracking-tight md:text-2xl">
          {greeting()}, {user.name}
        </h2>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant="secondary">{ROLE_LABELS[user.role]}</Badge>
          {showsSellerNo(user.role) ? (
            <span data-testid="dashboard-seller-no">
              Satıcı no <span className="font-mono text-foreground">{user.sellerNo}</span>
            </span>
          ) : null}
          {user.location?.city ? (
            <span>· {[user.location.district, user.location.city].filter(Boolean).join(', ')}</span>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="summary-title" className="flex flex-col gap-3">
        <h2 id="summary-title" className="sr-only">
          Özet
        </h2>
        <ErrorBoundary level="component">
          <SummaryCards role={user.role} />
        </ErrorBoundary>
      </section>

      <section aria-labelledby="shortcuts-title" className="flex flex-col gap-3">
        <h2 id="shortcuts-title" className="text-base font-semibold">
          Hızlı erişim
        </h2>
        <ErrorBoundary level="component">
          <RoleShortcuts role={user.role} />
        </ErrorBoundary>
      </section>
    </div>
  );
}
