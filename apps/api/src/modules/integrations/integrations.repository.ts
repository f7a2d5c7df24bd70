import type { DbOrTx } from '@portal/db/client';
import { integrationSettings, profiles } from '@portal/db/schema';
import type { IntegrationKind } from '@portal/shared/integrations';
import { eq } from 'drizzle-orm';

export interface IntegrationRow {
  kind: IntegrationKind;
  settings: Record<string, unknown>;
  /** Sealed (`v1:<keyId>:…`), never clear. */
  secret: string | null;
  secretLast4: string | null;
  updatedAt: Date;
  updatedByName: string | null;
}

export async function allIntegrations(db: DbOrTx): Promise<IntegrationRow[]> {
  const rows = await db
    .select({
      kind: integrationSettings.kind,
      settings: integrationSettings.settings,
      secret: integrationSettings.secret,
      secretLast4: integrationSettings.secretLast4,
      updatedAt: integrationSettings.updatedAt,
      updatedByName: profiles.name,
    })
    .from(integrationSettings)
    .leftJoin(profiles, eq(profiles.id, integrationSettings.updatedBy));
  return rows.map((r) => ({ ...r, kind: r.kind as IntegrationKind, settings: r.settings as Record<string, unknown> }));
}

/** The row of one kind, locked for the update that follows. */
export async function findIntegrationForUpdate(db: DbOrTx, kind: IntegrationKind) {
  const [row] = await db.select().from(integrationSettings).where(eq(integrationSettings.kind, kind)).for('update');
  return row ?? null;
}

export async function writeIntegration(
  db: DbOrTx,
  kind: IntegrationKind,
  values: { settings: Record<string, unknown>; secret: string | null; secretLast4: string | null },
  updatedBy: string | null,
) {
  const now = new Date();
  await db
    .insert(integrationSettings)
    .values({ kind, ...values, updatedBy, updatedAt: now })
    .onConflictDoUpdate({ target: integrationSettings.kind, set: { ...values, updatedBy, updatedAt: now } });
}

/** Every stored secret (for a key rotation). */
export async function sealedSecrets(db: DbOrTx) {
  return db
    .select({ kind: integrationSettings.kind, secret: integrationSettings.secret })
    .from(integrationSettings)
    .for('update');
}

export async function replaceSecret(db: DbOrTx, kind: string, sealed: string) {
  await db.update(integrationSettings).set({ secret: sealed }).where(eq(integrationSettings.kind, kind));
}

export async function deleteIntegration(db: DbOrTx, kind: IntegrationKind) {
  const [row] = await db.delete(integrationSettings).where(eq(integrationSettings.kind, kind)).returning();
  return row ?? null;
}
