import { errorMessage } from '@portal/shared/errors';
import { takeFirstScreen } from '@/lib/api/first-screen';

/** The server's error body: `{ code, message, requestId, details? }`. */
type ErrorBody = { code?: unknown; message?: unknown; requestId?: unknown; details?: unknown };

/**
 * Every failed request becomes one of these. `message` is always Turkish: the client
 * catalogue's text for the code, else the server's own (already Turkish) message.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly requestId: string | null;
  readonly details: unknown;

  constructor(init: { status: number; code: string; message: string; requestId?: string | null; details?: unknown }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.requestId = init.requestId ?? null;
    this.details = init.details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Field messages of a validation error. The server sends `details` as a list of
 * `{ path, message }` (path a dotted string or a list of keys); `{ fields }` is accepted too.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || !error.details || typeof error.details !== 'object') return {};
  const out: Record<string, string> = {};
  if (Array.isArray(error.details)) {
    for (const issue of error.details as unknown[]) {
      if (!issue || typeof issue !== 'object') continue;
      const { path, message } = issue as { path?: unknown; message?: unknown };
      const key = Array.isArray(path) ? path.join('.') : typeof path === 'string' ? path : '';
      if (key && typeof message === 'string' && !(key in out)) out[key] = message;
    }
    return out;
  }
  const fields = (error.details as { fields?: unknown }).fields;
  if (!fields || typeof fields !== 'object') return {};
  for (const [key, value] of Object.entries(fields as Record<string, unknown>)) {
    if (typeof value === 'string') out[key] = value;
    else if (Array.isArray(value) && typeof value[0] === 'string') out[key] = value[0];
  }
  return out;
}

/** Client-side codes: the request never got an answer from our API. */
export const NETWORK_ERROR = 'NETWORK_ERROR';
export const INVALID_RESPONSE = 'INVALID_RESPONSE';
const NETWORK_MESSAGE = 'Bağlantı hatası. Lütfen internet bağlantınızı kontrol edin.';
const INVALID_RESPONSE_MESSAGE = 'Sunucudan beklenmeyen bir yanıt alındı. Lütfen tekrar deneyin.';

/**
 * The catalogue's message for the code. A server message that extends the catalogue's text
 * ('Satış kuralları ihlali: …') carries the reason, so it wins; an unknown code keeps the
 * server's own Turkish message.
 */
export function messageFor(code: string, serverMessage?: string): string {
  const catalogue = errorMessage(code, serverMessage);
  if (serverMessage && serverMessage !== catalogue && serverMessage.startsWith(catalogue)) return serverMessage;
  return catalogue;
}

function toApiError(status: number, body: ErrorBody | null, headerRequestId: string | null): ApiError {
  const code = typeof body?.code === 'string' ? body.code : `HTTP_${status}`;
  const serverMessage = typeof body?.message === 'string' && body.message ? body.message : undefined;
  return new ApiError({
    status,
    code,
    message: messageFor(code, serverMessage),
    requestId: typeof body?.requestId === 'string' ? body.requestId : headerRequestId,
    details: body?.details,
  });
}

type RequestOptions = Omit<RequestInit, 'body'> & {
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
};

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

/**
 * fetch for our API: same-origin cookies, JSON both ways, and one error type.
 * Returns `undefined` for 204 and other empty bodies.
 */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { body, query, headers, ...init } = options;
  const finalHeaders = new Headers(headers);
  finalHeaders.set('Accept', 'application/json');
  let payload: BodyInit | undefined;
  if (body !== undefined) {
    if (body instanceof FormData) {
      payload = body;
    } else {
      finalHeaders.set('Content-Type', 'application/json');
      payload = JSON.stringify(body);
    }
  }

  const url = withQuery(path, query);
  if ((init.method ?? 'GET') === 'GET' && body === undefined) {
    // Sent with the page's HTML by the server (decision 056): no request at all.
    const first = takeFirstScreen(url);
    if (first.found) return first.value as T;
  }

  let response: Response;
  try {
    response = await fetch(url, {
      credentials: 'include',
      ...init,
      headers: finalHeaders,
      body: payload,
    });
  } catch (cause) {
    // Aborts are the caller's choice (a query was cancelled); let them through unchanged.
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: NETWORK_ERROR, message: NETWORK_MESSAGE });
  }

  const requestId = response.headers.get('x-request-id');
  const text = response.status === 204 ? '' : await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }

  if (!response.ok) {
    throw toApiError(response.status, (data && typeof data === 'object' ? data : null) as ErrorBody | null, requestId);
  }
  if (text && data === null) {
    // A 200 that is not JSON means we did not reach our API (a proxy page, a captive portal).
    throw new ApiError({
      status: response.status,
      code: INVALID_RESPONSE,
      message: INVALID_RESPONSE_MESSAGE,
      requestId,
    });
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiFetch<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiFetch<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiFetch<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiFetch<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiFetch<T>(path, { ...options, method: 'DELETE' }),
};
