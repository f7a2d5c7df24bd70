import { formatSellerNo, generateInviteCode } from '@portal/shared/codes';
import { regionOf } from '@portal/shared/cities';
import { defaultPermissionRows } from '@portal/shared/permissions';
import type { Role } from '@portal/shared/roles';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../client';
import { authAccounts, notifications, profiles, rolePermissions, systemSettings } from '../schema';
import { asciiSlug, DEMO_CITIES, FIRST_NAMES, LAST_NAMES } from './names';
import { seedCatalogue } from './catalogue';
import { seededRandom } from './random';
import { seedInvitations } from './invitations';
import { seedOrders } from './orders';
// Points: the admin's bonuses and adjustments, transfers and points orders (issue 12, points)
import { seedPoints } from './points';
// Commissions, periods and payouts of the seeded orders (issue 12)
import { seedCommissions } from './commissions';
import { seedStock } from './stock';
import { seedStockRequests } from './stock-requests';
import { seedPolicies } from './policies';
import { seedRoleTransfers } from './role-transfers';
// Network admin: inconsistent profiles for the admin to fix
import { seedNetworkAdmin } from './network-admin';
// The public site's content (issue 15)
import { seedContent } from './content';
import { seedCampaigns } from './campaigns';
import { seedWorkFlows } from './work-flows';

export const DEMO_PASSWORD = 'Portal.2026';
const SEED = 20260101;

type NewProfile = typeof profiles.$inferInsert;

export interface SeedResult {
  seeded: boolean;
  members: number;
}

/** Rows every database needs, demo or not: the permission defaults and system settings. */
export async function seedEssentials(db: Db): Promise<void> {
  await db.insert(rolePermissions).values(defaultPermissionRows()).onConflictDoNothing();
  await db
    .insert(systemSettings)
    .values([
      { key: 'vat.defaultRateBp', value: 1800 },
      { key: 'stock.lowThreshold', value: 5 },
      { key: 'points.autoSyncThreshold', value: 100 },
    ])
    .onConflictDoNothing();
}

export async function hasMembers(db: Db): Promise<boolean> {
  const rows = await queryRows<{ exists: boolean }>(db, sql`select exists(select 1 from profiles) as "exists"`);
  return Boolean(rows[0]?.exists);
}

/**
 * The demo network of PRODUCT.md §9: six named accounts and about 200 members over ten cities.
 * Never runs against a database that already has members.
 */
