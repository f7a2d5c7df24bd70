import { describe, expect, it } from 'vitest';
import type { Member } from './context';
import { SessionCache, sessionCookieValue } from './session-cache';

const member = (id: string): Member => ({
  id,
  role: 'dealer',
  name: id,
  email: `${id}@x.test`,
  path: `/${id}/`,
  authSessionId: `s-${id}`,
  sessionToken: `t-${id}`,
});

describe('SessionCache', () => {
  it('keeps an entry for its life and no longer', () => {
    let now = 1000;
    const cache = new SessionCache(5000, 10, () => now);
    cache.set('a', member('a'));
    now += 4999;
    expect(cache.get('a')?.id).toBe('a');
    now += 1;
    expect(cache.get('a')).toBeNull();
  });

  it('stores nothing when switched off', () => {
    const cache = new SessionCache(0);
    cache.set('a', member('a'));
    expect(cache.get('a')).toBeNull();
  });

  it('drops every session of one member and only theirs', () => {
    const cache = new SessionCache(5000);
    cache.set('a1', member('a'));
    cache.set('a2', member('a'));
    cache.set('b', member('b'));
    cache.dropMember('a');
    expect(cache.get('a1')).toBeNull();
    expect(cache.get('a2')).toBeNull();
    expect(cache.get('b')?.id).toBe('b');
  });

  it('drops the downline of a member with them', () => {
    const cache = new SessionCache(5000);
    cache.set('child', { ...member('c'), path: '/root/a/c/' });
    cache.set('other', { ...member('d'), path: '/root/b/d/' });
    cache.dropMember('a');
    expect(cache.get('child')).toBeNull();
    expect(cache.get('other')?.id).toBe('d');
  });

  it('evicts the oldest entry when full', () => {
    const cache = new SessionCache(5000, 2);
    cache.set('a', member('a'));
    cache.set('b', member('b'));
    cache.set('c', member('c'));
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeNull();
    expect(cache.get('c')?.id).toBe('c');
  });

  it('reads the signed session cookie among others', () => {
    expect(sessionCookieValue('sidebar_state=true; portal.session_token=abc.sig; theme=dark')).toBe('abc.sig');
    expect(sessionCookieValue('__Secure-portal.session_token=x.y')).toBe('x.y');
    expect(sessionCookieValue('other.session_token=x.y')).toBeNull();
    expect(sessionCookieValue(undefined)).toBeNull();
  });
});
