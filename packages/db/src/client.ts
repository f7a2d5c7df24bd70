import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { is, type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg, NodePgDatabase, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';
import { TransactionClient } from './transaction-client';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Every repository function takes one of these, so a workflow can run it inside its transaction. */
export type DbOrTx = Db | Tx;

/** Runs raw SQL and returns its rows, the same on PGlite and node-postgres (both answer `{ rows }`). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * The pooled connection a handle of one connection (a transaction, a pipelined run) runs on, on a
 * real PostgreSQL (decision 073); null for the pool itself and for PGlite.
 */
function connectionOf(db: DbOrTx): TransactionClient | null {
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client;
  return client instanceof TransactionClient ? client : null;
}

/**
 * Statements that go with a transaction's commit, in its last message (decision 073): the
 * NOTIFYs of what it did, say. `take` is asked for them when the commit is sent and answers null
 * when there is nothing to add; what it gave is then committed with the transaction or not at all.
 */
const commitCompanions = new WeakMap<Tx, () => SQL | null>();

/**
 * Names what a transaction's commit message is to carry besides its last statement (see
 * `queryRowsAndCommit`). Where the commit is not sent that way (PGlite, or a transaction that
 * commits as usual), `take` is never asked, and the caller does the work after the commit.
 */
export function sendWithCommit(tx: Tx, take: () => SQL | null) {
  commitCompanions.set(tx, take);
}

/**
 * Runs a transaction's last statement and commits it, in one write to a real PostgreSQL: the
 * statement, then whatever `sendWithCommit` named, then `commit` (a `begin` not sent yet goes in
 * front). The row locks the statement takes are held for that one round trip, not also for this
 * process's turn to send the commit (decision 065), and the transaction runner's own `commit` is
 * not sent at all (decision 073). A failing statement fails the transaction, so nothing is
 * committed; a statement that must not commit when it changes nothing has to fail instead (a
 * constraint). Each statement is prepared once per connection (decision 074). On PGlite (one
 * connection, in process, nothing to wait for) the statement runs as it is and the transaction
 * commits as usual.
 */
export async function queryRowsAndCommit<T>(tx: Tx, query: SQL): Promise<T[]> {
  const client = connectionOf(tx);
  if (!client) return queryRows<T>(tx, query);
  const companion = commitCompanions.get(tx)?.() ?? null;
  const statements = companion ? [preparedStatement(query), preparedStatement(companion)] : [preparedStatement(query)];
  const [own] = await client.sendTogether(statements, { commit: true });
  return own!.rows as T[];
}

/** How many statement texts get a name of their own (a prepared statement on each connection). */
const NAMED_LIMIT = 256;
const statementNames = new Map<string, string>();

/**
 * A statement with its values as parameters, named after its text: PostgreSQL parses it once per
 * connection and keeps its plan (decision 074). Texts past the first `NAMED_LIMIT` go unnamed,
 * parsed each time, so a caller that built texts without end could not fill the connections.
 */
function preparedStatement(query: SQL): pg.QueryConfig {
  const { sql: text, params } = dialect.sqlToQuery(query);
  let name = statementNames.get(text);
  if (!name && statementNames.size < NAMED_LIMIT) {
    name = `portal_together_${statementNames.size}`;
    statementNames.set(text, name);
  }
  return name ? { name, text, values: params } : { text, values: params };
}

/**
 * Inside `pipelined`: resolves once `count` statements have been asked of `db`'s connection, so
 * that one asked for next is sent, and run, after them (a read that must see a write). On a
 * handle that does not pipeline it never resolves: wait for the statement itself beside it.
 */
export function handedOver(db: DbOrTx, count: number): Promise<void> {
  return connectionOf(db)?.handedOver(count) ?? new Promise(() => {});
}

/** A statement of a batch, with what turns each of its rows into the caller's value. */
export interface Batched<T> {
  query: SQL;
  row: (raw: Record<string, unknown>) => T;
}

/**
 * The first statement of a transaction's batch whose statements are to be planned once per
 * connection (decision 074): PostgreSQL's plan cache would otherwise plan a statement again on
 * every execution when it guesses a plan for the values at hand cheaper than the generic one (a
 * statement over arrays of ids, say). For the rest of the transaction only.
 */
export function genericPlans(): Batched<never> {
  return { query: sql`set local plan_cache_mode = force_generic_plan`, row: () => undefined as never };
}

type BatchRows<Q extends readonly Batched<unknown>[]> = { [K in keyof Q]: Q[K] extends Batched<infer T> ? T[] : never };

/**
 * Several statements in one write to a real PostgreSQL, run in order, each seeing what the ones
 * before it wrote: one round trip instead of one each (decision 073). Inside a transaction they
 * are prepared (decision 074), a `begin` not sent yet goes in front of them, and a failing one
 * fails the transaction, so the ones after it do nothing. Outside one they go as one plain-text
 * message with the values written in, and a failing one skips the rest. On PGlite they run one by
 * one.
 */
export async function queryBatch<const Q extends readonly Batched<unknown>[]>(
  db: DbOrTx,
  batch: Q,
): Promise<BatchRows<Q>> {
  const rowsOf = (results: { rows: Record<string, unknown>[] }[]) =>
    batch.map((b, i) => results[i]!.rows.map((r) => b.row(r))) as BatchRows<Q>;
  if (!is(db, NodePgTransaction) && !is(db, NodePgDatabase)) {
    const results: { rows: Record<string, unknown>[] }[] = [];
    for (const b of batch) results.push({ rows: await queryRows<Record<string, unknown>>(db, b.query) });
    return rowsOf(results);
  }
  // In a transaction: prepared statements, sent together (decision 074). A failing one fails the
  // transaction, so the ones after it do nothing.
  const client = is(db, NodePgTransaction) ? connectionOf(db) : null;
  if (client)
    return rowsOf(
      await client.sendTogether(
        batch.map((b) => preparedStatement(b.query)),
        { commit: false },
      ),
    );
  const result = (await db.execute(
    sql
      .join(
        batch.map((b) => b.query),
        sql`; `,
      )
      .inlineParams(),
  )) as unknown as { rows: Record<string, unknown>[] } | { rows: Record<string, unknown>[] }[];
  return rowsOf(Array.isArray(result) ? result : [result]);
}

function notifyAllStatement(channel: string, payloads: readonly string[]): SQL {
  return sql`select ${sql.join(
    payloads.map((p) => sql`pg_notify(${channel}, ${p})`),
    sql`, `,
  )}`;
}

export type NotifyListener = (payload: string) => void;

export interface ListenOptions {
  /**
   * Called when the LISTEN connection has been lost and is back: whatever was announced in
   * between is gone, so a listener that keeps state from announcements must re-read it.
   */
  onResume?: () => void;
}

/** Where a connection's own error went: an idle pooled connection, or the LISTEN connection. */
export type ConnectionErrorReporter = (err: Error, source: 'pool' | 'listener') => void;

/** The LISTEN connection comes back after 0.25, 0.5, 1, 2, 4 s, then every 5 s. */
export function listenRetryDelay(attempt: number): number {
  return Math.min(5000, 250 * 2 ** attempt);
}

/**
 * One handle over either engine: the embedded PGlite (a laptop, tests) or a real PostgreSQL
 * (production). The rest of the code sees only `db` plus LISTEN/NOTIFY and lifecycle.
 */
export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Db;
  listen(channel: string, listener: NotifyListener, options?: ListenOptions): Promise<() => Promise<void>>;
  /** Connection errors are reported here (the default writes them to stderr), never thrown. */
  reportErrorsTo(report: ConnectionErrorReporter): void;
  notify(channel: string, payload: string): Promise<void>;
  /** Several notifications on one channel, in order, in one statement. */
  notifyAll(channel: string, payloads: readonly string[]): Promise<void>;
  /** The same as a statement, for a transaction to send: the notifications go out on its commit. */
  notifyAllStatement(channel: string, payloads: readonly string[]): SQL;
  /**
   * Runs statements on one connection, each sent without waiting for the ones before to answer
   * (decision 073): `run` starts independent reads together (`Promise.all`) on the `db` it is
   * given, or a write and, once `handedOver`, the read that must see it. Each statement commits on
   * its own; it is not for transactions. On PGlite (in process) `run` gets the usual handle.
   */
  pipelined<T>(run: (db: Db) => Promise<T>): Promise<T>;
  migrate(migrationsFolder: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The PGlite instance, for dumping a template in tests. */
  pglite?: PGlite;
}

export type OpenOptions = { url: string; poolSize?: number } | { dataDir: string } | { pglite: PGlite };

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if ('url' in options) return openPostgres(options.url, options.poolSize ?? 10);
  if ('dataDir' in options) {
    mkdirSync(options.dataDir, { recursive: true });
    return wrapPglite(await PGlite.create(options.dataDir));
  }
  return wrapPglite(options.pglite);
}

