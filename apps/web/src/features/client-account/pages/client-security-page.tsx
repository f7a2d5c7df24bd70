import { formatDateTime } from '@portal/shared/format';
import { CheckCircle2, ShieldAlert, ShieldCheck, XCircle } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useClientSignIns } from '@/features/client-account/api/client-account';
import { SessionsCard, useSettings } from '@/features/settings/public';

/** The sessions card's own loading state, while its code arrives: the same header and rows, so nothing moves. */
function SessionsCardFallback() {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Aktif oturumlar</h2>
        </CardTitle>
        <CardDescription>Hesabınıza giriş yapılmış cihazlar. Tanımadığınız bir oturumu sonlandırın.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <div className="flex flex-col gap-3" role="status" aria-label="Oturumlar yükleniyor">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      </CardContent>
    </Card>
  );
}

/** Why a sign-in failed, as the auth service records it. */
const REASONS: Record<string, string> = {
  wrong_password: 'Hatalı şifre',
  account_throttled: 'Çok fazla deneme',
  inactive: 'Hesap pasif',
  two_factor_pending: 'Doğrulama kodu bekleniyor',
  password_reset: 'Şifre sıfırlandı',
};

/**
 * /dashboard/client/security: my sessions (end one, or all others), my two-factor state with the
 * way to turn it on, and my recent sign-ins.
 */
export function ClientSecurityPage() {
  const settings = useSettings();
  const signIns = useClientSignIns();
  const twoFactor = settings.data?.security.twoFactorEnabled;

  return (
    <div className="flex min-w-0 flex-col gap-5" data-testid="client-security-page">
      <Card data-testid="client-two-factor">
        <CardHeader className="gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-3">
            {twoFactor === undefined ? (
              <Skeleton className="size-8 rounded-full" />
            ) : twoFactor ? (
              <ShieldCheck className="size-8 shrink-0 text-emerald-600" aria-hidden="true" />
            ) : (
              <ShieldAlert className="size-8 shrink-0 text-amber-500" aria-hidden="true" />
            )}
            <div className="flex flex-col gap-1">
              <CardTitle asChild>
                <h2>İki adımlı doğrulama</h2>
              </CardTitle>
              <CardDescription>
                {twoFactor === undefined
                  ? 'Yükleniyor...'
                  : twoFactor
                    ? 'Açık: girişte şifrenizin yanında doğrulama uygulamanızdaki kod da istenir.'
                    : 'Kapalı: hesabınızı korumak için açmanızı öneririz.'}
              </CardDescription>
            </div>
          </div>
          {settings.isError ? (
            <p className="text-sm text-destructive">Durum alınamadı</p>
          ) : (
            <Button asChild variant={twoFactor ? 'outline' : 'default'} className="sm:shrink-0">
              <Link to="/dashboard/settings?tab=security">{twoFactor ? 'Ayarları yönet' : 'Şimdi aç'}</Link>
            </Button>
          )}
        </CardHeader>
      </Card>

      <Suspense fallback={<SessionsCardFallback />}>
        <SessionsCard />
      </Suspense>

      <Card data-testid="client-sign-ins">
        <CardHeader>
          <CardTitle asChild>
            <h2>Son girişler</h2>
          </CardTitle>
          <CardDescription>
            Hesabınıza yapılan son 20 giriş denemesi. Tanımadığınız bir giriş görürseniz şifrenizi değiştirin.
          </CardDescription>
        </CardHeader>
        <CardContent className="px-3 sm:px-6">
          {signIns.isError && !signIns.data ? (
            <LoadError
              title="Girişler alınamadı"
              error={signIns.error}
              retrying={signIns.isFetching}
              onRetry={() => signIns.refetch()}
            />
          ) : !signIns.data ? (
            <div className="flex flex-col gap-2">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-9 w-full" />
              ))}
            </div>
          ) : signIns.data.signIns.length === 0 ? (
            <p className="text-sm text-muted-foreground">Kayıtlı giriş yok.</p>
          ) : (
            <>
              <ul className="flex flex-col divide-y md:hidden">
                {signIns.data.signIns.map((s) => (
                  <li key={`${s.at}-${s.ipAddress}`} className="flex items-center justify-between gap-3 py-2 text-sm">
                    <span className="min-w-0">
                      <span className="block">{formatDateTime(s.at)}</span>
                      <span className="block truncate text-xs text-muted-foreground">{s.ipAddress}</span>
                    </span>
                    <Result success={s.success} reason={s.reason} />
                  </li>
                ))}
              </ul>
              <Table className="hidden md:table">
                <TableHeader>
                  <TableRow>
                    <TableHead>Zaman</TableHead>
                    <TableHead>IP adresi</TableHead>
                    <TableHead>Sonuç</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {signIns.data.signIns.map((s) => (
                    <TableRow key={`${s.at}-${s.ipAddress}`}>
                      <TableCell>{formatDateTime(s.at)}</TableCell>
                      <TableCell className="tabular">{s.ipAddress}</TableCell>
                      <TableCell>
                        <Result success={s.success} reason={s.reason} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function Result({ success, reason }: { success: boolean; reason: string | null }) {
  return success ? (
    <Badge variant="outline" className="gap-1 text-emerald-700 dark:text-emerald-400">
      <CheckCircle2 className="size-3.5" aria-hidden="true" /> Başarılı
    </Badge>
  ) : (
    <Badge variant="outline" className="gap-1 text-destructive">
      <XCircle className="size-3.5" aria-hidden="true" /> {reason ? (REASONS[reason] ?? 'Başarısız') : 'Başarısız'}
    </Badge>
  );
}
