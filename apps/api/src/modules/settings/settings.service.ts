import {
  type AccountSettings,
  type AccountSettingsUpdate,
  type AppSettings,
  accountSettingsSchema,
  appSettingsSchema,
  DEFAULT_ACCOUNT_SETTINGS,
  DEFAULT_APP_SETTINGS,
  type Settings,
} from '@portal/shared/contracts/settings';
import { ERROR_CODES } from '@portal/shared/errors';
import { normalizedIban, settingsForRole, settingsOutsideRole } from '@portal/shared/settings';
import { audit } from '../../platform/audit';
import type { Actor, AppContext, Member } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { verifyPassword } from '../../platform/passwords';
import { findProfileById, findProfileByPhone } from '../profiles/profiles.repository';
import * as repo from './settings.repository';

/** Stored sections are merged over the defaults, so a setting added later has a value for everyone. */
function withDefaults<T extends object>(
  schema: { safeParse(v: unknown): { success: boolean; data?: T } },
  defaults: T,
  stored: unknown,
): T {
  const merged = { ...defaults, ...(stored && typeof stored === 'object' ? stored : {}) };
  const parsed = schema.safeParse(merged);
  return parsed.success && parsed.data ? parsed.data : defaults;
}

export async function getSettings(ctx: AppContext, member: Member): Promise<Settings> {
  const [found, stored, passwordAt] = await Promise.all([
    findProfileById(ctx.db, member.id),
    repo.findSettings(ctx.db, member.id),
    repo.passwordChangedAt(ctx.db, member.id),
  ]);
  if (!found) throw new AppError('USER_NOT_RETURNED');
  const { profile } = found;
  return {
    // What the role can never have reads as off, whatever an older save stored.
    app: settingsForRole(member.role, withDefaults<AppSettings>(appSettingsSchema, DEFAULT_APP_SETTINGS, stored?.app)),
    profile: { name: profile.name, email: profile.email, phone: profile.phone },
    security: { twoFactorEnabled: profile.twoFactorEnabled, lastPasswordChange: passwordAt?.toISOString() ?? null },
    account:
      member.role === 'client'
        ? null
        : withDefaults<AccountSettings>(accountSettingsSchema, DEFAULT_ACCOUNT_SETTINGS, stored?.account),
  };
}

/** A topic (or the AI switch) the role can never have is refused, not stored (issue 13). */
export async function saveApp(ctx: AppContext, member: Member, app: AppSettings) {
  const outside = settingsOutsideRole(member.role, app);
  if (outside.length > 0) {
    throw new AppError('SETTING_NOT_FOR_ROLE', {
      details: outside.map((path) => ({ path, message: ERROR_CODES.SETTING_NOT_FOR_ROLE.message })),
    });
  }
  await repo.upsertSection(ctx.db, member.id, 'app', app);
  return getSettings(ctx, member);
}

/**
 * Clients have no account section (no commissions, no payouts). A new IBAN (set, changed or
 * removed) needs the member's password again: commissions are paid to it.
 */
export async function saveAccount(
  ctx: AppContext,
  actor: Actor,
  member: Member,
  { currentPassword, ...account }: AccountSettingsUpdate,
) {
  if (member.role === 'client') throw new AppError('FORBIDDEN');
  const stored = await repo.findSettings(ctx.db, member.id);
  const storedAccount = withDefaults<AccountSettings>(accountSettingsSchema, DEFAULT_ACCOUNT_SETTINGS, stored?.account);
  if (normalizedIban(account.bankDetails) !== normalizedIban(storedAccount.bankDetails)) {
    if (!currentPassword) throw new AppError('CURRENT_PASSWORD_REQUIRED');
    const hash = await repo.credentialHash(ctx.db, member.id);
    if (!hash || !(await verifyPassword({ hash, password: currentPassword }))) {
      throw new AppError('CURRENT_PASSWORD_WRONG');
    }
  }
  await ctx.db.transaction(async (tx) => {
    const before = await repo.findSettings(tx, member.id);
    await repo.upsertSection(tx, member.id, 'account', account);
    await audit(tx, actor, {
      action: 'member.account_settings_changed',
      entityType: 'profile',
      entityId: member.id,
      before: before?.account ?? null,
      after: account,
    });
  });
  return getSettings(ctx, member);
}

export async function saveProfile(
  ctx: AppContext,
  actor: Actor,
  member: Member,
  values: { name: string; phone: string | null },
) {
  if (values.phone) {
    const other = await findProfileByPhone(ctx.db, values.phone);
    if (other && other.id !== member.id) throw new AppError('PHONE_TAKEN');
  }
  await ctx.db.transaction(async (tx) => {
    const before = await findProfileById(tx, member.id);
    await repo.updateProfileFields(tx, member.id, values);
    await audit(tx, actor, {
      action: 'member.profile_changed',
      entityType: 'profile',
      entityId: member.id,
      before: before ? { name: before.profile.name, phone: before.profile.phone } : null,
      after: values,
    });
  });
  return getSettings(ctx, member);
}
