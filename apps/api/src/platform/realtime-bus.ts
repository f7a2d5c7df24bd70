import type { DatabaseHandle } from '@portal/db/client';
import { RESYNC_EVENT } from '@portal/shared/contracts/realtime';
import type { Role } from '@portal/shared/roles';
import type { FastifyBaseLogger } from 'fastify';

const CHANNEL = 'portal_events';
/** PostgreSQL rejects NOTIFY payloads of 8000 bytes or more; larger events carry ids instead. */
const MAX_PAYLOAD_BYTES = 7900;

/**
 * Who an event goes to: everyone, some members, some roles, or — for an audience too large to
 * name in a NOTIFY payload — whoever the event type's lookup finds among the members connected to
 * each server (`lookup`: each server asks the database once for its own sockets).
 */
export type EventTarget = { all: true } | { userIds: string[] } | { roles: Role[] } | { lookup: true };

/** What one server's connected members get for a `lookup` event: one message per member found. */
export type EventLookup = (
  payload: unknown,
  connectedUserIds: string[],
) => Promise<{ userId: string; type: string; payload: unknown }[]>;

export interface BusEvent {
  type: string;
  payload: unknown;
  target: EventTarget;
  /** The server that published it, so presence can be told apart by origin. */
  origin: string;
}

type Handler = (event: BusEvent) => void;

/**
 * The event bus: every event goes through PostgreSQL NOTIFY, and every API server LISTENs, so an
 * event published by one server reaches the sockets of all of them (PGlite has one server only,
 * but the path is the same).
 */
export class RealtimeBus {
  private handlers = new Set<Handler>();
  private unlisten: (() => Promise<void>) | undefined;
  private lookups = new Map<string, EventLookup>();

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: FastifyBaseLogger,
    readonly serverId: string,
  ) {}

  async start() {
    this.unlisten = await this.database.listen(
      CHANNEL,
      (raw) => {
        let event: BusEvent;
        try {
          event = JSON.parse(raw) as BusEvent;
        } catch {
          this.log.warn('ignored a malformed realtime event');
          return;
        }
        this.dispatch(event);
      },
      {
        // The LISTEN connection was lost and is back: what was published meanwhile never arrived.
        // Every subscriber of this server hears a resync (caches drop what they hold, sockets
        // tell their pages to read again); it does not go to the other servers, which did not miss it.
        onResume: () => {
          this.log.warn('realtime: event stream resumed after a lost connection; resyncing');
          this.dispatch({ type: RESYNC_EVENT, payload: null, target: { all: true }, origin: this.serverId });
        },
      },
    );
  }

  private dispatch(event: BusEvent) {
    for (const handler of this.handlers) {
      try {
        handler(event);
      } catch (err) {
        this.log.error({ err, type: event.type }, 'realtime handler failed');
      }
    }
  }

  async stop() {
    await this.unlisten?.();
    this.handlers.clear();
  }

  /** Registers how a `lookup` event of this type finds its messages for a server's sockets. */
  registerLookup(type: string, lookup: EventLookup) {
    this.lookups.set(type, lookup);
  }

  lookupFor(type: string): EventLookup | undefined {
    return this.lookups.get(type);
  }

  subscribe(handler: Handler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  async publish(type: string, payload: unknown, target: EventTarget = { all: true }) {
    await this.database.notify(CHANNEL, this.encode({ type, payload, target }));
  }

  /** Several events at once, in order, in one round trip (what a workflow collected). */
  async publishAll(events: readonly { type: string; payload: unknown; target: EventTarget }[]) {
    await this.database.notifyAll(
      CHANNEL,
      events.map((e) => this.encode(e)),
    );
  }

  /**
   * The same events as one statement for a transaction to send with its commit (decision 073):
   * PostgreSQL delivers them when, and only if, the transaction commits.
   */
  publishAllStatement(events: readonly { type: string; payload: unknown; target: EventTarget }[]) {
    return this.database.notifyAllStatement(
      CHANNEL,
      events.map((e) => this.encode(e)),
    );
  }

  private encode({ type, payload, target }: { type: string; payload: unknown; target: EventTarget }) {
    const event: BusEvent = { type, payload, target, origin: this.serverId };
    const json = JSON.stringify(event);
    if (Buffer.byteLength(json) > MAX_PAYLOAD_BYTES) {
      throw new Error(`realtime event ${type} is too large for NOTIFY; send ids instead`);
    }
    return json;
  }
}
