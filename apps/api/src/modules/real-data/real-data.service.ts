import type { DemoPlan, DemoRemovalResult } from '@portal/shared/contracts/real-data';
import { parseCsv } from '@portal/shared/real-data';
import ExcelJS from 'exceljs';
import { audit } from '../../platform/audit';
import type { Actor, AppContext, Member } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { type DemoPlan as Plan, executeDemoRemoval, planDemoRemoval } from './demo-removal.repository';

class DryRun extends Error {
  constructor(readonly plan: DemoPlan) {
    super('dry run');
  }
}

function describe(plan: Plan): DemoPlan {
  const tables = [...plan.removed].map(([table, count]) => ({ table, count })).sort((a, b) => b.count - a.count);
  return {
    tables,
    detached: [...plan.detached].map(([reference, count]) => ({ reference, count })),
    total: tables.reduce((s, t) => s + t.count, 0),
    members: plan.removed.get('profiles') ?? 0,
    products: plan.removed.get('products') ?? 0,
    realMembersUnderDemo: plan.realMembersUnderDemo,
  };
}

/** What the removal would take: the same plan, counted in a transaction that is rolled back. */
export async function demoDryRun(ctx: AppContext, member: Member): Promise<DemoPlan> {
  try {
    await ctx.db.transaction(async (tx) => {
      throw new DryRun(describe(await planDemoRemoval(tx, member.id)));
    });
  } catch (err) {
    if (err instanceof DryRun) return err.plan;
    throw err;
  }
  throw new AppError('INTERNAL');
}

/**
 * Removes the demo data in one transaction, refused when it no longer matches the dry run the
 * admin saw (by its total) or when real members hang under demo members.
 */
export async function removeDemo(
  ctx: AppContext,
  actor: Actor,
  member: Member,
  expectedTotal: number,
): Promise<DemoRemovalResult> {
  const result = await ctx.db.transaction(async (tx) => {
    const plan = await planDemoRemoval(tx, member.id);
    const described = describe(plan);
    if (described.total !== expectedTotal) throw new AppError('DEMO_REMOVAL_CHANGED');
    if (plan.realMembersUnderDemo > 0) throw new AppError('DEMO_REMOVAL_BLOCKED');
    const deleted = await executeDemoRemoval(tx, plan);
    const tables = [...deleted].map(([table, count]) => ({ table, count })).sort((a, b) => b.count - a.count);
    await audit(tx, actor, {
      action: 'real_data.demo_removed',
      entityType: 'system',
      entityId: null,
      after: Object.fromEntries(deleted),
    });
    return { tables, total: tables.reduce((s, t) => s + t.count, 0) };
  });
  await ctx.bus.publish('demo_data_removed', { total: result.total }, { all: true });
  return result;
}

/** A CSV (UTF-8, Turkish Excel) or an XLSX workbook's first sheet as rows of text. */
export async function readTable(fileName: string, mimetype: string, data: Buffer): Promise<string[][]> {
  // The file's extension decides; only a name without one falls back to the declared type.
  const ext = /\.([a-z0-9]+)$/.exec(fileName.toLowerCase())?.[1] ?? null;
  const isXlsx = ext ? ext === 'xlsx' : mimetype.includes('spreadsheetml');
  const isCsv = ext ? ext === 'csv' || ext === 'txt' : mimetype.startsWith('text/');
  if (isXlsx) {
    const workbook = new ExcelJS.Workbook();
    try {
      await workbook.xlsx.load(data as unknown as ArrayBuffer);
    } catch {
      throw new AppError('IMPORT_FILE_UNREADABLE');
    }
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new AppError('IMPORT_FILE_UNREADABLE');
    const rows: string[][] = [];
    sheet.eachRow({ includeEmpty: false }, (row) => {
      const cells: string[] = [];
      for (let i = 1; i <= sheet.columnCount; i++) cells.push(cellText(row.getCell(i).value));
      rows.push(cells);
    });
    return rows.filter((r) => r.some((c) => c.trim() !== ''));
  }
  if (isCsv) {
    const text = new TextDecoder('utf-8', { fatal: false }).decode(data);
    return parseCsv(text);
  }
  throw new AppError('IMPORT_FILE_TYPE');
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value && value.result !== undefined) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((t) => t.text).join('');
  }
  return String(value);
}
