import { z } from 'zod';
import { isDay, MAX_RANGE_DAYS, MEMBER_PERIODS, daysBetween } from '../network-reports';
import { ORDER_STATUSES } from '../orders';
import { roleSchema } from '../role-schema';

/**
 * The network reports (active dealers, new members, growth), the member's customers and the
 * national distributor's panel. Money in kuruş; instants ISO; days YYYY-MM-DD, months YYYY-MM
 * (Istanbul's). What a sale is: `SALE_STATUSES` in network-reports.ts (decision 024).
 */

const city = z.string().trim().min(1).max(80);
const day = z.string().refine(isDay, { error: 'Geçerli bir tarih girin (YYYY-AA-GG)' });
const page = z.coerce.number().int().min(1).max(10_000).default(1);

/** The member a row names as sponsor (its parent in the network). */
export const sponsorSchema = z.object({ id: z.string(), name: z.string(), sellerNo: z.string() });
export type Sponsor = z.infer<typeof sponsorSchema>;

// ---------------------------------------------------------------- active dealers

export const activeDealersQuerySchema = z.object({
  days: z.enum(['30', '90']).default('30').transform(Number),
  city: city.optional(),
  page,
});
/** What a client sends (the page coerced from the query string). */
export type ActiveDealersQuery = Omit<z.input<typeof activeDealersQuerySchema>, 'page'> & { page?: number };

export const activeDealerSchema = z.object({
  id: z.string(),
  name: z.string(),
  sellerNo: z.string(),
  city: z.string().nullable(),
  sponsor: sponsorSchema.nullable(),
  /** Sales of the dealer and of the members below it in the window. */
  orderCount: z.number(),
  volume: z.number(),
  lastOrderAt: z.string(),
  /** Clients below the dealer (not deleted), whatever they bought. */
  clientCount: z.number(),
});
export type ActiveDealer = z.infer<typeof activeDealerSchema>;

export const activeDealersSchema = z.object({
  days: z.number(),
  /** The instant the window ends; it starts `days` × 24 h before. */
  asOf: z.string(),
  dealers: z.array(activeDealerSchema),
  totals: z.object({ dealers: z.number(), orders: z.number(), volume: z.number(), clients: z.number() }),
  page: z.number(),
  pageSize: z.number(),
});
export type ActiveDealers = z.infer<typeof activeDealersSchema>;

// ---------------------------------------------------------------- new members

export const newMembersQuerySchema = z
  .object({
    period: z.enum(MEMBER_PERIODS).default('thisMonth'),
    /** Only with period=custom: the first and the last day, both included. */
    from: day.optional(),
    to: day.optional(),
    role: roleSchema.optional(),
    city: city.optional(),
    page,
  })
  .refine((q) => q.period !== 'custom' || (q.from !== undefined && q.to !== undefined), {
    error: 'Özel aralık için başlangıç ve bitiş tarihi gerekli',
    path: ['from'],
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    error: 'Başlangıç tarihi bitiş tarihinden sonra olamaz',
    path: ['to'],
  })
  .refine((q) => !q.from || !q.to || daysBetween(q.from, q.to) <= MAX_RANGE_DAYS, {
    error: 'Tarih aralığı en fazla 10 yıl olabilir',
    path: ['to'],
  });
/** What a client sends (the page coerced from the query string). */
export type NewMembersQuery = Omit<z.input<typeof newMembersQuerySchema>, 'page'> & { page?: number };

export const firstOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  createdAt: z.string(),
  total: z.number(),
});

export const newMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  sellerNo: z.string(),
  role: roleSchema,
  city: z.string().nullable(),
  joinedAt: z.string(),
  sponsor: sponsorSchema.nullable(),
  /** The member's first sale (decision 024), or null: "Henüz sipariş yok". */
  firstOrder: firstOrderSchema.nullable(),
});
export type NewMember = z.infer<typeof newMemberSchema>;

export const newMembersSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Members who joined in the period by role (the city filter applies, the role filter does not). */
  byRole: z.array(z.object({ role: roleSchema, count: z.number() })),
  members: z.array(newMemberSchema),
  /** Rows the list has with every filter. */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type NewMembers = z.infer<typeof newMembersSchema>;

