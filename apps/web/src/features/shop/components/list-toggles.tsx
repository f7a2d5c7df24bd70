import { GitCompareArrows, Heart } from 'lucide-react';
import type { ReactNode } from 'react';
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

export function WishlistToggleButton(props: ToggleButtonProps) {
  return <ListToggleButton {...props} list={WISHLIST} />;
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

export function CompareToggleButton(props: ToggleButtonProps) {
  return <ListToggleButton {...props} list={COMPARISON} />;
}

/** What tells the two lists' buttons apart. */
interface ListLook {
  add: string;
  remove: string;
  label: string;
  testId: string;
  /** Extra classes of the button while the product is on the list. */
  activeClass?: string;
  icon: (active: boolean) => ReactNode;
}

const WISHLIST: ListLook = {
  add: 'Favorilere ekle',
  remove: 'Favorilerden çıkar',
  label: 'Favori',
  testId: 'wishlist-toggle',
  icon: (active) => <Heart aria-hidden="true" className={cn(active && 'fill-destructive text-destructive')} />,
};

const COMPARISON: ListLook = {
  add: 'Karşılaştırmaya ekle',
  remove: 'Karşılaştırmadan çıkar',
  label: 'Karşılaştır',
  testId: 'compare-toggle',
  activeClass: 'text-primary',
  icon: (active) => <GitCompareArrows aria-hidden="true" className={cn(active && 'stroke-[2.5]')} />,
};

function ListToggleButton({
  list,
  active,
  pending,
  loading,
  onToggle,
  variant = 'overlay',
  withLabel = false,
  className,
}: ToggleButtonProps & { list: ListLook }) {
  return (
    <Button
      variant={variant === 'overlay' ? 'ghost' : 'outline'}
      size={withLabel ? 'default' : variant === 'overlay' ? 'icon-sm' : 'icon'}
      className={cn(
        variant === 'overlay' && overlayClass,
        active && list.activeClass,
        withLabel && active && 'bg-accent',
        className,
      )}
      // The name stays the same; aria-pressed says whether it is on the list.
      aria-label={withLabel ? undefined : list.add}
      aria-pressed={active}
      title={active ? list.remove : list.add}
      data-testid={list.testId}
      disabled={pending || loading}
      onClick={onToggle}
    >
      {pending ? <Spinner /> : list.icon(active)}
      {withLabel ? list.label : null}
    </Button>
  );
}
