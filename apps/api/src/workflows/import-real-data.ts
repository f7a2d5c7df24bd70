import { randomInt } from 'node:crypto';
import { regionOf } from '@portal/shared/cities';
import { formatSellerNo, generateInviteCode } from '@portal/shared/codes';
import {
  IMPORT_COLUMNS,
  IMPORT_WORDS,
  type ImportKind,
  type MemberRowInput,
  markDuplicates,
  memberRow,
  type ParsedRow,
  type ProductRowInput,
  productRow,
  type RowResult,
  rowsUnderHeader,
} from '@portal/shared/real-data';
import type { ImportResult } from '@portal/shared/contracts/real-data';
import { MAX_TREE_DEPTH, ROLE_LABELS, type Role, isRoleAbove } from '@portal/shared/roles';
import { audit } from '../platform/audit';
import type { Actor, AppContext, Member } from '../platform/context';
import { AppError } from '../platform/errors';
import { create as createProduct } from '../modules/catalogue/admin-products.service';
import { lockParentForNewChild } from '../modules/network/network-moves.repository';
import { insertProfile, nextSellerSequence } from '../modules/profiles/profiles.repository';
import { existingMembers, takenSkus } from '../modules/real-data/real-data.repository';
import type { RealtimeBus } from '../platform/realtime-bus';
import { runWorkflow } from './run-workflow';

type Checked =
  | { kind: 'products'; rows: RowResult<ProductRowInput>[] }
  | { kind: 'members'; rows: RowResult<MemberRowInput>[] };

/** The file's rows with every problem the data can show before anything is written. */
async function check(ctx: AppContext, kind: ImportKind, parsed: ParsedRow[]): Promise<Checked> {
  if (kind === 'products') {
    const rows = parsed.map(productRow);
    markDuplicates(rows, 'Stok Kodu', (r) => r.input?.inventory.sku ?? null);
    const taken = await takenSkus(
      ctx.db,
      rows.flatMap((r) => (r.input?.inventory.sku ? [r.input.inventory.sku] : [])),
    );
    for (const r of rows) {
      if (r.input?.inventory.sku && taken.has(r.input.inventory.sku)) {
        r.errors.push(IMPORT_WORDS.skuTaken);
        r.input = null;
      }
    }
    return { kind, rows };
  }
  const rows = parsed.map(memberRow);
  markDuplicates(rows, 'E-posta', (r) => r.input?.email ?? null);
  markDuplicates(rows, 'Telefon', (r) => r.input?.phone ?? null);
  const emails = [...new Set(rows.flatMap((r) => (r.input ? [r.input.email, r.input.parentEmail] : [])))];
  const phones = rows.flatMap((r) => (r.input?.phone ? [r.input.phone] : []));
  const known = await existingMembers(ctx.db, emails, phones);
  const byEmail = new Map(known.map((m) => [m.email, m]));
  const phoneTaken = new Set(known.map((m) => m.phone));
  const inFile = new Map<string, Role>();
  for (const r of rows) {
    const m = r.input;
    if (!m) continue;
    if (byEmail.has(m.email)) r.errors.push(IMPORT_WORDS.emailTaken);
    if (m.phone && phoneTaken.has(m.phone)) r.errors.push(IMPORT_WORDS.phoneTaken);
    const dbParent = byEmail.get(m.parentEmail);
    const parentRole =
      dbParent?.is_active && !dbParent.is_deleted ? (dbParent.role as Role) : inFile.get(m.parentEmail);
    if (!parentRole) r.errors.push(IMPORT_WORDS.parentMissing(m.parentEmail));
    else if (!isRoleAbove(parentRole, m.role))
      r.errors.push(IMPORT_WORDS.parentRole(ROLE_LABELS[parentRole], ROLE_LABELS[m.role]));
    if (r.errors.length > 0) r.input = null;
    else inFile.set(m.email, m.role);
  }
  return { kind, rows };
}

