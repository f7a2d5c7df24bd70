import type { AttemptCounts } from '@portal/shared/contracts/security';
import { formatDateTime, formatNumber } from '@portal/shared/format';
import { ROLE_LABELS } from '@portal/shared/roles';
import { SIGN_IN_WINDOW_DAYS, type SignInWindowDays } from '@portal/shared/security';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useSignInReport } from '@/features/security/api/security-api';
import { LoadError } from '@/components/load-error';

const WINDOW_LABEL: Record<SignInWindowDays, string> = { 1: 'Son 24 saat', 7: 'Son 7 gün', 30: 'Son 30 gün' };

function Counts({ c }: { c: AttemptCounts }) {
  return (
    <>
      <TableCell className="text-right tabular">{formatNumber(c.success)}</TableCell>
      <TableCell className="text-right tabular">{formatNumber(c.failure)}</TableCell>
      <TableCell className="text-right tabular">
        {c.throttled > 0 ? <Badge variant="warning">{formatNumber(c.throttled)}</Badge> : '0'}
      </TableCell>
    </>
  );
}

const countHeads = (
  <>
    <TableHead className="text-right">Başarılı</TableHead>
    <TableHead className="text-right">Başarısız</TableHead>
    <TableHead className="text-right">Bekletilen</TableHead>
  </>
);

/** Sign-in attempts (success, failure, throttled) by account and by address, over a chosen window. */
export function SignInReportSection() {
  const [days, setDays] = useState<SignInWindowDays>(7);
  const report = useSignInReport(days);

  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="security-sign-ins">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Başarılı, başarısız ve hesap gecikmesiyle bekletilen giriş denemeleri; hesaba ve IP adresine göre.
        </p>
        <div className="flex items-center gap-2 sm:shrink-0">
          {report.isFetching && !report.isPending ? <Spinner label="Güncelleniyor" /> : null}
          <NativeSelect
            aria-label="Dönem"
            value={days}
            onChange={(e) => setDays(Number(e.target.value) as SignInWindowDays)}
            data-testid="sign-in-window"
          >
            {SIGN_IN_WINDOW_DAYS.map((d) => (
              <option key={d} value={d}>
                {WINDOW_LABEL[d]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      {report.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : report.isError && !report.data ? (
        <LoadError
          title="Giriş denemeleri alınamadı"
          error={report.error}
          retrying={report.isFetching}
          onRetry={() => report.refetch()}
        />
      ) : (
        <>
          <div className="grid grid-cols-3 gap-2 sm:gap-3" data-testid="sign-in-totals">
            {(
              [
                ['Başarılı', report.data.totals.success, 'text-success'],
                ['Başarısız', report.data.totals.failure, 'text-destructive'],
                ['Bekletilen', report.data.totals.throttled, 'text-warning'],
              ] as const
            ).map(([label, value, tone]) => (
              <Card key={label} className="gap-1 py-3">
                <CardContent className="px-3 sm:px-5">
                  <p className="text-xs text-muted-foreground sm:text-sm">{label}</p>
                  <p className={`text-xl font-semibold tabular sm:text-2xl ${tone}`}>{formatNumber(value)}</p>
                </CardContent>
              </Card>
            ))}
          </div>

          {report.data.byAccount.length === 0 && report.data.byAddress.length === 0 ? (
            <EmptyState icon={KeyRound} title="Bu dönemde giriş denemesi yok" data-testid="sign-ins-empty" />
          ) : (
            <div className="grid min-w-0 gap-4 xl:grid-cols-2">
              <Card className="min-w-0">
                <CardHeader>
                  <CardTitle asChild>
                    <h2>Hesaba göre</h2>
                  </CardTitle>
                  <CardDescription>En çok reddedilen hesaplar önce.</CardDescription>
                </CardHeader>
                <CardContent>
                  <Table data-testid="sign-ins-by-account">
                    <TableHeader>
                      <TableRow>
                        <TableHead>Hesap</TableHead>
                        {countHeads}
                        <TableHead>Son deneme</TableHead>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {report.data.byAccount.map((r) => (
                        <TableRow key={r.member?.id ?? `x:${r.identifier}`}>
                          <TableCell className="max-w-56">
                            <div className="truncate font-medium">{r.member?.name ?? r.identifier}</div>
                            <div className="truncate text-xs text-muted-foreground">
                              {r.member
                                ? `${r.member.sellerNo} · ${ROLE_LABELS[r.member.role]}`
                                : 'Kayıtlı olmayan hesap'}
                            </div>
                          </TableCell>
                          <Counts c={r} />
                          <TableCell className="whitespace-nowrap text-muted-foreground">
                            {formatDateTime(r.lastAt)}
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </CardContent>
              </Card>
              <Card className="min-w-0">
                <CardHeader>
                  <CardTitle asChild>
                    <h2>IP adresine göre</h2>
                  </CardTitle>
                  <CardDescription>Bir adresten denenen hesap sayısıyla.</CardDescription>
                </CardHeader>
                <CardContent>
                  <Table data-testid="sign-ins-by-address">
                    <TableHeader>
                      <TableRow>
                        <TableHead>IP adresi</TableHead>
                        <TableHead className="text-right">Hesap</TableHead>
                        {countHeads}
                        <TableHead>Son deneme</TableHead>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {report.data.byAddress.map((r) => (
                        <TableRow key={r.ipAddress}>
                          <TableCell className="font-mono text-xs">{r.ipAddress}</TableCell>
                          <TableCell className="text-right tabular">{formatNumber(r.accounts)}</TableCell>
                          <Counts c={r} />
                          <TableCell className="whitespace-nowrap text-muted-foreground">
                            {formatDateTime(r.lastAt)}
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </CardContent>
              </Card>
            </div>
          )}
        </>
      )}
    </div>
  );
}
