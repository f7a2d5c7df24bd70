import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * How deep a request's data may nest. No schema of ours goes past a handful of levels; the limit
 * keeps a hostile `[[[[…]]]]` body (a megabyte is half a million levels) away from every
 * recursive walker behind the edge: zod, JSON.stringify, a provider's signature check.
 */
export const MAX_INPUT_DEPTH = 32;

/** Where in the request a refused value sits, e.g. `{ in: 'body', path: 'items.0.name' }`. */
export interface InputProblem {
  in: 'params' | 'query' | 'body' | 'headers';
  path: string;
  problem: 'text' | 'depth';
}

/**
 * PostgreSQL stores neither NUL (not in `text`, not in `jsonb`) nor a lone UTF-16 surrogate (it
 * has no UTF-8 spelling). Either one reaching a query is a 500, so both are refused here.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

// Without the `u` flag the pattern sees UTF-16 code units, so it can tell a lone surrogate from a pair.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The first string (object key or value) in `value` that the database cannot store, or the first
 * place it nests deeper than `maxDepth`; `null` when all is well. Iterative, so depth alone cannot
 * overflow the stack of the walker itself.
 */
export function findInputProblem(
  value: unknown,
  maxDepth = MAX_INPUT_DEPTH,
): { path: string; problem: 'text' | 'depth' } | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const next = stack.pop() as { value: unknown; path: string[] };
    const current = next.value;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return { path: show(next.path), problem: 'text' };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (next.path.length >= maxDepth) return { path: show(next.path), problem: 'depth' };
    if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], path: [...next.path, String(i)] });
      continue;
    }
    const keys = Object.keys(current);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i] as string;
      if (!isStorableText(key)) return { path: show([...next.path, key]), problem: 'text' };
      stack.push({ value: (current as Record<string, unknown>)[key], path: [...next.path, key] });
    }
  }
  return null;
}

// A path is shown back to the client, so the offending characters themselves are escaped.
const show = (path: string[]) => path.map((p) => (isStorableText(p) ? p : JSON.stringify(p).slice(1, -1))).join('.');

/**
 * A header value as HTTP carries it: bytes, read as one character each (U+0000–U+00FF). Node's
 * parser cannot give anything else; an in-process request can, and the fetch `Headers` that the
 * session lookup builds from them would throw on it (a 500).
 */
export function isHeaderText(value: string): boolean {
  return !NOT_A_BYTE.test(value);
}

// Any UTF-16 code unit above U+00FF (without the `u` flag, surrogates included).
const NOT_A_BYTE = /[\u0100-\uffff]/;

function checkHeaderBytes(headers: FastifyRequest['headers']) {
  for (const [name, value] of Object.entries(headers)) {
    const values = Array.isArray(value) ? value : [value];
    if (values.every((v) => typeof v !== 'string' || isHeaderText(v))) continue;
    throw new AppError('INVALID_TEXT', { details: [{ in: 'headers', path: name, problem: 'text' }] });
  }
}

function check(where: InputProblem['in'], value: unknown) {
  const found = findInputProblem(value);
  if (!found) return;
  const details: InputProblem[] = [{ in: where, path: found.path, problem: found.problem }];
  throw new AppError(found.problem === 'text' ? 'INVALID_TEXT' : 'VALIDATION_ERROR', { details });
}

/**
 * One rule at the edge for every route: no string of the URL (path parameters, query), of the
 * headers or of the body may carry text the database cannot store, no header a character that is
 * not a byte, and nothing may nest deeper than `MAX_INPUT_DEPTH`. The URL and headers are checked
 * on arrival, before the access hook looks a session cookie up; the body as soon as it is parsed
 * (JSON, or the sandbox's form), before validation. Routes whose body is `z.unknown()` are covered
 * like any other.
 *
 * Register before the access control, so its `onRequest` hook runs first.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    check('params', request.params);
    check('query', request.query);
    check('headers', request.headers);
    checkHeaderBytes(request.headers);
    check('headers', cookieValues(request.headers.cookie));
  });
  app.addHook('preValidation', async (request: FastifyRequest) => {
    check('body', request.body);
  });
}

/** Cookie values as a reader decodes them (`%00` is a NUL once decoded). */
function cookieValues(header: string | undefined): Record<string, string> {
  if (!header) return {};
  const out: Record<string, string> = {};
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    const raw = pair.slice(at + 1).trim();
    try {
      out[pair.slice(0, at).trim()] = decodeURIComponent(raw);
    } catch {
      out[pair.slice(0, at).trim()] = raw;
    }
  }
  return out;
}
