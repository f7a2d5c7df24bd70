import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../client';

interface Member {
  id: string;
  name: string;
  role: string;
  path: string;
  parentId: string | null;
  networkSize: number;
  city: string | null;
}

const NAMED = ['admin', 'turkiye', 'istanbul', 'ankara', 'bayi', 'musteri'].map((n) => `${n}@portal.test`);

/**
 * Demo role-transfer history that agrees with the network as seeded: each recorded move ends where
 * the member stands now (to_parent and to_path are its present parent and path), so nothing in the
 * tree is rewritten; and requests in every state (pending, approved — tied to its move —, rejected,
 * cancelled). Deterministic: members are picked by seller number.
 */
export async function seedRoleTransfers(tx: Tx, now: Date): Promise<void> {
  const members = await queryRows<Member>(
    tx,
    sql`select id, name, role, path, parent_id as "parentId", network_size as "networkSize", city from profiles
        where email not in (${sql.join(
          NAMED.map((e) => sql`${e}`),
          sql`, `,
        )}) and is_active and not is_deleted order by seller_no`,
  );
  const named = await queryRows<{ id: string; email: string; role: string; parentId: string | null }>(
    tx,
    sql`select id, email, role, parent_id as "parentId" from profiles where email in (${sql.join(
      NAMED.map((e) => sql`${e}`),
      sql`, `,
    )})`,
  );
  const byEmail = new Map(named.map((m) => [m.email, m]));
  const admin = byEmail.get('admin@portal.test');
  const turkiye = byEmail.get('turkiye@portal.test');
  const bayi = byEmail.get('bayi@portal.test');
  if (!admin || !turkiye || !bayi) return;
  const cities = members.filter((m) => m.role === 'cityDistributor');
  const dealers = members.filter((m) => m.role === 'dealer' && m.networkSize > 0);
  const clients = members.filter((m) => m.role === 'client');
  if (cities.length < 2 || dealers.length < 6 || clients.length < 2) return;
  const at = (daysAgo: number, hour = 10) => {
    const d = new Date(now.getTime() - daysAgo * 86_400_000);
    d.setUTCHours(hour, 0, 0, 0);
    return d;
  };
  const otherCity = (m: Member) => cities.find((c) => c.id !== m.parentId) as Member;

  const insertRequest = async (r: {
    member: { id: string; role: string; parentId: string | null };
    toRole: string;
    toParentId: string | null;
    reason: string;
    status: 'pending' | 'approved' | 'rejected' | 'cancelled';
    note?: string;
    fromRole?: string;
    fromParentId?: string | null;
    createdAt: Date;
    decidedAt?: Date;
  }) => {
    const decided = r.status !== 'pending';
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into role_transfer_requests (member_id, requested_by, from_role, to_role, from_parent_id, to_parent_id,
            reason, status, decision_note, decided_by, decided_at, created_at, updated_at)
          values (${r.member.id}, ${r.member.id}, ${r.fromRole ?? r.member.role}, ${r.toRole},
            ${r.fromParentId === undefined ? r.member.parentId : r.fromParentId}, ${r.toParentId}, ${r.reason}, ${r.status},
            ${r.note ?? null}, ${decided ? (r.status === 'cancelled' ? r.member.id : admin.id) : null},
            ${decided ? (r.decidedAt ?? r.createdAt) : null}, ${r.createdAt}, ${r.decidedAt ?? r.createdAt})
          returning id`,
    );
    return row?.id ?? null;
  };

  const insertMove = async (m: {
    member: Member;
    fromParentId: string | null;
    fromPath: string;
    fromRole: string;
    reason: string;
    requestId?: string | null;
    createdAt: Date;
  }) => {
    await tx.execute(
      sql`insert into network_moves (member_id, from_parent_id, to_parent_id, from_role, to_role, from_path, to_path,
            subtree_size, reason, request_id, moved_by, created_at)
          values (${m.member.id}, ${m.fromParentId}, ${m.member.parentId}, ${m.fromRole}, ${m.member.role}, ${m.fromPath},
            ${m.member.path}, ${m.member.networkSize + 1}, ${m.reason}, ${m.requestId ?? null}, ${admin.id}, ${m.createdAt})`,
    );
  };

  // Two dealers the admin moved to the city distributor they are under now.
  for (const [i, dealer] of [dealers[1], dealers[4]].entries()) {
    if (!dealer) continue;
    const from = otherCity(dealer);
    await insertMove({
      member: dealer,
      fromParentId: from.id,
      fromPath: `${from.path}${dealer.id}/`,
      fromRole: 'dealer',
      reason: i === 0 ? 'Bölge yeniden düzenlemesi' : 'Bayinin isteği üzerine şehir değişikliği',
      createdAt: at(60 - i * 25),
    });
  }

  // A dealer who was a client and asked to become a dealer: approved, and the move that did it.
  const promoted = dealers[2];
  if (promoted?.parentId) {
    const requestId = await insertRequest({
      member: promoted,
      fromRole: 'client',
      toRole: 'dealer',
      toParentId: null,
      reason: 'Kendi müşteri ağımı kurmak istiyorum',
      status: 'approved',
      note: 'Satış hedefleri tuttu',
      createdAt: at(95),
      decidedAt: at(93),
    });
    await insertMove({
      member: promoted,
      fromParentId: promoted.parentId,
      fromPath: promoted.path,
      fromRole: 'client',
      reason: 'Kendi müşteri ağımı kurmak istiyorum',
      requestId,
      createdAt: at(93),
    });
  }

  // Waiting for the admin: a dealer asks to be a city distributor, a client asks for another dealer.
  const ambitious = dealers[3];
  if (ambitious) {
    await insertRequest({
      member: ambitious,
      toRole: 'cityDistributor',
      toParentId: turkiye.id,
      reason: 'Bölgemde şehir distribütörlüğü yapmak istiyorum',
      status: 'pending',
      createdAt: at(3),
    });
  }
  const mover = clients[1];
  const newDealer = dealers.find((d) => d.id !== mover?.parentId && d.city === mover?.city) ?? dealers[5];
  if (mover && newDealer) {
    await insertRequest({
      member: mover,
      toRole: 'client',
      toParentId: newDealer.id,
      reason: 'Yeni adresime daha yakın bir bayiden alışveriş yapmak istiyorum',
      status: 'pending',
      createdAt: at(1, 14),
    });
  }

  // Decided and withdrawn ones: the İstanbul dealer's promotion was turned down.
  await insertRequest({
    member: bayi,
    toRole: 'cityDistributor',
    toParentId: turkiye.id,
    reason: 'İstanbul Anadolu yakasında şehir distribütörü olmak istiyorum',
    status: 'rejected',
    note: 'Şehirde zaten bir şehir distribütörü var',
    createdAt: at(40),
    decidedAt: at(38),
  });
  const withdrawn = clients[0];
  if (withdrawn) {
    await insertRequest({
      member: withdrawn,
      toRole: 'client',
      toParentId: dealers[0]?.id ?? null,
      reason: 'Başka bir bayiye geçmek istiyorum',
      status: 'cancelled',
      createdAt: at(20),
      decidedAt: at(19),
    });
  }
}