// ---------------------------------------------------------------- growth

export const networkGrowthQuerySchema = z.object({ role: roleSchema.optional(), city: city.optional() });
export type NetworkGrowthQuery = z.input<typeof networkGrowthQuerySchema>;

const byRoleCounts = z.object({
  admin: z.number(),
  turkeyDistributor: z.number(),
  cityDistributor: z.number(),
  dealer: z.number(),
  client: z.number(),
});
export type RoleCounts = z.infer<typeof byRoleCounts>;

export const growthMonthSchema = z.object({
  month: z.string(),
  /** Members who joined in the month. */
  newMembers: byRoleCounts,
  /** Members with at least one sale placed in the month. */
  activeMembers: byRoleCounts,
});
export type GrowthMonth = z.infer<typeof growthMonthSchema>;

export const networkGrowthSchema = z.object({ months: z.array(growthMonthSchema) });
export type NetworkGrowth = z.infer<typeof networkGrowthSchema>;

// ---------------------------------------------------------------- customers

export const CUSTOMER_SORTS = ['lastOrder', 'spend', 'name'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

export const customersQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  sort: z.enum(CUSTOMER_SORTS).default('lastOrder'),
  page,
});
/** What a client sends (the page coerced from the query string). */
export type CustomersQuery = Omit<z.input<typeof customersQuerySchema>, 'page'> & { page?: number };

export const customerSchema = z.object({
  id: z.string(),
  name: z.string(),
  sellerNo: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  isActive: z.boolean(),
  sponsor: sponsorSchema.nullable(),
  lastOrderAt: z.string().nullable(),
  /** Sales only (decision 024), kuruş. */
  totalSpend: z.number(),
  orderCount: z.number(),
  /** The stored points balance, in points (two decimals). */
  points: z.number(),
});
export type Customer = z.infer<typeof customerSchema>;

export const customersSchema = z.object({
  customers: z.array(customerSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Whether the sponsor matters: clients may sit under several members of the caller's network. */
  showSponsor: z.boolean(),
});
export type Customers = z.infer<typeof customersSchema>;

// ---------------------------------------------------------------- national distributor's panel

export const panelCitySchema = z.object({
  city: z.string(),
  members: z.number(),
  /** Sales of members of the city in the last 30 days, kuruş. */
  sales30: z.number(),
});

export const panelCityDistributorSchema = z.object({
  id: z.string(),
  name: z.string(),
  sellerNo: z.string(),
  city: z.string().nullable(),
  /** Members below it (not deleted). */
  members: z.number(),
  /** Sales of its subtree (itself included) in the last 30 and 90 days, and the 30 days before the last 30. */
  sales30: z.number(),
  sales90: z.number(),
  previous30: z.number(),
  /** sales30 against previous30 in percent; null when there was nothing before. */
  growth: z.number().nullable(),
  lowStock: z.number(),
  outOfStock: z.number(),
});
export type PanelCityDistributor = z.infer<typeof panelCityDistributorSchema>;

export const panelStockCitySchema = z.object({
  city: z.string(),
  holders: z.number(),
  products: z.number(),
  onHand: z.number(),
  reserved: z.number(),
  /** Levels at or below their threshold (out of stock included). */
  low: z.number(),
});

export const turkeyPanelSchema = z.object({
  asOf: z.string(),
  cities: z.array(panelCitySchema),
  cityDistributors: z.array(panelCityDistributorSchema),
  stockByCity: z.array(panelStockCitySchema),
  waiting: z.object({
    /** Orders it supplies that wait for it, by state. */
    orders: z.array(z.object({ status: z.enum(ORDER_STATUSES), count: z.number() })),
    lowStock: z.object({
      count: z.number(),
      items: z.array(
        z.object({ productId: z.string(), productName: z.string(), saleable: z.number(), threshold: z.number() }),
      ),
    }),
    /** Its own invitations that can still be used. */
    activeInvitations: z.number(),
  }),
});
export type TurkeyPanel = z.infer<typeof turkeyPanelSchema>;
