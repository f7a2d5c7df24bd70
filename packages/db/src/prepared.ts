import { is, type Placeholder, type Query, SQL, sql } from 'drizzle-orm';
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

interface CompiledShape {
  /** The statement's name on each connection: the family and the shape's number. */
  name: string;
  query: Query;
}

const shapesByFamily = new Map<string, Map<string, CompiledShape>>();

/** What a handle of either driver keeps out of Drizzle's public types: its dialect and session. */
interface Handles {
  dialect: { sqlToQuery(sql: SQL): Query };
  _: {
    session: {
      prepareQuery(
        query: Query,
        fields: undefined,
        name: string,
        isResponseInArrayMode: boolean,
      ): { execute(values: Record<string, unknown>): Promise<unknown> };
    };
  };
}

/**
 * A hot-path statement that has to run inside transactions, built once per shape and then only
 * filled: `build` writes it with `sql.placeholder`s (Drizzle's builders take them in place of any
 * value, and map each filled value as the column would), and its SQL text is made the first time
 * a shape is met, on whatever handle. After that a call neither walks Drizzle's builders nor makes
 * PostgreSQL parse the text again: it runs as a named statement on the handle's connection, the
 * transaction's own inside one (decision 066). `shape` must name everything `build` depends on,
 * such as which keys are present and how many rows there are; its values come in `values`.
 * Answers the rows as the driver gives them (column names, driver values).
 */
export async function compiledRows<T>(
  db: DbOrTx,
  family: string,
  shape: string,
  build: () => SQL,
  values: Record<string, unknown>,
): Promise<T[]> {
  let shapes = shapesByFamily.get(family);
  if (!shapes) {
    shapes = new Map();
    shapesByFamily.set(family, shapes);
  }
  const handles = db as unknown as Handles;
  let compiled = shapes.get(shape);
  if (!compiled) {
    compiled = { name: `${family}_${shapes.size}`, query: handles.dialect.sqlToQuery(build()) };
    shapes.set(shape, compiled);
  }
  const result = (await handles._.session
    .prepareQuery(compiled.query, undefined, compiled.name, false)
    .execute(values)) as { rows: T[] };
  return result.rows;
}

/**
 * An object's keys as placeholders named `prefix.key`, its values under the same names, and its
 * shape, for `compiledRows`. An undefined value is left out, so the column takes its default, as
 * in Drizzle's own insert; a null is written as `null` in the text (a placeholder would hand it to
 * the column's mapping, which expects a value), so the shape says which keys are null. An SQL
 * expression as a value is refused: the text is built once, so it would be the first call's.
 */
export function placeholdersOf<T extends Record<string, unknown>>(prefix: string, object: T) {
  const placeholders: Record<string, Placeholder<string> | SQL> = {};
  const values: Record<string, unknown> = {};
  const keys: string[] = [];
  for (const key of Object.keys(object)) {
    const value = object[key];
    if (value === undefined) continue;
    // A statement built once cannot hold an expression that is different at each call.
    if (is(value, SQL)) throw new Error(`placeholdersOf: ${prefix}.${key} is an SQL expression, not a value`);
    if (value === null) {
      placeholders[key] = sql`null`;
      keys.push(`${key}=null`);
      continue;
    }
    const name = `${prefix}.${key}`;
    placeholders[key] = sql.placeholder(name);
    values[name] = value;
    keys.push(key);
  }
  return {
    placeholders: placeholders as { [K in keyof T]: Placeholder<string> | SQL },
    values,
    shape: `${prefix}(${keys.join(',')})`,
  };
}
