import type { DatabaseHandle } from '@portal/db/client';
import type { FastifyBaseLogger } from 'fastify';
import type { Member } from './member';
import { AUTH_COOKIE_PREFIX } from './auth';

/** Filled by the triggers of migration 0004 whenever a session or a member's identity changes. */
export const SESSION_CHANGED_CHANNEL = 'portal_session_changed';

const COOKIE = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${AUTH_COOKIE_PREFIX}\\.session_token=([^;]+)`);

/** The signed session cookie of a request (`token.signature`), or null. */
export function sessionCookieValue(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  return cookieHeader.match(COOKIE)?.[1] ?? null;
}

interface Entry {
  member: Member;
  expires: number;
}

/**
 * Members resolved from their session cookie, kept for a few seconds so that a burst of requests
 * (a shop page asks for products, cart, counts and balance at once) costs one session lookup,
 * not one each.
 *
 * Correctness does not rest on the short life alone: database triggers announce every change to a
 * session (sign-out, revocation, expiry moved) and to a member's identity (deactivated, deleted,
 * role or place in the network changed) on a channel every server listens to, and the entries of
 * that member are dropped everywhere at once. The key is the whole signed cookie, so an entry is
 * only ever found by the holder of a cookie that was verified when it was stored.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled() {
    return this.ttlMs > 0;
  }

  get size() {
    return this.entries.size;
  }

  get(key: string): Member | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return null;
    }
    return entry.member;
  }

  set(key: string, member: Member) {
    if (!this.enabled) return;
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { member, expires: this.now() + this.ttlMs });
  }

  /** Forgets every cached session of one member and their downline (everyone when no id is given). */
  dropMember(memberId?: string) {
    if (!memberId) {
      this.entries.clear();
      return;
    }
    // Descendants go too: what is derived from the network above them (their supply chain) changed.
    const segment = `/${memberId}/`;
    for (const [key, entry] of this.entries) {
      if (entry.member.id === memberId || entry.member.path.includes(segment)) this.entries.delete(key);
    }
  }

  async start(database: DatabaseHandle, log: FastifyBaseLogger) {
    if (!this.enabled) return;
    this.unlisten = await database.listen(
      SESSION_CHANGED_CHANNEL,
      (memberId) => {
        log.debug({ memberId }, 'session cache: member changed');
        this.dropMember(memberId || undefined);
      },
      // Changes announced while the connection was lost never arrived: nothing cached is trusted.
      { onResume: () => this.dropMember() },
    );
  }

  async stop() {
    await this.unlisten?.();
    this.entries.clear();
  }
}
