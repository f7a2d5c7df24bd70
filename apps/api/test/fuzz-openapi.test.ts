import { queryRows } from '@portal/db/client';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_INPUT_DEPTH } from '../src/platform/input-guard';
import { createTestApp, DEMO, signIn, type TestContext, testConfig } from './helpers';

/**
 * Property tests over the API as documented: every operation of the generated OpenAPI document
 * (and every /api route of the route table the document leaves out) is called with malformed and
 * oversized values built from its own request schemas. Whatever arrives, the server answers
 * without a 5xx, every 4xx carries `{ code, message, requestId }`, a request that breaks its
 * schema is refused, and nothing is written.
 *
 * Nothing here names an operation: a new route is fuzzed the day it is added.
 */

type Schema = {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};

type Place = 'path' | 'query' | 'header';
interface Param {
  in: Place;
  name: string;
  schema: Schema;
  required: boolean;
}
interface Operation {
  id: string;
  method: string;
  path: string;
  params: Param[];
  body?: Schema;
  /** Operations that serve a page to a browser may refuse with a page, not JSON. */
  servesJson: boolean;
}

interface Request {
  path: Record<string, string>;
  query: Record<string, string>;
  header: Record<string, string>;
  /** A JSON value, or a raw text sent as it is. */
  body?: { json: unknown } | { raw: string };
  /** Whether the request breaks its schema on purpose, so it must be refused. */
  broken: string | null;
}

// ------------------------------------------------------------------------------------------
// Operations, from the document and the route table

function operationsOf(
  doc: { paths: Record<string, Record<string, unknown>> },
  routes: { method: string; url: string }[],
) {
  const ops: Operation[] = [];
  const documented = new Set<string>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const op = raw as {
        operationId?: string;
        parameters?: { in: string; name: string; schema: Schema; required?: boolean }[];
        requestBody?: { content?: Record<string, { schema: Schema }> };
        responses?: Record<string, { content?: Record<string, unknown> }>;
      };
      const params = (op.parameters ?? [])
        .filter((p) => p.in === 'path' || p.in === 'query' || p.in === 'header')
        .map((p) => ({ in: p.in as Place, name: p.name, schema: p.schema ?? {}, required: !!p.required }));
      const servesJson = Object.values(op.responses ?? {}).some((r) => r.content?.['application/json']);
      ops.push({
        id: op.operationId ?? `${method} ${path}`,
        method: method.toUpperCase(),
        path,
        params,
        body: op.requestBody?.content?.['application/json']?.schema,
        servesJson,
      });
      documented.add(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
    }
  }
  // Routes under /api that the document leaves out (the realtime socket, say) are fuzzed with
  // what needs no schema: hostile text, nesting, bodies.
  for (const r of routes) {
    if (!r.url.startsWith('/api/') || r.url.startsWith('/api/docs') || documented.has(`${r.method} ${r.url}`)) continue;
    const names = [...r.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
    ops.push({
      id: `${r.method} ${r.url}`,
      method: r.method,
      path: r.url.replace(/:(\w+)/g, '{$1}'),
      params: names.map((name) => ({ in: 'path', name, schema: { type: 'string' }, required: true })),
      servesJson: true,
    });
  }
  return ops;
}

// ------------------------------------------------------------------------------------------
// Values

const NUL = '\u0000';
const POISON = ['\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\udc00\ud800', `${'ş'.repeat(10)}\u0000`];
/**
 * A URL can carry a NUL (`%00`) but no lone surrogate: it has no UTF-8 spelling, and the bytes a
 * sloppy encoder writes for one do not decode, so they stay literal text.
 */
const URL_POISON = POISON.filter((p) => p.includes(NUL));

