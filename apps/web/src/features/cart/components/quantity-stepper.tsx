import { checkUpdateQuantity, MAX_LINE_QUANTITY } from '@portal/shared/cart';
import { errorMessage } from '@portal/shared/errors';
import { MESSAGES } from '@portal/shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { Minus, Plus } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { applyCart } from '@/lib/api/cart';
import type { CartItem } from '@portal/shared/contracts/cart';
import { useUpdateCartQuantity } from '@/features/cart/api/update-cart-quantity';
import { isApiError } from '@/lib/api/client';
import { cn } from '@/lib/utils';

/** Typing pauses this long before the quantity is sent, so 1-2-0 is one request for 120. */
export const QUANTITY_DEBOUNCE_MS = 500;

type Parsed = { ok: true; quantity: number } | { ok: false; message: string } | { ok: 'empty' };

/** The update rules of spec §5, checked here first so an obvious mistake needs no round trip. */
function parseQuantity(text: string): Parsed {
  const value = text.trim();
  if (value === '') return { ok: 'empty' };
  const quantity = /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
  const check = checkUpdateQuantity(Number.isNaN(quantity) ? value : quantity);
  return check.ok ? { ok: true, quantity } : { ok: false, message: errorMessage(check.code) };
}

type QuantityStepperProps = {
  item: CartItem;
  /** Quantity 0 removes the line; the page owns removal and its toast. */
  onRemove: () => void;
  className?: string;
};

/**
 * The line's quantity: − and + buttons and a box to type in. Changes are sent after a short pause;
 * a refused change keeps what the member typed and shows the server's reason under the box.
 */
export function QuantityStepper({ item, onRemove, className }: QuantityStepperProps) {
  const queryClient = useQueryClient();
  const update = useUpdateCartQuantity();
  const messageId = useId();
  // null = show the server's quantity; a string = what the member typed and has not been saved.
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pendingText = useRef<string | null>(null);

  const shown = draft ?? String(item.quantity);
  const name = item.product.name;

  const send = useCallback(
    (text: string) => {
      const parsed = parseQuantity(text);
      if (parsed.ok === 'empty') return;
      if (parsed.ok === false) {
        setError(parsed.message);
        return;
      }
      if (parsed.quantity === item.quantity) {
        setDraft((d) => (d === text ? null : d));
        return;
      }
      if (parsed.quantity === 0) {
        setDraft(null);
        onRemove();
        return;
      }
      update.mutate(
        { productId: item.productId, quantity: parsed.quantity },
        {
          onSuccess: () => {
            // A newer value typed meanwhile stays in the box; its own request follows.
            setDraft((d) => (d === text ? null : d));
            toast.success(MESSAGES.cart.updated, { id: 'cart-updated' });
          },
          onError: (err) => {
            if (isApiError(err) && err.code === 'CART_ITEM_NOT_FOUND') {
              toast.info(MESSAGES.cart.itemGoneReloading);
              applyCart(queryClient, undefined);
              return;
            }
            setError(err.message);
            if (isApiError(err) && err.code === 'INSUFFICIENT_STOCK') toast.error(MESSAGES.cart.stockShort);
            else toast.error(MESSAGES.cart.updateFailed, { description: err.message });
          },
        },
      );
    },
    [item.productId, item.quantity, onRemove, queryClient, update],
  );

  const sendRef = useRef(send);
  sendRef.current = send;

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const text = pendingText.current;
    pendingText.current = null;
    if (text !== null) sendRef.current(text);
  }, []);

  const change = (text: string) => {
    setDraft(text);
    setError(null);
    pendingText.current = text;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(flush, QUANTITY_DEBOUNCE_MS);
  };

  // Leaving the page mid-pause still saves what was typed.
  useEffect(() => flush, [flush]);

  const current = parseQuantity(shown);
  const numeric = current.ok === true ? current.quantity : item.quantity;

  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex items-center gap-1">
        <Button
          variant="outline"
          size="icon-sm"
          aria-label={`${name} miktarını azalt`}
          disabled={numeric <= 1}
          onClick={() => change(String(Math.max(1, numeric - 1)))}
        >
          <Minus aria-hidden="true" />
        </Button>
        <Input
          value={shown}
          onChange={(e) => change(e.target.value)}
          onBlur={() => {
            flush();
            // An emptied box goes back to the saved quantity.
            if (shown.trim() === '') setDraft(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              flush();
            }
          }}
          inputMode="numeric"
          autoComplete="off"
          aria-label={`${name} miktarı`}
          aria-invalid={!!error}
          aria-describedby={error ? messageId : undefined}
          maxLength={4}
          className="h-8 w-14 px-1 text-center tabular"
          data-testid="cart-quantity"
        />
        <Button
          variant="outline"
          size="icon-sm"
          aria-label={`${name} miktarını artır`}
          disabled={numeric >= MAX_LINE_QUANTITY}
          onClick={() => change(String(Math.min(MAX_LINE_QUANTITY, numeric + 1)))}
        >
          <Plus aria-hidden="true" />
        </Button>
        {update.isPending ? <Spinner className="ml-1 text-muted-foreground" label="Güncelleniyor" /> : null}
      </div>
      {error ? (
        <p
          id={messageId}
          role="alert"
          className="max-w-56 text-xs font-medium text-destructive"
          data-testid="cart-quantity-error"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}
