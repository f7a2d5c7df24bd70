import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * What a response carries besides its body (decision 037). Helmet writes one set of headers for
 * a document on every response; most of it governs what a page may load, frame or open and means
 * nothing on a script, a stylesheet or a JSON body, yet a page loads 30-odd files and a dashboard
 * makes a dozen API calls, and the set is about 700 bytes each time, more than many of the bodies.
 */

/** Headers that only a document obeys. `X-Content-Type-Options` and `Cross-Origin-Resource-Policy`
 * are not here: they apply to subresources too. */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** A JSON body is never a document, but if one were ever shown as one it may load nothing. */
export const JSON_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

const JSON_DROPPED = DOCUMENT_ONLY_HEADERS.filter(
  (name) => name !== 'content-security-policy' && name !== 'x-frame-options' && name !== 'referrer-policy',
);

/** For a built, content-hashed file: none of a document's headers (helmet set them on the raw response). */
export function dropDocumentHeaders(res: { removeHeader(name: string): void }): void {
  for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
}

function isJson(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('application/json');
}

/** JSON answers get a short policy that forbids everything instead of the page's. */
export function registerResponseHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    if (!isJson(reply)) return;
    reply.raw.setHeader('content-security-policy', JSON_CONTENT_SECURITY_POLICY);
    for (const name of JSON_DROPPED) reply.raw.removeHeader(name);
  });
}

/**
 * Helmet's headers on every response, from one middleware built at start: the options never change
 * while the server runs, so neither do the headers. (The Fastify plugin built Helmet again from its
 * options on every request and parsed the content security policy each time, about 2 % of a
 * product list's CPU.)
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
