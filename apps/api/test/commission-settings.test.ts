import { auditLog, commissionLines, orders, productCommissions, systemSettings } from '@portal/db/schema';
import { applyBasisPoints } from '@portal/shared/commissions';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, type TestContext } from './helpers';
import { orderFixtures } from './order-fixtures';

let t: TestContext;
let f: Awaited<ReturnType<typeof orderFixtures>>;
let adminCookie: string;
/** `DELETE …/products/:id/override` (the order fixtures' calls have no DELETE). */
const resetOverride = (productId: string) =>
  t.app.inject({ method: 'DELETE', url: `${URL}/products/${productId}/override`, headers: { cookie: adminCookie } });
beforeAll(async () => {
  t = await createTestApp();
  f = await orderFixtures(t, ['admin', 'bayi', 'musteri', 'istanbul', 'turkiye']);
  await f.address('musteri');
  // A second device of the admin's: signing in again from the same one would end the fixtures' session.
  adminCookie = (await signIn(t.app, DEMO.admin, undefined, { userAgent: 'vitest-second-device' })).cookie;
}, 120_000);
afterAll(() => t.close());

const URL = '/api/admin/commission-settings';
const pct = (dealer: number, city: number, sponsor: number) => ({
  commissionType: 'percentage' as const,
  dealerRateBp: dealer,
  cityDistributorRateBp: city,
  sponsorDistributorRateBp: sponsor,
  fixedAmounts: {},
});
const SETTINGS = {
  defaults: pct(1500, 1000, 500),
  display: 'percentage',
  minimumPayout: 10_000,
  withholdingBp: 0,
  paymentDay: 15,
  purchaseRewardBp: 0,
  newMemberBonus: { enabled: false, amount: 5_000 },
};
const put = (payload: object, as: 'admin' | 'bayi' = 'admin') => f.call(as, 'PUT', URL, payload);
const audits = (action: string) => t.database.db.select().from(auditLog).where(eq(auditLog.action, action));

/** A product of its own, a client order of it through the demo chain (bayi → istanbul → turkiye), paid. */
async function paidOrder(name: string, quantity: number) {
  const productId = await f.product(name, 50);
  await f.fillCart('musteri', productId, quantity, 10_000);
  const placed = await f.checkout('musteri');
  expect(placed.statusCode, placed.body).toBe(200);
  const orderId = placed.json().order.id as string;
  const paid = await f.act('admin', orderId, { action: 'mark_paid' });
  expect(paid.statusCode, paid.body).toBe(200);
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  const lines = await t.database.db.select().from(commissionLines).where(eq(commissionLines.orderId, orderId));
  return { productId, orderId, order: order!, lines };
}

