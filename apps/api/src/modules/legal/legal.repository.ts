import { type DbOrTx, queryRows } from '@portal/db/client';
import { prepared } from '@portal/db/prepared';
import { consentRecords, dataDeletionRequests, orders, policyPages, policyVersions, profiles } from '@portal/db/schema';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';

export type PolicyPageRow = typeof policyPages.$inferSelect;
export type PolicyVersionRow = typeof policyVersions.$inferSelect;
export type ConsentRow = typeof consentRecords.$inferSelect;

// ——— Policy pages ———

export async function findPageBySlug(db: DbOrTx, slug: string, opts: { withDeleted?: boolean } = {}) {
  const [row] = await db
    .select()
    .from(policyPages)
    .where(and(eq(policyPages.slug, slug), opts.withDeleted ? undefined : eq(policyPages.isDeleted, false)))
    .limit(1);
  return row ?? null;
}

export async function findPageById(db: DbOrTx, id: string, opts: { withDeleted?: boolean; lock?: boolean } = {}) {
  const q = db
    .select()
    .from(policyPages)
    .where(and(eq(policyPages.id, id), opts.withDeleted ? undefined : eq(policyPages.isDeleted, false)))
    .limit(1);
  const [row] = opts.lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function listPages(db: DbOrTx) {
  return db
    .select({
      page: policyPages,
      publishedHash: policyVersions.contentHash,
      publishedTitle: policyVersions.title,
    })
    .from(policyPages)
    .leftJoin(
      policyVersions,
      and(eq(policyVersions.pageId, policyPages.id), eq(policyVersions.version, policyPages.currentVersion)),
    )
    .where(eq(policyPages.isDeleted, false))
    .orderBy(asc(policyPages.title));
}

export async function insertPage(db: DbOrTx, values: typeof policyPages.$inferInsert) {
  const [row] = await db.insert(policyPages).values(values).returning();
  if (!row) throw new Error('policy page insert returned nothing');
  return row;
}

export async function updatePage(db: DbOrTx, id: string, values: Partial<typeof policyPages.$inferInsert>) {
  const [row] = await db.update(policyPages).set(values).where(eq(policyPages.id, id)).returning();
  return row ?? null;
}

export async function versionsOf(db: DbOrTx, pageId: string) {
  return db
    .select({ version: policyVersions, publisher: profiles.name })
    .from(policyVersions)
    .leftJoin(profiles, eq(profiles.id, policyVersions.publishedBy))
    .where(eq(policyVersions.pageId, pageId))
    .orderBy(desc(policyVersions.version));
}

export async function findVersion(db: DbOrTx, pageId: string, version: number) {
  const [row] = await db
    .select()
    .from(policyVersions)
    .where(and(eq(policyVersions.pageId, pageId), eq(policyVersions.version, version)))
    .limit(1);
  return row ?? null;
}

export async function insertVersion(db: DbOrTx, values: typeof policyVersions.$inferInsert) {
  const [row] = await db.insert(policyVersions).values(values).returning();
  if (!row) throw new Error('policy version insert returned nothing');
  return row;
}

/** The current published version of each page named, in one query (checkout reads two). */
export async function currentVersions(db: DbOrTx, slugs: readonly string[]) {
  // Prepared: every checkout reads the contracts' templates. One placeholder per slug (a statement
  // per count), not one text[] value: with `= any($1)` PostgreSQL planned the statement again on
  // every execution, its generic plan priced for an array of unknown length; with `in ($1, $2)` it
  // keeps the generic plan after its first five.
  const names = slugs.map((_, i) => `s${i}`);
  return prepared(db, `policy_current_versions_${slugs.length}`, (d, name) =>
    d
      .select({ slug: policyPages.slug, version: policyVersions })
      .from(policyPages)
      .innerJoin(
        policyVersions,
        and(eq(policyVersions.pageId, policyPages.id), eq(policyVersions.version, policyPages.currentVersion)),
      )
      .where(
        and(
          inArray(
            policyPages.slug,
            names.map((n) => sql.placeholder(n)),
          ),
          eq(policyPages.isDeleted, false),
        ),
      )
      .prepare(name),
  ).execute(Object.fromEntries(slugs.map((slug, i) => [names[i], slug])));
}

/** Every published, live page with when its current version was published (for the sitemap). */
export async function publishedPages(db: DbOrTx) {
  return db
    .select({ slug: policyPages.slug, publishedAt: policyVersions.publishedAt })
    .from(policyPages)
    .innerJoin(
      policyVersions,
      and(eq(policyVersions.pageId, policyPages.id), eq(policyVersions.version, policyPages.currentVersion)),
    )
    .where(eq(policyPages.isDeleted, false))
    .orderBy(asc(policyPages.slug));
}

// ——— Deleted pages: a source for admin/deleted-items ———

/** Soft-deleted policy pages, newest first, with who deleted them. */
export async function listDeletedPages(db: DbOrTx) {
  return db
    .select({
      id: policyPages.id,
      slug: policyPages.slug,
      title: policyPages.title,
      deletedAt: policyPages.deletedAt,
      deletedById: policyPages.deletedBy,
      deletedByName: profiles.name,
    })
    .from(policyPages)
    .leftJoin(profiles, eq(profiles.id, policyPages.deletedBy))
    .where(eq(policyPages.isDeleted, true))
    .orderBy(desc(policyPages.deletedAt));
}

/** Deletes a soft-deleted page and its versions for good; false when it was not soft-deleted. */
export async function purgePage(db: DbOrTx, id: string) {
  const rows = await db
    .delete(policyPages)
    .where(and(eq(policyPages.id, id), eq(policyPages.isDeleted, true)))
    .returning({ id: policyPages.id });
  return rows.length > 0;
}

/** Whether an order or a consent names the page (its texts are then evidence and stay). */
export async function pageInUse(db: DbOrTx, slug: string) {
  const rows = await queryRows<{ used: boolean }>(
    db,
    sql`select exists (select 1 from ${consentRecords} where ${consentRecords.policySlug} = ${slug})
        or exists (select 1 from ${orders} where ${orders.acceptedDocuments} @> ${JSON.stringify([{ slug }])}::jsonb) as used`,
  );
  return rows[0]?.used === true;
}

// ——— Consents ———

export async function insertConsent(db: DbOrTx, values: typeof consentRecords.$inferInsert) {
  const [row] = await db.insert(consentRecords).values(values).returning();
  if (!row) throw new Error('consent insert returned nothing');
  return row;
}

export async function consentsOf(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.userId, userId))
    .orderBy(desc(consentRecords.givenAt));
}

