import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { usePermissionMatrix } from '@/features/permissions/api/get-permission-matrix';
import { usePermissionMatrixRealtime } from '@/features/permissions/api/set-role-permission';
import { OutboxCard } from '@/features/permissions/components/outbox-card';
import { PermissionMatrix } from '@/features/permissions/components/permission-matrix';
import { GeneralSettingsCard } from '@/features/system-settings/public';

/** Sistem Ayarları: the general settings, the admin's role × permission-key matrix (PRODUCT §3) and the email outbox (§2). */
export function SystemSettingsPage() {
  const matrix = usePermissionMatrix();
  usePermissionMatrixRealtime();

  return (
    <div className="flex w-full flex-col gap-4" data-testid="system-settings-page">
      <GeneralSettingsCard />
      <Card className="gap-3">
        <CardHeader>
          <CardTitle asChild>
            <h2>Rol yetkileri</h2>
          </CardTitle>
          <CardDescription>
            Her rolün hangi sayfaları açabileceğini belirleyin. Değişiklikler kaydedildiği anda tüm açık oturumlara
            ulaşır ve menüler yenilenir; kapatılan bir sayfanın API erişimi de kapanır.
          </CardDescription>
        </CardHeader>
        <CardContent className="px-3 sm:px-5">
          {matrix.isPending ? (
            <div className="flex flex-col gap-2" role="status" aria-label="Yetkiler yükleniyor">
              <Skeleton className="h-10 w-full max-w-xs" />
              <Skeleton className="h-96 w-full" />
            </div>
          ) : matrix.isError ? (
            <Alert variant="destructive">
              <AlertTitle>Yetkiler yüklenemedi</AlertTitle>
              <AlertDescription>
                <p>{matrix.error.message}</p>
                <Button variant="outline" size="sm" onClick={() => void matrix.refetch()} disabled={matrix.isFetching}>
                  Yeniden Dene
                </Button>
              </AlertDescription>
            </Alert>
          ) : (
            <PermissionMatrix matrix={matrix.data} />
          )}
        </CardContent>
      </Card>
      <OutboxCard />
    </div>
  );
}
