import { SOCKET_CLOSE } from '@portal/shared/sessions';
import { describe, expect, it } from 'vitest';
import type { Member } from '../../platform/context';
import { judgeSocket, type SocketSessionState } from './socket-session';

const now = Date.parse('2026-03-01T12:00:00Z');
const member: Member = {
  id: 'm1',
  role: 'dealer',
  name: 'Bayi',
  email: 'bayi@portal.test',
  path: '/root/m1/',
  authSessionId: 's1',
  sessionToken: 't1',
};
const state: SocketSessionState = {
  userId: 'm1',
  role: 'dealer',
  path: '/root/m1/',
  name: 'Bayi',
  email: 'bayi@portal.test',
  isActive: true,
  isDeleted: false,
  expiresAt: new Date(now + 60_000),
};

describe('judgeSocket', () => {
  it('keeps a socket whose session and member are unchanged, with its expiry', () => {
    expect(judgeSocket(member, state, now)).toEqual({ keep: true, member, expiresAt: now + 60_000 });
  });

  it('keeps it through a change of name or email, carrying the new ones', () => {
    const verdict = judgeSocket(member, { ...state, name: 'Yeni Ad', email: 'yeni@portal.test' }, now);
    expect(verdict).toMatchObject({ keep: true, member: { name: 'Yeni Ad', email: 'yeni@portal.test' } });
  });

  it.each([
    ['the session is gone', undefined],
    ['the session expired', { ...state, expiresAt: new Date(now) }],
    ['the token now belongs to someone else', { ...state, userId: 'm2' }],
    ['the member was deactivated', { ...state, isActive: false }],
    ['the member was deleted', { ...state, isDeleted: true }],
  ])('ends the session when %s', (_, changed) => {
    expect(judgeSocket(member, changed, now)).toMatchObject({ keep: false, code: SOCKET_CLOSE.SESSION_ENDED });
  });

  it.each([
    ['role', { ...state, role: 'client' }],
    ['place in the network', { ...state, path: '/root/other/m1/' }],
  ])('asks for a new socket when the %s changed', (_, changed) => {
    expect(judgeSocket(member, changed, now)).toMatchObject({ keep: false, code: SOCKET_CLOSE.MEMBER_CHANGED });
  });
});