/** Strings chosen to upset parsers, SQL, LIKE patterns, number coercion and normalization. */
const NASTY_STRINGS = [
  '',
  ' ',
  "' or 1=1 --",
  '%_\\',
  '"); drop table profiles; --',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  '0x10',
  '9'.repeat(40),
  '-9223372036854775809',
  '2026-02-30T25:61:61Z',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '275760-09-13T00:00:00.001Z',
  'İıŞşĞğ',
  '😀'.repeat(5),
  '\ufeff\u200b',
  'null',
  'true',
  '[]',
  '{}',
];
const NASTY_NUMBERS = [
  -1,
  0,
  -0,
  0.5,
  1e-300,
  2 ** 31,
  2 ** 53,
  2 ** 63,
  -(2 ** 63),
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
];

const typesOf = (s: Schema): string[] => {
  const branches = [...(s.anyOf ?? []), ...(s.oneOf ?? [])];
  if (branches.length > 0) return branches.flatMap(typesOf);
  const base = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (s.enum || s.const !== undefined) return [...new Set((s.enum ?? [s.const]).map((v) => jsonType(v)))];
  return s.nullable ? [...base, 'null'] : base;
};
const jsonType = (v: unknown) =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v;

/** A value that fits the schema, or nearly (strings may miss a pattern): it gets the request in. */
function plausible(s: Schema, depth = 0): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = [...(s.anyOf ?? []), ...(s.oneOf ?? [])];
  if (alternatives.length > 0) return fc.oneof(...alternatives.map((a) => plausible(a, depth)));
  if (s.allOf?.length) return plausible(Object.assign({}, ...s.allOf), depth);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  const value = ((): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return plausibleString(s);
      case 'integer': {
        const min = Math.max(s.minimum ?? -1000, -(2 ** 53));
        const max = Math.min(s.maximum ?? 100_000, 2 ** 53 - 1);
        return fc.oneof(fc.integer({ min, max: Math.min(max, min + 1000) }), fc.constantFrom(min, max));
      }
      case 'number':
        return fc.double({ min: s.minimum ?? -1000, max: s.maximum ?? 100_000, noNaN: true, noDefaultInfinity: true });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(plausible(s.items ?? {}, depth + 1), {
          minLength: s.minItems ?? 0,
          maxLength: Math.min(s.maxItems ?? 3, 3, (s.minItems ?? 0) + 3),
        });
      case 'object':
        return plausibleObject(s, depth);
      default:
        // `z.unknown()`: anything JSON, including numbers no column can hold.
        return fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom(...NASTY_NUMBERS, ...NASTY_STRINGS));
    }
  })();
  return s.nullable ? fc.oneof({ weight: 4, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) }) : value;
}

function plausibleString(s: Schema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = Math.min(s.maxLength ?? 200, 5000);
  const fits = (v: string) => v.length >= min && v.length <= max;
  // Half the time an id that exists, so requests get past "not found" into the code behind it.
  if (s.format === 'uuid')
    return knownIds.length ? fc.oneof(fc.uuid({ version: 4 }), fc.constantFrom(...knownIds)) : fc.uuid();
  if (s.format === 'email') return fc.constantFrom('kimse@example.com', 'admin@portal.test', 'A@B.CO');
  if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((v) => fits(v));
    } catch {
      // A pattern JavaScript cannot compile: fall through to ordinary strings.
    }
  }
  return fc.oneof(
    fc.string({ minLength: min, maxLength: Math.min(max, 30), unit: 'grapheme' }),
    fc.constantFrom(...NASTY_STRINGS).filter(fits),
    // As long as allowed, in characters of two UTF-8 bytes.
    fc.constant('ş'.repeat(max)),
  );
}

function plausibleObject(s: Schema, depth: number): fc.Arbitrary<unknown> {
  const props = s.properties ?? {};
  const required = new Set(s.required ?? []);
  const keys = Object.keys(props);
  if (depth > 6 || keys.length === 0) return fc.constant({});
  return fc.record(Object.fromEntries(keys.map((k) => [k, plausible(props[k] as Schema, depth + 1)])), {
    requiredKeys: keys.filter((k) => required.has(k)),
  });
}

