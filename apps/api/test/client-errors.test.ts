import { connect } from 'node:net';
import { ERROR_CODES } from '@portal/shared/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers';

let t: TestContext;
let port = 0;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.close());

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Writes bytes to a fresh connection and reads one HTTP/1.1 response until the server closes or it is complete. */
function rawRequest(bytes: string | Buffer): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let done = false;
    const finish = () => {
      if (done) return;
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      if (split < 0) return;
      const [statusLine, ...lines] = text.slice(0, split).split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      const body = Buffer.concat(chunks).subarray(Buffer.byteLength(text.slice(0, split + 4)));
      const length = Number(headers['content-length'] ?? Number.NaN);
      if (!Number.isNaN(length) && body.length < length) return;
      done = true;
      socket.destroy();
      resolve({ status: Number(statusLine?.split(' ')[1]), headers, body: body.toString('utf8') });
    };
    socket.on('data', (c) => {
      chunks.push(c);
      finish();
    });
    socket.on('end', finish);
    socket.on('close', () => {
      finish();
      if (!done) reject(new Error(`no response: ${Buffer.concat(chunks).toString()}`));
    });
    socket.on('error', () => {
      // The server may reset after answering; what it answered is read on close.
    });
    socket.write(bytes);
  });
}

function expectShape(res: RawResponse, status: number, code: keyof typeof ERROR_CODES) {
  expect(res.status, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(res.body);
  expect(body).toMatchObject({ code, message: ERROR_CODES[code].message });
  expect(typeof body.requestId).toBe('string');
  expect(body.requestId.length).toBeGreaterThan(7);
  expect(res.headers['x-request-id']).toBe(body.requestId);
  // Nothing of Fastify's own shape leaks through.
  expect(body).not.toHaveProperty('statusCode');
  expect(body).not.toHaveProperty('error');
  return body;
}

describe('client errors answer { code, message, requestId } like every other error', () => {
  it('headers over the size limit: 431 HEADERS_TOO_LARGE', async () => {
    const res = await rawRequest(
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`,
    );
    const body = expectShape(res, 431, 'HEADERS_TOO_LARGE');
    expect(body.message).toBe('İstek başlıkları çok büyük');
    // Byte length, not character length: the Turkish message must arrive whole.
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
  });

  it('a request the HTTP parser cannot read: 400 MALFORMED_REQUEST', async () => {
    expectShape(await rawRequest('HELLO THERE\r\n\r\n'), 400, 'MALFORMED_REQUEST');
    // A NUL in a header value is refused by the parser itself.
    expectShape(
      await rawRequest(Buffer.from('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-A: a\u0000b\r\n\r\n', 'latin1')),
      400,
      'MALFORMED_REQUEST',
    );
    expectShape(
      await rawRequest('GET /api/health HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n'),
      400,
      'MALFORMED_REQUEST',
    );
  });

  it('a path whose percent-encoding does not decode: 400 INVALID_URL', async () => {
    expectShape(await rawRequest('GET /api/orders/%E0%A4%A HTTP/1.1\r\nHost: localhost\r\n\r\n'), 400, 'INVALID_URL');
    const injected = await t.app.inject({ url: '/api/invitations/lookup/%zz' });
    expect(injected.statusCode).toBe(400);
    expect(injected.json()).toMatchObject({ code: 'INVALID_URL', requestId: injected.headers['x-request-id'] });
  });

  it('a path parameter over the router limit: 414 URL_TOO_LONG', async () => {
    // A POST: a GET would fall through to the built web app's catch-all and answer 404 in our shape.
    const res = await t.app.inject({ method: 'POST', url: `/api/notifications/${'x'.repeat(500)}/read` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toMatchObject({
      code: 'URL_TOO_LONG',
      message: ERROR_CODES.URL_TOO_LONG.message,
      requestId: res.headers['x-request-id'],
    });
  });

  it('an unknown API path, and a known path with a method it does not have: 404 ROUTE_NOT_FOUND', async () => {
    expectShape(
      await rawRequest('GET /api/nope HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
      404,
      'ROUTE_NOT_FOUND',
    );
    expectShape(
      await rawRequest(
        'PATCH /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Length: 0\r\n\r\n',
      ),
      404,
      'ROUTE_NOT_FOUND',
    );
  });

  it('bad percent-encoding in the query is not a 5xx', async () => {
    const res = await rawRequest(
      'GET /api/public/products?search=%E0%A4%A&page=%zz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(res.status).toBeLessThan(500);
    if (res.status >= 400) expectShape(res, res.status, JSON.parse(res.body).code);
  });
});
