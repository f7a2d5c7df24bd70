import type {
  CargoSettingsInput,
  Integrations,
  PaymentSettingsInput,
  SecretState,
  SmtpSettingsInput,
  SmtpTestResult,
} from '@portal/shared/contracts/integrations';
import { type IntegrationKind, secretChange, secretLast4 } from '@portal/shared/integrations';
import { MESSAGES } from '@portal/shared/messages';
import { audit } from '../../platform/audit';
import type { Actor, AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { INTEGRATIONS_CHANGED_EVENT } from '../../platform/integrations';
import { verifySmtp } from '../../platform/mail';
import * as repo from './integrations.repository';

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const state = (row: repo.IntegrationRow | undefined): SecretState => ({
  set: !!row?.secret,
  last4: row?.secret ? row.secretLast4 : null,
});
const updated = (row: repo.IntegrationRow | undefined) => ({
  updatedAt: row?.updatedAt.toISOString() ?? null,
  updatedByName: row?.updatedByName ?? null,
});

/** The three integrations as the browser sees them: plain fields, and each secret only as `{ set, last4 }`. */
export async function list(ctx: AppContext): Promise<Integrations> {
  const rows = await repo.allIntegrations(ctx.db);
  const by = new Map(rows.map((r) => [r.kind, r]));
  const smtp = by.get('smtp');
  const payment = by.get('payment');
  const cargo = by.get('cargo');
  const s = smtp?.settings ?? {};
  const p = payment?.settings ?? {};
  const c = cargo?.settings ?? {};
  return {
    smtp: {
      configured: !!smtp && !!str(s.host),
      host: str(s.host),
      port: typeof s.port === 'number' ? s.port : 587,
      secure: s.secure === true,
      username: str(s.username),
      fromAddress: str(s.fromAddress),
      password: state(smtp),
      source: smtp && str(s.host) ? 'stored' : ctx.config.smtpUrl ? 'environment' : 'outbox',
      ...updated(smtp),
    },
    payment: {
      configured: !!payment,
      provider: str(p.provider),
      merchantId: str(p.merchantId),
      testMode: p.testMode !== false,
      apiSecret: state(payment),
      ...updated(payment),
    },
    cargo: {
      configured: !!cargo,
      carrier: str(c.carrier),
      customerCode: str(c.customerCode),
      apiKey: state(cargo),
      ...updated(cargo),
    },
  };
}

/**
 * Saves one integration: its plain fields as given, its secret sealed (kept when the field is
 * empty, removed when asked). The audit entry records the fields and whether the secret changed,
 * never the secret.
 */
async function save(
  ctx: AppContext,
  actor: Actor,
  kind: IntegrationKind,
  settings: Record<string, unknown>,
  secretInput: { secret?: string | undefined; clearSecret?: boolean | undefined },
) {
  if (!actor.id) throw new AppError('UNAUTHORIZED');
  const change = secretChange(secretInput);
  await ctx.db.transaction(async (tx) => {
    const before = await repo.findIntegrationForUpdate(tx, kind);
    const secret =
      change.kind === 'replace'
        ? { secret: ctx.integrations.box.seal(change.value), secretLast4: secretLast4(change.value) }
        : change.kind === 'clear'
          ? { secret: null, secretLast4: null }
          : { secret: before?.secret ?? null, secretLast4: before?.secretLast4 ?? null };
    await repo.writeIntegration(tx, kind, { settings, ...secret }, actor.id);
    await audit(tx, actor, {
      action: 'integration.updated',
      entityType: 'integration_settings',
      entityId: kind,
      before: before ? { settings: before.settings, secretSet: !!before.secret } : null,
      after: { settings, secretSet: !!secret.secret, secret: change.kind === 'keep' ? 'kept' : change.kind },
    });
  });
  ctx.integrations.forget();
  await ctx.bus.publish(INTEGRATIONS_CHANGED_EVENT, { kind }, { roles: ['admin', 'turkeyDistributor'] });
  return list(ctx);
}

export const saveSmtp = (ctx: AppContext, actor: Actor, input: SmtpSettingsInput) =>
  save(
    ctx,
    actor,
    'smtp',
    {
      host: input.host,
      port: input.port,
      secure: input.secure,
      username: input.username,
      fromAddress: input.fromAddress,
    },
    { secret: input.password, clearSecret: input.clearSecret },
  );

export const savePayment = (ctx: AppContext, actor: Actor, input: PaymentSettingsInput) =>
  save(
    ctx,
    actor,
    'payment',
    { provider: input.provider, merchantId: input.merchantId, testMode: input.testMode },
    { secret: input.apiSecret, clearSecret: input.clearSecret },
  );

export const saveCargo = (ctx: AppContext, actor: Actor, input: CargoSettingsInput) =>
  save(
    ctx,
    actor,
    'cargo',
    { carrier: input.carrier, customerCode: input.customerCode },
    { secret: input.apiKey, clearSecret: input.clearSecret },
  );

/** The stored SMTP settings removed: mail goes out through SMTP_URL again, or stays in the outbox. */
export async function removeSmtp(ctx: AppContext, actor: Actor) {
  await ctx.db.transaction(async (tx) => {
    const before = await repo.deleteIntegration(tx, 'smtp');
    if (!before) return;
    await audit(tx, actor, {
      action: 'integration.removed',
      entityType: 'integration_settings',
      entityId: 'smtp',
      before: { settings: before.settings, secretSet: !!before.secret },
    });
  });
  ctx.integrations.forget();
  await ctx.bus.publish(INTEGRATIONS_CHANGED_EVENT, { kind: 'smtp' }, { roles: ['admin', 'turkeyDistributor'] });
  return list(ctx);
}

/** "Bağlantıyı Test Et": a real connection to the stored SMTP server (connect, greet, sign in), 5 s at most. */
export async function testSmtp(ctx: AppContext, actor: Actor): Promise<SmtpTestResult> {
  ctx.integrations.forget();
  const smtp = await ctx.integrations.smtp();
  if (!smtp) throw new AppError('SMTP_NOT_CONFIGURED');
  const result = await verifySmtp(smtp);
  await audit(ctx.db, actor, {
    action: 'integration.smtp_tested',
    entityType: 'integration_settings',
    entityId: 'smtp',
    after: { ok: result.ok, error: result.error ?? null },
  });
  return result.ok
    ? { ok: true, message: MESSAGES.integrations.testOk }
    : { ok: false, message: MESSAGES.integrations.testFailed(result.error ?? '') };
}

/**
 * Re-seals every stored secret with the current SECRETS_KEY (after a rotation, while the old key
 * is still listed in SECRETS_KEY_PREVIOUS). Answers how many were re-sealed.
 */
export async function rotate(ctx: AppContext, actor: Actor): Promise<{ resealed: number }> {
  const box = ctx.integrations.box;
  const resealed = await ctx.db.transaction(async (tx) => {
    let count = 0;
    for (const row of await repo.sealedSecrets(tx)) {
      if (!row.secret || !box.isStale(row.secret)) continue;
      await repo.replaceSecret(tx, row.kind, box.seal(box.open(row.secret)));
      count += 1;
    }
    await audit(tx, actor, {
      action: 'integration.secrets_rotated',
      entityType: 'integration_settings',
      after: { keyId: box.keyId, resealed: count },
    });
    return count;
  });
  ctx.integrations.forget();
  await ctx.bus.publish(INTEGRATIONS_CHANGED_EVENT, {}, { roles: ['admin', 'turkeyDistributor'] });
  return { resealed };
}
