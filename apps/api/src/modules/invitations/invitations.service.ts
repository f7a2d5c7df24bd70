import { normalizeInviteCode } from '@portal/shared/codes';
import type { Role } from '@portal/shared/roles';
import type { DbOrTx } from '@portal/db/client';
import { AppError } from '../../platform/errors';
import { findProfileById, findProfileByPermanentCode } from '../profiles/profiles.repository';
import * as repo from './invitations.repository';

export interface ResolvedInvitation {
  code: string;
  role: Role;
  inviter: { id: string; name: string; role: Role; sellerNo: string };
  parentId: string;
  /** Null for a member's permanent code, which allows any number of client sign-ups. */
  invitationId: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  expiresAt: string | null;
}

/**
 * Finds what a code entitles its holder to: a one-off invitation (role and parent fixed by it) or
 * a member's permanent code (a client under that member). Unusable codes say why, in Turkish.
 */
export async function resolveInvitation(db: DbOrTx, rawCode: string, now = new Date()): Promise<ResolvedInvitation> {
  const code = normalizeInviteCode(rawCode);
  const found = await repo.findInvitationByCode(db, code);
  if (found) {
    const { invitation, inviter } = found;
    if (invitation.status === 'revoked') throw new AppError('INVITATION_REVOKED');
    if (invitation.status === 'used' || invitation.usedCount >= invitation.maxUses)
      throw new AppError('INVITATION_USED');
    if (invitation.status === 'expired' || invitation.expiresAt <= now) throw new AppError('INVITATION_EXPIRED');
    const parent = await findProfileById(db, invitation.parentId);
    if (!parent || parent.profile.isDeleted || !parent.profile.isActive) throw new AppError('INVITATION_NOT_FOUND');
    return {
      code,
      role: invitation.role as Role,
      inviter: { ...inviter, role: inviter.role as Role },
      parentId: invitation.parentId,
      invitationId: invitation.id,
      name: invitation.name,
      email: invitation.email,
      phone: invitation.phone,
      expiresAt: invitation.expiresAt.toISOString(),
    };
  }
  const owner = await findProfileByPermanentCode(db, code);
  if (!owner?.isActive || owner.role === 'client') throw new AppError('INVITATION_NOT_FOUND');
  return {
    code,
    role: 'client',
    inviter: { id: owner.id, name: owner.name, role: owner.role as Role, sellerNo: owner.sellerNo },
    parentId: owner.id,
    invitationId: null,
    name: null,
    email: null,
    phone: null,
    expiresAt: null,
  };
}
