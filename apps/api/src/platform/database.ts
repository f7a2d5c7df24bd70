import { type DatabaseHandle, openDatabase } from '@portal/db/client';
import { migrationsFolder } from '@portal/db/migrations-folder';
import { DEMO_PASSWORD, hasMembers, seedDemo, seedEssentials } from '@portal/db/seed/demo';
import type { Config } from './config';
import { hashPassword } from './passwords';

type Log = Pick<Console, 'info'>;

/**
 * Opens the configured database, applies the SQL migrations and the rows every installation
 * needs, and fills an empty database with the demo network when that is wanted: by default only
 * for the embedded database, never in production unless SEED_DEMO says so.
 */
export async function openPreparedDatabase(config: Config, log: Log): Promise<DatabaseHandle> {
  const database = await openDatabase(config.database);
  await database.migrate(migrationsFolder());
  await seedEssentials(database.db);
  const embedded = !('url' in config.database);
  const wanted = config.seedDemo ?? (embedded && config.env !== 'production');
  if (wanted && !(await hasMembers(database.db))) {
    const result = await seedDemo(database.db, await hashPassword(DEMO_PASSWORD));
    log.info(`demo data: ${result.members} members seeded`);
  }
  return database;
}