export async function seedDemo(db: Db, passwordHash: string, now = new Date()): Promise<SeedResult> {
  if (await hasMembers(db)) return { seeded: false, members: 0 };
  const rnd = seededRandom(SEED);
  const members: NewProfile[] = [];
  const usedCodes = new Set<string>();
  const code = () => {
    for (;;) {
      const c = generateInviteCode(rnd.int);
      if (!usedCodes.has(c)) {
        usedCodes.add(c);
        return c;
      }
    }
  };
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

  const add = (
    fields: { name: string; email: string; role: Role; phone?: string; city?: string; district?: string },
    parent: NewProfile | null,
    createdDaysAgo: number,
  ): NewProfile => {
    const id = rnd.uuid();
    const row: NewProfile = {
      id,
      name: fields.name,
      email: fields.email,
      emailVerified: true,
      phone: fields.phone ?? null,
      role: fields.role,
      parentId: parent?.id ?? null,
      path: `${parent?.path ?? '/'}${id}/`,
      depth: parent ? (parent.depth ?? 0) + 1 : 0,
      sellerNo: formatSellerNo(members.length + 1),
      city: fields.city ?? null,
      district: fields.district ?? null,
      region: regionOf(fields.city),
      permanentInviteCode: code(),
      createdAt: daysAgo(createdDaysAgo),
      updatedAt: daysAgo(createdDaysAgo),
    };
    members.push(row);
    return row;
  };

  const admin = add(
    {
      name: 'Sistem Yöneticisi',
      email: 'admin@portal.test',
      role: 'admin',
      phone: '05550000001',
      city: 'İstanbul',
      district: 'Şişli',
    },
    null,
    400,
  );
  const turkiye = add(
    {
      name: 'Türkiye Distribütörü',
      email: 'turkiye@portal.test',
      role: 'turkeyDistributor',
      phone: '05550000002',
      city: 'Ankara',
      district: 'Çankaya',
    },
    admin,
    390,
  );

  const personName = () => `${rnd.pick(FIRST_NAMES)} ${rnd.pick(LAST_NAMES)}`;
  let emailSeq = 0;
  const memberEmail = (name: string) => `${asciiSlug(name)}.${++emailSeq}@portal.test`;
  const memberPhone = () => `05${rnd.between(30, 59)}${String(rnd.int(10_000_000)).padStart(7, '0')}`;

  for (const [cityIndex, city] of DEMO_CITIES.entries()) {
    const isIstanbul = city.name === 'İstanbul';
    const isAnkara = city.name === 'Ankara';
    const cityDistributor = add(
      {
        name: isIstanbul ? 'İstanbul Şehir Distribütörü' : isAnkara ? 'Ankara Şehir Distribütörü' : `${personName()}`,
        email: isIstanbul
          ? 'istanbul@portal.test'
          : isAnkara
            ? 'ankara@portal.test'
            : memberEmail(`${city.name} distributor`),
        role: 'cityDistributor',
        phone: isIstanbul ? '05550000003' : isAnkara ? '05550000004' : memberPhone(),
        city: city.name,
        district: city.districts[0],
      },
      turkiye,
      380 - cityIndex * 5,
    );
    const dealerCount = isIstanbul ? 5 : rnd.between(2, 4);
    for (let d = 0; d < dealerCount; d++) {
      const named = isIstanbul && d === 0;
      const dealerName = named ? 'Kadıköy Bayi' : personName();
      const dealer = add(
        {
          name: dealerName,
          email: named ? 'bayi@portal.test' : memberEmail(dealerName),
          role: 'dealer',
          phone: named ? '05550000006' : memberPhone(),
          city: city.name,
          district: rnd.pick(city.districts),
        },
        cityDistributor,
        rnd.between(120, 360),
      );
      const clientCount = named ? 6 : rnd.between(3, 5);
      for (let c = 0; c < clientCount; c++) {
        const namedClient = named && c === 0;
        const clientName = namedClient ? 'Demo Müşteri' : personName();
        add(
          {
            name: clientName,
            email: namedClient ? 'musteri@portal.test' : memberEmail(clientName),
            role: 'client',
            phone: namedClient ? '05550000005' : memberPhone(),
            city: city.name,
            district: rnd.pick(city.districts),
          },
          dealer,
          // Spread over the last year, with more recent sign-ups, so growth charts have a shape.
          Math.floor(rnd.next() ** 1.6 * 360),
        );
      }
    }
    // Clients who came straight through a city distributor's permanent code.
    for (let c = 0; c < 2; c++) {
      const clientName = personName();
      add(
        {
          name: clientName,
          email: memberEmail(clientName),
          role: 'client',
          phone: memberPhone(),
          city: city.name,
          district: rnd.pick(city.districts),
        },
        cityDistributor,
        rnd.between(5, 300),
      );
    }
  }
  // A handful of inactive members so "active" counts differ from totals.
  for (let i = 0; i < 6; i++) {
    const m = members[20 + i * 23];
    if (m && !isNamedDemo(m.email)) m.isActive = false;
  }

  let extraMembers = 0;
  await db.transaction(async (tx) => {
    // The sales rollups are built once at the end, not by a trigger per order (decision 051).
    await tx.execute(sql`select set_config('portal.analytics_bulk', 'on', true)`);
    for (let i = 0; i < members.length; i += 100) {
      await tx.insert(profiles).values(members.slice(i, i + 100));
    }
    const accounts = members.map((m) => ({
      accountId: m.id as string,
      providerId: 'credential',
      userId: m.id as string,
      password: passwordHash,
    }));
    for (let i = 0; i < accounts.length; i += 100) {
      await tx.insert(authAccounts).values(accounts.slice(i, i + 100));
    }
    await tx.insert(notifications).values(demoNotifications(members, now));
    const catalogue = await seedCatalogue(tx, rnd, now);
    const holders = members
      .filter((m) => m.role === 'admin' || m.role === 'turkeyDistributor' || m.role === 'cityDistributor')
      .map((m) => ({ id: m.id as string, role: m.role }));
    await seedStock(tx, rnd, holders, catalogue.productIds, new Date(now.getTime() - 365 * 86_400_000));
    await seedOrders(tx, rnd, now);
    await seedPoints(tx, now); // points ledger and points orders, consistent with profiles.points
    // Stock requests and transfers between the named holders, in every state (decision 043)
    const named = (email: string) => members.find((m) => m.email === email)?.id as string;
    await seedStockRequests(
      tx,
      {
        admin: named('admin@portal.test'),
        turkiye: named('turkiye@portal.test'),
        istanbul: named('istanbul@portal.test'),
        ankara: named('ankara@portal.test'),
      },
      catalogue.productIds,
      now,
    );
    // Commissions, periods and payouts of the seeded orders (issue 12)
    await seedCommissions(tx, now);
    await seedRoleTransfers(tx, now);
    await seedInvitations(tx, members, now);
    // Policy pages with two versions each and the members' consents (decision 042)
    await seedPolicies(tx, now);
    // The public site's content (issue 15)
    await seedContent(tx, now);
    // Notification campaigns the admin sent (issue 16)
    await seedCampaigns(tx, now);
    await seedWorkFlows(tx, now);
    // Network admin: inconsistent profiles for the admin to fix
    extraMembers = await seedNetworkAdmin(tx, {
      now,
      firstSellerNumber: members.length + 1,
      inviteCode: code,
      passwordHash,
    });
    // The setting lasts to the commit, where the deferred rollup triggers see it and skip.
    await tx.execute(sql`select analytics_rebuild()`);
  });
  return { seeded: true, members: members.length + extraMembers };
}