function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    pglite: client,
    // In process: the LISTEN cannot be lost, so there is nothing to resume.
    async listen(channel, listener) {
      const unlisten = await client.listen(channel, listener);
      return () => unlisten();
    },
    reportErrorsTo() {},
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    notifyAllStatement,
    pipelined: (run) => run(db),
    async notifyAll(channel, payloads) {
      // In process: no round trip to save.
      for (const payload of payloads) await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async migrate(migrationsFolder) {
      await migratePglite(db as never, { migrationsFolder });
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  // Its connections send a transaction's `begin` and `commit` with its statements (decision 073).
  const pool = new pg.Pool({ connectionString: url, max: poolSize, Client: TransactionClient });
  let report: ConnectionErrorReporter = (err, source) => console.error(`database ${source} connection:`, err.message);
  // An idle pooled connection that the server drops (a restart, a failover) errors outside any
  // query; without a listener that would end the process. The pool discards it and opens another.
  pool.on('error', (err) => report(err, 'pool'));
  // The pool listens only while a connection sits idle: one that is dropped while checked out (a
  // transaction between two statements) would emit `error` to nobody and end the process. Each
  // connection gets a listener of its own; the statement that was running, or the next, fails.
  pool.on('connect', (client) => {
    client.on('error', (err) => report(err, 'pool'));
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const pipelineHandles = new WeakMap<pg.PoolClient, Db>();

  // LISTEN needs one connection of its own that stays open for the life of the server. When it
  // is lost it is opened again (with backoff) and every channel listened to again; listeners are
  // told through their onResume, since what was announced meanwhile did not reach them.
  type Subscriber = { listener: NotifyListener; options: ListenOptions };
  const handlers = new Map<string, Set<Subscriber>>();
  let listener: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const quote = (channel: string) => `"${channel.replaceAll('"', '')}"`;

  async function connectListener(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (msg) => {
      for (const s of handlers.get(msg.channel) ?? []) s.listener(msg.payload ?? '');
    });
    client.on('error', (err) => {
      report(err, 'listener');
      lost(client);
    });
    client.on('end', () => lost(client));
    try {
      await client.connect();
      for (const channel of handlers.keys()) await client.query(`LISTEN ${quote(channel)}`);
    } catch (err) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
      throw err;
    }
    return client;
  }

  function lost(client: pg.Client) {
    if (listener !== client) return;
    listener = undefined;
    if (!closed) reconnect(0);
  }

  function reconnect(attempt: number) {
    retry = setTimeout(async () => {
      retry = undefined;
      if (closed) return;
      try {
        await listenerClient();
      } catch (err) {
        report(err as Error, 'listener');
        reconnect(attempt + 1);
        return;
      }
      for (const set of handlers.values()) for (const s of set) s.options.onResume?.();
    }, listenRetryDelay(attempt));
    retry.unref();
  }

  async function listenerClient(): Promise<pg.Client> {
    if (listener) return listener;
    connecting ??= connectListener().finally(() => {
      connecting = undefined;
    });
    listener = await connecting;
    return listener;
  }

  return {
    kind: 'postgres',
    db,
    reportErrorsTo(next) {
      report = next;
    },
    async listen(channel, handler, options = {}) {
      let set = handlers.get(channel);
      const first = !set;
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      const subscriber = { listener: handler, options };
      set.add(subscriber);
      // While the connection is being opened again, the reconnect listens to every channel.
      if (!retry && (first || !listener)) {
        const client = await listenerClient();
        if (first) await client.query(`LISTEN ${quote(channel)}`);
      }
      return async () => {
        set.delete(subscriber);
      };
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    notifyAllStatement,
    async pipelined(run) {
      const client = (await pool.connect()) as TransactionClient & pg.PoolClient;
      // One handle per connection, so its prepared statements are built once for it.
      let handle = pipelineHandles.get(client);
      if (!handle) {
        handle = drizzlePg({ client, schema }) as unknown as Db;
        pipelineHandles.set(client, handle);
      }
      client.startPipeline();
      try {
        return await run(handle);
      } finally {
        // A read still running when another failed is waited for: the connection goes back idle.
        await client.endPipeline();
        client.release();
      }
    },
    async notifyAll(channel, payloads) {
      if (payloads.length === 0) return;
      await pool.query({
        name: 'portal_notify_all',
        text: 'select count(pg_notify($1, p)) from unnest($2::text[]) with ordinality as t(p, i)',
        values: [channel, payloads],
      });
    },
    async migrate(migrationsFolder) {
      await migratePg(db as never, { migrationsFolder });
    },
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}
