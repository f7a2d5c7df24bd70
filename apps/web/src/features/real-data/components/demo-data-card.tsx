import { Database, Trash2 } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useDemoDryRun, useRemoveDemo } from '@/features/real-data/api/real-data-api';
import { tableLabel } from '@/features/real-data/components/table-labels';

const n = (v: number) => v.toLocaleString('tr-TR');

/** The demo data: a dry run that lists what would go, then the removal of exactly that. */
export function DemoDataCard() {
  const dry = useDemoDryRun();
  const remove = useRemoveDemo();
  const plan = dry.data;
  return (
    <Card data-testid="demo-data-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Database className="size-4 text-primary" aria-hidden="true" />
          Demo verileri
        </CardTitle>
        <CardDescription>
          Demo üyeler (@portal.test), demo ürünler ve onlara bağlı tüm kayıtlar tek adımda kaldırılır. Yönetici
          hesabınız, roller, yetkiler, ayarlar ve politika sayfaları kalır. Önce deneme çalıştırmasıyla neyin
          silineceğini görün.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() => void dry.refetch()}
            disabled={dry.isFetching}
            data-testid="demo-dry-run"
          >
            {dry.isFetching ? <Spinner /> : null}
            Deneme Çalıştırması Yap
          </Button>
          {plan && plan.total > 0 ? (
            <AlertDialog>
              <AlertDialogTrigger asChild>
                <Button
                  variant="destructive"
                  disabled={remove.isPending || plan.realMembersUnderDemo > 0}
                  data-testid="demo-remove-open"
                >
                  {remove.isPending ? <Spinner /> : <Trash2 aria-hidden="true" />}
                  Demo Verilerini Kaldır
                </Button>
              </AlertDialogTrigger>
              <AlertDialogContent>
                <AlertDialogHeader>
                  <AlertDialogTitle>Demo verileri kaldırılsın mı?</AlertDialogTitle>
                  <AlertDialogDescription>
                    {n(plan.members)} üye, {n(plan.products)} ürün ve bunlara bağlı toplam {n(plan.total)} kayıt kalıcı
                    olarak silinir. Bu işlem geri alınamaz.
                  </AlertDialogDescription>
                </AlertDialogHeader>
                <AlertDialogFooter>
                  <AlertDialogCancel>Vazgeç</AlertDialogCancel>
                  <AlertDialogAction onClick={() => remove.mutate(plan.total)}>Kalıcı Olarak Sil</AlertDialogAction>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
          ) : null}
        </div>
        {dry.isFetching && !plan ? <Skeleton className="h-40 rounded-lg" /> : null}
        {dry.isError ? (
          <Alert variant="destructive">
            <AlertTitle>Deneme çalıştırması yapılamadı</AlertTitle>
            <AlertDescription>{dry.error.message}</AlertDescription>
          </Alert>
        ) : null}
        {plan ? <DryRunResult plan={plan} /> : null}
      </CardContent>
    </Card>
  );
}

function DryRunResult({ plan }: { plan: NonNullable<ReturnType<typeof useDemoDryRun>['data']> }) {
  if (plan.total === 0) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="demo-none">
        Veritabanında demo verisi yok.
      </p>
    );
  }
  return (
    <div className="flex min-w-0 flex-col gap-3" data-testid="demo-plan">
      <p className="text-sm">
        Kaldırılacak: <strong>{n(plan.members)}</strong> üye, <strong>{n(plan.products)}</strong> ürün, toplam{' '}
        <strong data-testid="demo-total">{n(plan.total)}</strong> kayıt.
      </p>
      {plan.realMembersUnderDemo > 0 ? (
        <Alert variant="destructive" data-testid="demo-blocked">
          <AlertTitle>Kaldırma şu an yapılamaz</AlertTitle>
          <AlertDescription>
            {n(plan.realMembersUnderDemo)} gerçek üye demo üyelerin altında. Önce bu üyeleri başka bir üst üyeye
            taşıyın.
          </AlertDescription>
        </Alert>
      ) : null}
      <ul className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2" aria-label="Silinecek kayıtlar">
        {plan.tables.map((t) => (
          <li key={t.table} className="flex min-w-0 justify-between gap-3 border-b py-1">
            <span className="min-w-0 truncate">{tableLabel(t.table)}</span>
            <span className="tabular-nums text-muted-foreground">{n(t.count)}</span>
          </li>
        ))}
      </ul>
      {plan.detached.length > 0 ? (
        <p className="text-sm text-muted-foreground">
          Gerçek kayıtlardan {n(plan.detached.reduce((s, d) => s + d.count, 0))} tanesi kalır, yalnızca demo kayda olan
          bağlantısı boşaltılır.
        </p>
      ) : null}
    </div>
  );
}
