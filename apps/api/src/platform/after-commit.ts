import type { EventTarget } from './realtime-bus';

/** A live event to send once the writes that caused it are committed. */
export interface PendingEvent {
  type: string;
  payload: unknown;
  target: EventTarget;
}

/**
 * What a workflow hands on to be done after its transaction commits: live events for open tabs.
 * Nothing here is sent when the transaction rolls back.
 */
export interface AfterCommit {
  publish(type: string, payload: unknown, target: EventTarget): void;
  /** Notification rows written in the transaction, pushed to their members' tabs after it. */
  notify(rows: readonly { userId: string }[]): void;
}

export class EventCollector implements AfterCommit {
  readonly events: PendingEvent[] = [];

  constructor(private readonly notificationEvent: (row: { userId: string }) => PendingEvent) {}

  publish(type: string, payload: unknown, target: EventTarget) {
    this.events.push({ type, payload, target });
  }

  notify(rows: readonly { userId: string }[]) {
    for (const row of rows) this.events.push(this.notificationEvent(row));
  }

  clear() {
    this.events.length = 0;
  }
}
