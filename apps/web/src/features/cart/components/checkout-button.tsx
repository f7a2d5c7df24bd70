import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export const CHECKOUT_PATH = '/dashboard/checkout';

type CheckoutButtonProps = {
  /** Why the order cannot be placed yet; the button is disabled and points to the reason. */
  blocked: boolean;
  reasonId?: string;
  className?: string;
};

export function CheckoutButton({ blocked, reasonId, className }: CheckoutButtonProps) {
  if (blocked) {
    return (
      <Button
        size="lg"
        disabled
        aria-describedby={reasonId}
        className={cn('w-full', className)}
        data-testid="checkout-button"
      >
        Siparişi Tamamla
      </Button>
    );
  }
  return (
    <Button asChild size="lg" className={cn('w-full', className)}>
      <Link to={CHECKOUT_PATH} data-testid="checkout-button">
        Siparişi Tamamla
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}
