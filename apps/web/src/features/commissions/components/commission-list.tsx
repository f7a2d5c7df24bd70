import { COMMISSION_KIND_LABELS, periodLabel } from '@portal/shared/commissions';
import type { CommissionLine } from '@portal/shared/contracts/commissions';
import { formatDate } from '@portal/shared/format';
import { ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import {
  Amount,
  CommissionStatusBadge,
  PersonName,
  rateText,
} from '@/features/commissions/components/commission-parts';

type ListProps = {
  lines: CommissionLine[];
  /** The admin's view names each line's beneficiary. */
  showBeneficiary: boolean;
  onOpen: (line: CommissionLine) => void;
};

const openLabel = (line: CommissionLine) => `${line.order.number} komisyonunun hesaplamasını göster`;

/** Phones: one card per line; the whole card opens the line. */
export function CommissionCards({ lines, showBeneficiary, onOpen }: ListProps) {
  return (
    <ul
      className="flex flex-col gap-2"
      data-testid="commission-lines"
      data-layout="cards"
      aria-label="Komisyon kayıtları"
    >
      {lines.map((line) => (
        <li key={line.id}>
          <Card
            className="gap-2 p-0"
            data-testid="commission-line"
            data-order={line.order.number}
            data-kind={line.kind}
          >
            <button
              type="button"
              className="flex w-full flex-col gap-2 rounded-xl p-3 text-left focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              onClick={() => onOpen(line)}
              aria-label={openLabel(line)}
            >
              <span className="flex items-start justify-between gap-2">
                <span className="flex min-w-0 flex-col">
                  <span className="font-mono text-xs font-medium">{line.order.number}</span>
                  <span className="text-xs text-muted-foreground">{COMMISSION_KIND_LABELS[line.kind]}</span>
                </span>
                <Amount value={line.amount} className="text-base" />
              </span>
              <span className="text-sm" data-testid="commission-line-explanation">
                {line.explanation}
              </span>
              <span className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
                <span className="min-w-0 truncate">
                  {line.product?.name ?? '—'} · {line.buyer.name}
                  {showBeneficiary ? ` → ${line.beneficiary.name}` : ''}
                </span>
                <span className="flex items-center gap-2">
                  <span>{periodLabel(line.period)}</span>
                  <CommissionStatusBadge line={line} />
                </span>
              </span>
            </button>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** Desktop: a table; each row's last cell opens the line. */
export function CommissionTable({ lines, showBeneficiary, onOpen }: ListProps) {
  return (
    <Card className="overflow-x-auto py-0">
      <Table data-testid="commission-lines" data-layout="table" aria-label="Komisyon kayıtları">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="pl-4">Sipariş</TableHead>
            <TableHead>Ürün / Alıcı</TableHead>
            {showBeneficiary ? <TableHead>Komisyonu alan</TableHead> : null}
            <TableHead>Hesaplama</TableHead>
            <TableHead className="text-right">Tutar</TableHead>
            <TableHead>Durum</TableHead>
            <TableHead>Dönem</TableHead>
            <TableHead className="pr-4">
              <span className="sr-only">Ayrıntı</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {lines.map((line) => (
            <TableRow
              key={line.id}
              data-testid="commission-line"
              data-order={line.order.number}
              data-kind={line.kind}
              className="cursor-pointer"
              onClick={() => onOpen(line)}
            >
              <TableCell className="pl-4">
                <span className="flex flex-col whitespace-nowrap">
                  <span className="font-mono text-xs font-medium">{line.order.number}</span>
                  <span className="text-xs text-muted-foreground tabular">{formatDate(line.createdAt)}</span>
                </span>
              </TableCell>
              <TableCell className="max-w-56">
                <span className="flex min-w-0 flex-col">
                  <span className="truncate">{line.product?.name ?? '—'}</span>
                  <span className="truncate text-xs text-muted-foreground">{line.buyer.name}</span>
                </span>
              </TableCell>
              {showBeneficiary ? (
                <TableCell>
                  <PersonName name={line.beneficiary.name} sellerNo={line.beneficiary.sellerNo} />
                </TableCell>
              ) : null}
              <TableCell className="whitespace-nowrap text-xs" title={line.explanation}>
                <span className="flex flex-col">
                  <span className="tabular">{line.entry === 'clawback' ? 'İade kesintisi' : rateText(line)}</span>
                  <span className="text-muted-foreground">{COMMISSION_KIND_LABELS[line.kind]}</span>
                </span>
              </TableCell>
              <TableCell className="text-right whitespace-nowrap">
                <Amount value={line.amount} />
              </TableCell>
              <TableCell>
                <CommissionStatusBadge line={line} />
              </TableCell>
              <TableCell className="whitespace-nowrap text-xs">{periodLabel(line.period)}</TableCell>
              <TableCell className="pr-4">
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={openLabel(line)}
                  onClick={(e) => {
                    e.stopPropagation();
                    onOpen(line);
                  }}
                >
                  <ChevronRight aria-hidden="true" />
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}
