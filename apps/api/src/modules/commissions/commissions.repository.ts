import { type DbOrTx, queryRows } from '@portal/db/client';
import { commissionLines, invitationUses, invitations, orders, productCommissions, profiles } from '@portal/db/schema';
import type {
  ChainMember,
  CommissionEntry,
  CommissionKind,
  CommissionSettings,
  CommissionStatus,
} from '@portal/shared/commissions';
import type { Role } from '@portal/shared/roles';
import { and, desc, eq, gte, ilike, inArray, isNotNull, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

export type CommissionLineRow = typeof commissionLines.$inferSelect;
export type CommissionLineInsert = typeof commissionLines.$inferInsert;

type ProductCommissionRow = Pick<
  typeof productCommissions.$inferSelect,
  'commissionType' | 'dealerRateBp' | 'cityDistributorRateBp' | 'sponsorDistributorRateBp' | 'fixedAmounts'
>;

/** A product's own commission row as the walk reads it. */
function ownSettings(row: ProductCommissionRow): CommissionSettings {
  return {
    commissionType: row.commissionType === 'fixed' ? 'fixed' : 'percentage',
    dealerRateBp: row.dealerRateBp,
    cityDistributorRateBp: row.cityDistributorRateBp,
    sponsorDistributorRateBp: row.sponsorDistributorRateBp,
    fixedAmounts: row.fixedAmounts as CommissionSettings['fixedAmounts'],
  };
}

/** Each product's commission settings: its own when overridden, else the defaults given. */
export async function settingsOf(
  db: DbOrTx,
  productIds: readonly string[],
  defaults: CommissionSettings,
): Promise<Map<string, CommissionSettings>> {
  const out = new Map<string, CommissionSettings>();
  if (productIds.length === 0) return out;
  const rows = await db
    .select()
    .from(productCommissions)
    .where(inArray(productCommissions.productId, [...productIds]));
  const own = new Map(rows.map((r) => [r.productId, r]));
  for (const id of productIds) {
    const row = own.get(id);
    out.set(id, row?.isOverride ? ownSettings(row) : defaults);
  }
  return out;
}

/** Writes lines; one already there for (order line, beneficiary, kind, entry) is left as it is. */
export async function insertLines(db: DbOrTx, rows: CommissionLineInsert[]) {
  if (rows.length === 0) return [];
  return db
    .insert(commissionLines)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: commissionLines.id, beneficiaryId: commissionLines.beneficiaryId });
}

/** An order's commission lines (not clawbacks), locked against a concurrent period close. */
export async function lockCommissionsOfOrder(db: DbOrTx, orderId: string) {
  return db
    .select()
    .from(commissionLines)
    .where(and(eq(commissionLines.orderId, orderId), eq(commissionLines.entry, 'commission')))
    .orderBy(commissionLines.id)
    .for('update');
}

/** Pending lines of a delivered order become approved (payable at the next close). */
export async function approveOrder(db: DbOrTx, orderId: string, now: Date) {
  return db
    .update(commissionLines)
    .set({ status: 'approved', approvedAt: now })
    .where(
      and(
        eq(commissionLines.orderId, orderId),
        eq(commissionLines.entry, 'commission'),
        eq(commissionLines.status, 'pending'),
      ),
    )
    .returning({ beneficiaryId: commissionLines.beneficiaryId });
}

/** Cancels one line that is not in a payout; false when a close took it first. */
export async function cancelLine(db: DbOrTx, id: string, now: Date) {
  const rows = await db
    .update(commissionLines)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(and(eq(commissionLines.id, id), isNull(commissionLines.payoutId), ne(commissionLines.status, 'cancelled')))
    .returning({ id: commissionLines.id });
  return rows.length > 0;
}

/**
 * Who invited the buyer: the one-off invitation's inviter or the permanent code's owner; null
 * for a member who came in another way (the demo's first accounts, an admin's import).
 */
export async function inviterOf(db: DbOrTx, buyerId: string): Promise<string | null> {
  const [row] = await db
    .select({ inviterId: invitations.inviterId, ownerId: invitationUses.permanentCodeOwnerId })
    .from(invitationUses)
    .leftJoin(invitations, eq(invitations.id, invitationUses.invitationId))
    .where(eq(invitationUses.profileId, buyerId))
    .limit(1);
  return row?.inviterId ?? row?.ownerId ?? null;
}

