import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { actorOf } from './access';

const request = (over: Partial<FastifyRequest>) =>
  ({ ip: '203.0.113.7', id: 'req-1', headers: {}, member: null, ...over }) as FastifyRequest;

describe('actorOf', () => {
  it('takes the member and where the request came from, and nothing of the framework', () => {
    const member = {
      id: 'm1',
      role: 'dealer' as const,
      name: 'Ayşe',
      email: 'a@example.com',
      path: '/root/m1/',
      authSessionId: 's',
      sessionToken: 't',
    };
    expect(actorOf(request({ member, headers: { 'user-agent': 'Browser/1' } }))).toEqual({
      id: 'm1',
      role: 'dealer',
      path: '/root/m1/',
      ip: '203.0.113.7',
      userAgent: 'Browser/1',
      requestId: 'req-1',
    });
  });

  it('leaves the member out when nobody is signed in, and cuts a long user agent', () => {
    const actor = actorOf(request({ headers: { 'user-agent': 'x'.repeat(600) } }));
    expect(actor).toMatchObject({ id: null, role: null, path: null });
    expect(actor.userAgent).toHaveLength(500);
  });
});
