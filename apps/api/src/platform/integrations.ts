import type { Db } from '@portal/db/client';
import { RESYNC_EVENT } from '@portal/shared/contracts/realtime';
import type { IntegrationKind, SmtpSettings } from '@portal/shared/integrations';
import { allIntegrations, type IntegrationRow } from '../modules/integrations/integrations.repository';
import type { RealtimeBus } from './realtime-bus';
import type { SecretBox } from './secrets';

export const INTEGRATIONS_CHANGED_EVENT = 'integrations_changed';

export interface StoredSmtp extends SmtpSettings {
  password: string | null;
}

/**
 * The integration settings as the server uses them (the mailer's SMTP): one copy per server,
 * dropped on every server when a change is announced. Secrets are opened here only, in memory,
 * for the library that needs them; they are never logged or answered.
 */
export class IntegrationStore {
  private cached: Promise<Map<IntegrationKind, IntegrationRow>> | null = null;

  constructor(
    private readonly db: Db,
    bus: RealtimeBus,
    readonly box: SecretBox,
  ) {
    bus.subscribe((event) => {
      if (event.type === RESYNC_EVENT || event.type === INTEGRATIONS_CHANGED_EVENT) this.cached = null;
    });
  }

  rows(): Promise<Map<IntegrationKind, IntegrationRow>> {
    if (this.cached) return this.cached;
    const loading = allIntegrations(this.db).then((rows) => new Map(rows.map((r) => [r.kind, r])));
    this.cached = loading;
    loading.catch(() => {
      if (this.cached === loading) this.cached = null;
    });
    return loading;
  }

  /** The stored SMTP settings with the password opened, or null when none are stored. */
  async smtp(): Promise<StoredSmtp | null> {
    const row = (await this.rows()).get('smtp');
    if (!row) return null;
    const s = row.settings as Partial<SmtpSettings>;
    if (!s.host) return null;
    return {
      host: s.host,
      port: Number(s.port ?? 587),
      secure: Boolean(s.secure),
      username: String(s.username ?? ''),
      fromAddress: String(s.fromAddress ?? ''),
      password: row.secret ? this.box.open(row.secret) : null,
    };
  }

  forget() {
    this.cached = null;
  }
}
