import type { PlacedPointsOrder } from '@portal/shared/contracts/points';
import { MESSAGES } from '@portal/shared/messages';
import { formatNumber } from '@portal/shared/format';
import { CheckCircle2, Coins } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { AddressPicker } from '@/features/addresses/public';
import { usePlacePointsOrder, usePointsQuote } from '@/features/points/api/points-order';
import { messageFor } from '@/features/points/components/points-errors';
import { errorMessage } from '@portal/shared/errors';

const points = (v: number) => formatNumber(v, { maximumFractionDigits: 2 });

/** "Puanla Al": one unit of the product, paid with points, sent by the national distributor. */
export function PointsBuyButton({ productId }: { productId: string }) {
  const [open, setOpen] = useState(false);
  const [addressId, setAddressId] = useState<string | null>(null);
  const [placed, setPlaced] = useState<PlacedPointsOrder | null>(null);
  const [error, setError] = useState<string | null>(null);
  // One key per opening: a retry of the same request answers the same order.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const quote = usePointsQuote(productId, open);
  const place = usePlacePointsOrder();
  const change = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setPlaced(null);
      setError(null);
      setKey(crypto.randomUUID());
    }
  };
  const buy = () => {
    if (!addressId) return setError('Bir teslimat adresi seçin');
    setError(null);
    place.mutate(
      { body: { productId, addressId }, key },
      { onSuccess: setPlaced, onError: (err) => setError(messageFor(err)) },
    );
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="lg" data-testid="points-buy">
          <Coins aria-hidden="true" />
          Puanla Al
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg" data-testid="points-buy-dialog">
        {placed ? (
          <>
            <DialogHeader>
              <DialogTitle className="flex items-center gap-2">
                <CheckCircle2 className="size-5 text-success" aria-hidden="true" />
                {MESSAGES.points.pointsOrderPlaced(placed.order.number)}
              </DialogTitle>
              <DialogDescription>
                {points(placed.order.points)} puan harcandı; kalan bakiyeniz {points(placed.balance)} puan. Siparişiniz
                Türkiye distribütörü tarafından gönderilecek.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button asChild>
                <Link to={`/dashboard/orders/${placed.order.id}`} data-testid="points-order-link">
                  Siparişe git ({placed.order.number})
                </Link>
              </Button>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Puanla Al</DialogTitle>
              <DialogDescription>Bir adet, müşteri fiyatından puanla ödenir (1 puan = ₺1).</DialogDescription>
            </DialogHeader>
            {quote.isPending ? (
              <Skeleton className="h-16 w-full" />
            ) : quote.isError ? (
              <p className="text-sm text-destructive">{messageFor(quote.error)}</p>
            ) : (
              <dl className="grid grid-cols-2 gap-3 text-sm">
                <div className="rounded-md bg-muted px-3 py-2">
                  <dt className="text-muted-foreground">Fiyat</dt>
                  <dd className="font-semibold tabular" data-testid="points-price">
                    {points(quote.data.price)} puan
                  </dd>
                </div>
                <div className="rounded-md bg-muted px-3 py-2">
                  <dt className="text-muted-foreground">Bakiyeniz</dt>
                  <dd className="font-semibold tabular">{points(quote.data.balance)} puan</dd>
                </div>
                {quote.data.reason ? (
                  <p role="alert" className="col-span-2 text-destructive">
                    {errorMessage(quote.data.reason)}
                  </p>
                ) : null}
              </dl>
            )}
            <AddressPicker value={addressId} onChange={setAddressId} />
            {error ? (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
            <DialogFooter>
              <Button
                onClick={buy}
                disabled={place.isPending || !quote.data?.available}
                data-testid="points-buy-confirm"
              >
                Puanla öde
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
