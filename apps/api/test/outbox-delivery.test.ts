import { createServer, type Server } from 'node:net';
import { emailOutbox } from '@portal/db/schema';
import { OUTBOX_NOTICE } from '@portal/shared/outbox';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, DEMO_PASSWORD, signIn, type TestContext } from './helpers';

/** A mail server that accepts everything and keeps each message's raw DATA. */
function smtpSink(): Promise<{ server: Server; port: number; messages: string[] }> {
  const messages: string[] = [];
  const server = createServer((socket) => {
    socket.setEncoding('utf8');
    socket.write('220 sink ESMTP\r\n');
    let buffer = '';
    let data: string[] | null = null;
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let at = buffer.indexOf('\r\n'); at >= 0; at = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        if (data) {
          if (line === '.') {
            messages.push(data.join('\r\n'));
            data = null;
            socket.write('250 queued\r\n');
          } else data.push(line.startsWith('..') ? line.slice(1) : line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-sink\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          data = [];
          socket.write('354 end with .\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => {});
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0, messages });
    }),
  );
}

/** The reset token in a delivered message, whatever transfer encoding the mailer chose. */
function tokenInMail(raw: string): string {
  const quotedPrintable = raw
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const base64 = raw
    .split(/\r\n\r\n/)
    .filter((part) => /^[A-Za-z0-9+/=\r\n]+$/.test(part.trim()))
    .map((part) => Buffer.from(part, 'base64').toString('latin1'))
    .join('\n');
  const match = `${quotedPrintable}\n${base64}`.match(/reset-password\?token=([^\s"&<]+)/);
  expect(match, raw).toBeTruthy();
  return decodeURIComponent(match![1]!);
}

const NEW_PASSWORD = 'Yeni.Sifre.2026';

describe('with a mail server configured', () => {
  let t: TestContext;
  let sink: Awaited<ReturnType<typeof smtpSink>>;
  beforeAll(async () => {
    sink = await smtpSink();
    t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${sink.port}` });
  });
  afterAll(async () => {
    await t.close();
    sink.server.close();
  });

  it('delivers the working link, and the outbox keeps the message with nothing that resets the password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: DEMO.ankara },
    });
    expect(res.statusCode).toBe(204);

    const [row] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, DEMO.ankara))
      .orderBy(desc(emailOutbox.createdAt));
    expect(row).toMatchObject({ status: 'sent', kind: 'password_reset' });
    expect(sink.messages).toHaveLength(1);
    const token = tokenInMail(sink.messages[0]!);
    expect(token.length).toBeGreaterThan(10);

    // Nothing of the token is kept; the message still reads as the member's email.
    for (const kept of [row!.text, row!.html ?? '']) {
      expect(kept).not.toContain(token);
      expect(kept).not.toContain(encodeURIComponent(token));
      expect(kept).toContain('••••');
    }
    expect(row!.text).toContain('Merhaba Ankara');

    // What the admin reads, and the mode the page is told.
    const admin = await signIn(t.app, DEMO.admin);
    const outbox = await t.app.inject({
      url: `/api/admin/outbox?to=${DEMO.ankara}`,
      headers: { cookie: admin.cookie },
    });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.json().delivery).toBe('smtp');
    const shown: string = outbox.json().messages[0].text;
    expect(shown).not.toContain(token);

    // Whatever the outbox shows after token=, and every long word in it, resets nothing.
    const candidates = new Set([
      ...[...shown.matchAll(/token=([^\s]+)/g)].map((m) => decodeURIComponent(m[1]!)),
      ...shown.split(/[\s?=&]+/).filter((w) => w.length >= 10),
    ]);
    expect(candidates.size).toBeGreaterThan(0);
    for (const guess of candidates) {
      const tried = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: guess.padEnd(10, '•').slice(0, 200), password: NEW_PASSWORD },
      });
      expect(tried.statusCode, guess).toBe(400);
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          payload: { email: DEMO.ankara, password: DEMO_PASSWORD },
        })
      ).statusCode,
    ).toBe(200);

    // The delivered link is the real one: the member can reset with it.
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: NEW_PASSWORD },
    });
    expect(done.statusCode, done.body).toBe(204);
  });
});

describe('with a mail server that cannot be reached', () => {
  let t: TestContext;
  beforeAll(async () => {
    // A port that was just free: nothing listens there.
    const probe = await smtpSink();
    probe.server.close();
    t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${probe.port}` });
  });
  afterAll(() => t.close());

  it('records the failure, still masked', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: DEMO.bayi } });
    expect(res.statusCode).toBe(204);
    const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, DEMO.bayi));
    expect(row!.status).toBe('failed');
    expect(row!.text).not.toMatch(/token=(?!••••)/);
    expect(row!.text).not.toContain('reset-password');
    expect(row!.text).toContain('••••');
  });
});

describe('without a mail server (a laptop)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps the whole message, says so, and its link resets the password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: DEMO.istanbul },
    });
    expect(res.statusCode).toBe(204);
    const admin = await signIn(t.app, DEMO.admin);
    const outbox = await t.app.inject({
      url: `/api/admin/outbox?to=${DEMO.istanbul}`,
      headers: { cookie: admin.cookie },
    });
    expect(outbox.json().delivery).toBe('outbox');
    expect(OUTBOX_NOTICE.outbox.text).toContain('SMTP_URL');
    const text: string = outbox.json().messages[0].text;
    expect(text).not.toContain('••••');
    const token = decodeURIComponent(text.match(/reset-password\?token=([^\s]+)/)![1]!);
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: NEW_PASSWORD },
    });
    expect(done.statusCode, done.body).toBe(204);
  });
});
