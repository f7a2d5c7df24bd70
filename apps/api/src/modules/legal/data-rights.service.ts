import { csvDocument, type CsvValue } from '@portal/shared/csv';
import { LEGAL_MESSAGES } from '@portal/shared/legal';
import { strToU8, zipSync } from 'fflate';
import type { AppContext, Member } from '../../platform/context';
import { AppError } from '../../platform/errors';
import * as repo from './legal.repository';
import { EXPORTED } from './member-data.repository';

const plain = (value: unknown): CsvValue => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return value as CsvValue;
};

const jsonValue = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value);

/**
 * "Verilerimi indir" (KVKK md. 11): a ZIP with one JSON and one CSV file per kind of record the
 * member has (member-data.repository lists them), and a short note on reading it.
 */
export async function exportArchive(ctx: AppContext, member: Member) {
  const files: Record<string, Uint8Array> = { 'BENIOKU.txt': strToU8(LEGAL_MESSAGES.exportReadme) };
  const counts: Record<string, number> = {};
  for (const entry of Object.values(EXPORTED)) {
    const rows = await entry.rows(ctx.db, member.id);
    counts[entry.file] = rows.length;
    files[`json/${entry.file}.json`] = strToU8(JSON.stringify(rows, jsonValue, 2));
    const header = rows[0] ? Object.keys(rows[0]) : [];
    files[`csv/${entry.file}.csv`] = strToU8(
      csvDocument(
        header,
        rows.map((r) => header.map((h) => plain(r[h]))),
      ),
    );
  }
  files['ozet.json'] = strToU8(
    JSON.stringify({ memberId: member.id, exportedAt: new Date().toISOString(), counts }, null, 2),
  );
  return zipSync(files, { level: 1 });
}

export async function requestDeletion(ctx: AppContext, member: Member, reason: string | undefined) {
  if (member.role === 'admin') throw new AppError('DELETION_OF_ADMIN');
  if (await repo.findPendingDeletion(ctx.db, member.id)) throw new AppError('DELETION_REQUEST_PENDING');
  try {
    return await repo.insertDeletionRequest(ctx.db, { userId: member.id, reason: reason?.trim() || null });
  } catch (err) {
    // Two requests at once: the one-pending key lets only one in.
    if (
      (err as { cause?: { code?: string } })?.cause?.code === '23505' ||
      (err as { code?: string }).code === '23505'
    ) {
      throw new AppError('DELETION_REQUEST_PENDING');
    }
    throw err;
  }
}

export async function listDeletionRequests(ctx: AppContext) {
  const rows = await repo.listDeletionRequests(ctx.db);
  return {
    items: rows.map((r) => ({
      id: r.request.id,
      status: r.request.status as 'pending' | 'approved' | 'rejected',
      reason: r.request.reason,
      decisionNote: r.request.decisionNote,
      createdAt: r.request.createdAt.toISOString(),
      decidedAt: r.request.decidedAt?.toISOString() ?? null,
      member: { ...r.member, role: r.member.role as Member['role'] },
      decidedBy: r.decidedByName,
    })),
  };
}
