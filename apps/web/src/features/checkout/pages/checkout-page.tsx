import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@portal/shared/messages';
import { ERROR_CODES } from '@portal/shared/errors';
import { formatMoney, formatNumber } from '@portal/shared/format';
import { useQueryClient } from '@tanstack/react-query';
import { ShoppingBag, ShoppingCart } from 'lucide-react';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { type Control, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { placeOrderBodySchema } from '@portal/shared/contracts/checkout';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import {
  Form,
  FormControl,
  FormDescription,
  FormError,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { inputClassName } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadingState, Spinner } from '@/components/ui/spinner';
import { AddressPicker, addressKeys } from '@/features/addresses/public';
import { applyCart } from '@/lib/api/cart';
import type { CheckoutLine, CheckoutPreview, PlacedOrder } from '@portal/shared/contracts/checkout';
import { useCheckoutPreview } from '@/features/checkout/api/get-checkout-preview';
import { newIdempotencyKey, usePlaceOrder } from '@/features/checkout/api/place-order';
import { BLOCKERS_ID, CheckoutBlockers, checkoutBlockers } from '@/features/checkout/components/checkout-blockers';
import { CheckoutLines } from '@/features/checkout/components/checkout-lines';
import { useCheckoutTerms } from '@/features/checkout/api/get-checkout-terms';
import { CONTRACTS_ID, CheckoutContracts, sameAcceptance } from '@/features/checkout/components/checkout-contracts';
import type { AcceptedDocumentRef } from '@portal/shared/contracts/legal';
import { CheckoutSupplier } from '@/features/checkout/components/checkout-supplier';
import { CheckoutTotals } from '@/features/checkout/components/checkout-totals';
import { PaymentMethodPicker } from '@/features/checkout/components/payment-method-picker';
import {
  PRICE_CHANGE_ID,
  PriceChangeNotice,
  type TotalChange,
} from '@/features/checkout/components/price-change-notice';
import { isApiError, NETWORK_ERROR } from '@/lib/api/client';
import { ordersKeys } from '@/lib/api/order-keys';
import { useRealtimeEvent } from '@/lib/realtime';
import { useIsMobile } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';

const SHOP_PATH = '/dashboard/shop';
const MY_ORDERS_PATH = '/dashboard/my-orders';
const FORM_ID = 'checkout-form';
const NOTE_MAX = 500;

/** The server's own body rules and messages; the accepted total is added when the order is placed. */
const schema = z.object({
  addressId: placeOrderBodySchema.shape.addressId,
  paymentMethod: placeOrderBodySchema.shape.paymentMethod,
  note: placeOrderBodySchema.shape.note.unwrap(),
});
type Values = z.input<typeof schema>;
type Output = z.output<typeof schema>;

/** What the cart holds; the Idempotency-Key of an attempt lives as long as this and the request do not change. */
function cartSignature(lines: CheckoutLine[]): string {
  return lines
    .map((l) => `${l.productId}:${l.quantity}`)
    .sort()
    .join('|');
}

function CheckoutSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]" aria-busy="true" data-testid="checkout-loading">
      <span className="sr-only" role="status">
        Sipariş bilgileri yükleniyor
      </span>
      <div className="flex flex-col gap-4">
        <Skeleton className="h-48 w-full rounded-xl" />
        <Skeleton className="h-40 w-full rounded-xl" />
        <Skeleton className="h-32 w-full rounded-xl" />
      </div>
      <Skeleton className="h-96 w-full rounded-xl" />
    </div>
  );
}

