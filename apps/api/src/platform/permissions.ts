import type { Db } from '@portal/db/client';
import { RESYNC_EVENT } from '@portal/shared/contracts/realtime';
import { PERMISSIONS, type PermissionKey } from '@portal/shared/permissions';
import type { Role } from '@portal/shared/roles';
import { enabledKeysOf } from './permissions.repository';
import type { RealtimeBus } from './realtime-bus';

const TTL_MS = 5 * 60_000;
const KNOWN = new Set<string>(PERMISSIONS.map((p) => p.key));

/**
 * `role_permissions` read through a per-role cache of five minutes. A change made on any server
 * is announced on the bus, and every server drops its cached copy for that role at once.
 */
export class PermissionService {
  private cache = new Map<Role, { keys: Set<string>; expires: number }>();

  constructor(
    private readonly db: Db,
    bus: RealtimeBus,
  ) {
    bus.subscribe((event) => {
      // Announcements may have been missed: forget everything.
      if (event.type === RESYNC_EVENT) this.cache.clear();
      if (event.type === 'permissions_changed') {
        const role = (event.payload as { role?: Role }).role;
        if (role) this.cache.delete(role);
        else this.cache.clear();
      }
    });
  }

  async enabledKeys(role: Role): Promise<Set<string>> {
    const hit = this.cache.get(role);
    if (hit && hit.expires > Date.now()) return hit.keys;
    const keys = new Set((await enabledKeysOf(this.db, role)).filter((k) => KNOWN.has(k)));
    this.cache.set(role, { keys, expires: Date.now() + TTL_MS });
    return keys;
  }

  async check(role: Role, key: PermissionKey): Promise<boolean> {
    return (await this.enabledKeys(role)).has(key);
  }

  forget(role?: Role) {
    if (role) this.cache.delete(role);
    else this.cache.clear();
  }
}
