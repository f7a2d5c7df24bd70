import { formatMoney, formatPrice, formatNumber, formatPercentBasisPoints } from '@portal/shared/format';
import { isStockHolder, type Role } from '@portal/shared/roles';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { Category, MemberProduct, ProductSalesRule } from '@portal/shared/contracts/catalogue';
import { tierRange } from '@/features/shop/components/product-pricing';
import { StockBadge } from '@/components/availability-badge';
import { cn } from '@/lib/utils';

const PURCHASE_MODE_LABELS: Record<MemberProduct['purchaseMode'], string> = {
  money: 'Para ile',
  points: 'Puan ile',
  both: 'Para veya puan ile',
};

/** Quantity breaks: 'Adet' / 'Birim fiyat', the row for the chosen quantity highlighted. */
export function TierTable({ product, quantity }: { product: MemberProduct; quantity?: number }) {
  const tiers = [...product.bulkTiers].sort((a, b) => a.minQuantity - b.minQuantity);
  const base = product.price;
  const firstTier = tiers[0]?.minQuantity ?? Number.POSITIVE_INFINITY;
  const rows = [
    ...(base !== null && firstTier > 1
      ? [{ minQuantity: 1, maxQuantity: Math.min(firstTier - 1, 999), unitPrice: base, standard: true }]
      : []),
    ...tiers.map((tier) => ({ ...tier, standard: false })),
  ];
  // The cheapest row that covers the quantity is the one the cart will charge.
  let activeIndex = -1;
  if (quantity !== undefined) {
    rows.forEach((row, index) => {
      const covers = quantity >= row.minQuantity && quantity <= row.maxQuantity;
      if (covers && (activeIndex < 0 || row.unitPrice < (rows[activeIndex]?.unitPrice ?? 0))) activeIndex = index;
    });
  }
  return (
    <Table data-testid="tier-table">
      <TableHeader>
        <TableRow>
          <TableHead>Adet</TableHead>
          <TableHead className="text-right">Birim fiyat</TableHead>
          {/* The one long heading may wrap, so the table fits a phone's card without scrolling. */}
          {base !== null ? <TableHead className="text-right whitespace-normal">Adet başı tasarruf</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow
            key={`${row.minQuantity}-${row.maxQuantity}`}
            aria-current={index === activeIndex ? 'true' : undefined}
            className={cn(index === activeIndex && 'bg-accent/60 font-medium')}
          >
            <TableCell>
              {tierRange(row)}
              {row.standard ? <span className="ml-1 text-xs text-muted-foreground">(standart)</span> : null}
            </TableCell>
            <TableCell className="text-right tabular">{formatPrice(row.unitPrice)}</TableCell>
            {base !== null ? (
              <TableCell className="text-right text-success tabular">
                {row.unitPrice < base ? formatMoney(base - row.unitPrice) : '—'}
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function ruleText(rule: ProductSalesRule, categoryName: (id: string | null) => string): string | null {
  const value = rule.minValue ?? 0;
  switch (rule.ruleType) {
    case 'minimum_quantity':
      return value > 0 ? `Bu üründen en az ${formatNumber(value)} adet sipariş verilmelidir` : null;
    case 'maximum_quantity':
      return value > 0 ? `Bu üründen bir siparişte en fazla ${formatNumber(value)} adet alınabilir` : null;
    case 'minimum_order_amount':
      return value > 0 ? `Sepet toplamı en az ${formatPrice(value)} olmalıdır` : null;
    case 'category_bundle':
      return value > 0
        ? `Sepette ${categoryName(rule.applyToCategory)} kategorisinden en az ${formatNumber(value)} adet ürün olmalıdır`
        : null;
    default:
      return null;
  }
}

export function SalesRuleList({
  rules,
  categories,
}: {
  rules: ProductSalesRule[];
  categories: Category[] | undefined;
}) {
  const categoryName = (id: string | null) => categories?.find((c) => c.id === id)?.name ?? 'ilgili';
  const texts = rules.map((rule) => ruleText(rule, categoryName)).filter((text): text is string => text !== null);
  if (texts.length === 0) return null;
  return (
    <ul className="flex list-disc flex-col gap-1 pl-5 text-sm" data-testid="sales-rules">
      {texts.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 border-b py-2 last:border-0">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-right text-sm font-medium">{children}</dd>
    </div>
  );
}

export function ProductFacts({ product, role }: { product: MemberProduct; role: Role }) {
  return (
    <dl data-testid="product-facts">
      <Fact label="Kategori">{product.category?.name ?? '—'}</Fact>
      <Fact label="Minimum sipariş">
        <span data-testid="min-order-quantity">{formatNumber(product.minOrderQuantity)} adet</span>
      </Fact>
      <Fact label="KDV">
        <span data-testid="vat-rate">
          {formatPercentBasisPoints(product.vatRateBp)} {product.vatIncluded ? '(fiyata dahil)' : '(fiyata eklenir)'}
        </span>
      </Fact>
      <Fact label="Stok">
        {isStockHolder(role) ? (
          <span className="flex items-center gap-2">
            <span className="tabular">{formatNumber(product.stock.displayStock)} adet</span>
            <StockBadge availability={product.availability} />
          </span>
        ) : (
          <StockBadge availability={product.availability} />
        )}
      </Fact>
      <Fact label="Satın alma">{PURCHASE_MODE_LABELS[product.purchaseMode]}</Fact>
    </dl>
  );
}

export function InfoCard({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <Card className={cn('gap-3', className)}>
      <CardHeader>
        <CardTitle asChild>
          <h3>{title}</h3>
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
