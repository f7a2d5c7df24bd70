import type { Db } from '@portal/db/client';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { MailDelivery } from '@portal/shared/outbox';
import { MESSAGES } from '@portal/shared/messages';
import type { Config } from './config';
import type { StoredSmtp } from './integrations';
import { insertOutboxMessage, markOutboxFailed, markOutboxSent } from './mail.repository';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
  /**
   * What in the message opens an account (a reset link, its token): delivered to the member, but
   * never kept in the outbox when real mail is sent.
   */
  secrets?: string[];
}

export interface Mailer {
  /** How mail went out at start (SMTP_URL or the outbox); `currentDelivery` also counts stored settings. */
  readonly delivery: MailDelivery;
  currentDelivery(): Promise<MailDelivery>;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export const MASK = '••••';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The message as the outbox keeps it when mail is really sent: every secret (and its HTML-escaped
 * spelling) replaced, and, should a template forget to declare one, any `token`, `code` or `key`
 * parameter of a link too.
 */
export function maskSecrets(text: string, secrets: readonly string[] = []): string {
  let out = text;
  const spellings = secrets
    .filter((s) => s.length >= 4)
    .flatMap((s) => [s, escapeHtml(s), encodeURIComponent(s)])
    .sort((a, b) => b.length - a.length);
  for (const secret of spellings) out = out.replaceAll(secret, MASK);
  return out.replace(/([?&](?:amp;)?(?:token|code|key|otp|secret)=)[^\s"'&<>]+/gi, `$1${MASK}`);
}

/**
 * Every message is written to the outbox first. With SMTP configured it is then delivered and
 * marked sent (or failed), and the outbox row holds it with its secrets masked, so reading the
 * outbox never hands anyone a member's reset link. Without SMTP it stays `stored`, in full,
 * readable by the admin: on a laptop that is how a reset link is followed.
 */
export function createMailer(
  config: Config,
  db: Db,
  log: FastifyBaseLogger,
  storedSmtp: () => Promise<StoredSmtp | null> = async () => null,
): Mailer {
  const envTransport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  if (!envTransport && config.env === 'production') {
    log.warn(
      'SMTP_URL is not set: unless SMTP settings are saved on the integrations page, no email is sent, and the outbox keeps each message in full (reset links included) for the admin to read',
    );
  }
  // Stored settings (admin/integrations) win over SMTP_URL; their transport is rebuilt when they change.
  let stored: { fingerprint: string; transport: nodemailer.Transporter; from: string } | null = null;
  async function transportNow(): Promise<{ transport: nodemailer.Transporter; from: string } | null> {
    let settings: StoredSmtp | null = null;
    try {
      settings = await storedSmtp();
    } catch (err) {
      log.error({ err }, 'stored SMTP settings could not be read; falling back to SMTP_URL');
    }
    if (!settings) {
      if (stored) {
        stored.transport.close();
        stored = null;
      }
      return envTransport ? { transport: envTransport, from: config.mailFrom } : null;
    }
    const fingerprint = JSON.stringify(settings);
    if (stored?.fingerprint !== fingerprint) {
      stored?.transport.close();
      stored = {
        fingerprint,
        transport: nodemailer.createTransport(smtpOptions(settings)),
        from: settings.fromAddress ? `${MESSAGES.app.name} <${settings.fromAddress}>` : config.mailFrom,
      };
    }
    return { transport: stored.transport, from: stored.from };
  }
  return {
    delivery: envTransport ? 'smtp' : 'outbox',
    async currentDelivery() {
      return (await transportNow()) ? 'smtp' : 'outbox';
    },
    async send({ secrets, ...message }) {
      const active = await transportNow();
      const kept = active
        ? {
            ...message,
            text: maskSecrets(message.text, secrets),
            html: message.html === undefined ? undefined : maskSecrets(message.html, secrets),
          }
        : message;
      const row = await insertOutboxMessage(db, { ...kept, status: active ? 'queued' : 'stored' });
      if (!active || !row) return;
      try {
        await active.transport.sendMail({ from: active.from, ...message });
        await markOutboxSent(db, row.id, new Date());
      } catch (err) {
        log.error({ err, outboxId: row.id }, 'email delivery failed');
        await markOutboxFailed(db, row.id, err instanceof Error ? err.message.slice(0, 500) : 'unknown');
      }
    },
    close() {
      envTransport?.close();
      stored?.transport.close();
    },
  };
}

/** Nodemailer's options for stored SMTP settings, with short timeouts (a test must answer quickly). */
export function smtpOptions(settings: StoredSmtp, timeoutMs = 10_000) {
  return {
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    ...(settings.username ? { auth: { user: settings.username, pass: settings.password ?? '' } } : {}),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  };
}

/**
 * A real connection attempt (connect, greet, authenticate) with the given settings. The answer
 * names what failed in the library's words, never the password.
 */
export async function verifySmtp(settings: StoredSmtp, timeoutMs = 5_000): Promise<{ ok: boolean; error?: string }> {
  const transport = nodemailer.createTransport(smtpOptions(settings, timeoutMs));
  try {
    await transport.verify();
    return { ok: true };
  } catch (err) {
    const raw = err instanceof Error ? err.message : String(err);
    const error = settings.password ? raw.replaceAll(settings.password, MASK) : raw;
    return { ok: false, error: error.slice(0, 300) };
  } finally {
    transport.close();
  }
}

export function passwordResetEmail(name: string, url: string): Omit<MailMessage, 'to'> {
  return {
    kind: 'password_reset',
    secrets: [url],
    subject: MESSAGES.email.passwordReset.subject,
    text: MESSAGES.email.passwordReset.text(name, url),
    html: MESSAGES.email.passwordReset.html(escapeHtml(name), escapeHtml(url)),
  };
}
