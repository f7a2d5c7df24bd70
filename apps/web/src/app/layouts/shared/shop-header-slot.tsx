import { showsShopHeader } from '@portal/shared/navigation';
import { useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/error-boundary';
import { useShopCounts } from '@/lib/api/shop-counts';
import { ShopHeader } from '@/features/shop/components/shop-header';
import { useCurrentUser } from '@/lib/auth';
import { cn } from '@/lib/utils';

/** The shop header where spec §2 wants it: /dashboard and /dashboard/shop, or any page with a cart. */
export function ShopHeaderSlot({ hidden = false }: { hidden?: boolean }) {
  const user = useCurrentUser();
  const counts = useShopCounts();
  const { pathname } = useLocation();
  if (!showsShopHeader(pathname, counts.cartLines)) return null;
  return (
    <div
      className={cn(
        'grid transition-[grid-template-rows] duration-200',
        hidden ? 'grid-rows-[0fr]' : 'grid-rows-[1fr]',
      )}
      inert={hidden || undefined}
    >
      <div className="overflow-hidden">
        <ErrorBoundary level="component" className="m-2">
          <ShopHeader role={user.role} counts={counts} />
        </ErrorBoundary>
      </div>
    </div>
  );
}
