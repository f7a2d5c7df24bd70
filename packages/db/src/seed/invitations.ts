import { generateInviteCode } from '@portal/shared/codes';
import type { Tx } from '../client';
import { doctorApplications, invitations, invitationUses, type profiles } from '../schema';
import { seededRandom } from './random';

type Member = typeof profiles.$inferInsert;
const DAY = 86_400_000;

/**
 * Demo invitations in every state from several members (active, used with the member who took
 * it, expired, revoked, and one still stored active though past its expiry, which the lists show
 * and mark as expired), and doctor applications pending, approved (with their invitation) and
 * rejected. Its own random stream, so the rest of the demo data does not move.
 */
export async function seedInvitations(tx: Tx, members: Member[], now: Date) {
  const rnd = seededRandom(20260111);
  const taken = new Set(members.map((m) => m.permanentInviteCode));
  const code = () => {
    for (;;) {
      const c = generateInviteCode(rnd.int);
      if (!taken.has(c)) {
        taken.add(c);
        return c;
      }
    }
  };
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const byEmail = (email: string) => {
    const m = members.find((x) => x.email === email);
    if (!m) throw new Error(`demo member ${email} missing`);
    return m;
  };
  const childrenOf = (parent: Member, role: string) =>
    members.filter((m) => m.parentId === parent.id && m.role === role && m.isActive !== false);

  const admin = byEmail('admin@portal.test');
  const turkiye = byEmail('turkiye@portal.test');
  const istanbul = byEmail('istanbul@portal.test');
  const ankara = byEmail('ankara@portal.test');
  const bayi = byEmail('bayi@portal.test');

  type Row = typeof invitations.$inferInsert;
  const rows: Row[] = [];
  const uses: (typeof invitationUses.$inferInsert)[] = [];
  const invite = (inviter: Member, role: string, createdDaysAgo: number, extra: Partial<Row> = {}): Row => {
    const createdAt = at(-createdDaysAgo);
    const row: Row = {
      id: rnd.uuid(),
      code: code(),
      inviterId: inviter.id as string,
      parentId: inviter.id as string,
      role,
      expiresAt: new Date(createdAt.getTime() + 7 * DAY),
      createdAt,
      updatedAt: createdAt,
      ...extra,
    };
    rows.push(row);
    return row;
  };
  /** A used invitation: made a day before the member it brought in registered. */
  const used = (inviter: Member, member: Member | undefined) => {
    if (!member) return;
    const createdAt = new Date((member.createdAt as Date).getTime() - DAY);
    const row = invite(inviter, member.role as string, 0, {
      name: member.name,
      email: member.email,
      createdAt,
      updatedAt: member.createdAt as Date,
      expiresAt: new Date(createdAt.getTime() + 7 * DAY),
      usedCount: 1,
      status: 'used',
      lastSentAt: createdAt,
      sendCount: 1,
    });
    uses.push({ invitationId: row.id as string, profileId: member.id as string, createdAt: member.createdAt as Date });
  };

  // The İstanbul dealer: one of each state, and a multi-use link half used.
  invite(bayi, 'client', 1, {
    name: 'Elif Kaya',
    email: 'elif.kaya@example.com',
    phone: '05321112233',
    lastSentAt: at(-1),
    sendCount: 1,
  });
  invite(bayi, 'client', 3, { expiresAt: at(11), maxUses: 10, usedCount: 0 });
  used(bayi, childrenOf(bayi, 'client')[1]);
  invite(bayi, 'client', 20, { name: 'Murat Şahin', phone: '05443334455', status: 'expired' });
  invite(bayi, 'client', 6, { name: 'Zeynep Arslan', status: 'revoked', revokedAt: at(-5) });
  invite(bayi, 'client', 9, { name: 'Can Yıldız' }); // past its expiry, still stored active

  // City distributors.
  invite(istanbul, 'dealer', 2, {
    name: 'Ahmet Çelik',
    email: 'ahmet.celik@example.com',
    phone: '05051234567',
    lastSentAt: at(-2),
    sendCount: 2,
  });
  used(istanbul, childrenOf(istanbul, 'dealer')[2]);
  invite(istanbul, 'client', 15, { status: 'expired' });
  invite(ankara, 'dealer', 4, {
    name: 'Selin Aydın',
    email: 'selin.aydin@example.com',
    lastSentAt: at(-4),
    sendCount: 1,
  });
  used(ankara, childrenOf(ankara, 'dealer')[0]);
  invite(ankara, 'client', 8, { status: 'revoked', revokedAt: at(-7) });

  // The national distributor and the admin (who chose another parent for one).
  invite(turkiye, 'cityDistributor', 5, {
    name: 'Burak Öztürk',
    email: 'burak.ozturk@example.com',
    sendCount: 1,
    lastSentAt: at(-5),
  });
  invite(turkiye, 'dealer', 12, { status: 'revoked', revokedAt: at(-10) });
  invite(admin, 'dealer', 1, {
    parentId: istanbul.id as string,
    name: 'Deniz Koç',
    email: 'deniz.koc@example.com',
    sendCount: 1,
    lastSentAt: at(-1),
  });
  invite(admin, 'turkeyDistributor', 30, { status: 'expired' });

  // Doctor applications: three pending, one approved with its invitation, one rejected.
  const approvedInvitation = invite(admin, 'dealer', 3, {
    parentId: istanbul.id as string,
    name: 'Dr. Hakan Polat',
    email: 'hakan.polat@example.com',
    phone: '05327654321',
    sendCount: 1,
    lastSentAt: at(-3),
  });
  await tx.insert(invitations).values(rows);
  if (uses.length > 0) await tx.insert(invitationUses).values(uses);

  const application = (
    fields: Pick<
      typeof doctorApplications.$inferInsert,
      'name' | 'specialty' | 'registryNumber' | 'city' | 'phone' | 'email'
    >,
    daysAgo: number,
    extra: Partial<typeof doctorApplications.$inferInsert> = {},
  ): typeof doctorApplications.$inferInsert => ({
    ...fields,
    kvkkVersion: '2026-01',
    kvkkAcceptedAt: at(-daysAgo),
    createdAt: at(-daysAgo),
    updatedAt: at(-daysAgo),
    ...extra,
  });
  await tx.insert(doctorApplications).values([
    application(
      {
        name: 'Dr. Ayşe Demir',
        specialty: 'Dahiliye',
        registryNumber: 'DS-104233',
        city: 'İzmir',
        phone: '05301231234',
        email: 'ayse.demir@example.com',
      },
      1,
      { message: 'Kliniğimde hastalarıma ürünlerinizi önermek istiyorum.' },
    ),
    application(
      {
        name: 'Dr. Mehmet Yılmaz',
        specialty: 'Aile Hekimliği',
        registryNumber: '58231',
        city: 'Bursa',
        phone: '05427778899',
        email: 'mehmet.yilmaz@example.com',
      },
      2,
    ),
    application(
      {
        name: 'Dr. Fatma Kara',
        specialty: 'Dermatoloji',
        registryNumber: 'TTB/34-9912',
        city: 'Antalya',
        phone: '05556667788',
        email: 'fatma.kara@example.com',
      },
      4,
    ),
    application(
      {
        name: 'Dr. Hakan Polat',
        specialty: 'Kardiyoloji',
        registryNumber: 'DS-88120',
        city: 'İstanbul',
        phone: '05327654321',
        email: 'hakan.polat@example.com',
      },
      5,
      {
        status: 'approved',
        reviewedBy: admin.id as string,
        reviewedAt: at(-3),
        invitationId: approvedInvitation.id as string,
      },
    ),
    application(
      {
        name: 'Dr. Kemal Uçar',
        specialty: 'Ortopedi',
        registryNumber: 'X1',
        city: 'Ankara',
        phone: '05051112233',
        email: 'kemal.ucar@example.com',
      },
      10,
      {
        status: 'rejected',
        reviewedBy: admin.id as string,
        reviewedAt: at(-9),
        reviewNote: 'Sicil numarası doğrulanamadı. Belgelerinizle yeniden başvurabilirsiniz.',
      },
    ),
  ]);
}
