import { type Db, queryRows } from '@portal/db/client';
import { sql } from 'drizzle-orm';

/** The database's size on disk in bytes; null where the engine cannot tell. */
export async function databaseSize(db: Db): Promise<number | null> {
  try {
    const [row] = await queryRows<{ size: string | number }>(
      db,
      sql`select pg_database_size(current_database()) as size`,
    );
    return row ? Number(row.size) : null;
  } catch {
    return null;
  }
}

interface PoolLike {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options?: { max?: number };
}

/** The node-postgres pool's use (open, idle, waiting, size); null on PGlite, which has none. */
export function poolUse(db: Db): { total: number; idle: number; waiting: number; max: number } | null {
  const client = (db as unknown as { $client?: Partial<PoolLike> }).$client;
  if (!client || typeof client.totalCount !== 'number') return null;
  return {
    total: client.totalCount,
    idle: client.idleCount ?? 0,
    waiting: client.waitingCount ?? 0,
    max: client.options?.max ?? 0,
  };
}
