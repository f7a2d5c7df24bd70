import { formatMoney, formatNumber, formatPercentBasisPoints } from '@portal/shared/format';
import type { ReactNode } from 'react';
import { MoneySummary } from '@/components/money-summary';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { OrderDetail, OrderLine } from '@portal/shared/contracts/orders';
import { cn } from '@/lib/utils';

function TierMark() {
  return (
    <Badge variant="success" title="Bu satıra miktar kademesi fiyatı uygulandı" data-testid="line-tier">
      Kademe fiyatı
    </Badge>
  );
}

function UnitPrice({ line }: { line: OrderLine }) {
  return (
    <span className="inline-flex flex-col items-end">
      <span className="tabular">{formatMoney(line.unitPrice)}</span>
      {line.tierApplied && line.listUnitPrice !== line.unitPrice ? (
        <s className="text-xs text-muted-foreground tabular">
          <span className="sr-only">Liste fiyatı </span>
          {formatMoney(line.listUnitPrice)}
        </s>
      ) : null}
    </span>
  );
}

function vatText(line: OrderLine): string {
  return `${formatPercentBasisPoints(line.vatRateBp)} ${line.vatIncluded ? 'dahil' : 'hariç'}`;
}

/** The order's lines: a table from `md` up, a list on a phone. */
export function OrderLines({ order, isMobile }: { order: OrderDetail; isMobile: boolean }) {
  if (isMobile) {
    return (
      <ul className="flex flex-col divide-y" aria-label="Sipariş kalemleri" data-testid="order-lines">
        {order.lines.map((line) => (
          <li key={line.id} className="flex flex-col gap-1 py-3 first:pt-0" data-testid="order-line">
            <div className="flex items-start justify-between gap-3">
              <span className="min-w-0 font-medium break-words" data-testid="line-product">
                {line.productName}
              </span>
              <span className="font-semibold whitespace-nowrap tabular" data-testid="line-total">
                {formatMoney(line.totalAmount)}
              </span>
            </div>
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
              <span className="tabular" data-testid="line-quantity">
                {formatNumber(line.quantity)} × {formatMoney(line.unitPrice)}
              </span>
              {line.tierApplied ? <TierMark /> : null}
              <span>· KDV {vatText(line)}</span>
            </div>
            {line.sku ? <span className="font-mono text-xs text-muted-foreground">{line.sku}</span> : null}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Table aria-label="Sipariş kalemleri" data-testid="order-lines">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="pl-0">Ürün</TableHead>
          <TableHead className="text-right">Adet</TableHead>
          <TableHead className="text-right">Birim fiyat</TableHead>
          <TableHead>Kademe</TableHead>
          <TableHead className="text-right">KDV</TableHead>
          <TableHead className="pr-0 text-right">Tutar</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {order.lines.map((line) => (
          <TableRow key={line.id} data-testid="order-line">
            <TableCell className="pl-0">
              <span className="font-medium" data-testid="line-product">
                {line.productName}
              </span>
              {line.sku ? <span className="block font-mono text-xs text-muted-foreground">{line.sku}</span> : null}
            </TableCell>
            <TableCell className="text-right tabular" data-testid="line-quantity">
              {formatNumber(line.quantity)}
            </TableCell>
            <TableCell className="text-right">
              <UnitPrice line={line} />
            </TableCell>
            <TableCell>{line.tierApplied ? <TierMark /> : <span className="text-muted-foreground">-</span>}</TableCell>
            <TableCell className="text-right text-sm whitespace-nowrap text-muted-foreground">
              {vatText(line)}
            </TableCell>
            <TableCell className="pr-0 text-right font-semibold whitespace-nowrap tabular" data-testid="line-total">
              {formatMoney(line.totalAmount)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Row({
  label,
  value,
  testId,
  className,
}: {
  label: ReactNode;
  value: string;
  testId: string;
  className?: string;
}) {
  return (
    <div className={cn('flex items-baseline justify-between gap-3', className)}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="tabular" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The one money summary (the same rows as the cart, checkout and the PDF), then any refund. */
export function OrderTotals({ order }: { order: OrderDetail }) {
  return (
    <div className="flex flex-col gap-2 text-sm" data-testid="order-totals">
      <MoneySummary summary={order.moneySummary} idPrefix="order" />
      {order.refundAmount !== null ? (
        <dl>
          <Row
            label="İade tutarı"
            value={formatMoney(order.refundAmount)}
            testId="order-refund"
            className="font-medium text-destructive [&_dt]:text-destructive"
          />
        </dl>
      ) : null}
    </div>
  );
}
