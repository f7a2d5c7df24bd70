import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERROR_CODES, type ErrorCode } from '@portal/shared/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decodedPath } from './canonical-url';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { RecentErrors } from './recent-errors';

/** The one error type of the server: a code from the shared catalogue, its status and details. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: unknown;

  constructor(code: ErrorCode, options: { status?: number; details?: unknown; message?: string } = {}) {
    super(options.message ?? ERROR_CODES[code].message);
    this.code = code;
    this.status = options.status ?? ERROR_CODES[code].status;
    this.details = options.details;
  }
}

export const notFound = () => new AppError('NOT_FOUND');

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/** The SQLSTATE of a database error, whether the driver's own or wrapped by Drizzle as its cause. */
function sqlStateOf(error: unknown): string | undefined {
  for (let e = error, i = 0; e && typeof e === 'object' && i < 3; e = (e as { cause?: unknown }).cause, i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * One error handler and one not-found handler for the whole server. `pages`, when the web app is
 * built, answers page requests that are not files (the client router's history fallback).
 */
export function registerErrorHandler(
  app: FastifyInstance,
  pages?: { send(request: FastifyRequest, reply: FastifyReply, path: string): Promise<FastifyReply> },
  recent?: RecentErrors,
) {
  /** An unexpected error: kept for the debug page (no body, no headers; secrets removed). */
  const remember = (request: FastifyRequest, error: Error, code: ErrorCode) =>
    recent?.add({
      requestId: request.id,
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: 500,
      code,
      message: `${error.name}: ${error.message}`,
    });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const send = (status: number, code: ErrorCode, details?: unknown, message?: string) =>
      reply.status(status).send({
        code,
        message: message ?? ERROR_CODES[code].message,
        requestId: request.id,
        ...(details === undefined ? {} : { details }),
      });

    if (error instanceof AppError) return send(error.status, error.code, error.details, error.message);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message,
      }));
      return send(400, 'VALIDATION_ERROR', details);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      remember(request, error, 'INTERNAL');
      return send(500, 'INTERNAL');
    }
    // Two requests racing past the same check (a SKU, a deleted category) meet at the database's
    // constraint: the loser hears "changed meanwhile", not "unexpected error".
    const sqlState = sqlStateOf(error);
    if (sqlState === UNIQUE_VIOLATION || sqlState === FOREIGN_KEY_VIOLATION) {
      request.log.warn({ err: error }, 'constraint violation answered as a conflict');
      return send(409, 'CONFLICT');
    }
    const status = (error as FastifyError).statusCode ?? 500;
    const fastifyCode = (error as FastifyError).code;
    if (fastifyCode === 'FST_ERR_CTP_INVALID_JSON_BODY' || (status === 400 && error instanceof SyntaxError)) {
      return send(400, 'INVALID_JSON');
    }
    if (fastifyCode === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) return send(413, 'PAYLOAD_TOO_LARGE');
    if (fastifyCode === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) return send(415, 'UNSUPPORTED_MEDIA_TYPE');
    if (status === 429) return send(429, 'RATE_LIMITED');
    if (status >= 400 && status < 500) return send(status, 'VALIDATION_ERROR');
    request.log.error({ err: error }, 'unhandled error');
    remember(request, error, 'INTERNAL');
    return send(500, 'INTERNAL');
  });

  // A plugin that refuses with an empty body (the WebSocket route asked without an upgrade, say)
  // still answers in our shape.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || (payload !== undefined && payload !== null && payload !== '')) return payload;
    const code: ErrorCode =
      reply.statusCode === 404 ? 'ROUTE_NOT_FOUND' : reply.statusCode >= 500 ? 'INTERNAL' : 'VALIDATION_ERROR';
    reply.type('application/json; charset=utf-8');
    return JSON.stringify({ code, message: ERROR_CODES[code].message, requestId: request.id });
  });

  app.setNotFoundHandler(async (request, reply) => {
    // Decoded and case-folded, so `/%61pi/x` and `/API/x` are answered like `/api/x`.
    const path = decodedPath(request.url);
    // HEAD as well: whoever may GET a page may ask for its headers (link checkers, uptime probes).
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      path !== '/api' &&
      !path.startsWith('/assets/');
    if (pages && isPage && !/\.[a-z0-9]+$/i.test(path)) return pages.send(request, reply, path);
    return reply.status(404).send({
      code: 'ROUTE_NOT_FOUND',
      message: ERROR_CODES.ROUTE_NOT_FOUND.message,
      requestId: request.id,
    });
  });
}

/**
 * What Node's HTTP parser refuses before there is a request (headers over the size limit, a
 * request line that is not HTTP, a client too slow to send its headers) is answered on the raw
 * socket, in the same `{ code, message, requestId }` shape as every other error. The id is made
 * here, written to the log with the parser's reason, and sent back in `X-Request-Id`.
 */
export function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'HEADERS_TOO_LARGE'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'REQUEST_TIMEOUT'
        : 'MALFORMED_REQUEST';
  const requestId = randomUUID();
  const { status, message } = ERROR_CODES[code];
  this.log.info({ requestId, reason: error.code ?? error.message, code }, 'client error before a request');
  // Only when nothing of a response went out yet (Node's own rule for this event).
  if (socket.writable && socket.bytesWritten === 0) {
    const body = JSON.stringify({ code, message, requestId });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Request-Id: ${requestId}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

/**
 * The router's own refusals, made before any route or hook runs: a path whose percent-encoding
 * does not decode, a path parameter over the router's length limit.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const code: ErrorCode =
    error.code === 'FST_ERR_BAD_URL'
      ? 'INVALID_URL'
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'URL_TOO_LONG'
        : 'INTERNAL';
  if (code === 'INTERNAL') request.log.error({ err: error }, 'router error');
  return reply
    .status(ERROR_CODES[code].status)
    .header('x-request-id', request.id)
    .send({ code, message: ERROR_CODES[code].message, requestId: request.id });
}
