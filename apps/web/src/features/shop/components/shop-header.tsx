import { badgeCount } from '@portal/shared/format';
import { MESSAGES } from '@portal/shared/messages';
import { type Role, SHOP_ROLE_LABELS } from '@portal/shared/roles';
import { GitCompareArrows, Heart, ShoppingCart, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge, CountBadge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import type { ShopCounts } from '@/lib/api/shop-counts';
import { cn } from '@/lib/utils';

function CountLink({
  to,
  label,
  count,
  icon,
  className,
  testId,
}: {
  to: string;
  label: string;
  count: number;
  icon: ReactNode;
  className?: string;
  testId: string;
}) {
  return (
    <Link
      to={to}
      aria-label={`${label} (${count})`}
      data-testid={testId}
      className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'relative', className)}
    >
      {icon}
      {count > 0 ? <CountBadge aria-hidden="true">{badgeCount(count)}</CountBadge> : null}
    </Link>
  );
}

/** Shop header (spec §2): title, members-only price note, wishlist, comparison, cart, role. */
export function ShopHeader({ role, counts, className }: { role: Role; counts: ShopCounts; className?: string }) {
  return (
    <section
      aria-label="Mağaza"
      data-testid="shop-header"
      className={cn(
        'flex h-16 items-center gap-3 border-b bg-background/95 px-4 backdrop-blur supports-[backdrop-filter]:bg-background/80',
        className,
      )}
    >
      <Link
        to="/dashboard/shop"
        className="flex min-w-0 items-center gap-2 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <Store className="size-5" aria-hidden="true" />
        </span>
        <span className="flex min-w-0 flex-col">
          <span className="truncate text-sm font-semibold">Mağaza</span>
          <span className="truncate text-xs text-muted-foreground" data-testid="shop-header-subtitle">
            {MESSAGES.shop.headerSubtitle}
          </span>
        </span>
      </Link>
      <div className="ml-auto flex items-center gap-1">
        <Badge variant="secondary" className="mr-1 hidden min-[380px]:inline-flex" data-testid="shop-role-badge">
          {SHOP_ROLE_LABELS[role]}
        </Badge>
        <CountLink
          to="/dashboard/shop/wishlist"
          label="Favorilerim"
          count={counts.wishlist}
          icon={<Heart aria-hidden="true" />}
          testId="shop-wishlist"
        />
        <CountLink
          to="/dashboard/shop/compare"
          label="Karşılaştırma"
          count={counts.compare}
          icon={<GitCompareArrows aria-hidden="true" />}
          className="hidden sm:inline-flex"
          testId="shop-compare"
        />
        <CountLink
          to="/dashboard/cart"
          label="Sepetim"
          count={counts.cartLines}
          icon={<ShoppingCart aria-hidden="true" />}
          testId="shop-cart"
        />
      </div>
    </section>
  );
}
