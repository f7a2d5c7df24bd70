import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

/** A decoder as Drizzle keeps it: a column or an SQL expression's `mapWith`. */
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** What Drizzle hands a prepared query: the selection in column order, each with its key path. */
interface SelectedField {
  path: string[];
  field: unknown;
}

/** A prepared query of either driver (node-postgres, PGlite), as far as the mapper is concerned. */
interface MappableStatement {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

interface Slot {
  path: string[];
  /** Null when the decoder returns its value as it is (most columns and `sql` without `mapWith`). */
  decoder: Decoder | null;
  /** For a column two levels deep (`{ prices: { dealerPrice } }`): its table, for the left-join rule. */
  table: string | null;
}

/** An expression's decoder (`mapWith`), which Drizzle keeps out of its public types. */
const sqlDecoder = (expression: SQL) => (expression as unknown as { decoder: Decoder }).decoder;

const identityDecoders = new Set<unknown>([
  Column.prototype.mapFromDriverValue,
  sqlDecoder(new SQL([])).mapFromDriverValue,
]);

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field as Decoder;
  if (is(field, SQL)) return sqlDecoder(field);
  if (is(field, Subquery)) return sqlDecoder((field as unknown as { _: { sql: SQL } })._.sql);
  return sqlDecoder((field as SQL.Aliased).sql);
}

/**
 * Drizzle's row mapping (`mapResultRow`) with every per-column decision taken once per statement
 * instead of once per cell: which decoder a column has, whether it is the identity, which table a
 * nested column comes from. Rows come out the same, including a left-joined table whose columns
 * are all null becoming `null` (the test compares the two on real queries). On a page of 24
 * products of 30-odd columns the generic mapping was about a tenth of the server's CPU.
 */
export function compileRowMapper(
  fields: SelectedField[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): (rows: unknown[][]) => Record<string, unknown>[] {
  const slots: Slot[] = fields.map(({ path, field }) => {
    const decoder = decoderOf(field);
    return {
      path,
      decoder: identityDecoders.has(decoder.mapFromDriverValue) ? null : decoder,
      table: joinsNotNullableMap && is(field, Column) && path.length === 2 ? getTableName(field.table) : null,
    };
  });
  const nullable = !!joinsNotNullableMap;

  const mapRow = (row: unknown[]) => {
    const result: Record<string, unknown> = {};
    const nullifyMap: Record<string, string | false> | null = nullable ? {} : null;
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i] as Slot;
      const path = slot.path;
      let node = result;
      const last = path.length - 1;
      for (let j = 0; j < last; j++) {
        const key = path[j] as string;
        if (!(key in node)) node[key] = {};
        node = node[key] as Record<string, unknown>;
      }
      const raw = row[i];
      const value = raw === null ? null : slot.decoder ? slot.decoder.mapFromDriverValue(raw) : raw;
      node[path[last] as string] = value;
      if (nullifyMap && slot.table !== null) {
        const objectName = path[0] as string;
        if (!(objectName in nullifyMap)) nullifyMap[objectName] = value === null ? slot.table : false;
        else if (typeof nullifyMap[objectName] === 'string' && nullifyMap[objectName] !== slot.table) {
          nullifyMap[objectName] = false;
        }
      }
    }
    if (nullifyMap && joinsNotNullableMap) {
      for (const objectName in nullifyMap) {
        const tableName = nullifyMap[objectName];
        if (typeof tableName === 'string' && !joinsNotNullableMap[tableName]) result[objectName] = null;
      }
    }
    return result;
  };
  return (rows) => rows.map(mapRow);
}

const mappersByName = new Map<string, (rows: unknown[][]) => unknown>();

/**
 * Gives a prepared select the compiled mapping (Drizzle calls a statement's `customResultMapper`
 * with the raw array rows when it has one). A statement without a selection list (`db.execute`,
 * an insert without `returning`) is left as it is. With a `name`, the mapping is compiled once for
 * every statement of that name (a named statement is built again in each transaction, always with
 * the same SQL and so the same selection).
 */
export function withCompiledRows<Q>(statement: Q, name?: string): Q {
  const s = statement as MappableStatement;
  if (!s.fields || s.customResultMapper) return statement;
  let mapper = name ? mappersByName.get(name) : undefined;
  if (!mapper) {
    mapper = compileRowMapper(s.fields, s.joinsNotNullableMap);
    if (name) mappersByName.set(name, mapper);
  }
  s.customResultMapper = mapper as MappableStatement['customResultMapper'];
  return statement;
}
