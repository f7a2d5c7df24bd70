import { formatNumber } from '@portal/shared/format';
import { isStockHolder, type Role } from '@portal/shared/roles';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { ProductImage } from '@/components/product-image';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { MemberProduct } from '@portal/shared/contracts/catalogue';
import { PurchaseModeBadge } from '@/features/shop/components/product-card';
import { PriceTag } from '@/features/shop/components/price-tag';
import { StockBadge } from '@/components/availability-badge';
import { cn } from '@/lib/utils';

/** Stock holders see the figures (and the low-stock threshold); other members see the badge. */
function StockCell({ product, role }: { product: MemberProduct; role: Role }) {
  if (!isStockHolder(role)) return <StockBadge availability={product.availability} />;
  const { stock } = product;
  const tone = { in_stock: 'bg-success', low: 'bg-warning', out: 'bg-destructive' }[stock.status];
  const status = { in_stock: 'Stokta', low: 'Kritik seviyede', out: 'Tükendi' }[stock.status];
  return (
    <div className="flex flex-col items-start gap-1" data-testid="stock-figure" data-status={stock.status}>
      <span className="flex items-center gap-1.5 font-semibold tabular">
        <span aria-hidden="true" className={cn('size-2 rounded-full', tone)} />
        {formatNumber(stock.displayStock)} adet
        <span className="sr-only">({status})</span>
      </span>
      <span className="text-xs text-muted-foreground">Kritik seviye: {formatNumber(stock.lowStockThreshold)}</span>
    </div>
  );
}

type ProductsTableProps = {
  products: MemberProduct[];
  role: Role;
  from: string;
  stale?: boolean;
};

export function ProductsTable({ products, role, from, stale = false }: ProductsTableProps) {
  return (
    <div
      className="overflow-hidden rounded-xl border bg-card transition-opacity data-[stale=true]:opacity-60"
      data-stale={stale}
    >
      <Table data-testid="products-table">
        <TableHeader>
          <TableRow>
            <TableHead className="pl-4">Ürün</TableHead>
            <TableHead className="hidden md:table-cell">Kategori</TableHead>
            <TableHead className="text-right">Fiyat</TableHead>
            <TableHead className="hidden sm:table-cell">Stok</TableHead>
            <TableHead className="hidden lg:table-cell text-right">Min. sipariş</TableHead>
            <TableHead className="w-10 pr-4">
              <span className="sr-only">Detay</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {products.map((product) => (
            <TableRow key={product.id} data-testid="product-row" className="relative">
              <TableCell className="pl-4">
                <div className="flex min-w-0 items-center gap-3">
                  <div className="size-12 shrink-0 overflow-hidden rounded-lg">
                    <ProductImage name={product.name} image={product.image} category={product.category} size="sm" />
                  </div>
                  <div className="flex min-w-0 flex-col gap-0.5">
                    <Link
                      to={`/dashboard/products/${product.id}`}
                      state={{ from }}
                      className="font-medium whitespace-normal outline-none after:absolute after:inset-0 hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                      data-testid="product-link"
                    >
                      {product.name}
                    </Link>
                    <span className="line-clamp-1 text-xs whitespace-normal text-muted-foreground">
                      {product.activeIngredients.join(', ')}
                    </span>
                    <div className="flex flex-wrap gap-1 sm:hidden">
                      <StockBadge availability={product.availability} />
                    </div>
                    <PurchaseModeBadge mode={product.purchaseMode} className="mt-0.5" />
                  </div>
                </div>
              </TableCell>
              <TableCell className="hidden text-muted-foreground md:table-cell">
                {product.category?.name ?? '—'}
              </TableCell>
              <TableCell className="text-right">
                <PriceTag
                  price={product.price}
                  vatIncluded={product.vatIncluded}
                  vatRateBp={product.vatRateBp}
                  className="flex-col items-end gap-0 whitespace-nowrap [&_[data-testid=product-price]]:text-base"
                />
              </TableCell>
              <TableCell className="hidden sm:table-cell">
                <StockCell product={product} role={role} />
              </TableCell>
              <TableCell className="hidden text-right tabular lg:table-cell">
                {formatNumber(product.minOrderQuantity)} adet
              </TableCell>
              <TableCell className="pr-4 text-muted-foreground">
                <ChevronRight aria-hidden="true" className="size-4" />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

export function ProductsTableSkeleton() {
  return (
    <div className="flex flex-col gap-px overflow-hidden rounded-xl border bg-card" aria-busy="true">
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="flex items-center gap-3 border-b p-4 last:border-0">
          <Skeleton className="size-12 rounded-lg" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-1/2" />
          </div>
          <Skeleton className="h-6 w-20" />
        </div>
      ))}
    </div>
  );
}