function Step({
  number,
  title,
  id,
  children,
  className,
}: {
  number: number;
  title: string;
  id: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn('flex min-w-0 flex-col gap-4 rounded-xl border bg-card p-4 shadow-xs sm:p-5', className)}
    >
      <h2 id={id} className="flex items-center gap-2.5 text-base font-semibold">
        <span
          aria-hidden="true"
          className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground tabular"
        >
          {number}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /dashboard/checkout: address, payment, note and the order as it will be placed, on one page. */
export function CheckoutPage() {
  const preview = useCheckoutPreview();
  const queryClient = useQueryClient();
  // Set once the order exists and the browser is on its way to the card provider.
  const [redirecting, setRedirecting] = useState(false);
  // The last attempt got no answer: the order may exist although the page could not learn it.
  const [uncertain, setUncertain] = useState(false);

  // An admin's price or stock change can alter a line: show it without a reload.
  const refresh = useCallback(() => applyCart(queryClient, undefined), [queryClient]);
  useRealtimeEvent('price_updated', refresh);
  useRealtimeEvent('bulk_price_updated', refresh);
  useRealtimeEvent('product_changed', refresh);

  if (redirecting) {
    return <LoadingState message="Siparişiniz oluşturuldu. Güvenli ödeme sayfasına yönlendiriliyorsunuz…" />;
  }
  if (preview.isPending) return <CheckoutSkeleton />;
  if (preview.isError && !preview.data) {
    return (
      <Alert variant="destructive" data-testid="checkout-error">
        <AlertTitle>Sipariş bilgileri yüklenemedi</AlertTitle>
        <AlertDescription>
          <p>{preview.error.message}</p>
          <Button
            size="sm"
            variant="outline"
            className="mt-1"
            onClick={() => preview.refetch()}
            disabled={preview.isFetching}
          >
            Yeniden Dene
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (preview.data.lines.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        {uncertain ? (
          <Alert variant="info" data-testid="checkout-uncertain">
            <AlertTitle>Siparişiniz oluşturulmuş olabilir</AlertTitle>
            <AlertDescription>
              <p>
                Son sipariş isteğinizin yanıtı alınamadı ve sepetiniz artık boş. Siparişinizin oluşup oluşmadığını
                Siparişlerim sayfasından kontrol edin.
              </p>
              <Button asChild size="sm" variant="outline" className="mt-1">
                <Link to={MY_ORDERS_PATH}>Siparişlerim</Link>
              </Button>
            </AlertDescription>
          </Alert>
        ) : null}
        <EmptyState
          icon={ShoppingCart}
          title="Sepetiniz boş"
          description="Sipariş verebilmek için önce mağazadan sepetinize ürün ekleyin."
          action={
            <Button asChild>
              <Link to={SHOP_PATH}>
                <ShoppingBag aria-hidden="true" />
                Alışverişe Başla
              </Link>
            </Button>
          }
          data-testid="checkout-empty"
        />
      </div>
    );
  }

  return (
    <CheckoutForm
      preview={preview.data}
      refreshing={preview.isFetching}
      onRedirecting={() => setRedirecting(true)}
      onUncertain={setUncertain}
    />
  );
}

type CheckoutFormProps = {
  preview: CheckoutPreview;
  refreshing: boolean;
  onRedirecting: () => void;
  onUncertain: (uncertain: boolean) => void;
};

function CheckoutForm({ preview, refreshing, onRedirecting, onUncertain }: CheckoutFormProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const place = usePlaceOrder();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { addressId: '', paymentMethod: undefined, note: '' },
  });
  // FormField (components/ui/form) is typed for forms whose values come out as they go in.
  const control = form.control as unknown as Control<Values>;
  const paymentMethod = useWatch({ control, name: 'paymentMethod' });
  const note = useWatch({ control, name: 'note' }) ?? '';
  const addressId = useWatch({ control, name: 'addressId' });
  // The contracts are filled with this cart, address and payment method; ticking accepts exactly
  // the texts shown (their hashes), and any change of them asks again.
  const terms = useCheckoutTerms({ addressId, paymentMethod });
  const [acceptedDocs, setAcceptedDocs] = useState<AcceptedDocumentRef[] | null>(null);
  const contractsAccepted = sameAcceptance(acceptedDocs, terms.data) && !terms.isPlaceholderData;

  const [confirmedTotal, setConfirmedTotal] = useState<number | null>(null);
  const [totalChange, setTotalChange] = useState<TotalChange | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);

  // One key per attempt at ordering this cart: a double click, or a retry after the answer was
  // lost, sends the same key and gets the same order; a changed cart is a new attempt.
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const sending = useRef(false);

  const { totals, lines } = preview;
  const blockers = checkoutBlockers(preview);
  const blocked = blockers.length > 0;
  const needsConfirmation = preview.priceChanged || totalChange !== null;
  const confirmed = confirmedTotal === totals.total;
  const awaitingConfirmation = needsConfirmation && !confirmed;
  const pending = place.isPending || form.formState.isSubmitting;
  const canOrder = !blocked && !awaitingConfirmation && !pending;
  const [contractsError, setContractsError] = useState<string | null>(null);

  const setAddress = useCallback(
    (id: string) => {
      form.setValue('addressId', id);
      form.clearErrors('addressId');
    },
    [form],
  );

  const refreshPreview = () => applyCart(queryClient, undefined);

  const succeeded = (result: PlacedOrder) => {
    attempt.current = null;
    onUncertain(false);
    // The server emptied the cart; the order lists have a new order.
    applyCart(queryClient, undefined);
    void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
    const { order, redirectUrl } = result;
    if (order.paymentMethod === 'card' && order.status === 'pending_payment' && redirectUrl) {
      onRedirecting();
      window.location.assign(redirectUrl);
      return;
    }
    toast.success('Siparişiniz alındı', {
      description:
        order.status === 'pending_payment' && order.paymentMethod === 'bank_transfer'
          ? `${order.number} numaralı siparişiniz, ödemeniz tedarikçi tarafından onaylanınca hazırlanacak.`
          : `Sipariş numaranız: ${order.number}`,
    });
    navigate(`/dashboard/orders/${order.id}`);
  };

  const failed = (error: unknown, acceptedTotal: number) => {
    let message = isApiError(error) ? error.message : MESSAGES.common.systemError;
    if (isApiError(error)) {
      switch (error.code) {
        case 'PRICE_CHANGED': {
          const now = (error.details as { total?: unknown } | undefined)?.total;
          setTotalChange({ from: acceptedTotal, to: typeof now === 'number' ? now : acceptedTotal });
          setConfirmedTotal(null);
          refreshPreview();
          break;
        }
        case 'ADDRESS_NOT_FOUND':
          message = 'Seçtiğiniz adres artık kayıtlı değil. Lütfen başka bir teslimat adresi seçin.';
          form.setError('addressId', { message });
          void queryClient.invalidateQueries({ queryKey: addressKeys.all });
          break;
        case 'TERMS_CHANGED':
        case 'TERMS_NOT_ACCEPTED':
          setAcceptedDocs(null);
          void terms.refetch();
          break;
        case 'CART_EMPTY':
        case 'INSUFFICIENT_STOCK':
        case 'SALES_RULE_VIOLATION':
        case 'CONFLICT':
          refreshPreview();
          break;
      }
      if (error.code === NETWORK_ERROR || error.status >= 500) {
        // The order may have been placed: the same key is sent again on the next try.
        onUncertain(true);
        message = `${message} Siparişiniz oluşmuş olabilir; yeniden denediğinizde aynı istek gönderilir ve ikinci bir sipariş oluşmaz.`;
      }
    }
    setSubmitError(message);
    toast.error('Sipariş oluşturulamadı', { description: message });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (sending.current || blocked || awaitingConfirmation) return;
    if (!contractsAccepted) {
      setContractsError(ERROR_CODES.TERMS_NOT_ACCEPTED.message);
      document.getElementById(CONTRACTS_ID)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      return;
    }
    sending.current = true;
    setSubmitError(null);
    const acceptedTotal = totals.total;
    const body = {
      addressId: values.addressId,
      paymentMethod: values.paymentMethod,
      note: values.note || undefined,
      acceptedTotal,
      acceptedDocuments: acceptedDocs ?? undefined,
    };
    // A key stands for one request: the server refuses it with another body (422), so a changed
    // form is a new attempt with a new key.
    const signature = `${cartSignature(lines)}#${JSON.stringify(body)}`;
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: newIdempotencyKey() };
    try {
      const result = await place.mutateAsync({ idempotencyKey: attempt.current.key, body });
      succeeded(result);
    } catch (error) {
      failed(error, acceptedTotal);
    } finally {
      sending.current = false;
    }
  });

  const placeButton = (className?: string) => (
    <Button
      type="submit"
      form={FORM_ID}
      size="lg"
      disabled={!canOrder}
      aria-describedby={
        blocked ? BLOCKERS_ID : awaitingConfirmation ? PRICE_CHANGE_ID : !contractsAccepted ? CONTRACTS_ID : undefined
      }
      className={cn('w-full', className)}
      data-testid="place-order"
    >
      {pending ? <Spinner /> : null}
      {pending ? 'Sipariş oluşturuluyor…' : 'Siparişi Onayla'}
    </Button>
  );

  const methodHint =
    paymentMethod === 'card'
      ? 'Onayladığınızda ödeme için 3-D Secure doğrulama sayfasına yönlendirilirsiniz.'
      : paymentMethod === 'bank_transfer'
        ? 'Siparişiniz, havale/EFT ödemeniz onaylanana kadar “Ödeme Bekliyor” durumunda kalır.'
        : null;

  return (
    <div className="flex min-w-0 flex-col gap-6" data-testid="checkout-page">
      {blocked ? <CheckoutBlockers reasons={blockers} /> : null}
      {needsConfirmation ? (
        <PriceChangeNotice
          lines={lines}
          totalChange={totalChange}
          total={totals.total}
          confirmed={confirmed}
          onConfirmedChange={(checked) => setConfirmedTotal(checked ? totals.total : null)}
          disabled={pending || refreshing}
        />
      ) : null}

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <Form {...form}>
          <form id={FORM_ID} onSubmit={onSubmit} noValidate className="flex min-w-0 flex-col gap-6">
            <Step number={1} title="Teslimat adresi" id="checkout-step-address">
              <FormField
                control={control}
                name="addressId"
                render={({ field }) => (
                  <FormItem>
                    <AddressPicker value={field.value || null} onChange={setAddress} />
                    <FormMessage />
                    <Link to="/dashboard/addresses" className="text-sm text-primary hover:underline">
                      Adreslerimi yönet
                    </Link>
                  </FormItem>
                )}
              />
            </Step>

            <Step number={2} title="Ödeme yöntemi" id="checkout-step-payment">
              <FormField
                control={control}
                name="paymentMethod"
                render={({ field, fieldState }) => (
                  <FormItem>
                    <PaymentMethodPicker
                      value={field.value}
                      onChange={(value) => {
                        field.onChange(value);
                        form.clearErrors('paymentMethod');
                      }}
                      errorId={fieldState.error ? 'checkout-payment-error' : undefined}
                    />
                    {fieldState.error ? (
                      <p id="checkout-payment-error" className="text-sm font-medium text-destructive">
                        {fieldState.error.message}
                      </p>
                    ) : null}
                  </FormItem>
                )}
              />
            </Step>

            <Step number={3} title="Sipariş notu" id="checkout-step-note">
              <FormField
                control={control}
                name="note"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel className="flex-wrap gap-1">
                      Tedarikçiye not <span className="font-normal text-muted-foreground">(isteğe bağlı)</span>
                    </FormLabel>
                    <FormControl>
                      <textarea
                        {...field}
                        rows={3}
                        maxLength={NOTE_MAX}
                        placeholder="ör. Teslimatı hafta içi mesai saatlerinde yapabilirsiniz."
                        className={cn(inputClassName, 'h-auto min-h-20 resize-y')}
                        data-testid="checkout-note"
                      />
                    </FormControl>
                    <FormDescription className="flex justify-between gap-3">
                      <span>Not, siparişinizle birlikte tedarikçinize iletilir.</span>
                      <span className="shrink-0 tabular" data-testid="checkout-note-count">
                        {formatNumber(note.length)}/{formatNumber(NOTE_MAX)}
                      </span>
                    </FormDescription>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </Step>
            <Step number={4} title="Sözleşmeler" id={CONTRACTS_ID}>
              <CheckoutContracts
                ready={Boolean(addressId && paymentMethod)}
                terms={terms.data}
                loading={terms.isPending || terms.isPlaceholderData}
                error={terms.isError ? terms.error.message : null}
                acceptError={contractsError}
                accepted={contractsAccepted}
                onAcceptedChange={(checked) => {
                  setAcceptedDocs(checked && terms.data ? terms.data.acceptance : null);
                  setContractsError(null);
                }}
                disabled={pending}
              />
            </Step>
          </form>
        </Form>

        <aside aria-labelledby="checkout-summary-title" className="lg:sticky lg:top-20">
          <Card data-testid="checkout-summary">
            <CardHeader>
              <CardTitle asChild className="flex items-center gap-2.5">
                <h2 id="checkout-summary-title">
                  <span
                    aria-hidden="true"
                    className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground tabular"
                  >
                    5
                  </span>
                  Sipariş özeti
                </h2>
              </CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <CheckoutSupplier supplier={preview.supplier} />
              <CheckoutLines lines={lines} />
              <div className="border-t pt-4">
                <CheckoutTotals preview={preview} />
              </div>
              <FormError message={submitError} />
              {isMobile ? null : (
                <div className="flex flex-col gap-2">
                  {blocked ? (
                    <p className="text-sm text-destructive">Sipariş verebilmek için yukarıdaki sorunları giderin.</p>
                  ) : awaitingConfirmation ? (
                    <p className="text-sm font-medium" data-testid="checkout-confirm-hint">
                      Sipariş verebilmek için yukarıdaki yeni fiyatları onaylayın.
                    </p>
                  ) : !contractsAccepted ? (
                    <p className="text-sm font-medium" data-testid="checkout-contracts-hint">
                      Sipariş verebilmek için sözleşmeleri okuyup onaylayın.
                    </p>
                  ) : null}
                  {placeButton()}
                  {methodHint ? <p className="text-xs text-muted-foreground">{methodHint}</p> : null}
                </div>
              )}
              <Button asChild variant="link" className="self-start px-0">
                <Link to="/dashboard/cart">Sepete dön</Link>
              </Button>
            </CardContent>
          </Card>
        </aside>
      </div>

      {isMobile ? (
        <>
          {/* Room for the sticky bar so it never covers the end of the page. */}
          <div className="h-16" aria-hidden="true" />
          <MobileOrderBar
            total={totals.total}
            itemCount={totals.itemCount}
            hint={blocked ? 'blocked' : awaitingConfirmation ? 'confirm' : !contractsAccepted ? 'contracts' : null}
            button={placeButton('w-auto')}
          />
        </>
      ) : null}
    </div>
  );
}

