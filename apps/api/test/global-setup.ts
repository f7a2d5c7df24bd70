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
  // Every test file starts its database from this dump: the smaller it is, the less each file
  // copies. Write-ahead log segments of 1 MB instead of 16 (two of them were half the dump).
  const pglite = await PGlite.create({ initDbStartParams: ['--wal-segsize=1'] });
  const handle = await openDatabase({ pglite });
  await handle.migrate(migrationsFolder());
  await seedEssentials(handle.db);
  await seedDemo(handle.db, passwordHash);
  // The template databases are never used by the tests (nothing creates a database here), and
  // after a checkpoint only the current log segment holds anything: the rest are segments kept
  // for reuse. Neither goes into the dump.
  await pglite.exec(`update pg_database set datistemplate = false where datname in ('template0', 'template1')`);
  await pglite.exec('drop database template0');
  await pglite.exec('drop database template1');
  await pglite.exec('checkpoint');
  const { rows } = await pglite.query<{ name: string }>('select pg_walfile_name(pg_current_wal_lsn()) as name');
  const current = rows[0]?.name;
  const dump = await pglite.dumpDataDir('none');
  const file = join(dir, 'template.tar');
  writeFileSync(
    file,
    withoutEntries(Buffer.from(await dump.arrayBuffer()), (name) => {
      const segment = /\/pg_wal\/([0-9A-F]{24})$/.exec(name)?.[1];
      return segment !== undefined && segment !== current;
    }),
  );
  await handle.close();
  project.provide('dbTemplate', { kind: 'pglite', file });
  return () => rmSync(dir, { recursive: true, force: true });
}

/** A tar archive without the entries `drop` names (ustar: a 512-byte header, then the data in 512-byte blocks). */
function withoutEntries(tar: Buffer, drop: (name: string) => boolean): Buffer {
  const kept: Buffer[] = [];
  let at = 0;
  while (at + 512 <= tar.length && tar[at] !== 0) {
    const field = (from: number, length: number) =>
      tar.toString('latin1', at + from, at + from + length).replace(/\0.*$/s, '');
    const prefix = field(345, 155);
    const name = prefix ? `${prefix}/${field(0, 100)}` : field(0, 100);
    const size = Number.parseInt(field(124, 12).trim() || '0', 8);
    const end = at + 512 + Math.ceil(size / 512) * 512;
    if (!drop(name)) kept.push(tar.subarray(at, end));
    at = end;
  }
  kept.push(Buffer.alloc(1024));
  return Buffer.concat(kept);
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
