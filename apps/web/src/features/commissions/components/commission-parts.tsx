import { COMMISSION_STATUS_LABELS, type CommissionStatus } from '@portal/shared/commissions';
import type { CommissionLine } from '@portal/shared/contracts/commissions';
import { formatMoney, formatNumber, formatPercentBasisPoints } from '@portal/shared/format';
import { RotateCcw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

const STATUS_VARIANT: Record<CommissionStatus, BadgeProps['variant']> = {
  pending: 'warning',
  approved: 'info',
  paid: 'success',
  cancelled: 'secondary',
};

/** A line's state; a clawback says so instead of its (always approved or paid) state. */
export function CommissionStatusBadge({ line }: { line: Pick<CommissionLine, 'status' | 'entry'> }) {
  if (line.entry === 'clawback') {
    return (
      <Badge variant="destructive" data-testid="commission-status" data-status="clawback">
        İade kesintisi
      </Badge>
    );
  }
  return (
    <Badge variant={STATUS_VARIANT[line.status]} data-testid="commission-status" data-status={line.status}>
      {COMMISSION_STATUS_LABELS[line.status]}
    </Badge>
  );
}

/**
 * How the amount came about, short: "₺938,64 × %15" for a percentage line, "3 adet × ₺12,50"
 * for a fixed one (the admin's display setting decides what products use; each line shows its own).
 */
export function rateText(
  line: Pick<CommissionLine, 'commissionType' | 'base' | 'rateBp' | 'quantity' | 'fixedPerUnit' | 'kind'>,
) {
  if (line.kind === 'recruitment_bonus') return 'Yeni üye bonusu';
  if (line.commissionType === 'fixed')
    return `${formatNumber(line.quantity)} adet × ${formatMoney(line.fixedPerUnit ?? 0)}`;
  return `${formatMoney(line.base)} × ${formatPercentBasisPoints(line.rateBp ?? 0)}`;
}

/** A signed amount: clawbacks in the destructive colour. */
export function Amount({ value, className, strong = true }: { value: number; className?: string; strong?: boolean }) {
  return (
    <span className={cn('tabular', strong && 'font-semibold', value < 0 && 'text-destructive', className)}>
      {formatMoney(value)}
    </span>
  );
}

/** A read that failed, with a way to try again. */
export function LoadError({
  title,
  error,
  onRetry,
  retrying,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <Alert variant="destructive" data-testid="commissions-error">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{error.message}</p>
        <Button size="sm" variant="outline" className="mt-1" onClick={onRetry} disabled={retrying}>
          <RotateCcw aria-hidden="true" />
          Yeniden Dene
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/** A member as a list names them: name and seller number. */
export function PersonName({ name, sellerNo }: { name: string; sellerNo: string }) {
  return (
    <span className="flex min-w-0 flex-col">
      <span className="font-medium break-words">{name}</span>
      <span className="font-mono text-xs text-muted-foreground">{sellerNo}</span>
    </span>
  );
}
