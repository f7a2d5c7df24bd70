import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

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

export type NotifyListener = (payload: string) => void;

/**
 * One handle over either engine: the embedded PGlite (a laptop, tests) or a real PostgreSQL
 * (production). The rest of the code sees only `db` plus LISTEN/NOTIFY and lifecycle.
 */
export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Db;
  listen(channel: string, listener: NotifyListener): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /** Several notifications on one channel, in order, in one statement. */
  notifyAll(channel: string, payloads: readonly string[]): Promise<void>;
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
    async listen(channel, listener) {
      const unlisten = await client.listen(channel, listener);
      return () => unlisten();
    },
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
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
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  // LISTEN needs one connection of its own that stays open for the life of the server.
  let listener: pg.Client | undefined;
  const handlers = new Map<string, Set<NotifyListener>>();

  async function listenerClient(): Promise<pg.Client> {
    if (listener) return listener;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    client.on('notification', (msg) => {
      for (const handler of handlers.get(msg.channel) ?? []) handler(msg.payload ?? '');
    });
    listener = client;
    return client;
  }

  return {
    kind: 'postgres',
    db,
    async listen(channel, handler) {
      const client = await listenerClient();
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await client.query(`LISTEN "${channel.replaceAll('"', '')}"`);
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
      };
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
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
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}