/** Phones: the total and the order button stay in reach, just above the bottom menu. */
function MobileOrderBar({
  total,
  itemCount,
  hint,
  button,
}: {
  total: number;
  itemCount: number;
  hint: 'blocked' | 'confirm' | 'contracts' | null;
  button: ReactNode;
}) {
  const show = (id: string) => document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  return (
    <div
      className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-20 border-t bg-background/95 px-4 py-3 backdrop-blur supports-[backdrop-filter]:bg-background/85"
      data-testid="checkout-sticky-bar"
    >
      <div className="mx-auto flex max-w-lg items-center gap-3">
        <div className="min-w-0 flex-1">
          {hint === 'blocked' ? (
            <button
              type="button"
              className="text-left text-xs font-medium text-destructive underline underline-offset-2"
              onClick={() => show(BLOCKERS_ID)}
            >
              Neden sipariş verilemiyor?
            </button>
          ) : hint === 'confirm' ? (
            <button
              type="button"
              className="text-left text-xs font-medium underline decoration-warning decoration-2 underline-offset-2"
              onClick={() => show(PRICE_CHANGE_ID)}
            >
              Yeni fiyatları onaylayın
            </button>
          ) : hint === 'contracts' ? (
            <button
              type="button"
              className="text-left text-xs font-medium underline underline-offset-2"
              onClick={() => show(CONTRACTS_ID)}
            >
              Sözleşmeleri onaylayın
            </button>
          ) : (
            <div className="text-xs text-muted-foreground">Toplam · {formatNumber(itemCount)} adet</div>
          )}
          <div className="text-lg font-bold tabular" data-testid="checkout-sticky-total">
            {formatMoney(total)}
          </div>
        </div>
        {button}
      </div>
    </div>
  );
}
