import { prepared } from '@portal/db/prepared';
import { withCompiledRows } from '@portal/db/row-mapper';
import { categories, productInventory, productPrices, products } from '@portal/db/schema';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from './helpers';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase(2);
});
afterAll(() => database.close());

/** A selection with every kind of field: whole tables, nested objects, decoders, left joins that miss. */
function selection(db: typeof database.db) {
  return db
    .select({
      total: sql<number>`count(*) over ()`.mapWith(Number),
      product: products,
      prices: { dealer: productPrices.dealerPrice, vatIncluded: productPrices.vatIncluded },
      inventory: productInventory,
      // Joined on nothing: every column null, so Drizzle turns the object into null.
      category: { id: categories.id, name: categories.name },
      categoryName: categories.name,
      createdDay: sql<string>`to_char(${products.createdAt}, 'YYYY-MM-DD')`,
      aliased: sql<number>`1 + 1`.mapWith(Number).as('two'),
    })
    .from(products)
    .leftJoin(productPrices, eq(productPrices.productId, products.id))
    .leftJoin(productInventory, sql`${productInventory.productId} = ${products.id} and false`)
    .leftJoin(categories, sql`false`)
    .orderBy(desc(products.createdAt), products.id)
    .limit(sql.placeholder('limit'));
}

describe('compiled row mapping', () => {
  it('maps rows exactly as Drizzle does: decoders, nesting, dates, and a missed left join as null', async () => {
    const drizzles = await selection(database.db).prepare('row_mapper_drizzle').execute({ limit: 12 });
    const compiled = await withCompiledRows(selection(database.db).prepare('row_mapper_compiled')).execute({
      limit: 12,
    });
    expect(drizzles.length).toBeGreaterThan(5);
    expect(compiled).toEqual(drizzles);
    const first = compiled[0] as (typeof drizzles)[number];
    // What the comparison covers, so that it cannot pass on rows without these kinds of values.
    expect(first.product.createdAt).toBeInstanceOf(Date);
    expect(typeof first.total).toBe('number');
    expect(first.aliased).toBe(2);
    expect(first.inventory).toBeNull();
    expect(first.category).toBeNull();
    expect(first.prices).not.toBeNull();
  });

  it('maps a named statement built again inside a transaction the same way', async () => {
    const outside = await prepared(database.db, 'row_mapper_named', (db, name) => selection(db).prepare(name)).execute({
      limit: 3,
    });
    const inside = await database.db.transaction((tx) =>
      prepared(tx, 'row_mapper_named', (db, name) => selection(db).prepare(name)).execute({ limit: 3 }),
    );
    const plain = await selection(database.db).prepare('row_mapper_plain').execute({ limit: 3 });
    expect(outside).toEqual(plain);
    expect(inside).toEqual(plain);
  });
});
