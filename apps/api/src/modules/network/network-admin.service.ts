import {
  INCONSISTENCY_ROWS_PER_KIND,
  MEMBER_EXPORT_BATCH,
  MEMBER_PAGE_SIZE,
  type InconsistencyReport,
  type InconsistentMember,
  type MemberFilters,
  type MemberListQuery,
  type MemberOption,
  type MemberStatus,
  type NetworkMember,
  type NetworkMemberPage,
} from '@portal/shared/contracts/network-admin';
import { CSV_BOM, csvLine } from '@portal/shared/csv';
import type { ExportColumn } from '@portal/shared/table-export';
import { DEFAULT_TIME_ZONE } from '@portal/shared/format';
import { MESSAGES } from '@portal/shared/messages';
import { INCONSISTENCY_KINDS } from '@portal/shared/network-consistency';
import { ROLE_LABELS, type Role } from '@portal/shared/roles';
import type { AppContext } from '../../platform/context';
import * as repo from './network-admin.repository';

/** The admin's network pages: every member, its CSV, member options, and the inconsistent profiles. */

function statusOf(row: { isActive: boolean; isDeleted: boolean }): MemberStatus {
  return row.isDeleted ? 'deleted' : row.isActive ? 'active' : 'inactive';
}

const points = (stored: number | string) => Number(stored) / 100;

function toMember(row: repo.MemberRow): NetworkMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    sellerNo: row.sellerNo,
    role: row.role as Role,
    city: row.city,
    sponsor:
      row.sponsorId && row.sponsorName && row.sponsorSellerNo && row.sponsorRole
        ? { id: row.sponsorId, name: row.sponsorName, sellerNo: row.sponsorSellerNo, role: row.sponsorRole as Role }
        : null,
    createdAt: new Date(row.createdAt).toISOString(),
    status: statusOf(row),
    directCount: row.directCount,
    networkSize: row.networkSize,
    points: points(row.points),
  };
}

export async function listMembers(ctx: AppContext, q: MemberListQuery): Promise<NetworkMemberPage> {
  const [rows, total] = await Promise.all([
    repo.listMembers(ctx.db, q, MEMBER_PAGE_SIZE, (q.page - 1) * MEMBER_PAGE_SIZE),
    repo.countMembers(ctx.db, q),
  ]);
  return { members: rows.map(toMember), total, page: q.page, pageSize: MEMBER_PAGE_SIZE };
}

/** '2026-03-05 14:30' in Türkiye's time: a form every spreadsheet reads as a date. */
const csvDate = new Intl.DateTimeFormat('sv-SE', {
  timeZone: DEFAULT_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});

/** One CSV line per member, in the list's order; points with a decimal comma (Turkish Excel). */
function csvRow(m: NetworkMember): string {
  return csvLine([
    m.name,
    m.sellerNo,
    ROLE_LABELS[m.role],
    m.email,
    m.phone,
    m.city,
    m.sponsor?.name,
    m.sponsor?.sellerNo,
    csvDate.format(new Date(m.createdAt)),
    MESSAGES.networkAdmin.status[m.status],
    m.directCount,
    m.networkSize,
    m.points.toFixed(2).replace('.', ','),
  ]);
}

/** The filtered list as CSV, read and written a batch at a time: the BOM and header, then the rows. */
export async function* exportMembers(ctx: AppContext, filters: MemberFilters): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(MESSAGES.networkAdmin.csvHeader);
  for await (const rows of repo.eachMember(ctx.db, filters, MEMBER_EXPORT_BATCH)) {
    yield rows.map((r) => csvRow(toMember(r))).join('');
  }
}

const H = MESSAGES.networkAdmin.csvHeader;
/** The columns of the XLSX export: the CSV's, with numbers and dates Excel can sum and sort. */
export const MEMBER_COLUMNS: ExportColumn<NetworkMember>[] = [
  { header: H[0], kind: 'text', value: (m) => m.name, width: 24 },
  { header: H[1], kind: 'text', value: (m) => m.sellerNo },
  { header: H[2], kind: 'text', value: (m) => ROLE_LABELS[m.role] },
  { header: H[3], kind: 'text', value: (m) => m.email, width: 28 },
  { header: H[4], kind: 'text', value: (m) => m.phone },
  { header: H[5], kind: 'text', value: (m) => m.city },
  { header: H[6], kind: 'text', value: (m) => m.sponsor?.name, width: 24 },
  { header: H[7], kind: 'text', value: (m) => m.sponsor?.sellerNo },
  { header: H[8], kind: 'dateTime', value: (m) => m.createdAt, width: 18 },
  { header: H[9], kind: 'text', value: (m) => MESSAGES.networkAdmin.status[m.status] },
  { header: H[10], kind: 'integer', value: (m) => m.directCount },
  { header: H[11], kind: 'integer', value: (m) => m.networkSize },
  { header: H[12], kind: 'points', value: (m) => Math.round(m.points * 100) },
];

/** The filtered list in batches (streamed into the XLSX). */
export async function* memberBatches(ctx: AppContext, filters: MemberFilters): AsyncGenerator<NetworkMember[]> {
  for await (const rows of repo.eachMember(ctx.db, filters, MEMBER_EXPORT_BATCH)) yield rows.map(toMember);
}

export async function memberOptions(ctx: AppContext, q: { q: string; parentsOnly?: boolean }) {
  const rows = await repo.searchOptions(ctx.db, q.q, q.parentsOnly ?? false);
  const options: MemberOption[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    sellerNo: r.sellerNo,
    role: r.role as Role,
    city: r.city,
    status: statusOf(r),
  }));
  return { options };
}

export async function inconsistencies(ctx: AppContext): Promise<InconsistencyReport> {
  const [counts, rows] = await Promise.all([
    repo.inconsistencyCounts(ctx.db),
    repo.inconsistentMembers(ctx.db, INCONSISTENCY_ROWS_PER_KIND),
  ]);
  const count = new Map(counts.map((c) => [c.kind, c.n]));
  const groups = INCONSISTENCY_KINDS.filter((kind) => (count.get(kind) ?? 0) > 0).map((kind) => ({
    kind,
    count: count.get(kind) ?? 0,
    members: rows
      .filter((r) => r.kind === kind)
      .map(
        (r): InconsistentMember => ({
          id: r.id,
          name: r.name,
          sellerNo: r.sellerNo,
          role: r.role as Role,
          city: r.city,
          status: statusOf(r),
          parent:
            r.parentId && r.parentName && r.parentRole
              ? {
                  id: r.parentId,
                  name: r.parentName,
                  role: r.parentRole as Role,
                  isDeleted: r.parentDeleted ?? false,
                  isActive: r.parentActive ?? false,
                }
              : null,
          path: r.path,
          depth: r.depth,
          expectedDepth: r.expectedDepth,
          storedPoints: points(r.points),
          ledgerPoints: points(r.balance),
        }),
      ),
  }));
  return { groups };
}