/** Whether another order of the buyer was already paid (the new-member bonus pays on the first). */
export async function hasEarlierPaidOrder(db: DbOrTx, buyerId: string, orderId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.buyerId, buyerId), ne(orders.id, orderId), isNotNull(orders.paidAt)));
  return (row?.n ?? 0) > 0;
}

/**
 * Everything the accrual reads, in one round trip: the buyer's path and upline (with role, name
 * and seller number), the money settings and the products' own commission settings. Paying an
 * order waits on this, so it is one statement, not five.
 */
export async function accrualContext(
  db: DbOrTx,
  buyerId: string,
  productIds: readonly string[],
  settingKeys: string[],
) {
  const products =
    productIds.length > 0
      ? sql`product_id in (${sql.join(
          productIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql`false`;
  const keys = sql.join(
    settingKeys.map((k) => sql`${k}`),
    sql`, `,
  );
  const [row] = await queryRows<{
    path: string | null;
    upline: { id: string; role: string; name: string; sellerNo: string; active: boolean }[] | null;
    settings: Record<string, unknown> | null;
    products: (typeof productCommissions.$inferSelect)[] | null;
  }>(
    db,
    sql`with buyer as (select path from profiles where id = ${buyerId})
        select
          (select path from buyer) as "path",
          (select json_agg(json_build_object('id', p.id, 'role', p.role, 'name', p.name, 'sellerNo', p.seller_no,
                                     'active', p.is_active and not p.is_deleted))
             from profiles p, buyer b
            where p.id = any(string_to_array(trim(both '/' from b.path), '/')::uuid[])
              and p.id <> ${buyerId}) as "upline",
          (select json_object_agg(key, value) from system_settings where key in (${keys})) as "settings",
          (select json_agg(json_build_object(
                    'productId', product_id, 'commissionType', commission_type,
                    'dealerRateBp', dealer_rate_bp, 'cityDistributorRateBp', city_distributor_rate_bp,
                    'sponsorDistributorRateBp', sponsor_distributor_rate_bp, 'fixedAmounts', fixed_amounts,
                    'isOverride', is_override))
             from product_commissions where ${products} and is_override) as "products"`,
  );
  if (!row?.path) return null;
  const byId = new Map((row.upline ?? []).map((m): [string, ChainMember] => [m.id, { ...m, role: m.role as Role }]));
  const ids = row.path.split('/').filter(Boolean).slice(0, -1).reverse();
  const upline = ids.map((id) => byId.get(id)).filter((m): m is ChainMember => m !== undefined);
  const overrides = new Map(
    (row.products ?? []).map((p): [string, CommissionSettings] => [p.productId, ownSettings(p)]),
  );
  return { path: row.path, upline, settings: row.settings ?? {}, overrides };
}

// ---------------------------------------------------------------------------------------------
// Reads for the member's commissions and earnings pages

const buyer = alias(profiles, 'buyer');
const beneficiary = alias(profiles, 'beneficiary');

export interface CommissionFilter {
  /** Null: every beneficiary (the admin's and the national distributor's reach). */
  beneficiaryId: string | null;
  status?: CommissionStatus;
  kind?: CommissionKind;
  entry?: CommissionEntry;
  from?: string;
  to?: string;
  q?: string;
}

const escapeLike = (text: string) => text.replace(/[%_\\]/g, (c) => `\\${c}`);

function filterSql(f: CommissionFilter): SQL | undefined {
  return and(
    f.beneficiaryId ? eq(commissionLines.beneficiaryId, f.beneficiaryId) : undefined,
    f.status ? eq(commissionLines.status, f.status) : undefined,
    f.kind ? eq(commissionLines.kind, f.kind) : undefined,
    f.entry ? eq(commissionLines.entry, f.entry) : undefined,
    f.from ? gte(commissionLines.period, f.from) : undefined,
    f.to ? lte(commissionLines.period, f.to) : undefined,
    f.q ? ilike(commissionLines.orderNumber, `%${escapeLike(f.q)}%`) : undefined,
  );
}

const lineColumns = {
  line: commissionLines,
  buyerName: buyer.name,
  buyerRole: buyer.role,
  buyerSellerNo: buyer.sellerNo,
  beneficiaryName: beneficiary.name,
  beneficiaryRole: beneficiary.role,
  beneficiarySellerNo: beneficiary.sellerNo,
};
export type CommissionLineView = {
  line: CommissionLineRow;
  buyerName: string;
  buyerRole: string;
  buyerSellerNo: string;
  beneficiaryName: string;
  beneficiaryRole: string;
  beneficiarySellerNo: string;
};

function selectLines(db: DbOrTx) {
  return db
    .select(lineColumns)
    .from(commissionLines)
    .innerJoin(buyer, eq(buyer.id, commissionLines.buyerId))
    .innerJoin(beneficiary, eq(beneficiary.id, commissionLines.beneficiaryId));
}

/**
 * One page of lines, newest first. A beneficiary's own lines walk `commission_lines_beneficiary_idx`
 * (beneficiary_id, created_at) backwards; the total comes from the same scan.
 */
export async function listLines(
  db: DbOrTx,
  f: CommissionFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: CommissionLineView[]; total: number }> {
  const where = filterSql(f);
  const [rows, [count]] = await Promise.all([
    selectLines(db)
      .where(where)
      .orderBy(desc(commissionLines.createdAt), desc(commissionLines.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(commissionLines).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** One line with its people, or undefined. */
export async function lineById(db: DbOrTx, id: string): Promise<CommissionLineView | undefined> {
  const [row] = await selectLines(db).where(eq(commissionLines.id, id));
  return row;
}

/** The clawbacks that take a line back (a return after its payout). */
export async function clawbacksOf(db: DbOrTx, lineId: string): Promise<CommissionLineView[]> {
  return selectLines(db).where(eq(commissionLines.reversesId, lineId)).orderBy(commissionLines.createdAt);
}

/** Count and amount by entry and state, for the same filters as the list. */
export async function totalsByState(db: DbOrTx, f: CommissionFilter) {
  const rows = await db
    .select({
      entry: commissionLines.entry,
      status: commissionLines.status,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${commissionLines.amount}), 0)::text`,
    })
    .from(commissionLines)
    .where(filterSql(f))
    .groupBy(commissionLines.entry, commissionLines.status);
  return rows.map((r) => ({ ...r, amount: BigInt(r.amount) }));
}

