import { formatNumber } from '@portal/shared/format';
import { ROLE_LABELS } from '@portal/shared/roles';
import { ShieldCheck } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { useTwoFactorAdoption } from '@/features/security/api/security-api';
import { LoadError } from '@/components/load-error';

/** How many members of each role sign in with a TOTP code as well as their password. */
export function TwoFactorAdoptionSection() {
  const adoption = useTwoFactorAdoption();
  if (adoption.isPending) return <Skeleton className="h-64 w-full" aria-busy="true" />;
  if (adoption.isError) {
    return (
      <LoadError
        title="İki adımlı doğrulama verisi alınamadı"
        error={adoption.error}
        retrying={adoption.isFetching}
        onRetry={() => adoption.refetch()}
      />
    );
  }
  const { roles, total } = adoption.data;
  if (roles.length === 0) return <EmptyState icon={ShieldCheck} title="Gösterilecek üye yok" />;
  return (
    <Card data-testid="security-two-factor">
      <CardHeader>
        <CardTitle asChild>
          <h2>İki adımlı doğrulama kullanımı</h2>
        </CardTitle>
        <CardDescription>
          Toplam {formatNumber(total.members)} üyeden {formatNumber(total.enabled)} üye (%{total.percent}) iki adımlı
          doğrulamayı açmış.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-4">
          {roles.map((r) => (
            <li key={r.role} className="flex flex-col gap-1.5" data-testid={`two-factor-${r.role}`}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span className="font-medium">{ROLE_LABELS[r.role]}</span>
                <span className="text-muted-foreground tabular">
                  {formatNumber(r.enabled)} / {formatNumber(r.members)} · %{r.percent}
                </span>
              </div>
              <Progress value={r.percent} label={`${ROLE_LABELS[r.role]}: %${r.percent}`} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
