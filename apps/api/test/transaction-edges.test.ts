import {
  type Batched,
  genericPlans,
  handedOver,
  queryBatch,
  queryRows,
  queryRowsAndCommit,
  sendWithCommit,
} from '@portal/db/client';
import { notifications, profiles } from '@portal/db/schema';
import { TransactionClient } from '@portal/db/transaction-client';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, memberId, openTestDatabase } from './helpers';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let userId: string;
beforeAll(async () => {
  database = await openTestDatabase(2);
  userId = await memberId(database.db, DEMO.bayi);
});
afterAll(() => database.close());

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const marked = async (message: string) =>
  (await database.db.select().from(notifications).where(eq(notifications.message, message))).length;

const insertNotice = (message: string): Batched<{ id: string }> => ({
  query: sql`insert into ${notifications} (user_id, message) values (${userId}, ${message}) returning id`,
  row: (r) => ({ id: r.id as string }),
});

const countNotices = (message: string): Batched<number> => ({
  query: sql`select count(*)::int as n from ${notifications} where message = ${message}`,
  row: (r) => Number(r.n),
});

describe('a batch of statements (decision 073)', () => {
  it('runs them in order, each seeing what the ones before it wrote, and answers each one’s rows', async () => {
    const message = "toplu; -- O'nun \\ notu";
    const [inserted, [count], empty] = await queryBatch(database.db, [
      insertNotice(message),
      countNotices(message),
      countNotices('hiç yazılmadı'),
    ]);
    expect(inserted).toHaveLength(1);
    expect(count).toBe(1);
    expect(empty).toEqual([0]);
    expect(await marked(message)).toBe(1);
  });

  it('inside a transaction it is rolled back with it', async () => {
    const message = 'toplu geri alınır';
    await expect(
      database.db.transaction(async (tx) => {
        const [, [count]] = await queryBatch(tx, [insertNotice(message), countNotices(message)]);
        expect(count).toBe(1);
        throw new Error('geri');
      }),
    ).rejects.toThrow('geri');
    expect(await marked(message)).toBe(0);
  });
});

