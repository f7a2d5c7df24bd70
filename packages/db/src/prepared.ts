import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';
import { withCompiledRows } from './row-mapper';

const byDatabase = new WeakMap<object, Map<string, unknown>>();

/**
 * A statement for the hot path, built once per database and name, then only executed: Drizzle
 * does not build its SQL again and PostgreSQL parses it once per connection (a named statement).
 * Inside a transaction it is built for that transaction each time, still under its name, since a
 * prepared query belongs to the handle it was made on. `build` must make the same SQL for every
 * call (values as `sql.placeholder`s), since the name stands for that text.
 */
export function prepared<Q>(db: DbOrTx, name: string, build: (db: DbOrTx, name: string) => Q): Q {
  if (is(db, PgTransaction)) return withCompiledRows(build(db, name), name);
  let statements = byDatabase.get(db);
  if (!statements) {
    statements = new Map();
    byDatabase.set(db, statements);
  }
  let statement = statements.get(name) as Q | undefined;
  if (!statement) {
    statement = withCompiledRows(build(db, name), name);
    statements.set(name, statement);
  }
  return statement;
}