const NAMED = ['admin', 'turkiye', 'istanbul', 'ankara', 'bayi', 'musteri'].map((n) => `${n}@portal.test`);
function isNamedDemo(email: string) {
  return NAMED.includes(email);
}

function demoNotifications(members: NewProfile[], now: Date) {
  const rows: (typeof notifications.$inferInsert)[] = [];
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
  for (const m of members.filter((x) => isNamedDemo(x.email))) {
    const id = m.id as string;
    rows.push(
      {
        userId: id,
        type: 'success',
        title: 'Portala hoş geldiniz',
        message: 'Hesabınız etkin. Profilinizi ve güvenlik ayarlarınızı gözden geçirebilirsiniz.',
        actionUrl: '/dashboard/settings',
        read: true,
        createdAt: hoursAgo(24 * 20),
      },
      {
        userId: id,
        type: 'info',
        title: 'Yeni ürün kataloğu',
        message: 'Kış dönemi ürün kataloğu yayında. Üyelere özel fiyatları mağazada görebilirsiniz.',
        actionUrl: '/dashboard/shop',
        priority: 'normal',
        createdAt: hoursAgo(30),
      },
      {
        userId: id,
        type: 'warning',
        title: 'Güvenlik hatırlatması',
        message: 'Hesabınızı korumak için iki adımlı doğrulamayı açmanızı öneririz.',
        actionUrl: '/dashboard/settings?tab=security',
        priority: 'high',
        createdAt: hoursAgo(3),
      },
    );
    if (m.role !== 'client') {
      rows.push({
        userId: id,
        type: 'info',
        title: 'Ağınıza yeni üye katıldı',
        message: 'Davet kodunuzla yeni bir üye kayıt oldu. Ağ sayfanızdan inceleyebilirsiniz.',
        actionUrl: '/dashboard/network',
        createdAt: hoursAgo(8),
      });
    }
  }
  return rows;
}
