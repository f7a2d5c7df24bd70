import type { Db } from '@portal/db/client';
import { emailOutbox } from '@portal/db/schema';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Every message is written to the outbox first. With SMTP configured it is then delivered and
 * marked sent (or failed); without SMTP it stays `stored`, readable by the admin.
 */
export function createMailer(config: Config, db: Db, log: FastifyBaseLogger): Mailer {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  return {
    async send(message) {
      const [row] = await db
        .insert(emailOutbox)
        .values({ ...message, status: transport ? 'queued' : 'stored' })
        .returning({ id: emailOutbox.id });
      if (!transport || !row) return;
      try {
        await transport.sendMail({ from: config.mailFrom, ...message });
        await db.update(emailOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(emailOutbox.id, row.id));
      } catch (err) {
        log.error({ err, outboxId: row.id }, 'email delivery failed');
        await db
          .update(emailOutbox)
          .set({ status: 'failed', error: err instanceof Error ? err.message.slice(0, 500) : 'unknown' })
          .where(eq(emailOutbox.id, row.id));
      }
    },
    close() {
      transport?.close();
    },
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function passwordResetEmail(name: string, url: string): Omit<MailMessage, 'to'> {
  return {
    kind: 'password_reset',
    subject: 'Şifre sıfırlama bağlantınız',
    text: `Merhaba ${name},\n\nŞifrenizi sıfırlamak için aşağıdaki bağlantıyı açın. Bağlantı 1 saat geçerlidir ve yalnızca bir kez kullanılabilir.\n\n${url}\n\nBu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz.`,
    html: `<p>Merhaba ${escapeHtml(name)},</p><p>Şifrenizi sıfırlamak için aşağıdaki bağlantıyı açın. Bağlantı 1 saat geçerlidir ve yalnızca bir kez kullanılabilir.</p><p><a href="${escapeHtml(url)}">Şifremi sıfırla</a></p><p>Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz.</p>`,
  };
}
