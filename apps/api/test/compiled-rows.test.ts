import { queryRows } from '@portal/db/client';
import { compiledRows, placeholdersOf } from '@portal/db/prepared';
import { notifications } from '@portal/db/schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, memberId, openTestDatabase } from './helpers';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let userId: string;
beforeAll(async () => {
  database = await openTestDatabase(2);
  userId = await memberId(database.db, DEMO.bayi);
});
afterAll(() => database.close());

type Notice = typeof notifications.$inferInsert;

/** Inserts notices with one compiled statement per shape and answers the rows it wrote. */
function insertNotices(db: typeof database.db, notices: Notice[]) {
  const parts = notices.map((n, i) => placeholdersOf(`n${i}`, n));
  return compiledRows<Record<string, unknown>>(
    db,
    'test_notices',
    parts.map((p) => p.shape).join(';'),
    () =>
      db
        .insert(notifications)
        .values(parts.map((p) => p.placeholders))
        .returning()
        .getSQL(),
    Object.assign({}, ...parts.map((p) => p.values)),
  );
}

describe('a statement compiled once per shape', () => {
  it('writes each call its own values, with defaults for the keys left out and nulls as null', async () => {
    const first = await insertNotices(database.db, [
      { userId, title: 'Bir', message: 'İlk', metadata: { order: 'S-1', quote: "O'Brien; --" } },
    ]);
    // The same shape again: the text is reused, only the values change.
    const second = await insertNotices(database.db, [
      { userId, title: 'İki', message: 'İkinci', metadata: { order: 'S-2', quote: 'ikinci' } },
    ]);
    expect(first[0]).toMatchObject({ title: 'Bir', message: 'İlk', read: false, type: 'info' });
    expect(first[0]!.metadata).toEqual({ order: 'S-1', quote: "O'Brien; --" });
    expect(second[0]).toMatchObject({ title: 'İki', message: 'İkinci' });
    expect(second[0]!.metadata).toEqual({ order: 'S-2', quote: 'ikinci' });
    expect(second[0]!.id).not.toBe(first[0]!.id);

    // A null where the shape had a value is a shape of its own, and is written as null.
    const withNull = await insertNotices(database.db, [{ userId, title: 'Üç', message: 'Boş', actionUrl: null }]);
    const withUrl = await insertNotices(database.db, [{ userId, title: 'Üç', message: 'Dolu', actionUrl: '/x' }]);
    expect(withNull[0]!.action_url).toBeNull();
    expect(withUrl[0]!.action_url).toBe('/x');
    // Two rows are another shape again; a date goes through the column's own mapping.
    const at = new Date('2026-01-02T03:04:05.000Z');
    const two = await insertNotices(database.db, [
      { userId, title: 'Dört', message: 'a', createdAt: at },
      { userId, title: 'Beş', message: 'b', createdAt: at },
    ]);
    expect(two.map((r) => r.title)).toEqual(['Dört', 'Beş']);
    expect(new Date(two[1]!.created_at as string).toISOString()).toBe(at.toISOString());
  });

  it('refuses an SQL expression as a value: the text is built once, so it would be the first call’s', () => {
    expect(() => placeholdersOf('n0', { userId, message: 'x', createdAt: sql`now()` })).toThrow(/n0\.createdAt/);
  });

  it('runs inside a transaction on its connection, and a rollback keeps nothing of it', async () => {
    const title = `Geri alınan ${Date.now()}`;
    await expect(
      database.db.transaction(async (tx) => {
        const [row] = await insertNotices(tx as unknown as typeof database.db, [{ userId, title, message: 'x' }]);
        const seen = await queryRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from ${notifications} where ${notifications.id} = ${row!.id as string}`,
        );
        expect(seen[0]!.n).toBe(1);
        throw new Error('geri al');
      }),
    ).rejects.toThrow('geri al');
    const kept = await database.db.select().from(notifications).where(eq(notifications.title, title));
    expect(kept).toHaveLength(0);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('is a named statement, parsed once per connection (PostgreSQL)', async () => {
    const names = await database.db.transaction(async (tx) => {
      await insertNotices(tx as unknown as typeof database.db, [{ userId, title: 'Adlı', message: 'x' }]);
      await insertNotices(tx as unknown as typeof database.db, [{ userId, title: 'Adlı', message: 'y' }]);
      return queryRows<{ name: string }>(
        tx,
        sql`select name from pg_prepared_statements where name like 'test_notices_%'`,
      );
    });
    expect(names.length).toBeGreaterThan(0);
  });
});
