import type { Monitoring } from '@portal/shared/contracts/system';
import { formatNumber } from '@portal/shared/format';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatMs } from '@/features/system/components/format';

const errorRate = (count: number, errors: number) =>
  count === 0 ? '—' : `%${formatNumber((errors / count) * 100, { maximumFractionDigits: 2 })}`;

/** Every route called in the window: count, error rate and latency percentiles. */
export function RoutesTable({ routes }: { routes: Monitoring['routes'] }) {
  return (
    <>
      <ul className="flex flex-col gap-2 md:hidden" data-testid="monitoring-routes-list">
        {routes.map((r) => (
          <li key={r.route} className="rounded-lg border p-3 text-sm">
            <p className="break-all font-mono text-xs">{r.route}</p>
            <p className="mt-1 text-muted-foreground tabular">
              {formatNumber(r.count)} istek · hata {errorRate(r.count, r.errors)} · p50 {formatMs(r.p50Ms)} · p95{' '}
              {formatMs(r.p95Ms)} · p99 {formatMs(r.p99Ms)}
            </p>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-lg border md:block">
        <Table data-testid="monitoring-routes">
          <TableHeader>
            <TableRow>
              <TableHead>Uç nokta</TableHead>
              <TableHead className="text-right">İstek</TableHead>
              <TableHead className="text-right">Hata oranı</TableHead>
              <TableHead className="text-right">Ortalama</TableHead>
              <TableHead className="text-right">p50</TableHead>
              <TableHead className="text-right">p95</TableHead>
              <TableHead className="text-right">p99</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {routes.map((r) => (
              <TableRow key={r.route}>
                <TableCell className="max-w-md break-all font-mono text-xs">{r.route}</TableCell>
                <TableCell className="text-right tabular">{formatNumber(r.count)}</TableCell>
                <TableCell className="text-right tabular">{errorRate(r.count, r.errors)}</TableCell>
                <TableCell className="text-right tabular">{formatMs(r.avgMs)}</TableCell>
                <TableCell className="text-right tabular">{formatMs(r.p50Ms)}</TableCell>
                <TableCell className="text-right tabular">{formatMs(r.p95Ms)}</TableCell>
                <TableCell className="text-right tabular">{formatMs(r.p99Ms)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}
