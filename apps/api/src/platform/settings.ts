import type { Db } from '@portal/db/client';
import { RESYNC_EVENT } from '@portal/shared/contracts/realtime';
import type { SystemSettingsValues } from '@portal/shared/system-settings';
import { allSettings } from '../modules/system-settings/system-settings.repository';
import type { RealtimeBus } from './realtime-bus';

export const SETTINGS_CHANGED_EVENT = 'system_settings_changed';
const TTL_MS = 5 * 60_000;

/**
 * The system settings as hot paths read them (default VAT rate, session lifetime, low-stock
 * threshold): one copy per server, dropped on every server when a change is announced on the bus
 * (and after five minutes, should an announcement be lost with its connection).
 */
export class SettingsService {
  private cached: { values: Promise<SystemSettingsValues>; expires: number } | null = null;

  constructor(
    private readonly db: Db,
    bus: RealtimeBus,
  ) {
    bus.subscribe((event) => {
      if (event.type === RESYNC_EVENT || event.type === SETTINGS_CHANGED_EVENT) this.cached = null;
    });
  }

  all(): Promise<SystemSettingsValues> {
    if (this.cached && this.cached.expires > Date.now()) return this.cached.values;
    const values = allSettings(this.db);
    const entry = { values, expires: Date.now() + TTL_MS };
    this.cached = entry;
    values.catch(() => {
      if (this.cached === entry) this.cached = null;
    });
    return values;
  }

  async get<K extends keyof SystemSettingsValues>(key: K): Promise<SystemSettingsValues[K]> {
    return (await this.all())[key];
  }

  forget() {
    this.cached = null;
  }

  /**
   * These settings as they are now, for work inside a transaction. A read that misses the cache
   * goes to the server's own pool; on the embedded database, which has one connection, it would
   * wait for the open transaction to end, and the transaction for it, for ever.
   */
  async pinned(): Promise<SettingsService> {
    const values = await this.all();
    const pinned = Object.create(this) as SettingsService;
    pinned.all = () => Promise.resolve(values);
    return pinned;
  }
}
