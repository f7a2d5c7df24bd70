import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '@portal/db/client';
import { migrationsFolder } from '@portal/db/migrations-folder';
import { DEMO_PASSWORD, seedDemo, seedEssentials } from '@portal/db/seed/demo';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { hashPassword } from '../src/platform/passwords';

/**
 * Migrates and seeds one template database for the whole run: a PGlite data directory dumped to
 * a file, or (with TEST_DATABASE_URL) a PostgreSQL database that each test file clones.
 */
export default async function setup(project: TestProject) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const templateName = `portal_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${templateName}`);
    const templateUrl = withDatabase(url, templateName);
    const handle = await openDatabase({ url: templateUrl, poolSize: 2 });
    await handle.migrate(migrationsFolder());
    await seedEssentials(handle.db);
    await seedDemo(handle.db, passwordHash);
    await handle.close();
    project.provide('dbTemplate', { kind: 'postgres', url, templateName });
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like 'portal_t_${process.pid}_%' or datname = $1`,
        [templateName],
      );
      for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  const pglite = await PGlite.create();
  const handle = await openDatabase({ pglite });
  await handle.migrate(migrationsFolder());
  await seedEssentials(handle.db);
  await seedDemo(handle.db, passwordHash);
  const dump = await pglite.dumpDataDir('none');
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('dbTemplate', { kind: 'pglite', file });
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: { kind: 'pglite'; file: string } | { kind: 'postgres'; url: string; templateName: string };
  }
}