describe('a transaction’s edges travel with its statements (decision 073)', () => {
  /** Every message the pool’s connections send, as text, while `run` runs. */
  async function messagesOf(run: () => Promise<unknown>) {
    const sent: string[] = [];
    const original = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
      sent.push(typeof config === 'string' ? config : ((config as { text?: string })?.text ?? ''));
      return (original as (...a: unknown[]) => unknown).call(this, config, ...rest);
    } as typeof original;
    try {
      await run();
    } finally {
      pg.Client.prototype.query = original;
    }
    return sent.map((s) => s.replace(/\s+/g, ' ').trim());
  }

  /** Counts the writes to the socket of `db`'s connection until the returned function is called. */
  function countWrites(db: unknown) {
    const stream = (db as { session: { client: { connection: { stream: Record<string, unknown> } } } }).session.client
      .connection.stream;
    let writes = 0;
    const undo = (['_write', '_writev'] as const).map((name) => {
      const original = stream[name] as (...a: unknown[]) => unknown;
      stream[name] = function (this: unknown, ...a: unknown[]) {
        writes++;
        return original.apply(this, a);
      };
      return () => {
        stream[name] = original;
      };
    });
    return () => {
      for (const u of undo) u();
      return writes;
    };
  }

  it.runIf(onPostgres)('its connections are the ones that defer the begin', async () => {
    const pool = new pg.Pool({ connectionString: database.url, max: 1, Client: TransactionClient });
    const client = await pool.connect();
    expect(client).toBeInstanceOf(TransactionClient);
    client.release();
    await pool.end();
  });

  it.runIf(onPostgres)(
    'the begin goes with the first statements, in the same write, and they are prepared',
    async () => {
      const message = 'ilk yazıda begin';
      let writes = 0;
      const sent = await messagesOf(() =>
        database.db.transaction(async (tx) => {
          const stop = countWrites(tx);
          const [, [count]] = await queryBatch(tx, [insertNotice(message), countNotices(message)]);
          writes = stop();
          expect(count).toBe(1);
          // A statement with values after it: still inside the same transaction.
          const [row] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(notifications)
            .where(eq(notifications.message, message));
          expect(row!.n).toBe(1);
        }),
      );
      expect(writes).toBe(1);
      expect(sent[0]).toBe('begin');
      expect(sent[1]).toMatch(/^insert into "notifications" .* values \(\$1, \$2\)/);
      expect(sent.at(-1)).toBe('commit');
      expect(await marked(message)).toBe(1);
    },
  );

  it.runIf(onPostgres)('a statement sent together is parsed once per connection, whatever its values', async () => {
    const single = await openTestDatabase(1);
    try {
      const uid = await memberId(single.db, DEMO.bayi);
      for (const message of ['bir', 'iki', 'üç']) {
        await single.db.transaction(async (tx) => {
          await queryBatch(tx, [
            {
              query: sql`insert into ${notifications} (user_id, message) values (${uid}, ${message}) returning id`,
              row: (r) => r.id,
            },
          ]);
        });
      }
      const prepared = await queryRows<{ n: number }>(
        single.db,
        sql`select count(*)::int as n from pg_prepared_statements where statement like 'insert into "notifications"%'`,
      );
      expect(prepared).toEqual([{ n: 1 }]);
    } finally {
      await single.close();
    }
  });

  it.runIf(onPostgres)(
    'before a statement with values the begin is sent on its own, and rolls back with it',
    async () => {
      const message = 'değerli ilk ifade';
      const sent = await messagesOf(() =>
        expect(
          database.db.transaction(async (tx) => {
            await tx.insert(notifications).values({ userId, message });
            throw new Error('geri');
          }),
        ).rejects.toThrow('geri'),
      );
      expect(sent[0]).toBe('begin');
      expect(sent.at(-1)).toBe('rollback');
      expect(await marked(message)).toBe(0);
    },
  );

  it.runIf(onPostgres)('a transaction that sends nothing sends no begin, commit or rollback', async () => {
    const sent = await messagesOf(async () => {
      await database.db.transaction(async () => 1);
      await expect(
        database.db.transaction(async () => {
          throw new Error('boş');
        }),
      ).rejects.toThrow('boş');
    });
    expect(sent).toEqual([]);
    // The connection is clean for the next one.
    expect(await queryRows<{ n: number }>(database.db, sql`select 1 as n`)).toEqual([{ n: 1 }]);
  });

  it.runIf(onPostgres)('the last statement carries the commit and the runner’s commit is not sent', async () => {
    const message = 'son ifade commit taşır';
    let writes = 0;
    const sent = await messagesOf(() =>
      database.db.transaction(async (tx) => {
        await queryBatch(tx, [insertNotice(`${message} önce`)]);
        const stop = countWrites(tx);
        const rows = await queryRowsAndCommit<{ id: string }>(
          tx,
          sql`insert into ${notifications} (user_id, message) values (${userId}, ${message}) returning id`,
        );
        writes = stop();
        expect(rows).toHaveLength(1);
        // Committed before the transaction's function returns: another connection sees it.
        const other = new pg.Client({ connectionString: database.url });
        await other.connect();
        const seen = await other.query('select count(*)::int as n from notifications where message = $1', [message]);
        await other.end();
        expect(seen.rows[0].n).toBe(1);
      }),
    );
    const own = sent.filter((s) => !s.startsWith('select count(*)'));
    expect(own).toHaveLength(4);
    expect(own[0]).toBe('begin');
    expect(own[2]).toMatch(/returning id$/);
    expect(own[3]).toBe('commit');
    expect(writes).toBe(1);
    expect(await marked(`${message} önce`)).toBe(1);
  });

  it.runIf(onPostgres)('a last statement that fails commits nothing, and the commit after it rolls back', async () => {
    const message = 'başarısız son ifade';
    const sent = await messagesOf(() =>
      expect(
        database.db.transaction(async (tx) => {
          await queryBatch(tx, [insertNotice(message)]);
          await queryRowsAndCommit(tx, sql`select 1 / ${0}::int`);
        }),
      ).rejects.toThrow(/division by zero/),
    );
    // The commit went after the failed statement and ended the transaction: nothing more is sent.
    expect(sent.at(-1)).toBe('commit');
    expect(sent).not.toContain('rollback');
    expect(await marked(message)).toBe(0);
    // The connection is clean for the next transaction.
    await database.db.transaction(async (tx) => {
      await queryBatch(tx, [insertNotice(`${message} sonra`)]);
    });
    expect(await marked(`${message} sonra`)).toBe(1);
  });

  it.runIf(onPostgres)('a statement node-postgres could not send is not sent, and neither is the commit', async () => {
    const message = 'gönderilemeyen değer';
    const sent = await messagesOf(() =>
      expect(
        database.db.transaction(async (tx) => {
          await queryBatch(tx, [insertNotice(message)]);
          // A value node-postgres cannot write (JSON of a cycle): it refuses the statement itself.
          const cycle: Record<string, unknown> = {};
          cycle.self = cycle;
          await queryRowsAndCommit(tx, sql`select ${cycle}::jsonb`);
        }),
      ).rejects.toThrow(TypeError),
    );
    expect(sent).not.toContain('commit');
    expect(sent.at(-1)).toBe('rollback');
    expect(await marked(message)).toBe(0);
  });

  it.runIf(onPostgres)('what goes with the commit is delivered on it, and not at all when it fails', async () => {
    const channel = 'portal_test_commit';
    const heard: string[] = [];
    const stop = await database.listen(channel, (payload) => heard.push(payload));
    const payload = (n: number) => JSON.stringify({ n, quote: "O'nun; --" });
    await database.db.transaction(async (tx) => {
      sendWithCommit(tx, () => database.notifyAllStatement(channel, [payload(1), payload(2)]));
      await queryRowsAndCommit(tx, sql`select 1`);
    });
    await expect(
      database.db.transaction(async (tx) => {
        sendWithCommit(tx, () => database.notifyAllStatement(channel, [payload(3)]));
        await queryRowsAndCommit(tx, sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    await expect.poll(() => heard.length).toBe(2);
    await new Promise((r) => setTimeout(r, 100));
    expect(heard).toEqual([payload(1), payload(2)]);
    await stop();
  });
});

describe('statements planned once (decision 074)', () => {
  it('genericPlans() holds for the rest of its transaction only', async () => {
    const single = await openTestDatabase(1);
    try {
      const mode = (db: Parameters<typeof queryRows>[0]) =>
        queryRows<{ mode: string }>(db, sql`select current_setting('plan_cache_mode') as mode`);
      await single.db.transaction(async (tx) => {
        await queryBatch(tx, [genericPlans(), countNotices('plan')]);
        expect(await mode(tx)).toEqual([{ mode: 'force_generic_plan' }]);
      });
      expect(await mode(single.db)).toEqual([{ mode: 'auto' }]);
    } finally {
      await single.close();
    }
  });
});

describe('independent reads sent together (decision 073)', () => {
  it('answers each read its own rows, and a failing one fails alone', async () => {
    const message = 'boru hattı';
    await database.db.insert(notifications).values({ userId, message });
    const [count, users] = await database.pipelined((db) =>
      Promise.all([
        queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${notifications} where message = ${message}`),
        db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)),
      ]),
    );
    expect(count).toEqual([{ n: 1 }]);
    expect(users).toEqual([{ id: userId }]);
    await expect(
      database.pipelined((db) =>
        Promise.all([queryRows(db, sql`select 1 / 0`), queryRows(db, sql`select pg_sleep(0.05)`)]),
      ),
    ).rejects.toThrow();
    // The connection went back to the pool idle and in its usual mode: transactions still work.
    await database.db.transaction(async (tx) => {
      await queryBatch(tx, [insertNotice(`${message} sonra`)]);
    });
    expect(await marked(`${message} sonra`)).toBe(1);
  });

  it('a read asked for once a write is handed over runs after it and sees it', async () => {
    const message = 'yazıdan sonra okuma';
    const [[count]] = await database.pipelined(async (db) => {
      const written = db.insert(notifications).values({ userId, message });
      // Without a pipeline (PGlite) this never resolves: the write itself is waited for.
      await Promise.race([handedOver(db, 1), written]);
      const read = queryBatch(db, [countNotices(message)]);
      await written;
      return read;
    });
    expect(count).toBe(1);
  });

  it.runIf(onPostgres)('sends the reads of one turn in one write, before the first answer', async () => {
    const writes: number[] = [];
    await database.pipelined(async (db) => {
      const stream = (db as unknown as { session: { client: { connection: { stream: Record<string, unknown> } } } })
        .session.client.connection.stream;
      const spy = (name: '_write' | '_writev') => {
        const original = stream[name] as (...a: unknown[]) => unknown;
        stream[name] = function (this: unknown, ...a: unknown[]) {
          writes.push(name === '_writev' ? (a[0] as unknown[]).length : 1);
          return original.apply(this, a);
        };
        return () => {
          stream[name] = original;
        };
      };
      const undo = [spy('_write'), spy('_writev')];
      try {
        const started = Date.now();
        await Promise.all([
          queryRows(db, sql`select pg_sleep(0.1)`),
          queryRows(db, sql`select pg_sleep(0.1)`),
          db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)),
        ]);
        expect(Date.now() - started).toBeGreaterThanOrEqual(190);
      } finally {
        for (const u of undo) u();
      }
    });
    // One write carrying every message of the three statements.
    expect(writes).toHaveLength(1);
    expect(writes[0]).toBeGreaterThan(3);
  });
});
