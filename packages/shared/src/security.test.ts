import { describe, expect, it } from 'vitest';
import { adoptionPercent, csvDateTime, decodeCursor, encodeCursor, REDACTED, redactSecrets } from './security';

describe('keyset cursors', () => {
  it('round-trips a database timestamp with microseconds and an id', () => {
    const cursor = { at: '2026-11-24 11:42:21.123456+00', id: '12345' };
    expect(decodeCursor(encodeCursor(cursor), 'serial')).toEqual(cursor);
    const session = { at: '2026-11-24T11:42:21.5Z', id: '0b6c7a52-5d1e-4a3b-9a57-1c2d3e4f5a6b' };
    expect(decodeCursor(encodeCursor(session), 'uuid')).toEqual(session);
  });

  it('refuses what it did not write', () => {
    expect(decodeCursor('nonsense', 'serial')).toBeNull();
    expect(decodeCursor('2026-11-24 11:42:21+00|abc', 'serial')).toBeNull();
    expect(decodeCursor("2026-11-24 11:42:21+00|1'; drop table x", 'serial')).toBeNull();
    expect(decodeCursor('yesterday|12', 'serial')).toBeNull();
    expect(decodeCursor('2026-11-24 11:42:21+00|12', 'uuid')).toBeNull();
    expect(decodeCursor('2026-13-45 99:42:21+00|12', 'serial')).toBeNull();
  });
});

describe('redactSecrets', () => {
  it('hides values under secret-looking keys at any depth and keeps the rest', () => {
    const before = {
      name: 'Ayşe',
      password: 'x',
      smtp: { host: 'mail', apiKey: 'k', nested: [{ secret: 's', port: 587 }] },
      sessionToken: 't',
      twoFactorEnabled: true,
      passwordHash: null,
    };
    expect(redactSecrets(before)).toEqual({
      name: 'Ayşe',
      password: REDACTED,
      smtp: { host: 'mail', apiKey: REDACTED, nested: [{ secret: REDACTED, port: 587 }] },
      sessionToken: REDACTED,
      twoFactorEnabled: true,
      passwordHash: null,
    });
    expect(redactSecrets('plain')).toBe('plain');
    expect(redactSecrets(null)).toBeNull();
  });
});

describe('csvDateTime and adoption', () => {
  it('writes the Turkish date in Türkiye time', () => {
    expect(csvDateTime('2026-11-24T11:42:05Z')).toBe('24.11.2026 14:42:05');
  });
  it('rounds adoption to a whole percent', () => {
    expect(adoptionPercent(1, 3)).toBe(33);
    expect(adoptionPercent(0, 0)).toBe(0);
  });
});
