import { formatSellerNo } from '@portal/shared/codes';
import { regionOf } from '@portal/shared/cities';
import type { Role } from '@portal/shared/roles';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../client';
import { authAccounts, pointsTransactions, profiles } from '../schema';

/**
 * A few members whose place or points are wrong, so the admin's inconsistent-profiles page has
 * something to fix in the demo: a dealer (with a client) under a deleted city distributor, a dealer
 * under a dealer, a client whose depth disagrees with its parent's, and two members whose stored
 * points differ from their ledger. Fixed ids, all in İzmir's network; the counters stay right
 * (every row is inserted with its path, so the triggers count it).
 */
export const NETWORK_ADMIN_DEMO = {
  deletedCityDistributor: '7e0a0000-0000-4000-8000-000000000001',
  dealerUnderDeleted: '7e0a0000-0000-4000-8000-000000000002',
  clientUnderThatDealer: '7e0a0000-0000-4000-8000-000000000003',
  dealerUnderDealer: '7e0a0000-0000-4000-8000-000000000004',
  wrongDepthClient: '7e0a0000-0000-4000-8000-000000000005',
  pointsClient: '7e0a0000-0000-4000-8000-000000000006',
  pointsDealer: '7e0a0000-0000-4000-8000-000000000007',
} as const;

const CITY = 'İzmir';

export async function seedNetworkAdmin(
  tx: DbOrTx,
  opts: { now: Date; firstSellerNumber: number; inviteCode: () => string; passwordHash: string },
) {
  const [cityDistributor] = await queryRows<{ id: string; path: string; depth: number; parentId: string }>(
    tx,
    sql`select id, path, depth, parent_id as "parentId" from profiles
        where role = 'cityDistributor' and city = ${CITY} and not is_deleted order by created_at limit 1`,
  );
  const [dealer] = await queryRows<{ id: string; path: string; depth: number }>(
    tx,
    sql`select id, path, depth from profiles
        where role = 'dealer' and parent_id = ${cityDistributor?.id ?? null}::uuid order by created_at, id limit 1`,
  );
  const [national] = await queryRows<{ id: string; path: string; depth: number }>(
    tx,
    sql`select id, path, depth from profiles where id = ${cityDistributor?.parentId ?? null}::uuid`,
  );
  if (!cityDistributor || !dealer || !national)
    throw new Error(`the demo network has no ${CITY} distributor and dealer`);

  const rows: (typeof profiles.$inferInsert)[] = [];
  let seq = opts.firstSellerNumber;
  const daysAgo = (days: number) => new Date(opts.now.getTime() - days * 86_400_000);
  const add = (
    id: string,
    fields: { name: string; email: string; role: Role; district: string; days: number },
    parent: { id: string; path: string; depth: number },
    extra: Partial<typeof profiles.$inferInsert> = {},
  ) => {
    const row = {
      id,
      name: fields.name,
      email: fields.email,
      emailVerified: true,
      role: fields.role,
      parentId: parent.id,
      path: `${parent.path}${id}/`,
      depth: parent.depth + 1,
      sellerNo: formatSellerNo(seq++),
      city: CITY,
      district: fields.district,
      region: regionOf(CITY),
      permanentInviteCode: opts.inviteCode(),
      createdAt: daysAgo(fields.days),
      updatedAt: daysAgo(fields.days),
      ...extra,
    } satisfies typeof profiles.$inferInsert;
    rows.push(row);
    return { id, path: row.path, depth: row.depth };
  };

  const ids = NETWORK_ADMIN_DEMO;
  const deleted = add(
    ids.deletedCityDistributor,
    {
      name: 'Selin Aydın',
      email: 'selin.aydin.901@portal.test',
      role: 'cityDistributor',
      district: 'Bornova',
      days: 300,
    },
    national,
    { isDeleted: true, deletedAt: daysAgo(20), isActive: false },
  );
  const stranded = add(
    ids.dealerUnderDeleted,
    { name: 'Murat Kaya', email: 'murat.kaya.902@portal.test', role: 'dealer', district: 'Bornova', days: 250 },
    deleted,
  );
  add(
    ids.clientUnderThatDealer,
    { name: 'Elif Şahin', email: 'elif.sahin.903@portal.test', role: 'client', district: 'Buca', days: 120 },
    stranded,
  );
  add(
    ids.dealerUnderDealer,
    { name: 'Burak Çelik', email: 'burak.celik.904@portal.test', role: 'dealer', district: 'Konak', days: 90 },
    dealer,
  );
  add(
    ids.wrongDepthClient,
    { name: 'Zeynep Arslan', email: 'zeynep.arslan.905@portal.test', role: 'client', district: 'Karşıyaka', days: 60 },
    dealer,
    { depth: dealer.depth + 3 },
  );
  add(
    ids.pointsClient,
    { name: 'Ayşe Demir', email: 'ayse.demir.906@portal.test', role: 'client', district: 'Konak', days: 45 },
    dealer,
  );
  add(
    ids.pointsDealer,
    { name: 'Can Yıldız', email: 'can.yildiz.907@portal.test', role: 'dealer', district: 'Karşıyaka', days: 200 },
    cityDistributor,
    { points: 12_000, totalEarnedPoints: 12_000 },
  );
  await tx.insert(profiles).values(rows);
  await tx.insert(authAccounts).values(
    rows.map((r) => ({
      accountId: r.id as string,
      providerId: 'credential',
      userId: r.id as string,
      password: opts.passwordHash,
    })),
  );
  // Ledger rows the stored points do not follow: 250 points the client's profile never got, and a
  // dealer whose profile says 120 while its ledger says 80.
  await tx.insert(pointsTransactions).values([
    {
      userId: ids.pointsClient,
      amount: 25_000,
      transactionType: 'bonus',
      description: 'Yönetici bonusu',
      status: 'completed',
      createdAt: daysAgo(10),
    },
    {
      userId: ids.pointsDealer,
      amount: 8_000,
      transactionType: 'earned',
      description: 'Komisyon puanı',
      status: 'completed',
      createdAt: daysAgo(30),
    },
  ]);
  return rows.length;
}