/** Values that break the schema whatever else is in the request, with what they break. */
function violations(s: Schema, inUrl: boolean): fc.Arbitrary<{ value: unknown; why: string }>[] {
  const out: fc.Arbitrary<{ value: unknown; why: string }>[] = [];
  const v = (why: string, arb: fc.Arbitrary<unknown>) => out.push(arb.map((value) => ({ value, why })));
  const types = typesOf(s);
  const unconstrained = types.length === 0 && !s.enum && s.const === undefined;
  if (!unconstrained) {
    if (inUrl) {
      if (types.every((t) => t === 'integer' || t === 'number' || t === 'boolean')) {
        v('not a number', fc.constantFrom('abc', '1x', '--1', '[object Object]'));
      }
    } else {
      const wrong = [
        ['string', fc.constantFrom('text', '')],
        ['integer', fc.constantFrom(7, -3)],
        ['boolean', fc.boolean()],
        ['null', fc.constant(null)],
        ['array', fc.constant([1, 'a'])],
        ['object', fc.constant({ nested: { x: 1 } })],
      ] as const;
      const accepted = new Set(types.flatMap((t) => (t === 'number' ? ['number', 'integer'] : [t])));
      const options = wrong.filter(([t]) => !accepted.has(t)).map(([, a]) => a as fc.Arbitrary<unknown>);
      if (options.length > 0) v(`not ${types.join('|')}`, fc.oneof(...options));
    }
  }
  if (s.enum?.every((e) => typeof e === 'string')) v('not in enum', fc.constantFrom('nope', 'ADMIN', ' admin'));
  if (s.maxLength !== undefined && s.maxLength < 100_000) {
    v(
      `longer than ${s.maxLength}`,
      fc.constantFrom('x', 'ş', '9').map((c) => c.repeat((s.maxLength as number) + 1)),
    );
  }
  if (typeof s.minLength === 'number' && s.minLength > 1 && !s.pattern) {
    v(`shorter than ${s.minLength}`, fc.constant('x'.repeat(s.minLength - 1)));
  }
  if (s.format === 'uuid') v('not a uuid', fc.constantFrom('not-a-uuid', '1', `${'0'.repeat(36)}`));
  if (types.includes('integer') || types.includes('number')) {
    const enc = (n: number) => (inUrl ? String(n) : n);
    if (s.maximum !== undefined && s.maximum < 2 ** 53)
      v('above maximum', fc.constantFrom(enc(s.maximum + 1), enc(1e300)));
    if (s.minimum !== undefined && s.minimum > -(2 ** 53))
      v('below minimum', fc.constantFrom(enc(s.minimum - 1), enc(-1e300)));
    if (types.includes('integer') && !types.includes('number')) v('not an integer', fc.constant(enc(1.5)));
  }
  return out;
}

// ------------------------------------------------------------------------------------------
// Requests

