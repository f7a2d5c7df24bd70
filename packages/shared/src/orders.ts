import { splitVat } from './pricing';

export const ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'confirmed',
  'preparing',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
  'return_requested',
  'returned',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: 'Ödeme Bekliyor',
  paid: 'Ödendi',
  confirmed: 'Onaylandı',
  preparing: 'Hazırlanıyor',
  shipped: 'Kargoya Verildi',
  delivered: 'Teslim Edildi',
  completed: 'Tamamlandı',
  cancelled: 'İptal Edildi',
  return_requested: 'İade Talep Edildi',
  returned: 'İade Edildi',
};

/** The happy path, in order: the timeline and the workflow board follow it. */
export const ORDER_FLOW: readonly OrderStatus[] = [
  'pending_payment',
  'paid',
  'confirmed',
  'preparing',
  'shipped',
  'delivered',
  'completed',
];

export const PAYMENT_METHODS = ['bank_transfer', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number] | 'points';
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bank_transfer: 'Havale/EFT',
  card: 'Kredi / Banka Kartı',
  points: 'Puan',
};

/**
 * One attempt to pay an order. `expired`: ended by a newer attempt (or the order closing) before
 * any answer came. `refund_required`: the provider took the money but the order had already been
 * paid, was cancelled, or the attempt had been ended; it is owed back to the buyer.
 */
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'expired', 'refund_required'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Bekliyor',
  succeeded: 'Başarılı',
  failed: 'Başarısız',
  expired: 'Süresi Doldu',
  refund_required: 'İade Edilecek',
};

/** Why an approved card payment did not pay its order and is owed back to the buyer. */
export const REFUND_REQUIRED_REASONS = {
  alreadyPaid: 'Sipariş başka bir ödemeyle zaten ödenmişti',
  cancelled: 'Sipariş ödeme gelmeden iptal edilmişti',
  closed: 'Sipariş artık ödeme beklemiyordu',
  attemptEnded: 'Bu ödeme denemesi yeni bir denemeyle sona erdirilmişti',
} as const;
/** What the buyer reads on the payment result page when the approved payment is owed back. */
export const REFUND_REQUIRED_RESULT = 'Ödemeniz siparişe uygulanmadı; tutar kartınıza iade edilecek';

/** Who acts on an order: its buyer, its supplier, the admin, or the server itself. */
export type OrderActor = 'buyer' | 'supplier' | 'admin' | 'system';

/**
 * The parts a member plays in an order: its buyer, its supplier, the admin (several at once, none
 * for an upline member who may only look). No member means the server itself acting.
 */
export function orderActors(
  order: { buyerId: string; supplierId: string },
  member: { id: string; role: string } | null,
): OrderActor[] {
  if (!member) return ['system'];
  const actors: OrderActor[] = [];
  if (order.buyerId === member.id) actors.push('buyer');
  if (order.supplierId === member.id) actors.push('supplier');
  if (member.role === 'admin') actors.push('admin');
  return actors;
}

export type OrderAction =
  | 'mark_paid'
  | 'confirm'
  | 'prepare'
  | 'ship'
  | 'deliver'
  | 'complete'
  | 'cancel'
  | 'request_return'
  | 'accept_return'
  | 'reject_return';

export interface Transition {
  from: readonly OrderStatus[];
  to: OrderStatus;
  actors: readonly OrderActor[];
  label: string;
}