function result(checked: Checked, committed: boolean): ImportResult {
  const invalid = checked.rows.filter((r) => r.errors.length > 0).length;
  return {
    kind: checked.kind,
    fileError: null,
    rows: checked.rows.map((r) => ({ row: r.row, summary: r.summary, errors: r.errors })),
    valid: checked.rows.length - invalid,
    invalid,
    committed,
    created: committed ? checked.rows.length : 0,
  };
}

/**
 * Preview (commit = false) keeps nothing. Commit writes every row in one transaction or none: a
 * file with any row in error writes nothing. Products go through the admin product form's own
 * service; members are placed under their named parent without a password and get the
 * forgot-password mail to choose one (decision 050).
 */
export async function importRealData(
  ctx: AppContext,
  actor: Actor,
  member: Member,
  kind: ImportKind,
  table: string[][],
  commit: boolean,
): Promise<ImportResult> {
  const parsed = rowsUnderHeader(table, IMPORT_COLUMNS[kind]);
  if ('fileError' in parsed) {
    return { kind, fileError: parsed.fileError, rows: [], valid: 0, invalid: 0, committed: false, created: 0 };
  }
  const checked = await check(ctx, kind, parsed.rows);
  if (!commit || checked.rows.some((r) => r.errors.length > 0)) return result(checked, false);

  // The product service publishes as it goes; held here until the whole file is committed.
  const held: Parameters<RealtimeBus['publish']>[] = [];
  const heldBus = Object.create(ctx.bus) as RealtimeBus;
  heldBus.publish = async (...args: Parameters<RealtimeBus['publish']>) => {
    held.push(args);
  };
  // Read now: inside the transaction a settings read that misses the cache would wait for it.
  const settings = await ctx.settings.pinned();
  const created = await runWorkflow(ctx, 'real-data.import', async (tx, after) => {
    const inner: AppContext = { ...ctx, db: tx as unknown as AppContext['db'], bus: heldBus, settings };
    const ids: string[] = [];
    if (checked.kind === 'products') {
      for (const r of checked.rows) {
        if (!r.input) throw new AppError('CONFLICT');
        ids.push((await createProduct(inner, actor, member, r.input)).id);
      }
    } else {
      const idByEmail = new Map<string, string>();
      for (const r of checked.rows) {
        const m = r.input;
        if (!m) throw new AppError('CONFLICT');
        const parentId = idByEmail.get(m.parentEmail) ?? (await existingMembers(tx, [m.parentEmail], []))[0]?.id;
        const place = parentId ? await lockParentForNewChild(tx, parentId) : null;
        if (!place || place.isDeleted || !place.isActive) throw new AppError('INVITATION_PARENT_INVALID');
        if (place.depth + 1 > MAX_TREE_DEPTH) throw new AppError('TREE_TOO_DEEP');
        const id = crypto.randomUUID();
        await insertProfile(tx, {
          id,
          name: m.name,
          email: m.email,
          phone: m.phone,
          role: m.role,
          parentId: place.id,
          path: `${place.path}${id}/`,
          depth: place.depth + 1,
          sellerNo: formatSellerNo(await nextSellerSequence(tx)),
          city: m.city,
          district: m.district,
          region: regionOf(m.city ?? undefined),
          permanentInviteCode: generateInviteCode(randomInt),
        });
        idByEmail.set(m.email, id);
        ids.push(id);
      }
    }
    await audit(tx, actor, {
      action: `real_data.imported_${kind}`,
      entityType: kind === 'products' ? 'product' : 'profile',
      entityId: ids[0] ?? null,
      after: { count: ids.length },
    });
    after.publish('real_data_imported', { kind, count: ids.length }, { roles: ['admin'] });
    return ids;
  });
  for (const args of held) await ctx.bus.publish(...args);
  if (checked.kind === 'members') {
    // The invitation to choose a password: the forgot-password mail, to every new member.
    for (const r of checked.rows) {
      if (!r.input) continue;
      try {
        await ctx.auth.api.requestPasswordReset({
          body: { email: r.input.email, redirectTo: `${ctx.config.appUrl}/reset-password` },
        });
      } catch (err) {
        ctx.log.warn({ err, email: r.input.email }, 'import: password mail not sent');
      }
    }
  }
  return { ...result(checked, true), created: created.length };
}