/** Percent-encoding that also spells a lone surrogate (as the three bytes a sloppy encoder writes). */
function encodeLoose(s: string): string {
  let out = '';
  for (const ch of s) {
    const code = ch.codePointAt(0) as number;
    if (code >= 0xd800 && code <= 0xdfff) {
      out +=
        `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    } else out += encodeURIComponent(ch);
  }
  return out;
}

const asUrlText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

interface Site {
  label: string;
  apply(req: Request, value: unknown): void;
  arb: fc.Arbitrary<{ value: unknown; why: string }>;
}

/** Every place in an operation's request where a value can break the schema. */
function sitesOf(op: Operation): Site[] {
  const sites: Site[] = [];
  for (const p of op.params) {
    for (const arb of violations(p.schema, true)) {
      sites.push({
        label: `${p.in}:${p.name}`,
        arb,
        apply: (req, value) => {
          req[p.in][p.name] = asUrlText(value);
        },
      });
    }
    const missing = p.required && p.in !== 'path';
    if (missing) {
      sites.push({
        label: `${p.in}:${p.name}`,
        arb: fc.constant({ value: undefined, why: 'required and missing' }),
        apply: (req) => {
          delete req[p.in][p.name];
        },
      });
    }
  }
  if (op.body) collectBodySites(op.body, [], sites, 0);
  // Whatever the schema: text the database cannot store, anywhere; nesting beyond the edge's limit.
  sites.push({
    label: 'query:any',
    arb: fc.constantFrom(...URL_POISON).map((value) => ({ value, why: 'unstorable text in the query' })),
    apply: (req, value) => {
      req.query.q = value as string;
    },
  });
  for (const p of op.params.filter((p) => p.in !== 'header')) {
    sites.push({
      label: `${p.in}:${p.name}`,
      arb: fc.constantFrom(...URL_POISON).map((value) => ({ value, why: 'unstorable text' })),
      apply: (req, value) => {
        req[p.in][p.name] = `x${value as string}`;
      },
    });
  }
  // Fastify reads no body on GET or HEAD: one sent there reaches nothing.
  if (op.method === 'GET' || op.method === 'HEAD') return sites;
  sites.push({
    label: 'body',
    arb: fc
      .oneof(
        fc.constantFrom(...POISON).map((p) => ({ text: p, note: { k: p } })),
        fc.constantFrom(...POISON).map((p) => ({ [`key${p}`]: 1 })),
      )
      .map((value) => ({ value, why: 'unstorable text in the body' })),
    apply: (req, value) => {
      const current = req.body && 'json' in req.body ? req.body.json : undefined;
      req.body = {
        json: current && typeof current === 'object' && !Array.isArray(current) ? { ...current, poison: value } : value,
      };
    },
  });
  // Nesting is written as text: deep enough values would overflow JSON.stringify on this side.
  sites.push({
    label: 'body',
    arb: fc
      .record({ levels: fc.constantFrom(MAX_INPUT_DEPTH + 1, 1000, 100_000), open: fc.constantFrom('[', '{"k":') })
      .map((value) => ({ value, why: 'nesting beyond the limit' })),
    apply: (req, value) => {
      const { levels, open } = value as { levels: number; open: string };
      const nested = `${open.repeat(levels)}1${(open === '[' ? ']' : '}').repeat(levels)}`;
      const current = req.body && 'json' in req.body ? req.body.json : undefined;
      const base = current && typeof current === 'object' && !Array.isArray(current) ? current : {};
      req.body = { raw: JSON.stringify({ ...base, poison: '\u0001' }).replace('"\\u0001"', nested) };
    },
  });
  return sites;
}

/** Sets (or removes) the value at `path` in the request's JSON body, making objects on the way. */
function bodySetter(path: string[]) {
  return (req: Request, value: unknown, remove = false) => {
    if (path.length === 0) {
      req.body = { json: value };
      return;
    }
    const current = req.body && 'json' in req.body ? req.body.json : undefined;
    const root = current && typeof current === 'object' && !Array.isArray(current) ? current : {};
    req.body = { json: root };
    let node = root as Record<string, unknown>;
    for (const key of path.slice(0, -1)) {
      const next = node[key];
      if (!next || typeof next !== 'object' || Array.isArray(next)) node[key] = {};
      node = node[key] as Record<string, unknown>;
    }
    const last = path[path.length - 1] as string;
    if (remove) delete node[last];
    // JSON.parse makes `__proto__` an own key; so must the request.
    else Object.defineProperty(node, last, { value, enumerable: true, configurable: true, writable: true });
  };
}

function collectBodySites(s: Schema, path: string[], sites: Site[], depth: number) {
  if (depth > 4) return;
  const label = `body${path.length ? `.${path.join('.')}` : ''}`;
  const set = bodySetter(path);
  for (const arb of violations(s, false)) sites.push({ label, arb, apply: (req, value) => set(req, value) });
  if (s.type !== 'object' && !s.properties) return;
  if (s.additionalProperties === false) {
    sites.push({
      label,
      arb: fc.constantFrom('role', 'isAdmin', '__proto__', 'constructor', 'id').map((key) => ({
        value: key,
        why: `unknown key ${key}`,
      })),
      apply: (req, key) => bodySetter([...path, key as string])(req, true),
    });
  }
  for (const key of s.required ?? []) {
    const remove = bodySetter([...path, key]);
    sites.push({
      label: `${label}.${key}`,
      arb: fc.constant({ value: undefined, why: `required ${key} missing` }),
      apply: (req) => remove(req, undefined, true),
    });
  }
  for (const [key, child] of Object.entries(s.properties ?? {}))
    collectBodySites(child, [...path, key], sites, depth + 1);
}

function plausibleRequest(op: Operation): fc.Arbitrary<Request> {
  const param = (place: Place) =>
    fc.record(
      Object.fromEntries(
        op.params
          .filter((p) => p.in === place)
          .map((p) => [
            p.name,
            plausible(p.schema)
              .map(asUrlText)
              .filter((v) => place !== 'path' || v.length > 0),
          ]),
      ),
      { requiredKeys: op.params.filter((p) => p.in === place && (p.required || place === 'path')).map((p) => p.name) },
    ) as fc.Arbitrary<Record<string, string>>;
  return fc
    .record({
      path: param('path'),
      query: param('query'),
      header: param('header'),
      body: op.body ? plausible(op.body).map((json) => ({ json })) : fc.constant(undefined),
    })
    .map((r) => ({ ...r, broken: null }) as Request);
}

/** A plausible request with one (or two) schema-breaking values; reads may also go in unbroken. */
function requestArb(op: Operation): fc.Arbitrary<Request> {
  const sites = sitesOf(op);
  const breakOne = fc.constantFrom(...sites).chain((site) => site.arb.map((v) => ({ site, ...v })));
  const reads = op.method === 'GET';
  return fc
    .record({
      base: plausibleRequest(op),
      first: breakOne,
      second: fc.option(breakOne, { freq: 3 }),
      intact: reads ? fc.boolean() : fc.constant(false),
    })
    .map(({ base, first, second, intact }) => {
      const req = structuredClone(base);
      if (intact) return req;
      for (const hit of second ? [first, second] : [first]) hit.site.apply(req, hit.value);
      req.broken = `${first.site.label}: ${first.why}`;
      return req;
    });
}

function urlOf(op: Operation, req: Request) {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeLoose(req.path[name] ?? 'x'));
  const query = Object.entries(req.query)
    .map(([k, v]) => `${encodeLoose(k)}=${encodeLoose(v)}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

// ------------------------------------------------------------------------------------------
// What the database holds

/**
 * Every table's row count and a digest of its rows. Left out of the digest (never of the count):
 * the tables a signed-in call touches on every request by design — `auth_sessions` (Better Auth
 * slides a session's expiry as it is used) and `user_sessions` (the device list's "last active").
 */
const TOUCHED_BY_EVERY_SIGNED_IN_CALL = new Set(['auth_sessions', 'user_sessions']);

async function snapshot(t: TestContext) {
  const tables = await queryRows<{ tablename: string }>(
    t.database.db,
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  // The sales rollups are written only by the triggers of orders and profiles (decision 051), whose
  // own digests move with any write that would change them; hashing their many rows after every
  // operation would be most of this test's time.
  const parts = tables
    .filter(({ tablename: n }) => !n.startsWith('analytics_'))
    .map(({ tablename: n }) =>
      TOUCHED_BY_EVERY_SIGNED_IN_CALL.has(n)
        ? `select '${n}' as name, count(*)::int as n, '' as digest from "${n}"`
        : // An order-free sum of row hashes: any insert, update or delete moves it.
          `select '${n}' as name, count(*)::int as n, coalesce(sum(hashtext(x::text)::bigint), 0)::text as digest from "${n}" x`,
    );
  const rows = await queryRows<{ name: string; n: number; digest: string }>(
    t.database.db,
    sql.raw(parts.join(' union all ')),
  );
  return Object.fromEntries(rows.map((r) => [r.name, `${r.n}:${r.digest}`]));
}

// ------------------------------------------------------------------------------------------

let t: TestContext;
let operations: Operation[] = [];
/** A few ids of every table that has them. */
const knownIds: string[] = [];
let adminCookie = '';

beforeAll(async () => {
  const base = testConfig();
  // Thousands of requests from one address in a few seconds: the per-address limit is not under test.
  t = await createTestApp({ limits: { ...base.limits, requestsPerMinute: 1_000_000 } });
  adminCookie = (await signIn(t.app, DEMO.admin)).cookie;
  operations = operationsOf(t.app.swagger() as never, t.app.routeTable);
  const tables = await queryRows<{ table_name: string }>(
    t.database.db,
    sql`select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'id' and data_type = 'uuid' order by table_name`,
  );
  for (const { table_name: name } of tables) {
    const rows = await queryRows<{ id: string }>(t.database.db, sql.raw(`select id::text from "${name}" limit 5`));
    knownIds.push(...rows.map((r) => r.id));
  }
});
afterAll(() => t?.close());

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_401);
/** How many operations run between two comparisons of the tables (FUZZ_COMPARE_EVERY=1 names the one). */
const COMPARE_EVERY = Number(process.env.FUZZ_COMPARE_EVERY ?? 8);

/**
 * `broken`: every write carries at least one value that breaks its schema (reads may go in
 * unbroken too), and nothing may be written. `writes`: writes go in with values their schema
 * allows, however odd (longest strings, extreme numbers, ids of other tables); they may write,
 * but never answer 5xx.
 */
async function fuzz(as: 'admin' | 'anonymous', runsPerOperation: number, mode: 'broken' | 'writes' = 'broken') {
  const problems: string[] = [];
  let sent = 0;
  let repeated = 0;
  let refused = 0;
  const statuses: Record<number, number> = {};
  let snapshotMs = 0;
  const timedSnapshot = async () => {
    const started = performance.now();
    const result = await snapshot(t);
    snapshotMs += performance.now() - started;
    return result;
  };
  let before = await timedSnapshot();
  const ops = mode === 'writes' ? operations.filter((o) => o.method !== 'GET') : operations;
  // The tables are compared after every few operations, not after each one: a write found names
  // the operations since the last comparison (reading every table is most of this test's time).
  let sinceCompared: string[] = [];
  /** Where the time goes: the slowest operations, for the log. */
  const timings: [string, number][] = [];
  for (const [index, op] of ops.entries()) {
    const opStarted = performance.now();
    /**
     * The requests already sent for this operation. Generation repeats itself on small request
     * shapes (a read without parameters is the same request half the time); sending one again
     * would check the same answer to the same request on the same data, since nothing may be
     * written here — in `writes` mode data may change, so every request goes.
     */
    const seen = new Set<string>();
    const result = await fc.check(
      fc.asyncProperty(mode === 'broken' ? requestArb(op) : plausibleRequest(op), async (req) => {
        const url = urlOf(op, req);
        const headers: Record<string, string> = { ...req.header };
        if (as === 'admin') headers.cookie = adminCookie;
        let payload: string | undefined;
        if (req.body) {
          headers['content-type'] = 'application/json';
          payload = 'json' in req.body ? JSON.stringify(req.body.json) : req.body.raw;
          if (payload === undefined) payload = '';
        }
        if (mode === 'broken') {
          const key = JSON.stringify([url, headers, payload ?? null, req.broken]);
          if (seen.has(key)) {
            repeated++;
            return;
          }
          seen.add(key);
        }
        const res = await t.app.inject({ method: op.method as 'GET', url, headers, payload });
        sent++;
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        const where = `${as} ${op.method} ${url.slice(0, 160)}${payload ? ` body=${payload.slice(0, 200)}` : ''}`;
        if (res.statusCode >= 500) {
          // The server's own account of it, so that a failure seen once can be understood.
          const logged = t.serverErrors.filter((line) => line.includes(res.headers['x-request-id'] as string));
          throw new Error(
            `${res.statusCode} ${res.body.slice(0, 300)} <- ${where}\n${logged.join('\n').slice(0, 3000)}`,
          );
        }
        if (res.statusCode >= 400) {
          refused++;
          const json = /^application\/json/.test(String(res.headers['content-type']));
          if (!json) {
            if (op.servesJson || !/^text\/html/.test(String(res.headers['content-type']))) {
              throw new Error(`${res.statusCode} without the error shape: ${res.body.slice(0, 200)} <- ${where}`);
            }
            return;
          }
          const body = res.json();
          if (
            typeof body.code !== 'string' ||
            typeof body.message !== 'string' ||
            body.requestId !== res.headers['x-request-id']
          ) {
            throw new Error(
              `${res.statusCode} without { code, message, requestId }: ${res.body.slice(0, 200)} <- ${where}`,
            );
          }
        } else if (req.broken && res.statusCode < 300) {
          throw new Error(`${res.statusCode} for a request that breaks its schema (${req.broken}) <- ${where}`);
        }
      }),
      { numRuns: runsPerOperation, seed: SEED, endOnFailure: true },
    );
    if (mode === 'writes' && as === 'admin') {
      // A fuzzed sign-out or password change may end the session: sign in again for the next one.
      const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: adminCookie } });
      if (me.statusCode !== 200) adminCookie = (await signIn(t.app, DEMO.admin)).cookie;
    }
    timings.push([op.id, performance.now() - opStarted]);
    if (result.failed) {
      const error = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
      problems.push(`${op.id}: ${error}`);
    }
    if (mode === 'writes') continue;
    sinceCompared.push(op.id);
    if (sinceCompared.length < COMPARE_EVERY && index < ops.length - 1) continue;
    const after = await timedSnapshot();
    for (const [table, state] of Object.entries(after)) {
      if (before[table] !== state) {
        problems.push(`one of ${sinceCompared.join(', ')} as ${as} wrote to ${table} (${before[table]} -> ${state})`);
      }
    }
    before = after;
    sinceCompared = [];
  }
  const slowest = timings
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([id, ms]) => `${id} ${Math.round(ms)} ms`);
  console.info(
    `fuzz as ${as} (${mode}): ${sent} requests (${repeated} repeats not sent again) over ${ops.length} operations, ${Math.round(snapshotMs)} ms reading the tables; slowest: ${slowest.join(', ')}; statuses`,
    statuses,
  );
  return { problems, sent, repeated, refused };
}

