import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const secret = 'x'.repeat(40);

describe('configuration from the environment', () => {
  it('uses the embedded database under DATA_DIR when DATABASE_URL is unset', () => {
    const config = loadConfig({ AUTH_SECRET: secret, DATA_DIR: '/tmp/portal-config-test' } as NodeJS.ProcessEnv);
    expect(config.database).toEqual({ dataDir: '/tmp/portal-config-test/pglite' });
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe('http://localhost:3000');
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ AUTH_SECRET: secret, DATABASE_URL: 'postgres://u@h:5432/db' } as NodeJS.ProcessEnv);
    expect(config.database).toEqual({ url: 'postgres://u@h:5432/db', poolSize: 10 });
  });

  it('lists every invalid variable in one clear error', () => {
    expect(() =>
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', AUTH_SECRET: secret } as NodeJS.ProcessEnv),
    ).toThrow(/PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/);
  });

  it('requires AUTH_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' } as NodeJS.ProcessEnv)).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'short' } as NodeJS.ProcessEnv)).toThrow(
      /AUTH_SECRET/,
    );
  });

  it('refuses the sandbox card provider in production unless it is asked for by name', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: secret } as NodeJS.ProcessEnv;
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(
      /CARD_PAYMENT_PROVIDER[\s\S]*PAYMENT_SANDBOX_TEST_PROVIDER_IN_PRODUCTION=true/,
    );
    expect(() => loadConfig({ ...production, PAYMENT_SANDBOX_TEST_PROVIDER_IN_PRODUCTION: 'false' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ ...production, PAYMENT_SANDBOX_TEST_PROVIDER_IN_PRODUCTION: 'maybe' })).toThrow(
      /PAYMENT_SANDBOX_TEST_PROVIDER_IN_PRODUCTION/,
    );
    const allowed = loadConfig({ ...production, PAYMENT_SANDBOX_TEST_PROVIDER_IN_PRODUCTION: 'true' });
    expect(allowed.cardPaymentProvider).toBe('sandbox');
    // Outside production the sandbox is the default and needs nothing.
    expect(loadConfig({ NODE_ENV: 'development', AUTH_SECRET: secret } as NodeJS.ProcessEnv).cardPaymentProvider).toBe(
      'sandbox',
    );
  });
});
