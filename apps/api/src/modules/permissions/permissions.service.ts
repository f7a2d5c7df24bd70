import { normalizeCategory, PERMISSIONS, type PermissionKey } from '@portal/shared/permissions';
import type { Role } from '@portal/shared/roles';
import { scopeOf } from '@portal/shared/scope';
import { audit } from '../../platform/audit';
import type { Actor, AppContext, Member } from '../../platform/context';
import { AppError } from '../../platform/errors';
import * as repo from './permissions.repository';

const REGISTRY = new Map(PERMISSIONS.map((p) => [p.key as string, p]));

export async function myPermissions(ctx: AppContext, member: Member) {
  return { role: member.role, keys: [...(await ctx.permissions.enabledKeys(member.role))].sort() };
}

export async function matrix(ctx: AppContext) {
  const rows = await repo.listAll(ctx.db);
  return rows
    .filter((r) => REGISTRY.has(r.permissionKey))
    .map((r) => ({
      role: r.role as Role,
      permissionKey: r.permissionKey,
      category: normalizeCategory(r.category),
      enabled: r.enabled,
      updatedBy: r.updatedBy,
      updatedAt: r.updatedAt.toISOString(),
    }));
}

/**
 * Admin switches one key for one role. Written with an audit entry in one transaction; after the
 * commit every server drops its cache and every open browser reloads its menu.
 */
export async function setPermission(
  ctx: AppContext,
  actor: Actor,
  member: Member,
  input: { role: Role; permissionKey: string; enabled: boolean },
) {
  const def = REGISTRY.get(input.permissionKey);
  if (!def) throw new AppError('PERMISSION_KEY_UNKNOWN');
  if (input.role === 'admin' && input.permissionKey === 'canAccessSystemSettings' && !input.enabled) {
    // The matrix lives behind this key: switching it off for the admin would lock everyone out of it.
    throw new AppError('PERMISSION_LOCKOUT');
  }
  const row = await ctx.db.transaction(async (tx) => {
    const before = await repo.findOne(tx, input.role, input.permissionKey);
    const updated = await repo.setEnabled(tx, input.role, input.permissionKey, def.category, input.enabled, member.id);
    await audit(tx, actor, {
      action: 'permission.updated',
      entityType: 'role_permission',
      entityId: `${input.role}:${input.permissionKey}`,
      before: before ? { enabled: before.enabled } : null,
      after: { enabled: input.enabled },
    });
    return updated;
  });
  ctx.permissions.forget(input.role);
  await ctx.bus.publish('permissions_changed', {
    role: input.role,
    permissionKey: input.permissionKey,
    enabled: input.enabled,
  });
  return {
    role: input.role,
    permissionKey: input.permissionKey,
    category: normalizeCategory(row?.category ?? def.category),
    enabled: input.enabled,
    updatedBy: member.id,
    updatedAt: (row?.updatedAt ?? new Date()).toISOString(),
  };
}

/** check_user_permission: a member asks about their own role; only the admin may ask about any. */
export async function check(ctx: AppContext, member: Member, role: Role, key: PermissionKey) {
  // Another role's answer is for those whose reach is everyone's.
  if (role !== member.role && scopeOf(member) !== 'all') throw new AppError('FORBIDDEN');
  return ctx.permissions.check(role, key);
}