describe('every documented operation, fed malformed and oversized values', () => {
  it('discovers the operations from the document and the route table', () => {
    expect(operations.length).toBeGreaterThan(80);
    // Every /api route of the route table is either in the document or fuzzed from the table.
    const covered = new Set(operations.map((o) => `${o.method} ${o.path.replace(/\{(\w+)\}/g, ':$1')}`));
    const missing = t.app.routeTable.filter(
      (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && !covered.has(`${r.method} ${r.url}`),
    );
    expect(missing).toEqual([]);
  });

  it('as the signed-in admin: no 5xx, every refusal in our shape, broken requests refused, nothing written', async () => {
    const { problems, sent, repeated, refused } = await fuzz('admin', 20);
    expect(problems).toEqual([]);
    expect(sent + repeated).toBeGreaterThan(operations.length * 15);
    // Most generated requests are new ones, not repeats.
    expect(sent).toBeGreaterThan(operations.length * 10);
    expect(refused).toBeGreaterThan(sent / 2);
    // The admin is still signed in: no fuzzed request ended the session under test.
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie: adminCookie } })).statusCode).toBe(200);
  }, 120_000);

  it('anonymous: the same', async () => {
    const { problems } = await fuzz('anonymous', 6);
    expect(problems).toEqual([]);
  }, 120_000);

  it('writes with odd values their schema allows: no 5xx, every refusal in our shape', async () => {
    const { problems } = await fuzz('admin', 10, 'writes');
    expect(problems).toEqual([]);
  }, 120_000);

  it('digests see a write (the check itself can fail)', async () => {
    const before = await snapshot(t);
    await t.database.db.execute(
      sql`update products set name = name || ' ' where id = (select id from products limit 1)`,
    );
    const after = await snapshot(t);
    expect(after.products).not.toBe(before.products);
  });
});
