import { normalizeSearch } from '@portal/shared/format';
import type { Tx } from '../client';
import {
  activeIngredients,
  categories,
  productActiveIngredients,
  productBulkDiscountRules,
  productCommissions,
  productInventory,
  productPrices,
  productSalesRules,
  products,
} from '../schema';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from './catalogue-data';
import { asciiSlug } from './names';
import type { SeededRandom } from './random';

/** A share of a kuruş amount, rounded to whole 10 kuruş as price lists are. */
const share = (kurus: number, ratio: number) => Math.round((kurus * ratio) / 10) * 10;

/**
 * The demo catalogue with prices for every role, commissions, stock (some low or out), a few bulk
 * tiers and sales rules, and client products.
 */
export async function seedCatalogue(tx: Tx, rnd: SeededRandom, now: Date) {
  const categoryRows = await tx
    .insert(categories)
    .values(DEMO_CATEGORIES.map((c, i) => ({ ...c, sortOrder: i })))
    .returning();
  const categoryId = new Map(categoryRows.map((c) => [c.slug, c.id]));
  const categoryName = new Map(categoryRows.map((c) => [c.id, c.name]));

  const ingredientNames = [...new Set(DEMO_PRODUCTS.flatMap((p) => p.ingredients))];
  const ingredientRows = await tx
    .insert(activeIngredients)
    .values(ingredientNames.map((name) => ({ name })))
    .returning();
  const ingredientId = new Map(ingredientRows.map((r) => [r.name, r.id]));

  const productRows = await tx
    .insert(products)
    .values(
      DEMO_PRODUCTS.map((p, i) => {
        const catId = categoryId.get(p.category) ?? null;
        return {
          name: p.name,
          slug: asciiSlug(p.name).replaceAll('.', '-'),
          description: p.description,
          categoryId: catId,
          isClientProduct: p.client ?? false,
          purchaseMode: p.mode ?? 'money',
          isDemo: true,
          searchText: normalizeSearch([p.name, ...p.ingredients, catId ? categoryName.get(catId) : ''].join(' ')),
          createdAt: new Date(now.getTime() - (DEMO_PRODUCTS.length - i) * 7 * 86_400_000),
        };
      }),
    )
    .returning();

  await tx.insert(productActiveIngredients).values(
    productRows.flatMap((row, i) =>
      (DEMO_PRODUCTS[i]?.ingredients ?? []).map((name, position) => ({
        productId: row.id,
        ingredientId: ingredientId.get(name) as string,
        position,
      })),
    ),
  );

  await tx.insert(productPrices).values(
    productRows.map((row, i) => {
      const retail = Math.round((DEMO_PRODUCTS[i]?.retail ?? 100) * 100);
      return {
        productId: row.id,
        retailPrice: retail,
        clientPrice: share(retail, 0.9),
        dealerPrice: share(retail, 0.7),
        cityDistributorPrice: share(retail, 0.6),
        turkeyDistributorPrice: share(retail, 0.55),
        adminCostPrice: share(retail, 0.4),
        vatIncluded: true,
        // Food supplements carry 10 % VAT in Turkey, cosmetics 20 %.
        vatRateBp: DEMO_PRODUCTS[i]?.category === 'bakim' ? 2000 : 1000,
      };
    }),
  );

  await tx.insert(productCommissions).values(productRows.map((row) => ({ productId: row.id })));

  await tx.insert(productInventory).values(
    productRows.map((row, i) => {
      // Every seventh product runs low, two are out of stock.
      const out = i === 11 || i === 30;
      const low = !out && i % 7 === 3;
      return {
        productId: row.id,
        inStock: !out,
        displayStock: out ? 0 : low ? rnd.between(1, 5) : rnd.between(40, 400),
        lowStockThreshold: 5,
        sku: `SKU-${String(i + 1).padStart(4, '0')}`,
        minOrderQuantity: DEMO_PRODUCTS[i]?.category === 'probiyotikler' && i % 2 === 0 ? 2 : null,
      };
    }),
  );

  const tiers: (typeof productBulkDiscountRules.$inferInsert)[] = [];
  for (const [i, row] of productRows.entries()) {
    if (i % 4 !== 0) continue;
    const retail = Math.round((DEMO_PRODUCTS[i]?.retail ?? 100) * 100);
    const dealer = share(retail, 0.7);
    tiers.push(
      { productId: row.id, userRole: 'dealer', minQuantity: 10, maxQuantity: 49, discountedPrice: share(dealer, 0.95) },
      { productId: row.id, userRole: 'dealer', minQuantity: 50, maxQuantity: 999, discountedPrice: share(dealer, 0.9) },
    );
    if (DEMO_PRODUCTS[i]?.client) {
      tiers.push({
        productId: row.id,
        userRole: 'client',
        minQuantity: 3,
        maxQuantity: 999,
        discountedPrice: share(share(retail, 0.9), 0.95),
      });
    }
  }
  await tx.insert(productBulkDiscountRules).values(tiers);

  const byName = (name: string) => productRows.find((r) => r.name === name)?.id as string;
  await tx.insert(productSalesRules).values([
    { productId: byName('Kefir Kültürü'), ruleType: 'minimum_quantity', minValue: 2 },
    { productId: byName('Kolajen Shot'), ruleType: 'maximum_quantity', minValue: 20 },
    { productId: byName('Krill Yağı'), ruleType: 'minimum_order_amount', minValue: 100_000 },
    {
      productId: byName('Çocuk Omega-3 Şurup'),
      ruleType: 'category_bundle',
      minValue: 1,
      targetCategory: categoryId.get('omega') ?? null,
      applyToCategory: categoryId.get('vitaminler') ?? null,
    },
  ]);
  return { products: productRows.length, productIds: productRows.map((r) => r.id) };
}
