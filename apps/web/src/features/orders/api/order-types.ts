import type {
  CargoCarrier,
  OrderAction,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
  ShipmentStatus,
} from '@portal/shared/orders';
import type { Role } from '@portal/shared/roles';

export type { CargoCarrier, OrderAction, OrderStatus, PaymentMethod, ShipmentStatus };

/**
 * The types of the order screens, as `apps/api/src/modules/orders/orders.routes.ts` answers.
 * Amounts are integer kuruş (format with `formatMoney`), instants are ISO strings.
 */

/** A row of `GET /api/orders/mine` and `GET /api/orders`. */
export type OrderListItem = {
  id: string;
  number: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  buyerId: string;
  buyerName: string;
  buyerRole: Role;
  supplierId: string;
  supplierName: string;
  total: number;
  itemCount: number;
  /** The delivery address's province. */
  city: string;
  createdAt: string;
  updatedAt: string;
};

export type OrderListPage = {
  orders: OrderListItem[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
};

/**
 * The filters both lists take. `status` is sent as a comma list; `from` and `to` are instants
 * (ISO with offset); `search` matches the order number or the buyer's name.
 */
export type OrderListQuery = {
  status?: OrderStatus[];
  from?: string;
  to?: string;
  city?: string;
  memberId?: string;
  search?: string;
  paymentMethod?: PaymentMethod;
  page?: number;
  pageSize?: number;
};

/** Which list: the caller's own orders, or those it supplies / its downline placed (all for the admin). */
export type OrderListScope = 'mine' | 'managed';

export type OrderLine = {
  id: string;
  productId: string;
  productName: string;
  sku: string | null;
  quantity: number;
  /** The role's list price per unit; `unitPrice` is what was charged (a tier's price when `tierApplied`). */
  listUnitPrice: number;
  unitPrice: number;
  tierApplied: boolean;
  /** Basis points: 2000 = %20. */
  vatRateBp: number;
  vatIncluded: boolean;
  netAmount: number;
  vatAmount: number;
  totalAmount: number;
};

export type OrderHistoryEntry = {
  id: number;
  /** Null for the first entry (the order was placed). */
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  /** Null when the server itself made the change (automation, payment callback). */
  actorName: string | null;
  note: string | null;
  createdAt: string;
};

export type OrderPaymentStatus = PaymentStatus;

export type OrderPayment = {
  id: string;
  method: string;
  provider: string;
  amount: number;
  status: OrderPaymentStatus;
  reference: string | null;
  failureReason: string | null;
  createdAt: string;
  completedAt: string | null;
};

export type ShipmentEvent = {
  id: number;
  status: ShipmentStatus;
  location: string | null;
  note: string | null;
  createdAt: string;
};

export type OrderShipment = {
  id: string;
  carrier: CargoCarrier;
  trackingNumber: string;
  desi: number;
  status: ShipmentStatus;
  deliveredAt: string | null;
  createdAt: string;
  events: ShipmentEvent[];
};

export type OrderAddress = {
  title: string;
  recipientName: string;
  phone: string;
  city: string;
  district: string;
  addressLine: string;
  postalCode: string | null;
};

export type OrderViewerRole = 'buyer' | 'supplier' | 'admin' | 'system';

/** What the caller may do with this order now (the buttons the detail shows). */
export type OrderViewer = {
  roles: OrderViewerRole[];
  actions: { action: OrderAction; label: string }[];
  /** An unpaid card order whose buyer may try paying again (`POST /api/orders/:id/pay`). */
  canPay: boolean;
};

/** `GET /api/orders/:id`, `GET /api/orders/track?number=` and the answer of a transition. */
export type OrderDetail = {
  id: string;
  number: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  buyer: { id: string; name: string; role: Role };
  supplier: { id: string; name: string };
  subtotal: number;
  vatTotal: number;
  total: number;
  discountTotal: number;
  itemCount: number;
  note: string | null;
  shippingAddress: OrderAddress;
  paymentReference: string | null;
  refundAmount: number | null;
  paidAt: string | null;
  deliveredAt: string | null;
  closedAt: string | null;
  createdAt: string;
  updatedAt: string;
  lines: OrderLine[];
  history: OrderHistoryEntry[];
  payments: OrderPayment[];
  shipments: OrderShipment[];
  viewer: OrderViewer;
};

/** The shipment the supplier enters when shipping (`ship` requires it). */
export type ShipmentInput = { carrier: CargoCarrier; trackingNumber: string; desi: number };

/** `POST /api/orders/:id/transitions`. */
export type OrderTransitionInput = {
  action: OrderAction;
  note?: string;
  /** The bank transfer's reference, for `mark_paid`. */
  reference?: string;
  shipment?: ShipmentInput;
};

/** The actions `POST /api/orders/bulk-transitions` accepts. */
export const BULK_ORDER_ACTIONS = ['mark_paid', 'confirm', 'prepare', 'deliver', 'cancel'] as const;
export type BulkOrderAction = (typeof BULK_ORDER_ACTIONS)[number];

export type BulkTransitionInput = { ids: string[]; action: BulkOrderAction; note?: string };

export type BulkTransitionResult = {
  id: string;
  ok: boolean;
  /** The order's status after the change, when it succeeded. */
  status?: OrderStatus;
  code?: string;
  message?: string;
};

export type BulkTransitionResponse = { results: BulkTransitionResult[] };

/** `POST /api/shipments/:id/events`. */
export type ShipmentEventInput = { status: ShipmentStatus; location?: string; note?: string };

/** The realtime event 'order_updated', sent to the buyer, the supplier and the admins. */
export type OrderUpdatedEvent = { orderId: string; number: string; status: OrderStatus };
