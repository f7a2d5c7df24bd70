import { formatPrice, formatNumber, formatPercentBasisPoints } from '@portal/shared/format';
import { isStockHolder, type Role } from '@portal/shared/roles';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProductImage } from '@/components/product-image';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { MemberProduct } from '@portal/shared/contracts/catalogue';
import { useRemoveComparison } from '@/features/shop/api/remove-comparison';
import { WishlistToggle } from '@/features/shop/components/list-toggles';
import { PurchaseModeBadge } from '@/features/shop/components/product-card';
import { PriceTag } from '@/features/shop/components/price-tag';
import { tierRange } from '@/features/shop/components/product-pricing';
import { ProductPurchase } from '@/features/shop/components/product-purchase';
import { StockBadge } from '@/components/availability-badge';

function RemoveButton({ product }: { product: MemberProduct }) {
  const remove = useRemoveComparison();
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={`${product.name} ürününü karşılaştırmadan çıkar`}
      title="Karşılaştırmadan çıkar"
      disabled={remove.isPending}
      onClick={() => remove.mutate(product)}
      data-testid="compare-remove"
    >
      {remove.isPending ? <Spinner /> : <X aria-hidden="true" />}
    </Button>
  );
}

type Row = { label: string; cell: (product: MemberProduct) => ReactNode };

/** Up to four products side by side; the labels stay in view while the columns scroll on a phone. */
export function CompareTable({ products, role, canCart }: { products: MemberProduct[]; role: Role; canCart: boolean }) {
  const prices = products.map((p) => p.price).filter((p): p is number => p !== null);
  const lowest = prices.length > 1 ? Math.min(...prices) : null;

  const rows: Row[] = [
    {
      label: 'Fiyat',
      cell: (p) => (
        <div className="flex flex-col items-start gap-1">
          <PriceTag price={p.price} vatIncluded={p.vatIncluded} vatRateBp={p.vatRateBp} />
          {lowest !== null && p.price === lowest ? <Badge variant="success">En uygun fiyat</Badge> : null}
        </div>
      ),
    },
    { label: 'Kategori', cell: (p) => p.category?.name ?? '—' },
    {
      label: 'Etken maddeler',
      cell: (p) =>
        p.activeIngredients.length > 0 ? (
          <ul className="flex flex-col gap-0.5">
            {p.activeIngredients.map((ingredient) => (
              <li key={ingredient}>{ingredient}</li>
            ))}
          </ul>
        ) : (
          '—'
        ),
    },
    {
      label: 'Stok',
      cell: (p) => (
        <div className="flex flex-wrap items-center gap-2">
          <StockBadge availability={p.availability} />
          {isStockHolder(role) ? (
            <span className="text-muted-foreground tabular">{formatNumber(p.stock.displayStock)} adet</span>
          ) : null}
        </div>
      ),
    },
    { label: 'Minimum sipariş', cell: (p) => `${formatNumber(p.minOrderQuantity)} adet` },
    {
      label: 'Toplu alım fiyatları',
      cell: (p) =>
        p.bulkTiers.length > 0 ? (
          <ul className="flex flex-col gap-0.5">
            {[...p.bulkTiers]
              .sort((a, b) => a.minQuantity - b.minQuantity)
              .map((tier) => (
                <li key={tier.minQuantity} className="tabular">
                  {tierRange(tier)}: <span className="font-medium">{formatPrice(tier.unitPrice)}</span>
                </li>
              ))}
          </ul>
        ) : (
          <span className="text-muted-foreground">Yok</span>
        ),
    },
    {
      label: 'KDV',
      cell: (p) => `${formatPercentBasisPoints(p.vatRateBp)} ${p.vatIncluded ? '(dahil)' : '(hariç)'}`,
    },
    {
      label: 'Satın alma',
      cell: (p) => (p.purchaseMode === 'money' ? 'Para ile' : <PurchaseModeBadge mode={p.purchaseMode} />),
    },
  ];

  return (
    <div className="overflow-x-auto rounded-xl border bg-card" data-testid="compare-table">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Ürün karşılaştırması</caption>
        <thead>
          <tr className="border-b">
            <td className="sticky left-0 z-10 w-24 min-w-24 bg-card sm:w-36 sm:min-w-36" />
            {products.map((product) => (
              <th
                key={product.id}
                scope="col"
                className="min-w-48 border-l p-3 text-left align-top font-normal"
                data-testid="compare-column"
              >
                <div className="flex flex-col gap-2">
                  <div className="relative h-32 overflow-hidden rounded-lg">
                    <ProductImage name={product.name} image={product.image} category={product.category} />
                    <div className="absolute top-1.5 right-1.5 flex gap-1 rounded-full bg-background/90 p-0.5 shadow-sm">
                      <WishlistToggle product={product} variant="overlay" className="shadow-none" />
                      <RemoveButton product={product} />
                    </div>
                  </div>
                  <Link
                    to={`/dashboard/products/${product.id}`}
                    state={{ from: '/dashboard/shop/compare' }}
                    className="font-semibold leading-snug hover:underline"
                  >
                    {product.name}
                  </Link>
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-b last:border-0">
              <th
                scope="row"
                className="sticky left-0 z-10 bg-card p-3 text-left align-top text-xs font-medium text-muted-foreground sm:text-sm"
              >
                {row.label}
              </th>
              {products.map((product) => (
                <td key={product.id} className="border-l p-3 align-top">
                  {row.cell(product)}
                </td>
              ))}
            </tr>
          ))}
          {canCart ? (
            <tr>
              <th scope="row" className="sticky left-0 z-10 bg-card p-3 text-left align-top">
                <span className="sr-only">Sepete ekle</span>
              </th>
              {products.map((product) => (
                <td key={product.id} className="border-l p-3 align-top">
                  <ProductPurchase product={product} role={role} canCart={canCart} layout="stacked" />
                </td>
              ))}
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
