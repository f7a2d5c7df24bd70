import { formatMoney } from '@portal/shared/format';
import { ORDER_STATUS_LABELS, RETURN_WINDOW_DAYS, type OrderAction } from '@portal/shared/orders';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { OrderDetail, OrderTransitionInput } from '@portal/shared/contracts/orders';
import { usePayOrderAgain } from '@/lib/api/pay-order';
import { useTransitionOrder } from '@/features/orders/api/transition-order';
import { MarkPaidDialog } from '@/features/orders/components/mark-paid-dialog';
import { NoteDialog, type NoteDialogCopy } from '@/features/orders/components/note-dialog';
import { ShipDialog } from '@/features/orders/components/ship-dialog';

/** Actions that ask something first; the others happen at the click. */
type AskingAction = 'mark_paid' | 'ship' | 'cancel' | 'request_return' | 'reject_return' | 'accept_return';
const ASKING: readonly OrderAction[] = [
  'mark_paid',
  'ship',
  'cancel',
  'request_return',
  'reject_return',
  'accept_return',
];
const DANGER: readonly OrderAction[] = ['cancel', 'reject_return'];

function noteCopy(
  action: 'cancel' | 'request_return' | 'reject_return' | 'accept_return',
  order: OrderDetail,
): NoteDialogCopy {
  const isBuyer = order.viewer.roles.includes('buyer') && order.viewer.roles.length === 1;
  switch (action) {
    case 'cancel':
      return {
        title: 'Siparişi iptal et',
        description: isBuyer
          ? `${order.number} numaralı siparişiniz iptal edilir. Ödeme yaptıysanız tutar iade edilir. Bu işlem geri alınamaz.`
          : `${order.number} numaralı sipariş iptal edilir; ödenmişse tutarı iade edilir ve ayrılan stok serbest bırakılır. Bu işlem geri alınamaz.`,
        noteLabel: 'İptal nedeni',
        notePlaceholder: isBuyer ? 'ör. Yanlış ürün seçtim' : 'ör. Müşteri siparişten vazgeçti',
        confirm: 'Siparişi iptal et',
        noteRequired: true,
        destructive: true,
      };
    case 'request_return':
      return {
        title: 'İade talep et',
        description: `İade talebiniz tedarikçiye iletilir. Teslimattan sonra ${RETURN_WINDOW_DAYS} gün içinde iade talep edebilirsiniz.`,
        noteLabel: 'İade nedeni',
        notePlaceholder: 'ör. Ürün hasarlı geldi',
        confirm: 'İade talep et',
        noteRequired: true,
      };
    case 'reject_return':
      return {
        title: 'İadeyi reddet',
        description:
          'İade talebi reddedilir ve sipariş yeniden Teslim Edildi durumuna döner. Ret nedeni alıcıya gösterilir.',
        noteLabel: 'Ret nedeni',
        notePlaceholder: 'ör. Ürün kullanılmış, iade koşullarına uymuyor',
        confirm: 'İadeyi reddet',
        noteRequired: true,
        destructive: true,
      };
    case 'accept_return':
      return {
        title: 'İadeyi kabul et',
        description: `Ürünler stoğunuza geri alınır ve ${formatMoney(order.total)} tutarı alıcıya iade edilir.`,
        noteLabel: 'Not (isteğe bağlı)',
        confirm: 'İadeyi kabul et',
        noteRequired: false,
      };
  }
}

/**
 * The buttons of what the member may do with the order now (`viewer.actions` from the server),
 * with the dialogs that ask first, and "Tekrar Öde" for an unpaid card order.
 */
export function OrderActions({ order }: { order: OrderDetail }) {
  const transition = useTransitionOrder(order.id);
  const pay = usePayOrderAgain(order.id);
  const [asking, setAsking] = useState<AskingAction | null>(null);
  const [running, setRunning] = useState<OrderAction | null>(null);
  const [error, setError] = useState<string | null>(null);

  const perform = async (input: OrderTransitionInput) => {
    setError(null);
    const updated = await transition.mutateAsync(input);
    toast.success('Sipariş güncellendi', {
      description: `${updated.number}: ${ORDER_STATUS_LABELS[updated.status]}`,
    });
  };

  /** For the dialogs: a failure stays in the dialog, which shows it. */
  const performAndClose = async (input: OrderTransitionInput) => {
    await perform(input);
    setAsking(null);
  };

  const onClick = (action: OrderAction) => {
    if (ASKING.includes(action)) {
      setError(null);
      setAsking(action as AskingAction);
      return;
    }
    setRunning(action);
    perform({ action })
      .catch((err: unknown) => {
        const message = err instanceof Error && err.message ? err.message : 'Beklenmeyen bir hata oluştu';
        setError(message);
        toast.error('İşlem yapılamadı', { description: message });
      })
      .finally(() => setRunning(null));
  };

  const payAgain = () => {
    setError(null);
    pay.mutate(undefined, {
      onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
      onError: (err) => {
        setError(err.message);
        toast.error('Ödeme başlatılamadı', { description: err.message });
      },
    });
  };

  const { actions, canPay } = order.viewer;
  const busy = running !== null || pay.isPending;

  return (
    <div className="flex flex-col gap-3" data-testid="order-actions">
      {actions.length === 0 && !canPay ? (
        <p className="text-sm text-muted-foreground" data-testid="order-no-actions">
          Bu sipariş için şu anda yapabileceğiniz bir işlem yok.
        </p>
      ) : (
        <div className="grid gap-2 sm:flex sm:flex-wrap lg:grid">
          {canPay ? (
            <Button onClick={payAgain} disabled={busy} data-testid="order-pay-again">
              {pay.isPending ? <Spinner /> : <CreditCard aria-hidden="true" />}
              Tekrar Öde
            </Button>
          ) : null}
          {actions.map(({ action, label }, index) => (
            <Button
              key={action}
              variant={DANGER.includes(action) ? 'outline' : index === 0 && !canPay ? 'default' : 'secondary'}
              className={DANGER.includes(action) ? 'text-destructive hover:text-destructive' : undefined}
              disabled={busy}
              onClick={() => onClick(action)}
              data-testid={`order-action-${action}`}
            >
              {running === action ? <Spinner /> : null}
              {label}
            </Button>
          ))}
        </div>
      )}
      {error ? (
        <Alert variant="destructive" data-testid="order-action-error">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}

      <MarkPaidDialog
        open={asking === 'mark_paid'}
        onOpenChange={(open) => setAsking(open ? 'mark_paid' : null)}
        orderNumber={order.number}
        total={order.total}
        onConfirm={(reference) => performAndClose({ action: 'mark_paid', reference })}
      />
      <ShipDialog
        open={asking === 'ship'}
        onOpenChange={(open) => setAsking(open ? 'ship' : null)}
        orderNumber={order.number}
        onConfirm={(shipment) => performAndClose({ action: 'ship', shipment })}
      />
      {(['cancel', 'request_return', 'reject_return', 'accept_return'] as const).map((action) => (
        <NoteDialog
          key={action}
          open={asking === action}
          onOpenChange={(open) => setAsking(open ? action : null)}
          copy={noteCopy(action, order)}
          testId={`${action.replace('_', '-')}-dialog`}
          onConfirm={(note) => performAndClose({ action, note })}
        />
      ))}
    </div>
  );
}