/** Every allowed change of state; anything else is refused. */
export const ORDER_TRANSITIONS: Record<OrderAction, Transition> = {
  mark_paid: {
    from: ['pending_payment'],
    to: 'paid',
    actors: ['supplier', 'admin', 'system'],
    label: 'Ödendi olarak işaretle',
  },
  confirm: { from: ['paid'], to: 'confirmed', actors: ['supplier', 'admin'], label: 'Onayla' },
  prepare: { from: ['confirmed'], to: 'preparing', actors: ['supplier', 'admin'], label: 'Hazırlanıyor' },
  ship: { from: ['preparing'], to: 'shipped', actors: ['supplier', 'admin'], label: 'Kargoya ver' },
  deliver: { from: ['shipped'], to: 'delivered', actors: ['supplier', 'admin', 'system'], label: 'Teslim edildi' },
  complete: { from: ['delivered'], to: 'completed', actors: ['admin', 'system'], label: 'Tamamla' },
  cancel: {
    from: ['pending_payment', 'paid', 'confirmed', 'preparing'],
    to: 'cancelled',
    actors: ['buyer', 'supplier', 'admin', 'system'],
    label: 'İptal et',
  },
  request_return: { from: ['delivered'], to: 'return_requested', actors: ['buyer'], label: 'İade talep et' },
  accept_return: {
    from: ['return_requested'],
    to: 'returned',
    actors: ['supplier', 'admin'],
    label: 'İadeyi kabul et',
  },
  reject_return: { from: ['return_requested'], to: 'delivered', actors: ['supplier', 'admin'], label: 'İadeyi reddet' },
};

/** Changes a person must explain (the reason is shown to the other party); the server too. */
export const REASON_REQUIRED_ACTIONS: readonly OrderAction[] = ['cancel', 'request_return', 'reject_return'];
export const REASON_MIN_LENGTH = 3;

export function needsReason(action: OrderAction): boolean {
  return REASON_REQUIRED_ACTIONS.includes(action);
}

/** A buyer may cancel only before the supplier has confirmed. */
const BUYER_CANCEL_FROM: readonly OrderStatus[] = ['pending_payment', 'paid'];
/** The server cancels only what was never paid. */
const SYSTEM_CANCEL_FROM: readonly OrderStatus[] = ['pending_payment'];

export const RETURN_WINDOW_DAYS = 30;
export const COMPLETE_AFTER_DAYS = 30;
const DAY_MS = 86_400_000;

export interface OrderFacts {
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  deliveredAt: Date | null;
}

/**
 * Whether `actor` may take `action` on an order in this state, and if not, why. The one rule the
 * API, the screens (which buttons show) and the automation all ask.
 */
export function canTransition(
  order: OrderFacts,
  action: OrderAction,
  actors: readonly OrderActor[],
  now: Date = new Date(),
): { ok: true; to: OrderStatus } | { ok: false; reason: 'actor' | 'state' | 'window' | 'method' } {
  const t = ORDER_TRANSITIONS[action];
  const allowed = actors.filter((a) => t.actors.includes(a));
  if (allowed.length === 0) return { ok: false, reason: 'actor' };
  if (!t.from.includes(order.status)) return { ok: false, reason: 'state' };
  if (action === 'cancel') {
    const may = allowed.some(
      (a) =>
        a === 'supplier' ||
        a === 'admin' ||
        (a === 'buyer' && BUYER_CANCEL_FROM.includes(order.status)) ||
        (a === 'system' && SYSTEM_CANCEL_FROM.includes(order.status)),
    );
    if (!may) return { ok: false, reason: 'state' };
  }
  if (action === 'mark_paid' && order.paymentMethod !== 'bank_transfer' && !allowed.includes('system')) {
    // A card is paid only by the provider's verified callback.
    return { ok: false, reason: 'method' };
  }
  if (action === 'request_return') {
    if (!order.deliveredAt || now.getTime() - order.deliveredAt.getTime() > RETURN_WINDOW_DAYS * DAY_MS) {
      return { ok: false, reason: 'window' };
    }
  }
  return { ok: true, to: t.to };
}

/** The actions an actor may take now (the buttons a screen shows). */
export function availableActions(order: OrderFacts, actors: readonly OrderActor[], now: Date = new Date()) {
  return (Object.keys(ORDER_TRANSITIONS) as OrderAction[]).filter(
    (action) => canTransition(order, action, actors, now).ok,
  );
}

/** Stock held for an order: reserved from placing until shipped or cancelled. */
export function holdsReservation(status: OrderStatus) {
  return ['pending_payment', 'paid', 'confirmed', 'preparing'].includes(status);
}

