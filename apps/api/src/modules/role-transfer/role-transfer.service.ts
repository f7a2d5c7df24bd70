import {
  MOVE_PAGE_SIZE,
  type MovePreview,
  type NetworkMove,
  type TransferMember,
  type TransferRequest,
  type TransferRequestStatus,
} from '@portal/shared/contracts/role-transfer';
import { ERROR_CODES } from '@portal/shared/errors';
import { moveRefusal } from '@portal/shared/network';
import { isRole, type Role } from '@portal/shared/roles';
import type { DbOrTx } from '@portal/db/client';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { subtreeShape } from '../network/network-moves.repository';
import * as repo from './role-transfer.repository';
import type { MemberFacts, MoveRow, RequestRow } from './role-transfer.repository';

export const REQUEST_PAGE_SIZE = 20;

export function toMember(row: MemberFacts): TransferMember {
  return {
    id: row.id,
    name: row.name,
    role: row.role as Role,
    sellerNo: row.sellerNo,
    city: row.city,
    isActive: row.isActive,
    parentName: row.parentName,
    networkSize: row.networkSize,
  };
}

export function toMove(row: MoveRow): NetworkMove {
  return {
    ...row,
    id: Number(row.id),
    fromRole: row.fromRole as Role,
    toRole: row.toRole as Role,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export async function candidates(ctx: AppContext, q: { search?: string; parents?: boolean }) {
  const rows = await repo.candidates(ctx.db, q.search || undefined, q.parents ?? false);
  return { members: rows.map(toMember) };
}

/**
 * What a move would do, read without writing or locking: how many members move, how deep the
 * deepest one would sit, and the refusal the move itself would answer (the same shared rule,
 * `moveRefusal`, on the same facts). The move checks again on locked rows when it is made.
 */
export async function preview(
  db: DbOrTx,
  q: { memberId: string; newParentId?: string | null; newRole?: Role },
): Promise<MovePreview> {
  const member = await repo.memberFacts(db, q.memberId);
  if (!member || member.isDeleted || !isRole(member.role)) throw new AppError('NOT_FOUND');
  const parentId = q.newParentId ?? member.parentId;
  const fromParent = member.parentId ? await repo.memberFacts(db, member.parentId) : null;
  const toParent = parentId ? (parentId === member.parentId ? fromParent : await repo.memberFacts(db, parentId)) : null;
  if (parentId && !toParent) throw new AppError('NOT_FOUND');
  const newRole = q.newRole ?? member.role;
  const shape = await subtreeShape(db, member);
  const refusal =
    member.parentId === null || !toParent || !isRole(toParent.role)
      ? 'MOVE_ROOT'
      : moveRefusal({
          member: {
            id: member.id,
            role: member.role,
            path: member.path,
            depth: member.depth,
            parentId: member.parentId,
          },
          newRole,
          newParent: { ...toParent, role: toParent.role },
          subtreeMaxDepth: shape.maxDepth,
          childRoles: shape.childRoles.filter(isRole),
        });
  const shift = toParent ? toParent.depth + 1 - member.depth : 0;
  return {
    member: toMember(member),
    fromParent: fromParent ? toMember(fromParent) : null,
    toParent: toParent ? toMember(toParent) : null,
    fromRole: member.role,
    toRole: newRole,
    subtreeSize: member.networkSize + 1,
    deepestDepth: shape.maxDepth,
    newDeepestDepth: shape.maxDepth + shift,
    refusal: refusal ? { code: refusal, message: ERROR_CODES[refusal].message } : null,
  };
}

export async function moves(ctx: AppContext, q: { memberId?: string; from?: string; to?: string; page: number }) {
  const { rows, total } = await repo.listMoves(
    ctx.db,
    { memberId: q.memberId, from: q.from, to: q.to },
    MOVE_PAGE_SIZE,
    (q.page - 1) * MOVE_PAGE_SIZE,
  );
  return { moves: rows.map(toMove), total, page: q.page, pageSize: MOVE_PAGE_SIZE };
}

/** Requests as DTOs; a pending one says whether its move would be refused now. */
export async function toRequests(db: DbOrTx, rows: RequestRow[]): Promise<TransferRequest[]> {
  const members = new Map(
    (await repo.membersByIds(db, [...new Set(rows.map((r) => r.memberId))])).map((m) => [m.id, m]),
  );
  return Promise.all(
    rows.map(async (row) => {
      const member = members.get(row.memberId);
      if (!member) throw new AppError('INTERNAL');
      let refusal: TransferRequest['refusal'] = null;
      if (row.status === 'pending') {
        const p = await preview(db, {
          memberId: row.memberId,
          newParentId: row.toParentId,
          newRole: isRole(row.toRole) ? row.toRole : undefined,
        }).catch((err: unknown) => {
          if (err instanceof AppError) return { refusal: { code: err.code, message: err.message } };
          throw err;
        });
        refusal = p.refusal;
      }
      return {
        id: row.id,
        member: toMember(member),
        fromRole: row.fromRole as Role,
        toRole: row.toRole as Role,
        fromParentId: row.fromParentId,
        fromParentName: row.fromParentName,
        toParentId: row.toParentId,
        toParentName: row.toParentName,
        toParentSellerNo: row.toParentSellerNo,
        reason: row.reason,
        status: row.status as TransferRequestStatus,
        decisionNote: row.decisionNote,
        decidedByName: row.decidedByName,
        decidedAt: row.decidedAt ? new Date(row.decidedAt).toISOString() : null,
        createdAt: new Date(row.createdAt).toISOString(),
        refusal,
      };
    }),
  );
}

export async function requests(
  ctx: AppContext,
  q: { status?: TransferRequestStatus; memberId?: string; page: number },
) {
  const { rows, total } = await repo.listRequests(
    ctx.db,
    { status: q.status, memberId: q.memberId },
    REQUEST_PAGE_SIZE,
    (q.page - 1) * REQUEST_PAGE_SIZE,
  );
  return { requests: await toRequests(ctx.db, rows), total, page: q.page, pageSize: REQUEST_PAGE_SIZE };
}

export async function oneRequest(db: DbOrTx, id: string): Promise<TransferRequest> {
  const row = await repo.findRequest(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  const [dto] = await toRequests(db, [row]);
  if (!dto) throw new AppError('NOT_FOUND');
  return dto;
}
