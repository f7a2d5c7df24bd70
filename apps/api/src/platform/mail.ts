import type { Db } from '@portal/db/client';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { MailDelivery } from '@portal/shared/outbox';
import { MESSAGES } from '@portal/shared/messages';
import type { Config } from './config';
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
  readonly delivery: MailDelivery;
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
export function createMailer(config: Config, db: Db, log: FastifyBaseLogger): Mailer {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  if (!transport && config.env === 'production') {
    log.warn(
      'SMTP_URL is not set: no email is sent, and the outbox keeps each message in full (reset links included) for the admin to read',
    );
  }
  return {
    delivery: transport ? 'smtp' : 'outbox',
    async send({ secrets, ...message }) {
      const kept = transport
        ? {
            ...message,
            text: maskSecrets(message.text, secrets),
            html: message.html === undefined ? undefined : maskSecrets(message.html, secrets),
          }
        : message;
      const row = await insertOutboxMessage(db, { ...kept, status: transport ? 'queued' : 'stored' });
      if (!transport || !row) return;
      try {
        await transport.sendMail({ from: config.mailFrom, ...message });
        await markOutboxSent(db, row.id, new Date());
      } catch (err) {
        log.error({ err, outboxId: row.id }, 'email delivery failed');
        await markOutboxFailed(db, row.id, err instanceof Error ? err.message.slice(0, 500) : 'unknown');
      }
    },
    close() {
      transport?.close();
    },
  };
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
