import type { DbOrTx } from '@portal/db/client';
import { orderMeetsTrigger, type WorkflowEvent } from '@portal/shared/work-flows';
import type { AppContext } from '../../platform/context';
import * as repo from './work-flows.repository';

export const TRIGGERS_CHANGED_EVENT = 'workflow_triggers_changed';

type ActiveTrigger = { templateId: string; event: string; minAmount: number | null };

/**
 * The active triggers, read once per server and kept until a change on any server announces
 * itself on the bus: an event with no trigger (most checkouts) costs no query at all.
 */
class TriggerCache {
  private triggers: Promise<ActiveTrigger[]> | null = null;

  constructor(ctx: AppContext) {
    ctx.bus.subscribe((event) => {
      if (event.type === TRIGGERS_CHANGED_EVENT) this.triggers = null;
    });
  }

  /** Read through the caller's transaction: on PGlite's one connection another read would wait for it. */
  async forEvent(db: DbOrTx, event: WorkflowEvent, amount?: number): Promise<ActiveTrigger[]> {
    if (!this.triggers) {
      const loading = repo.activeTriggers(db);
      this.triggers = loading;
      loading.catch(() => {
        if (this.triggers === loading) this.triggers = null;
      });
    }
    const all = await this.triggers;
    return all.filter(
      (t) => t.event === event && (event !== 'order_placed' || orderMeetsTrigger(amount ?? 0, t.minAmount)),
    );
  }

  forget() {
    this.triggers = null;
  }
}

const caches = new WeakMap<AppContext, TriggerCache>();
export function triggerCache(ctx: AppContext): TriggerCache {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new TriggerCache(ctx);
    caches.set(ctx, cache);
  }
  return cache;
}
