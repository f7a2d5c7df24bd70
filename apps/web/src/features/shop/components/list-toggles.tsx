import { GitCompareArrows, Heart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAddComparison } from '@/features/shop/api/add-comparison';
import { useAddFavorite } from '@/features/shop/api/add-favorite';
import { useIsCompared } from '@/features/shop/api/get-comparisons';
import { useIsFavorite } from '@/features/shop/api/get-favorites';
import type { MemberProduct } from '@portal/shared/contracts/catalogue';
import { useRemoveComparison } from '@/features/shop/api/remove-comparison';
import { useRemoveFavorite } from '@/features/shop/api/remove-favorite';
import { cn } from '@/lib/utils';

type ToggleLook = {
  /** 'overlay' sits on a product image; 'outline' stands in a row of buttons. */
  variant?: 'overlay' | 'outline';
  /** Show the action's name beside the icon. */
  withLabel?: boolean;
  className?: string;
};

type ToggleProps = ToggleLook & { product: MemberProduct };

/** The button alone, for a list that holds the state of all its cards (product-list-state.ts). */
export type ToggleButtonProps = ToggleLook & {
  /** On the list. */
  active: boolean;
  /** A write for this product is in flight: a spinner, and no second press. */
  pending: boolean;
  /** The list itself has not arrived yet. */
  loading: boolean;
  onToggle: () => void;
};

const overlayClass =
  'rounded-full bg-background/90 shadow-sm backdrop-blur hover:bg-background supports-[backdrop-filter]:bg-background/75';

/** Heart: adds to or removes from the wishlist. */
export function WishlistToggle({ product, ...look }: ToggleProps) {
  const isFavorite = useIsFavorite(product.id);
  const add = useAddFavorite();
  const remove = useRemoveFavorite();
  const active = Boolean(isFavorite.data);
  return (
    <WishlistToggleButton
      {...look}
      active={active}
      pending={add.isPending || remove.isPending}
      loading={isFavorite.isPending}
      onToggle={() => (active ? remove.mutate(product) : add.mutate(product))}
    />
  );
}

export function WishlistToggleButton({
  active,
  pending,
  loading,
  onToggle,
  variant = 'overlay',
  withLabel = false,
  className,
}: ToggleButtonProps) {
  return (
    <Button
      variant={variant === 'overlay' ? 'ghost' : 'outline'}
      size={withLabel ? 'default' : variant === 'overlay' ? 'icon-sm' : 'icon'}
      className={cn(variant === 'overlay' && overlayClass, withLabel && active && 'bg-accent', className)}
      // The name stays the same; aria-pressed says whether it is on the list.
      aria-label={withLabel ? undefined : 'Favorilere ekle'}
      aria-pressed={active}
      title={active ? 'Favorilerden çıkar' : 'Favorilere ekle'}
      data-testid="wishlist-toggle"
      disabled={pending || loading}
      onClick={onToggle}
    >
      {pending ? (
        <Spinner />
      ) : (
        <Heart aria-hidden="true" className={cn(active && 'fill-destructive text-destructive')} />
      )}
      {withLabel ? 'Favori' : null}
    </Button>
  );
}

/** Adds to or removes from the comparison (at most four products). */
export function CompareToggle({ product, ...look }: ToggleProps) {
  const isCompared = useIsCompared(product.id);
  const add = useAddComparison();
  const remove = useRemoveComparison();
  const active = Boolean(isCompared.data);
  return (
    <CompareToggleButton
      {...look}
      active={active}
      pending={add.isPending || remove.isPending}
      loading={isCompared.isPending}
      onToggle={() => (active ? remove.mutate(product) : add.mutate(product))}
    />
  );
}

export function CompareToggleButton({
  active,
  pending,
  loading,
  onToggle,
  variant = 'overlay',
  withLabel = false,
  className,
}: ToggleButtonProps) {
  return (
    <Button
      variant={variant === 'overlay' ? 'ghost' : 'outline'}
      size={withLabel ? 'default' : variant === 'overlay' ? 'icon-sm' : 'icon'}
      className={cn(
        variant === 'overlay' && overlayClass,
        active && 'text-primary',
        withLabel && active && 'bg-accent',
        className,
      )}
      aria-label={withLabel ? undefined : 'Karşılaştırmaya ekle'}
      aria-pressed={active}
      title={active ? 'Karşılaştırmadan çıkar' : 'Karşılaştırmaya ekle'}
      data-testid="compare-toggle"
      disabled={pending || loading}
      onClick={onToggle}
    >
      {pending ? <Spinner /> : <GitCompareArrows aria-hidden="true" className={cn(active && 'stroke-[2.5]')} />}
      {withLabel ? 'Karşılaştır' : null}
    </Button>
  );
}
