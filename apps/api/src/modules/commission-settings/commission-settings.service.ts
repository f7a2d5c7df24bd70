import { projectDirectSales, repriceGroup } from '@portal/shared/commission-projection';
import { type CommissionSettings, type MoneySettings, SALES_COMMISSION_KINDS } from '@portal/shared/commissions';
import type {
  CommissionSettingsInput,
  CommissionSettingsPage,
  MoneySettingsInput,
  Projection,
  ProjectionRequest,
} from '@portal/shared/contracts/commission-settings';
import { istanbulDay, lineAmounts } from '@portal/shared/orders';
import { audit } from '../../platform/audit';
import type { Actor, AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { moneySettings, saveMoneySettings } from '../system-settings/system-settings.repository';
import * as repo from './commission-settings.repository';

type CommissionRow = NonNullable<Awaited<ReturnType<typeof repo.productsWithCommissions>>[number]['commission']>;

/** A product's own settings as the walk reads them. */
function ownSettings(row: CommissionRow): CommissionSettings {
  return {
    commissionType: row.commissionType === 'fixed' ? 'fixed' : 'percentage',
    dealerRateBp: row.dealerRateBp,
    cityDistributorRateBp: row.cityDistributorRateBp,
    sponsorDistributorRateBp: row.sponsorDistributorRateBp,
    fixedAmounts: row.fixedAmounts as CommissionSettings['fixedAmounts'],
  };
}

/** The settings the contract sends, as stored: fixed amounts without empty keys. */
function asSettings(input: CommissionSettingsInput): CommissionSettings {
  const fixedAmounts: CommissionSettings['fixedAmounts'] = {};
  for (const key of ['dealer', 'cityDistributor', 'sponsorDistributor'] as const) {
    const v = input.fixedAmounts[key];
    if (v !== undefined) fixedAmounts[key] = v;
  }
  return {
    commissionType: input.commissionType,
    dealerRateBp: input.dealerRateBp,
    cityDistributorRateBp: input.cityDistributorRateBp,
    sponsorDistributorRateBp: input.sponsorDistributorRateBp,
    fixedAmounts,
  };
}

function settingsView(s: MoneySettings): CommissionSettingsPage['settings'] {
  return {
    defaults: s['commission.defaults'],
    display: s['commission.display'],
    minimumPayout: s['commission.minimumPayout'],
    withholdingBp: s['commission.withholdingBp'],
    paymentDay: s['commission.paymentDay'],
    purchaseRewardBp: s['points.purchaseRewardBp'],
    newMemberBonus: s['bonus.newMember'],
  };
}

/** The money settings and what every product pays now (its own settings, or the defaults). */
export async function getPage(ctx: AppContext): Promise<CommissionSettingsPage> {
  const [settings, rows] = await Promise.all([moneySettings(ctx.db), repo.productsWithCommissions(ctx.db)]);
  const defaults = settings['commission.defaults'];
  return {
    settings: settingsView(settings),
    products: rows.map((r) => {
      const isOverride = r.commission?.isOverride ?? false;
      return {
        id: r.id,
        name: r.name,
        categoryName: r.categoryName,
        isActive: r.isActive,
        unitNet:
          r.clientPrice === null
            ? null
            : lineAmounts({
                quantity: 1,
                listUnitPrice: r.clientPrice,
                unitPrice: r.clientPrice,
                vatRateBp: r.vatRateBp ?? 0,
                vatIncluded: r.vatIncluded ?? true,
              }).net,
        isOverride,
        effective: isOverride && r.commission ? ownSettings(r.commission) : defaults,
      };
    }),
  };
}

/**
 * Saves every money setting. Lines already written keep their amounts (the ledger is
 * append-only); the new defaults apply to orders paid from now on.
 */
export async function save(ctx: AppContext, actor: Actor, input: MoneySettingsInput) {
  if (!actor.id) throw new AppError('UNAUTHORIZED');
  const values: Partial<MoneySettings> = {
    'commission.defaults': asSettings(input.defaults),
    'commission.display': input.display,
    'commission.minimumPayout': input.minimumPayout,
    'commission.withholdingBp': input.withholdingBp,
    'commission.paymentDay': input.paymentDay,
    'points.purchaseRewardBp': input.purchaseRewardBp,
    'bonus.newMember': { enabled: input.newMemberBonus.enabled, amount: input.newMemberBonus.amount },
  };
  await ctx.db.transaction(async (tx) => {
    const before = await moneySettings(tx);
    await saveMoneySettings(tx, values, actor.id as string);
    await audit(tx, actor, {
      action: 'commission_settings.updated',
      entityType: 'system_settings',
      entityId: 'commission',
      before: Object.fromEntries(Object.keys(values).map((k) => [k, before[k as keyof MoneySettings]])),
      after: values,
    });
  });
  return getPage(ctx);
}

/** One product pays its own settings from now on. */
export async function overrideProduct(
  ctx: AppContext,
  actor: Actor,
  productId: string,
  input: CommissionSettingsInput,
) {
  const settings = asSettings(input);
  await ctx.db.transaction(async (tx) => {
    const found = await repo.findProductCommission(tx, productId);
    if (!found) throw new AppError('NOT_FOUND');
    await repo.writeProductCommission(tx, productId, { settings, isOverride: true });
    await audit(tx, actor, {
      action: 'product.commission_overridden',
      entityType: 'product',
      entityId: productId,
      before: found.commission?.isOverride ? ownSettings(found.commission) : { followsDefaults: true },
      after: settings,
    });
  });
  return getPage(ctx);
}

/** The product follows the defaults again ("Varsayılana dön"). */
export async function resetProduct(ctx: AppContext, actor: Actor, productId: string) {
  await ctx.db.transaction(async (tx) => {
    const found = await repo.findProductCommission(tx, productId);
    if (!found) throw new AppError('NOT_FOUND');
    await repo.writeProductCommission(tx, productId, { settings: null, isOverride: false });
    await audit(tx, actor, {
      action: 'product.commission_reset',
      entityType: 'product',
      entityId: productId,
      before: found.commission?.isOverride ? ownSettings(found.commission) : { followsDefaults: true },
      after: { followsDefaults: true },
    });
  });
  return getPage(ctx);
}

/**
 * The what-if: the last twelve months' commissioned sales re-priced with the proposed settings
 * (defaults, one product's override or its return to the defaults, the new-member bonus), against
 * the regulation's caps. Nothing is written.
 */
export async function projection(ctx: AppContext, input: ProjectionRequest, now = new Date()): Promise<Projection> {
  const from = new Date(now);
  from.setUTCFullYear(from.getUTCFullYear() - 1);
  const [settings, rows, groups, figures] = await Promise.all([
    moneySettings(ctx.db),
    repo.productsWithCommissions(ctx.db),
    repo.commissionedGroups(ctx.db, from),
    repo.windowFigures(ctx.db, from),
  ]);
  if (input.product && !rows.some((r) => r.id === input.product?.productId)) throw new AppError('NOT_FOUND');
  const defaults = input.defaults ? asSettings(input.defaults) : settings['commission.defaults'];
  const own = new Map<string, CommissionSettings>();
  for (const r of rows) if (r.commission?.isOverride) own.set(r.id, ownSettings(r.commission));
  if (input.product) {
    if (input.product.settings) own.set(input.product.productId, asSettings(input.product.settings));
    else own.delete(input.product.productId);
  }
  const settingsOf = (productId: string) => own.get(productId) ?? defaults;
  const result = projectDirectSales(
    {
      netSales: figures.netSales,
      groups,
      recruitmentBenefits: figures.recruitmentBenefits,
      firstOrders: figures.firstOrders,
    },
    { settingsOf, bonus: input.newMemberBonus ?? settings['bonus.newMember'] },
  );
  const byKind = SALES_COMMISSION_KINDS.map((kind) => {
    let current = 0;
    let projected = 0;
    for (const g of groups) {
      if (g.kind !== kind) continue;
      current += g.amount;
      projected += repriceGroup(settingsOf(g.productId), g);
    }
    return { kind, current, projected };
  });
  return {
    from: istanbulDay(from),
    to: istanbulDay(now),
    netSales: result.netSales,
    firstOrders: figures.firstOrders,
    current: result.current,
    projected: result.projected,
    warnings: result.warnings,
    byKind,
  };
}
