import { describe, expect, it } from 'vitest';
import { ConfigError, fastifyTrustProxy, loadConfig } from './config';

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

  it('requires a 32-byte SECRETS_KEY in production and reads the previous keys', () => {
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: secret,
      PAYMENT_SANDBOX_TEST_PROVIDER_IN_PRODUCTION: 'true',
    } as NodeJS.ProcessEnv;
    expect(() => loadConfig(production)).toThrow(/SECRETS_KEY: required/);
    expect(() => loadConfig({ ...production, SECRETS_KEY: 'c2hvcnQ=' })).toThrow(/SECRETS_KEY/);
    const key = Buffer.alloc(32, 1).toString('base64');
    const old = Buffer.alloc(32, 2).toString('base64');
    const config = loadConfig({ ...production, SECRETS_KEY: key, SECRETS_KEY_PREVIOUS: ` ${old} ,` });
    expect(config.secretsKey).toBe(key);
    expect(config.secretsKeyPrevious).toEqual([old]);
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
    const key = Buffer.alloc(32, 7).toString('base64');
    const allowed = loadConfig({
      ...production,
      PAYMENT_SANDBOX_TEST_PROVIDER_IN_PRODUCTION: 'true',
      SECRETS_KEY: key,
    });
    expect(allowed.cardPaymentProvider).toBe('sandbox');
    // Outside production the sandbox is the default and needs nothing.
    expect(loadConfig({ NODE_ENV: 'development', AUTH_SECRET: secret } as NodeJS.ProcessEnv).cardPaymentProvider).toBe(
      'sandbox',
    );
  });

  describe('TRUST_PROXY', () => {
    const load = (TRUST_PROXY?: string) => loadConfig({ AUTH_SECRET: secret, TRUST_PROXY } as NodeJS.ProcessEnv);

    it('trusts no proxy when unset, false or 0', () => {
      for (const value of [undefined, '', 'false', 'off', '0']) expect(load(value).trustProxy).toBe(false);
    });

    it('takes a hop count', () => {
      expect(load('1').trustProxy).toEqual({ hops: 1 });
      expect(load(' 2 ').trustProxy).toEqual({ hops: 2 });
      expect(() => load('11')).toThrow(/TRUST_PROXY: a hop count must be between 0 and 10/);
    });

    it('takes a list of proxy addresses and CIDR ranges', () => {
      expect(load('10.0.0.1, 10.1.0.0/16,fd00::/8 ,loopback').trustProxy).toEqual({
        addresses: ['10.0.0.1', '10.1.0.0/16', 'fd00::/8', 'loopback'],
      });
    });

    it('refuses "trust everyone" and points to the forms it takes', () => {
      for (const value of ['true', 'yes', 'on', 'TRUE']) {
        expect(() => load(value)).toThrow(/TRUST_PROXY: trusting every peer.*\(e\.g\. 1\).*10\.0\.0\.0\/8/);
      }
      // A zero-length prefix is every address too.
      expect(() => load('0.0.0.0/0')).toThrow(/not a proxy address or CIDR range: "0\.0\.0\.0\/0"/);
      expect(() => load('::/0')).toThrow(ConfigError);
    });

    it('refuses what is not an address', () => {
      expect(() => load('proxy.internal')).toThrow(/"proxy\.internal"/);
      expect(() => load('10.0.0.1,10.0.0.300')).toThrow(/"10\.0\.0\.300"/);
      expect(() => load('10.0.0.0/33')).toThrow(ConfigError);
      expect(() => load('10.0.0.1,')).toThrow(ConfigError);
    });

    it('gives Fastify an address list or a hop function, never a bare true', () => {
      expect(fastifyTrustProxy(false)).toBe(false);
      expect(fastifyTrustProxy({ addresses: ['10.0.0.1'] })).toEqual(['10.0.0.1']);
      const hops = fastifyTrustProxy({ hops: 1 });
      expect(typeof hops).toBe('function');
      const trust = hops as (address: string, hop: number) => boolean;
      expect([trust('10.0.0.1', 0), trust('10.0.0.1', 1)]).toEqual([true, false]);
    });
  });
});