describe('commission settings: access and validation', () => {
  it('is the admin’s only', async () => {
    for (const who of ['bayi', 'musteri', 'istanbul', 'turkiye'] as const) {
      expect((await f.call(who, 'GET', URL)).statusCode).toBe(403);
      expect((await f.call(who, 'PUT', URL, SETTINGS)).statusCode).toBe(403);
      expect((await f.call(who, 'POST', `${URL}/projection`, {})).statusCode).toBe(403);
    }
    const res = await f.call('admin', 'GET', URL);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.settings).toMatchObject({ defaults: pct(1500, 1000, 500), minimumPayout: 10_000, paymentDay: 15 });
    expect(body.products.length).toBeGreaterThan(10);
    expect(body.products[0]).toMatchObject({ isOverride: false, effective: pct(1500, 1000, 500) });
  });

  const refused: [string, object][] = [
    ['a rate above 100 %', { defaults: pct(10_001, 0, 0) }],
    ['a negative rate', { defaults: pct(1500, -1, 500) }],
    ['a rate finer than a basis point', { defaults: pct(1500.5, 1000, 500) }],
    ['three rates above 100 % together', { defaults: pct(6000, 3000, 1001) }],
    [
      'a negative fixed amount',
      { defaults: { ...pct(0, 0, 0), commissionType: 'fixed', fixedAmounts: { dealer: -1 } } },
    ],
    ['an unknown commission type', { defaults: { ...pct(0, 0, 0), commissionType: 'tiered' } }],
    ['a negative minimum payout', { minimumPayout: -1 }],
    ['withholding above 100 %', { withholdingBp: 10_001 }],
    ['a negative withholding', { withholdingBp: -5 }],
    ['payment day 0', { paymentDay: 0 }],
    ['payment day 29', { paymentDay: 29 }],
    ['a purchase reward above 100 %', { purchaseRewardBp: 10_001 }],
    ['a negative bonus', { newMemberBonus: { enabled: true, amount: -100 } }],
    ['an unknown display', { display: 'both' }],
  ];
  it.each(refused)('refuses %s', async (_name, change) => {
    const before = await t.database.db.select().from(systemSettings);
    const res = await put({ ...SETTINGS, ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(await t.database.db.select().from(systemSettings)).toEqual(before);
  });

  it('accepts the edges: 100 % in all, payment day 28, zero everything', async () => {
    expect((await put({ ...SETTINGS, defaults: pct(5000, 3000, 2000), paymentDay: 28 })).statusCode).toBe(200);
    expect(
      (await put({ ...SETTINGS, minimumPayout: 0, withholdingBp: 10_000, paymentDay: 1, purchaseRewardBp: 0 }))
        .statusCode,
    ).toBe(200);
    const back = await put(SETTINGS);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().settings).toMatchObject(SETTINGS);
  });

  it('saves every setting, read back by the money settings, and audits it', async () => {
    const saved = await put({
      ...SETTINGS,
      display: 'fixed',
      minimumPayout: 25_000,
      withholdingBp: 2000,
      paymentDay: 10,
      purchaseRewardBp: 150,
      newMemberBonus: { enabled: true, amount: 7_500 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const rows = new Map(
      (await t.database.db.select().from(systemSettings)).map((r) => [r.key, r.value] as [string, unknown]),
    );
    expect(rows.get('commission.display')).toBe('fixed');
    expect(rows.get('commission.minimumPayout')).toBe(25_000);
    expect(rows.get('commission.withholdingBp')).toBe(2000);
    expect(rows.get('commission.paymentDay')).toBe(10);
    expect(rows.get('points.purchaseRewardBp')).toBe(150);
    expect(rows.get('bonus.newMember')).toEqual({ enabled: true, amount: 7_500 });
    const [entry] = (await audits('commission_settings.updated')).slice(-1);
    expect(entry).toMatchObject({ entityType: 'system_settings', actorId: f.ids.admin });
    expect((entry!.after as Record<string, unknown>)['commission.withholdingBp']).toBe(2000);
    expect((entry!.before as Record<string, unknown>)['commission.withholdingBp']).toBe(0);
    expect((await put(SETTINGS)).statusCode).toBe(200);
  });
});

describe('per-product overrides', () => {
  it('overrides one product and takes it back to the defaults, each audited', async () => {
    const productId = await f.product('Özel Komisyonlu Ürün', 5);
    const over = await f.call('admin', 'PUT', `${URL}/products/${productId}`, pct(2500, 1000, 500));
    expect(over.statusCode, over.body).toBe(200);
    expect(over.json().products.find((p: { id: string }) => p.id === productId)).toMatchObject({
      isOverride: true,
      effective: pct(2500, 1000, 500),
    });
    expect((await audits('product.commission_overridden')).at(-1)).toMatchObject({ entityId: productId });

    const tooMuch = await f.call('admin', 'PUT', `${URL}/products/${productId}`, pct(9000, 1000, 1));
    expect(tooMuch.statusCode).toBe(400);
    const unknown = await f.call(
      'admin',
      'PUT',
      `${URL}/products/00000000-0000-4000-8000-000000000001`,
      pct(1500, 1000, 500),
    );
    expect(unknown.statusCode).toBe(404);
    expect((await f.call('bayi', 'PUT', `${URL}/products/${productId}`, pct(1, 1, 1))).statusCode).toBe(403);

    const reset = await resetOverride(productId);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().products.find((p: { id: string }) => p.id === productId)).toMatchObject({
      isOverride: false,
      effective: pct(1500, 1000, 500),
    });
    expect((await audits('product.commission_reset')).at(-1)).toMatchObject({ entityId: productId });
    const [row] = await t.database.db
      .select()
      .from(productCommissions)
      .where(eq(productCommissions.productId, productId));
    expect(row?.isOverride).toBe(false);
  });

  it('the admin product form marks a product an override only when its commission differs from the defaults', async () => {
    const productId = await f.product('Form Ürünü', 5);
    const isOverride = async () =>
      (
        await t.database.db
          .select({ v: productCommissions.isOverride })
          .from(productCommissions)
          .where(eq(productCommissions.productId, productId))
      )[0]?.v;
    const current = (await f.call('admin', 'GET', `/api/admin/products/${productId}`)).json();
    const body = {
      name: current.name,
      description: current.description,
      categoryId: current.categoryId,
      isActive: current.isActive,
      isClientProduct: current.isClientProduct,
      purchaseMode: current.purchaseMode,
      minOrderQuantity: current.minOrderQuantity,
      activeIngredients: current.activeIngredients,
      prices: current.prices,
      commission: current.commission,
      inventory: current.inventory,
    };
    const same = await f.call('admin', 'PUT', `/api/admin/products/${productId}`, body);
    expect(same.statusCode, same.body).toBe(200);
    expect(await isOverride()).toBe(false);
    const changed = await f.call('admin', 'PUT', `/api/admin/products/${productId}`, {
      ...body,
      commission: { ...body.commission, dealerRateBp: 1700 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await isOverride()).toBe(true);
    expect(changed.json().commission.dealerRateBp).toBe(1700);
    // Saved unchanged after the defaults moved: the form shows the defaults, so it keeps following them.
    await resetOverride(productId);
    expect((await put({ ...SETTINGS, defaults: pct(1600, 1000, 500) })).statusCode).toBe(200);
    const shown = (await f.call('admin', 'GET', `/api/admin/products/${productId}`)).json();
    expect(shown.commission.dealerRateBp).toBe(1600);
    await f.call('admin', 'PUT', `/api/admin/products/${productId}`, { ...body, commission: shown.commission });
    expect(await isOverride()).toBe(false);
    expect((await put(SETTINGS)).statusCode).toBe(200);
  });
});

describe('what a change of defaults does', () => {
  it('changes what a new paid order accrues, never a line already written', async () => {
    const first = await paidOrder('Oran Öncesi Ürün', 2);
    const dealerLine = first.lines.find((l) => l.kind === 'dealer')!;
    expect(dealerLine).toMatchObject({ rateBp: 1500, beneficiaryId: f.ids.bayi });
    expect(dealerLine.amount).toBe(applyBasisPoints(dealerLine.base, 1500));

    expect((await put({ ...SETTINGS, defaults: pct(2000, 1200, 300) })).statusCode).toBe(200);
    const second = await paidOrder('Oran Sonrası Ürün', 2);
    expect(second.lines.find((l) => l.kind === 'dealer')).toMatchObject({ rateBp: 2000 });
    expect(second.lines.find((l) => l.kind === 'city_distributor')).toMatchObject({ rateBp: 1200 });
    expect(second.lines.find((l) => l.kind === 'sponsor_distributor')).toMatchObject({ rateBp: 300 });

    const again = await t.database.db.select().from(commissionLines).where(eq(commissionLines.orderId, first.orderId));
    expect(again.map((l) => [l.id, l.rateBp, l.amount]).sort()).toEqual(
      first.lines.map((l) => [l.id, l.rateBp, l.amount]).sort(),
    );
    expect((await put(SETTINGS)).statusCode).toBe(200);
  });
});

describe('the Direct Sales Regulation what-if', () => {
  const huge = {
    commissionType: 'fixed',
    ...{ dealerRateBp: 0, cityDistributorRateBp: 0, sponsorDistributorRateBp: 0 },
  };
  const project = async (payload: object) => {
    const res = await f.call('admin', 'POST', `${URL}/projection`, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('re-prices the last year’s commissioned sales, adds an order’s lines exactly, and warns past a cap', async () => {
    const proposal = {
      defaults: { ...huge, fixedAmounts: { dealer: 100_000_000, cityDistributor: 2_000, sponsorDistributor: 300 } },
    };
    const before = await project(proposal);
    expect(before.current.salesBenefits).toBeGreaterThan(0);
    expect(before.netSales).toBeGreaterThan(before.current.salesBenefits);

    const { productId, order, lines } = await paidOrder('Projeksiyon Ürünü', 3);
    expect(lines.map((l) => l.kind).sort()).toEqual(['city_distributor', 'dealer', 'sponsor_distributor']);
    const after = await project(proposal);
    expect(after.netSales - before.netSales).toBe(order.subtotal);
    expect(after.current.salesBenefits - before.current.salesBenefits).toBe(lines.reduce((s, l) => s + l.amount, 0));
    // Three units, each paying every level its fixed amount.
    expect(after.projected.salesBenefits - before.projected.salesBenefits).toBe(3 * (100_000_000 + 2_000 + 300));
    expect(after.projected.benefitsOk).toBe(false);
    expect(after.warnings).toContain('benefits');
    expect(after.projected.benefitsBp).toBe(Math.floor((after.projected.benefits * 10_000) / after.netSales));
    expect(after.current.benefitsOk).toBe(true);

    // One product's override: only its own lines are re-priced.
    const base = lines.find((l) => l.kind === 'dealer')!.base;
    const unchanged = await project({});
    const overridden = await project({ product: { productId, settings: pct(2500, 1000, 500) } });
    expect(overridden.projected.salesBenefits - unchanged.projected.salesBenefits).toBe(
      applyBasisPoints(base, 2500) - applyBasisPoints(base, 1500),
    );
    expect(unchanged.warnings).toEqual([]);
    type KindRow = { kind: string; projected: number };
    const dealerOf = (p: { byKind: KindRow[] }) => p.byKind.find((k) => k.kind === 'dealer')?.projected ?? 0;
    expect(dealerOf(overridden) - dealerOf(unchanged)).toBe(
      applyBasisPoints(base, 2500) - applyBasisPoints(base, 1500),
    );

    // The bonus on every first order of an invited member; a huge one breaks the recruitment cap.
    const bonus = await project({ newMemberBonus: { enabled: true, amount: 100_000_000 } });
    expect(bonus.projected.recruitmentBenefits).toBe(100_000_000 * bonus.firstOrders);
    expect(bonus.firstOrders).toBeGreaterThan(0);
    expect(bonus.warnings).toContain('recruitment');

    // A cancelled order drops out of both sides.
    const cancelled = await f.act('musteri', order.id, { action: 'cancel', note: 'Vazgeçtim, teşekkürler' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const dropped = await project(proposal);
    expect(dropped.netSales).toBe(before.netSales);
    expect(dropped.current.salesBenefits).toBe(before.current.salesBenefits);
    expect(dropped.projected.salesBenefits).toBe(before.projected.salesBenefits);
    const still = await t.database.db
      .select({ status: commissionLines.status })
      .from(commissionLines)
      .where(and(eq(commissionLines.orderId, order.id), inArray(commissionLines.kind, ['dealer'])));
    expect(still).toEqual([{ status: 'cancelled' }]);
  });

  it('refuses a proposal outside the rules and an unknown product, and writes nothing', async () => {
    const before = await t.database.db.select().from(systemSettings);
    expect((await f.call('admin', 'POST', `${URL}/projection`, { defaults: pct(9000, 2000, 0) })).statusCode).toBe(400);
    const unknown = await f.call('admin', 'POST', `${URL}/projection`, {
      product: { productId: '00000000-0000-4000-8000-000000000001', settings: null },
    });
    expect(unknown.statusCode).toBe(404);
    await f.call('admin', 'POST', `${URL}/projection`, { defaults: pct(5000, 3000, 2000) });
    expect(await t.database.db.select().from(systemSettings)).toEqual(before);
  });
});
