import { pointsBalance } from '@portal/shared/points';
import type { AppContext, Member } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { pointsFromStored } from '../profiles/profile-dto';
import { findProfileById } from '../profiles/profiles.repository';
import * as repo from './points.repository';

/** The balance bar's figures: ledger balance against the stored profile balance. */
export async function balance(ctx: AppContext, member: Member) {
  const found = await findProfileById(ctx.db, member.id);
  if (!found) throw new AppError('USER_NOT_RETURNED');
  const ledger = await repo.completedSum(ctx.db, member.id);
  const figures = pointsBalance({
    ledgerSum: ledger,
    stored: found.profile.points,
    totalEarned: found.profile.totalEarnedPoints,
  });
  return {
    balance: pointsFromStored(figures.balance),
    storedBalance: pointsFromStored(figures.stored),
    totalEarned: pointsFromStored(figures.totalEarned),
    used: pointsFromStored(figures.used),
    mismatch: figures.mismatch,
  };
}