/** Sums by month, entry and state for a range of periods (earnings). */
export async function totalsByMonth(db: DbOrTx, f: { beneficiaryId: string | null; from: string; to: string }) {
  const rows = await db
    .select({
      period: commissionLines.period,
      entry: commissionLines.entry,
      status: commissionLines.status,
      amount: sql<string>`coalesce(sum(${commissionLines.amount}), 0)::text`,
    })
    .from(commissionLines)
    .where(
      and(
        f.beneficiaryId ? eq(commissionLines.beneficiaryId, f.beneficiaryId) : undefined,
        gte(commissionLines.period, f.from),
        lte(commissionLines.period, f.to),
      ),
    )
    .groupBy(commissionLines.period, commissionLines.entry, commissionLines.status);
  return rows.map((r) => ({ ...r, amount: BigInt(r.amount) }));
}

/** A member as the pages name them, or undefined. */
export async function memberById(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: profiles.id, name: profiles.name, role: profiles.role, sellerNo: profiles.sellerNo })
    .from(profiles)
    .where(eq(profiles.id, id));
  return row;
}

/** Members who can earn commissions, by name, e-mail or seller number prefix (the beneficiary filter). */
export async function searchEarners(db: DbOrTx, q: string, limit = 20) {
  const like = `${escapeLike(q.toLocaleLowerCase('tr-TR'))}%`;
  return db
    .select({ id: profiles.id, name: profiles.name, role: profiles.role, sellerNo: profiles.sellerNo })
    .from(profiles)
    .where(
      and(
        inArray(profiles.role, ['turkeyDistributor', 'cityDistributor', 'dealer']),
        or(
          sql`lower(${profiles.name}) like ${like}`,
          sql`lower(${profiles.email}) like ${like}`,
          ilike(profiles.sellerNo, `%${escapeLike(q)}%`),
        ),
      ),
    )
    .orderBy(profiles.name, profiles.id)
    .limit(limit);
}