/** Withdraws every open consent of a member for a purpose; how many were open. */
export async function withdrawConsents(db: DbOrTx, userId: string, purpose: string, at: Date) {
  const rows = await db
    .update(consentRecords)
    .set({ withdrawnAt: at })
    .where(
      and(eq(consentRecords.userId, userId), eq(consentRecords.purpose, purpose), isNull(consentRecords.withdrawnAt)),
    )
    .returning({ id: consentRecords.id });
  return rows.length;
}

/** Serializes a member's consent changes (two toggles at once leave one open record). */
export async function lockMemberConsents(db: DbOrTx, userId: string) {
  await queryRows(db, sql`select pg_advisory_xact_lock(hashtext(${`consents:${userId}`}))`);
}

// ——— Deletion requests ———

export async function findPendingDeletion(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(dataDeletionRequests)
    .where(and(eq(dataDeletionRequests.userId, userId), eq(dataDeletionRequests.status, 'pending')))
    .limit(1);
  return row ?? null;
}

export async function latestDeletionOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(dataDeletionRequests)
    .where(eq(dataDeletionRequests.userId, userId))
    .orderBy(desc(dataDeletionRequests.createdAt))
    .limit(1);
  return row ?? null;
}

export async function insertDeletionRequest(db: DbOrTx, values: typeof dataDeletionRequests.$inferInsert) {
  const [row] = await db.insert(dataDeletionRequests).values(values).returning();
  if (!row) throw new Error('deletion request insert returned nothing');
  return row;
}

export async function lockDeletionRequest(db: DbOrTx, id: string) {
  const [row] = await db.select().from(dataDeletionRequests).where(eq(dataDeletionRequests.id, id)).for('update');
  return row ?? null;
}

export async function decideDeletionRequest(
  db: DbOrTx,
  id: string,
  values: { status: 'approved' | 'rejected'; decidedBy: string | null; decidedAt: Date; decisionNote: string | null },
) {
  await db.update(dataDeletionRequests).set(values).where(eq(dataDeletionRequests.id, id));
}

export async function listDeletionRequests(db: DbOrTx) {
  const decider = sql`(select name from ${profiles} d where d.id = ${dataDeletionRequests.decidedBy})`;
  return db
    .select({
      request: dataDeletionRequests,
      member: {
        id: profiles.id,
        name: profiles.name,
        email: profiles.email,
        role: profiles.role,
        sellerNo: profiles.sellerNo,
      },
      decidedByName: sql<string | null>`${decider}`,
    })
    .from(dataDeletionRequests)
    .innerJoin(profiles, eq(profiles.id, dataDeletionRequests.userId))
    .orderBy(sql`${dataDeletionRequests.status} = 'pending' desc`, desc(dataDeletionRequests.createdAt))
    .limit(500);
}

export async function reviewerIds(db: DbOrTx) {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.role, 'admin'), eq(profiles.isDeleted, false), eq(profiles.isActive, true)));
  return rows.map((r) => r.id);
}

export async function findProfile(db: DbOrTx, id: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id)).limit(1);
  return row ?? null;
}
