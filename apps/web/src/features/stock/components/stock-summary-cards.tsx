import { formatNumber } from '@portal/shared/format';
import { Boxes, type LucideIcon, Package, PackageX, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useStockSummary } from '@/features/stock/api/get-summary';
import type { StockSummary } from '@portal/shared/contracts/stock';
import { cn } from '@/lib/utils';

const MANAGEMENT = '/dashboard/stock-management';

type Figure = {
  key: keyof StockSummary;
  label: string;
  hint: string;
  icon: LucideIcon;
  to: string;
  tone?: 'warning' | 'destructive';
};

const FIGURES: Figure[] = [
  { key: 'productCount', label: 'Ürün sayısı', hint: 'Stok kaydı olan ürünler', icon: Package, to: MANAGEMENT },
  {
    key: 'totalSaleable',
    label: 'Toplam satılabilir',
    hint: 'Eldeki eksi rezerve, adet',
    icon: Boxes,
    to: MANAGEMENT,
  },
  {
    key: 'lowCount',
    label: 'Düşük stok',
    hint: 'Eşiğin altına inen ürünler',
    icon: TriangleAlert,
    to: `${MANAGEMENT}?tab=low`,
    tone: 'warning',
  },
  {
    key: 'outCount',
    label: 'Tükenen',
    hint: 'Satılabilir adedi kalmayan',
    icon: PackageX,
    to: `${MANAGEMENT}?tab=low`,
    tone: 'destructive',
  },
];

/** The member's own stock in four figures, each leading to the list behind it. */
export function StockSummaryCards() {
  const summary = useStockSummary();

  if (summary.isError && !summary.data) {
    return (
      <Alert variant="destructive" data-testid="stock-summary-error">
        <AlertTitle>Stok özeti alınamadı</AlertTitle>
        <AlertDescription>
          <p>{summary.error.message}</p>
          <Button
            size="sm"
            variant="outline"
            className="mt-1"
            onClick={() => summary.refetch()}
            disabled={summary.isFetching}
          >
            Yeniden Dene
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy={summary.isPending} data-testid="stock-summary">
      {FIGURES.map((figure) => {
        const value = summary.data?.[figure.key];
        return (
          <li key={figure.key}>
            <Card className="h-full gap-2 py-4 transition-colors hover:border-primary/40">
              <Link
                to={figure.to}
                className="flex h-full flex-col gap-2 rounded-lg px-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
                  {figure.label}
                  <figure.icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
                </span>
                {value === undefined ? (
                  <Skeleton className="h-8 w-20" />
                ) : (
                  <span
                    className={cn(
                      'text-2xl font-bold tracking-tight tabular',
                      figure.tone === 'warning' && value > 0 && 'text-warning-foreground dark:text-warning',
                      figure.tone === 'destructive' && value > 0 && 'text-destructive',
                    )}
                    data-testid={`stock-summary-${figure.key}`}
                  >
                    {formatNumber(value)}
                  </span>
                )}
                <span className="text-xs text-muted-foreground">{figure.hint}</span>
              </Link>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
