import type { Db } from '@portal/db/client';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { createMailer, MASK, maskSecrets, passwordResetEmail } from './mail';

const URL_WITH_TOKEN = 'https://portal.example/reset-password?token=Abc.def-123_XYZ%2Fq';

describe('maskSecrets', () => {
  it('hides a declared secret in text and in its HTML spelling', () => {
    const mail = passwordResetEmail('Ayşe', URL_WITH_TOKEN);
    const text = maskSecrets(mail.text, mail.secrets);
    const html = maskSecrets(mail.html as string, mail.secrets);
    for (const kept of [text, html]) {
      expect(kept).not.toContain('Abc.def-123_XYZ');
      expect(kept).toContain(MASK);
    }
    expect(text).toContain('Merhaba Ayşe');
    expect(html).toContain('Şifremi sıfırla');
  });

  it('hides token-like link parameters even when a template forgot to declare them', () => {
    const out = maskSecrets(
      'Aç: https://x.test/a?token=SECRET1&x=1 ve <a href="https://x.test/b?id=2&amp;code=SECRET2">bağlantı</a>',
    );
    expect(out).not.toMatch(/SECRET1|SECRET2/);
    expect(out).toContain('x=1');
    expect(out).toContain('id=2');
  });

  it('leaves a message without secrets as it is', () => {
    expect(maskSecrets('Siparişiniz yola çıktı: S-20260401-0001')).toBe('Siparişiniz yola çıktı: S-20260401-0001');
  });
});

describe('createMailer', () => {
  function recordingLogger() {
    const warnings: unknown[][] = [];
    const log = {
      warn: (...args: unknown[]) => warnings.push(args),
      info: () => {},
      error: () => {},
    } as unknown as FastifyBaseLogger;
    return { log, warnings };
  }
  const config = (env: Record<string, string | undefined>) =>
    loadConfig({
      AUTH_SECRET: 'x'.repeat(32),
      SECRETS_KEY: Buffer.alloc(32, 3).toString('base64'),
      DATA_DIR: '/nonexistent-not-used',
      // Production refuses the sandbox card provider unless it is asked for by name.
      PAYMENT_SANDBOX_TEST_PROVIDER_IN_PRODUCTION: 'true',
      ...env,
    } as NodeJS.ProcessEnv);
  const db = {} as Db;

  it('warns at start in production without SMTP, and says so in its delivery', () => {
    const { log, warnings } = recordingLogger();
    const mailer = createMailer(config({ NODE_ENV: 'production' }), db, log);
    expect(mailer.delivery).toBe('outbox');
    expect(warnings).toHaveLength(1);
    expect(String(warnings[0]?.[0])).toMatch(/SMTP_URL/);
    mailer.close();
  });

  it('does not warn with SMTP, nor on a development machine', () => {
    for (const env of [{ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' }, { NODE_ENV: 'development' }]) {
      const { log, warnings } = recordingLogger();
      const mailer = createMailer(config(env), db, log);
      expect(mailer.delivery).toBe(env.SMTP_URL ? 'smtp' : 'outbox');
      expect(warnings).toHaveLength(0);
      mailer.close();
    }
  });
});
