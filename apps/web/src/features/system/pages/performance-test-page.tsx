import { formatNumber } from '@portal/shared/format';
import { MESSAGES } from '@portal/shared/messages';
import { rateVital, WEB_VITALS, type VitalRating } from '@portal/shared/web-vitals';
import { Play, Timer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { PROBE_TARGETS, type ProbeResult, runLatencyProbe } from '@/features/system/api/latency-probe';
import { useWebVitals } from '@/features/system/api/use-web-vitals';
import { formatMs } from '@/features/system/components/format';

const RATING_VARIANT: Record<VitalRating, 'success' | 'warning' | 'destructive'> = {
  good: 'success',
  'needs-improvement': 'warning',
  poor: 'destructive',
};

function statusText(status: number | null) {
  if (status === null) return 'Bağlantı hatası';
  if (status === 401 || status === 403) return `Erişim yok (${status})`;
  return String(status);
}

/** performance-test: this browser's timings of the main API calls, and the page's Web Vitals. */
export function PerformanceTestPage() {
  const vitals = useWebVitals();
  const [results, setResults] = useState<ProbeResult[] | null>(null);
  const [running, setRunning] = useState(false);
  const [failed, setFailed] = useState(false);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const run = async () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setRunning(true);
    setFailed(false);
    try {
      setResults(await runLatencyProbe(5, controller.signal));
    } catch {
      if (!controller.signal.aborted) setFailed(true);
    } finally {
      if (!controller.signal.aborted) setRunning(false);
    }
  };

  return (
    <div className="flex min-w-0 flex-col gap-6" data-testid="performance-test-page">
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle className="text-base">Sayfa ölçümleri (Web Vitals)</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="mb-3 text-sm text-muted-foreground">
            Bu sekmenin açılışına ait, tarayıcının kendi ölçtüğü değerler. Etkileşim ölçümü sayfada bir şeye tıkladıktan
            sonra görünür.
          </p>
          <dl className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="web-vitals">
            {WEB_VITALS.map((name) => {
              const value = vitals[name];
              return (
                <div
                  key={name}
                  className="flex min-w-0 items-center justify-between gap-2 rounded-lg border p-3 text-sm"
                >
                  <dt className="text-muted-foreground">{MESSAGES.system.vitals[name]}</dt>
                  <dd className="flex shrink-0 items-center gap-2 tabular" data-testid={`vital-${name}`}>
                    {value === undefined ? (
                      '—'
                    ) : (
                      <>
                        {name === 'CLS'
                          ? formatNumber(value, { maximumFractionDigits: 3 })
                          : formatMs(Math.round(value))}
                        <Badge variant={RATING_VARIANT[rateVital(name, value)]}>
                          {MESSAGES.system.ratings[rateVital(name, value)]}
                        </Badge>
                      </>
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
        </CardContent>
      </Card>

      <section aria-labelledby="probe-title" className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="probe-title" className="text-base font-semibold">
            API gecikme testi
          </h2>
          <Button onClick={() => void run()} disabled={running} data-testid="probe-run">
            {running ? <Spinner /> : <Play aria-hidden="true" />}
            {running ? 'Ölçülüyor…' : 'Testi Başlat'}
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">
          Ana API çağrılarının her biri art arda 5 kez, önbellek kullanılmadan bu tarayıcıdan çağrılır; süre ağ ve
          sunucu süresinin toplamıdır.
        </p>
        {failed ? (
          <p className="text-sm text-destructive">Test tamamlanamadı. Bağlantınızı kontrol edip yeniden deneyin.</p>
        ) : null}
        {results === null ? (
          <EmptyState
            icon={Timer}
            title="Henüz ölçüm yapılmadı"
            description={`${PROBE_TARGETS.length} çağrı ölçülecek. Başlatmak için “Testi Başlat”a basın.`}
            data-testid="probe-empty"
          />
        ) : (
          <ul className="grid gap-2 md:grid-cols-2" data-testid="probe-results">
            {results.map((r) => (
              <li key={r.path} className="min-w-0 rounded-lg border p-3 text-sm" data-testid="probe-result">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-medium">{r.label}</p>
                  <Badge variant={r.status !== null && r.status < 400 ? 'secondary' : 'warning'}>
                    {statusText(r.status)}
                  </Badge>
                </div>
                <p className="break-all font-mono text-xs text-muted-foreground">{r.path}</p>
                <p className="mt-1 tabular">
                  Ortanca <span className="font-semibold">{formatMs(r.medianMs)}</span> · en az {formatMs(r.minMs)} · en
                  çok {formatMs(r.maxMs)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