/** S-YYYYMMDD-#### for money orders, P-… for points orders; the date is Istanbul's. */
export function formatOrderNumber(prefix: 'S' | 'P', day: string, sequence: number): string {
  return `${prefix}-${day.replaceAll('-', '')}-${String(sequence).padStart(4, '0')}`;
}

export const ORDER_NUMBER_PATTERN = /^[SP]-\d{8}-\d{4,}$/;

/** The calendar day in Istanbul (YYYY-MM-DD) of an instant. */
const ISTANBUL_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function istanbulDay(at: Date): string {
  return ISTANBUL_DAY.format(at);
}

export interface PricedLine {
  quantity: number;
  /** The role's list price per unit and the price charged (a tier's when one applies), kuruş. */
  listUnitPrice: number;
  unitPrice: number;
  vatRateBp: number;
  vatIncluded: boolean;
}

/** A line's amounts in kuruş: VAT is split once per line, so the order adds up exactly. */
export function lineAmounts(line: PricedLine) {
  const { net, vat, gross } = splitVat(line.unitPrice * line.quantity, line.vatRateBp, line.vatIncluded);
  const list = splitVat(line.listUnitPrice * line.quantity, line.vatRateBp, line.vatIncluded).gross;
  return { net, vat, total: gross, saving: Math.max(0, list - gross) };
}

export function orderTotals(lines: readonly PricedLine[]) {
  let subtotal = 0;
  let vatTotal = 0;
  let total = 0;
  let discountTotal = 0;
  let itemCount = 0;
  for (const line of lines) {
    const a = lineAmounts(line);
    subtotal += a.net;
    vatTotal += a.vat;
    total += a.total;
    discountTotal += a.saving;
    itemCount += line.quantity;
  }
  return { subtotal, vatTotal, total, discountTotal, itemCount };
}

export const CARGO_CARRIERS = ['yurtici', 'aras', 'mng', 'ptt', 'surat', 'ups', 'hepsijet'] as const;
export type CargoCarrier = (typeof CARGO_CARRIERS)[number];
export const CARGO_CARRIER_LABELS: Record<CargoCarrier, string> = {
  yurtici: 'Yurtiçi Kargo',
  aras: 'Aras Kargo',
  mng: 'MNG Kargo',
  ptt: 'PTT Kargo',
  surat: 'Sürat Kargo',
  ups: 'UPS Kargo',
  hepsijet: 'HepsiJet',
};

export const SHIPMENT_STATUSES = [
  'created',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'returned',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];
export const SHIPMENT_STATUS_LABELS: Record<ShipmentStatus, string> = {
  created: 'Kargo kaydı oluşturuldu',
  picked_up: 'Kargo teslim alındı',
  in_transit: 'Yolda',
  out_for_delivery: 'Dağıtımda',
  delivered: 'Teslim edildi',
  returned: 'Göndericiye iade edildi',
};

/** A shipment moves forward only; delivered and returned are final. */
export function canAdvanceShipment(from: ShipmentStatus, to: ShipmentStatus): boolean {
  if (from === 'delivered' || from === 'returned') return false;
  if (to === 'returned') return true;
  return SHIPMENT_STATUSES.indexOf(to) > SHIPMENT_STATUSES.indexOf(from);
}

export const AUTOMATION_RULES = ['cancel_unpaid_bank_transfer', 'cancel_unpaid_card', 'complete_delivered'] as const;
export type AutomationRuleKind = (typeof AUTOMATION_RULES)[number];
export const AUTOMATION_RULE_LABELS: Record<AutomationRuleKind, string> = {
  cancel_unpaid_bank_transfer: 'Ödenmemiş havale/EFT siparişlerini iptal et',
  cancel_unpaid_card: 'Ödemesi tamamlanmayan kartlı siparişleri iptal et',
  complete_delivered: 'Teslim edilen siparişleri tamamla',
};
