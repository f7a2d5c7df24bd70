import type { DbOrTx } from '@portal/db/client';
import { type ConsentPurpose, POLICY_SLUGS } from '@portal/shared/legal';
import type { Actor, AppContext, Member } from '../../platform/context';
import * as repo from './legal.repository';

export interface ConsentInput {
  /** The member, or null for a visitor (then e-mail and/or phone say who). */
  userId: string | null;
  email?: string | null;
  phone?: string | null;
  purpose: ConsentPurpose;
  /** The policy page the person was shown; the KVKK aydınlatma metni unless said otherwise. */
  policySlug?: string;
}

/**
 * Records a consent or acknowledgement with the version of the text shown (the page's current
 * published version), when, and from where. Called inside the caller's transaction: registration,
 * the doctor application, the contact form, the marketing switch.
 */
export async function recordConsent(db: DbOrTx, actor: Pick<Actor, 'ip' | 'userAgent'> | null, input: ConsentInput) {
  const slug = input.policySlug ?? POLICY_SLUGS.kvkk;
  const page = await repo.findPageBySlug(db, slug);
  return repo.insertConsent(db, {
    userId: input.userId,
    email: input.email ?? null,
    phone: input.phone ?? null,
    purpose: input.purpose,
    policySlug: slug,
    policyVersion: page?.currentVersion ?? null,
    givenAt: new Date(),
    ipAddress: actor?.ip ?? null,
    userAgent: actor?.userAgent?.slice(0, 500) ?? null,
  });
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

function consentDto(r: repo.ConsentRow) {
  return {
    id: r.id,
    purpose: r.purpose as ConsentPurpose,
    policySlug: r.policySlug,
    policyVersion: r.policyVersion,
    givenAt: r.givenAt.toISOString(),
    withdrawnAt: iso(r.withdrawnAt),
    ipAddress: r.ipAddress,
  };
}

export async function myPrivacy(ctx: AppContext, member: Member) {
  const [consents, deletion] = await Promise.all([
    repo.consentsOf(ctx.db, member.id),
    repo.latestDeletionOf(ctx.db, member.id),
  ]);
  return {
    marketing: consents.some((c) => c.purpose === 'marketing' && c.withdrawnAt === null),
    consents: consents.map(consentDto),
    deletionRequest: deletion
      ? {
          id: deletion.id,
          status: deletion.status as 'pending' | 'approved' | 'rejected',
          reason: deletion.reason,
          decisionNote: deletion.decisionNote,
          createdAt: deletion.createdAt.toISOString(),
          decidedAt: iso(deletion.decidedAt),
        }
      : null,
  };
}

/**
 * Marketing messages (ticari elektronik ileti): separate and optional. Giving records a new
 * consent with the text's version; withdrawing closes the open one, which stays as evidence.
 */
export async function setMarketing(ctx: AppContext, actor: Actor, member: Member, given: boolean) {
  await ctx.db.transaction(async (tx) => {
    await repo.lockMemberConsents(tx, member.id);
    const open = (await repo.consentsOf(tx, member.id)).some((c) => c.purpose === 'marketing' && !c.withdrawnAt);
    if (given && !open) {
      await recordConsent(tx, actor, {
        userId: member.id,
        email: member.email,
        purpose: 'marketing',
        policySlug: POLICY_SLUGS.privacy,
      });
    }
    if (!given && open) await repo.withdrawConsents(tx, member.id, 'marketing', new Date());
  });
  return myPrivacy(ctx, member);
}
