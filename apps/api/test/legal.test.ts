import { createHash } from 'node:crypto';
import * as schema from '@portal/db/schema';
import {
  addresses,
  authAccounts,
  consentRecords,
  contactMessages,
  orders,
  profiles,
  userSessions,
} from '@portal/db/schema';
import { POLICY_SLUGS } from '@portal/shared/legal';
import { and, eq, inArray } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORTED, NOT_EXPORTED } from '../src/modules/legal/member-data.repository';
import { createTestApp, DEMO, DEMO_PASSWORD, type TestContext } from './helpers';
import { orderFixtures, type Who } from './order-fixtures';

let t: TestContext;
let f: Awaited<ReturnType<typeof orderFixtures>>;
let productId: string;
const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

beforeAll(async () => {
  t = await createTestApp();
  f = await orderFixtures(t, ['admin', 'ankara', 'bayi', 'musteri']);
  await f.address('musteri');
  productId = await f.product('Sözleşme Test Ürünü', 100);
});
afterAll(() => t.close());

const anon = (url: string) => t.app.inject({ method: 'GET', url });
const pageId = async (slug: string) => {
  const list = (await f.call('admin', 'GET', '/api/admin/policy-pages')).json();
  return list.items.find((p: { slug: string }) => p.slug === slug).id as string;
};
const termsOf = async (as: Who) =>
  (await f.call(as, 'GET', `/api/checkout/terms?addressId=${f.addressOf[as]}&paymentMethod=bank_transfer`)).json();

describe('policy pages and their versions', () => {
  it('the demo pages are published twice, and the short addresses lead to them', async () => {
    for (const slug of Object.values(POLICY_SLUGS)) {
      const res = await anon(`/api/policies/${slug}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ slug, version: 2, currentVersion: 2 });
      expect(res.json().versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    }
    expect((await anon('/api/policies/kvkk')).json().slug).toBe(POLICY_SLUGS.kvkk);
    expect((await anon('/api/policies/yok-boyle-bir-sayfa')).json().code).toBe('POLICY_NOT_FOUND');
  });

  it('a draft stays unseen until published; publishing makes a new numbered, hashed version and the old one stays', async () => {
    const id = await pageId(POLICY_SLUGS.returns);
    const before = (await anon(`/api/policies/${POLICY_SLUGS.returns}`)).json();
    const source = `## Yeni iade koşulları\n\nİade süresi {{cayma_suresi}} gündür.`;
    const saved = await f.call('admin', 'PUT', `/api/admin/policy-pages/${id}`, { title: 'İade ve İptal', source });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().hasUnpublishedChanges).toBe(true);
    expect((await anon(`/api/policies/${POLICY_SLUGS.returns}`)).json().version).toBe(2);

    const published = await f.call('admin', 'POST', `/api/admin/policy-pages/${id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json().currentVersion).toBe(3);
    const v3 = published.json().versions[0];
    expect(v3).toMatchObject({ version: 3, contentHash: sha256(source) });
    expect(v3.publishedBy).toBeTruthy();

    const now = (await anon(`/api/policies/${POLICY_SLUGS.returns}`)).json();
    expect(now).toMatchObject({ version: 3, title: 'İade ve İptal' });
    expect(now.html).toContain('<h2>Yeni iade koşulları</h2>');
    expect(now.html).toContain('30 gündür');
    const old = (await anon(`/api/policies/${POLICY_SLUGS.returns}/versions/2`)).json();
    expect(old).toMatchObject({ version: 2, currentVersion: 3, contentHash: before.contentHash, html: before.html });
    expect((await anon(`/api/policies/${POLICY_SLUGS.returns}?version=1`)).json().version).toBe(1);
    expect((await anon(`/api/policies/${POLICY_SLUGS.returns}/versions/9`)).json().code).toBe(
      'POLICY_VERSION_NOT_FOUND',
    );

    // Publishing the same text again publishes nothing.
    const again = await f.call('admin', 'POST', `/api/admin/policy-pages/${id}/publish`);
    expect(again.json().code).toBe('POLICY_NOTHING_TO_PUBLISH');
  });

  it('only the admin edits; previews are sanitized', async () => {
    const id = await pageId(POLICY_SLUGS.privacy);
    expect((await f.call('bayi', 'GET', '/api/admin/policy-pages')).statusCode).toBe(403);
    expect((await f.call('bayi', 'POST', `/api/admin/policy-pages/${id}/publish`)).statusCode).toBe(403);
    expect((await anon('/api/admin/policy-pages')).statusCode).toBe(401);
    const preview = await f.call('admin', 'POST', '/api/admin/policy-pages/preview', {
      source: '<script>alert(1)</script> [x](javascript:alert(1)) <img src=x onerror=alert(1)>',
    });
    expect(preview.json().html).not.toMatch(/<script|<img[^>]*onerror|href="javascript:/i);
  });

  it('a deleted page is gone for the public, listed for the deleted items, restorable', async () => {
    const created = await f.call('admin', 'POST', '/api/admin/policy-pages', {
      slug: 'cerez-politikasi',
      title: 'Çerez Politikası',
      source: 'Çerez kullanmıyoruz.',
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().id;
    expect((await anon('/api/policies/cerez-politikasi')).statusCode).toBe(404);
    await f.call('admin', 'POST', `/api/admin/policy-pages/${id}/publish`);
    expect((await anon('/api/policies/cerez-politikasi')).json().version).toBe(1);
    const del = await f.call('admin', 'DELETE' as 'GET', `/api/admin/policy-pages/${id}`);
    expect(del.statusCode).toBe(204);
    expect((await anon('/api/policies/cerez-politikasi')).statusCode).toBe(404);
    const { listDeleted, restore } = await import('../src/modules/legal/policies.service');
    const deleted = await listDeleted(t.app.ctx);
    expect(deleted).toEqual([expect.objectContaining({ id, slug: 'cerez-politikasi', deletedBy: expect.anything() })]);
    await restore(t.app.ctx, { id: null, role: 'admin', path: null, ip: null, userAgent: null, requestId: null }, id);
    expect((await anon('/api/policies/cerez-politikasi')).json().version).toBe(1);
  });

  it('admin/deleted-items lists a deleted page with who deleted it, restores it, and purges only an unused one', async () => {
    const make = async (slug: string) => {
      const id = (
        await f.call('admin', 'POST', '/api/admin/policy-pages', { slug, title: `Sayfa ${slug}`, source: 'Metin.' })
      ).json().id as string;
      await f.call('admin', 'POST', `/api/admin/policy-pages/${id}/publish`);
      expect((await f.call('admin', 'DELETE' as 'GET', `/api/admin/policy-pages/${id}`)).statusCode).toBe(204);
      return id;
    };
    const id = await make('silinecek-sayfa');
    const items = (await f.call('admin', 'GET', '/api/admin/deleted-items')).json().items;
    const listed = items.find((i: { type: string; id: string }) => i.type === 'policyPage' && i.id === id);
    expect(listed).toMatchObject({ title: 'Sayfa silinecek-sayfa', canPurge: true, deletedBy: expect.any(String) });
    expect(listed.deletedAt).not.toBeNull();
    expect((await f.call('admin', 'POST', `/api/admin/deleted-items/policyPage/${id}/restore`)).statusCode).toBe(200);
    expect((await anon('/api/policies/silinecek-sayfa')).json().version).toBe(1);
    // Purged for good: the page and its versions are gone.
    expect((await f.call('admin', 'DELETE' as 'GET', `/api/admin/policy-pages/${id}`)).statusCode).toBe(204);
    expect((await f.call('admin', 'DELETE' as 'GET', `/api/admin/deleted-items/policyPage/${id}`)).statusCode).toBe(
      200,
    );
    expect(
      (await f.call('admin', 'GET', '/api/admin/deleted-items')).json().items.map((i: { id: string }) => i.id),
    ).not.toContain(id);
    // The KVKK text is named by consent records: deleting it is possible, purging it is not.
    const kvkk = await pageId(POLICY_SLUGS.kvkk);
    expect((await f.call('admin', 'DELETE' as 'GET', `/api/admin/policy-pages/${kvkk}`)).statusCode).toBe(204);
    const refused = await f.call('admin', 'DELETE' as 'GET', `/api/admin/deleted-items/policyPage/${kvkk}`);
    expect(refused.json().code).toBe('POLICY_IN_USE');
    expect((await f.call('admin', 'POST', `/api/admin/deleted-items/policyPage/${kvkk}/restore`)).statusCode).toBe(200);
    expect((await anon(`/api/policies/${POLICY_SLUGS.kvkk}`)).statusCode).toBe(200);
  });
});

describe('the contracts at checkout', () => {
  it('the documents are filled with the parties, the lines and the 30-day withdrawal', async () => {
    await f.fillCart('musteri', productId, 2, 10_000);
    const terms = await termsOf('musteri');
    expect(terms.documents.map((d: { slug: string }) => d.slug)).toEqual([
      POLICY_SLUGS.preInformation,
      POLICY_SLUGS.distanceSales,
    ]);
    const contract = terms.documents[1].html as string;
    expect(contract).toContain('Test Alıcı');
    expect(contract).toContain('Moda Caddesi No: 1 Daire 2');
    expect(contract).toContain('Sözleşme Test Ürünü');
    expect(contract).toContain('₺200');
    expect(contract).toContain('30 gün');
    expect(contract).toContain('Havale/EFT');
    expect(contract).not.toContain('{{');
  });

  it('refuses an order without acceptance, with a clear message', async () => {
    await f.fillCart('musteri', productId, 1, 10_000);
    const preview = (await f.call('musteri', 'GET', '/api/checkout/preview')).json();
    const none = await f.call(
      'musteri',
      'POST',
      '/api/checkout',
      { addressId: f.addressOf.musteri, paymentMethod: 'bank_transfer', acceptedTotal: preview.totals.total },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'TERMS_NOT_ACCEPTED' });
    expect(none.json().message).toContain('Mesafeli Satış Sözleşmesi');
    const empty = await f.checkout('musteri', { acceptedDocuments: [] });
    expect(empty.json().code).toBe('TERMS_NOT_ACCEPTED');
  });

  it('refuses a stale or forged hash: the text changed since the buyer read it', async () => {
    await f.fillCart('musteri', productId, 1, 10_000);
    const read = await termsOf('musteri');
    const forged = read.acceptance.map((a: { hash: string }, i: number) =>
      i === 1 ? { ...a, hash: '0'.repeat(64) } : a,
    );
    expect((await f.checkout('musteri', { acceptedDocuments: forged })).json().code).toBe('TERMS_CHANGED');

    // The address changes after reading: the text names another address.
    await f.address('musteri');
    await f.call('musteri', 'PATCH', `/api/addresses/${f.addressOf.musteri}`, { addressLine: 'Başka Sokak No: 9' });
    const stale = await f.checkout('musteri', { acceptedDocuments: read.acceptance });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('TERMS_CHANGED');

    // The admin publishes a new contract while the buyer reads the old one.
    const fresh = await termsOf('musteri');
    const id = await pageId(POLICY_SLUGS.distanceSales);
    const page = (await f.call('admin', 'GET', `/api/admin/policy-pages/${id}`)).json();
    await f.call('admin', 'PUT', `/api/admin/policy-pages/${id}`, {
      title: page.title,
      source: `${page.draftSource}\n\nEk madde.`,
    });
    await f.call('admin', 'POST', `/api/admin/policy-pages/${id}/publish`);
    expect((await f.checkout('musteri', { acceptedDocuments: fresh.acceptance })).json().code).toBe('TERMS_CHANGED');
  });

  it('keeps the accepted texts with the order: version, hash of the exact text, time, address', async () => {
    await f.fillCart('musteri', productId, 1, 10_000);
    const read = await termsOf('musteri');
    const placed = await f.checkout('musteri', { acceptedDocuments: read.acceptance });
    expect(placed.statusCode).toBe(200);
    const orderId = placed.json().order.id;
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.acceptedDocuments).toHaveLength(2);
    for (const doc of row!.acceptedDocuments!) {
      expect(doc.hash).toBe(sha256(doc.text));
      expect(read.acceptance).toContainEqual({ slug: doc.slug, version: doc.version, hash: doc.hash });
    }
    const detail = (await f.call('musteri', 'GET', `/api/orders/${orderId}`)).json();
    expect(detail.acceptedDocuments.map((d: { slug: string }) => d.slug)).toEqual([
      POLICY_SLUGS.preInformation,
      POLICY_SLUGS.distanceSales,
    ]);
    const doc = (
      await f.call('musteri', 'GET', `/api/orders/${orderId}/documents/${POLICY_SLUGS.distanceSales}`)
    ).json();
    expect(doc.html).toBe(read.documents[1].html);
    expect(doc.hash).toBe(read.documents[1].hash);
    // Someone outside the order's scope does not find it.
    expect(
      (await f.call('ankara', 'GET', `/api/orders/${orderId}/documents/${POLICY_SLUGS.distanceSales}`)).statusCode,
    ).toBe(404);
    const pdf = await f.call('musteri', 'GET', `/api/orders/${orderId}/summary.pdf`);
    expect(pdf.statusCode).toBe(200);
  });
});

describe('consents', () => {
  it('registration records the KVKK notice, and marketing only when the optional box was ticked', async () => {
    const code = (await f.call('bayi', 'GET', '/api/auth/me')).json();
    const inviteCode = (code.user ?? code).permanentInviteCode as string;
    const register = (email: string, marketingConsent?: boolean) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          code: inviteCode,
          name: 'Onay Kaydı',
          email,
          password: 'Guclu.Sifre2026',
          ...(marketingConsent === undefined ? {} : { marketingConsent }),
        },
      });
    const purposes = async (email: string) =>
      (await t.database.db.select().from(consentRecords).where(eq(consentRecords.email, email)))
        .map((c) => `${c.purpose}:${c.policySlug}:${c.policyVersion}`)
        .sort();
    expect((await register('pazarlama.evet@example.com', true)).statusCode).toBe(201);
    expect((await register('pazarlama.hayir@example.com', false)).statusCode).toBe(201);
    expect((await register('pazarlama.yok@example.com')).statusCode).toBe(201);
    expect(await purposes('pazarlama.evet@example.com')).toEqual([
      `marketing:${POLICY_SLUGS.privacy}:2`,
      `registration:${POLICY_SLUGS.kvkk}:2`,
    ]);
    expect(await purposes('pazarlama.hayir@example.com')).toEqual([`registration:${POLICY_SLUGS.kvkk}:2`]);
    expect(await purposes('pazarlama.yok@example.com')).toEqual([`registration:${POLICY_SLUGS.kvkk}:2`]);
  });

  it('a doctor application records the KVKK notice it was shown', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/doctor-applications',
      headers: { 'x-forwarded-for': '203.0.113.9' },
      payload: {
        name: 'Dr. Onay Testi',
        specialty: 'Dahiliye',
        registryNumber: '123456',
        city: 'Ankara',
        phone: '05551234567',
        email: 'onay.testi@example.com',
        kvkkAccepted: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const rows = await t.database.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.email, 'onay.testi@example.com'));
    expect(rows).toEqual([
      expect.objectContaining({
        userId: null,
        purpose: 'doctor_application',
        policySlug: POLICY_SLUGS.kvkk,
        policyVersion: 2,
      }),
    ]);
  });

  it('marketing messages: separate, optional, revocable, each change kept', async () => {
    const first = (await f.call('bayi', 'GET', '/api/me/privacy')).json();
    const start = first.marketing as boolean;
    const on = (await f.call('bayi', 'PUT', '/api/me/marketing-consent', { given: true })).json();
    expect(on.marketing).toBe(true);
    const off = (await f.call('bayi', 'PUT', '/api/me/marketing-consent', { given: false })).json();
    expect(off.marketing).toBe(false);
    const marketing = off.consents.filter((c: { purpose: string }) => c.purpose === 'marketing');
    expect(marketing.length).toBeGreaterThanOrEqual(1);
    expect(marketing.every((c: { withdrawnAt: string | null }) => c.withdrawnAt !== null)).toBe(true);
    expect(marketing[0]).toMatchObject({ policySlug: POLICY_SLUGS.privacy, policyVersion: 2 });
    expect(typeof start).toBe('boolean');
    // The registration acknowledgement is untouched.
    expect(
      off.consents.some((c: { purpose: string; withdrawnAt: null }) => c.purpose === 'registration' && !c.withdrawnAt),
    ).toBe(true);
  });
});

describe('data rights', () => {
  it('every column that names a member is exported or excluded with a reason', () => {
    const found: string[] = ['profiles.id', 'order_lines.order_id', 'email_outbox.to'];
    for (const table of Object.values(schema)) {
      if (!(table instanceof PgTable)) continue;
      const config = getTableConfig(table);
      for (const fk of config.foreignKeys) {
        const ref = fk.reference();
        if (getTableConfig(ref.foreignTable).name !== 'profiles') continue;
        for (const column of ref.columns) found.push(`${config.name}.${column.name}`);
      }
    }
    const missing = found.filter((key) => !(key in EXPORTED) && !(key in NOT_EXPORTED));
    expect(missing).toEqual([]);
    const stale = [...Object.keys(EXPORTED), ...Object.keys(NOT_EXPORTED)].filter((k) => !found.includes(k));
    expect(stale).toEqual([]);
    for (const reason of Object.values(NOT_EXPORTED)) expect(reason.length).toBeGreaterThan(10);
  });

  it('the archive holds each kind of record as JSON and CSV, with the member’s rows', async () => {
    // A support request and a contact-form message with the member's own address are its data;
    // another member's request is not.
    expect(
      (await f.call('musteri', 'POST', '/api/support', { subject: 'Kargom nerede', message: 'Siparişim gelmedi.' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await f.call('bayi', 'POST', '/api/support', { subject: 'Bayi sorusu', message: 'Başka birinin talebi.' }))
        .statusCode,
    ).toBe(200);
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '10.9.8.7',
      payload: {
        name: 'Müşteri Formdan',
        email: DEMO.musteri.toUpperCase(),
        subject: 'Formdan soru',
        message: 'İletişim formundan yazıyorum.',
        consent: true,
      },
    });
    expect(contact.statusCode).toBe(200);
    const res = await f.call('musteri', 'GET', '/api/me/data-export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    for (const entry of Object.values(EXPORTED)) {
      expect(files[`json/${entry.file}.json`], entry.file).toBeDefined();
      expect(files[`csv/${entry.file}.csv`], entry.file).toBeDefined();
    }
    const profile = JSON.parse(strFromU8(files['json/profil.json']!));
    expect(profile).toEqual([expect.objectContaining({ id: f.ids.musteri, email: DEMO.musteri })]);
    const mine = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.buyerId, f.ids.musteri));
    const exported = JSON.parse(strFromU8(files['json/siparisler.json']!));
    expect(exported.map((o: { id: string }) => o.id).sort()).toEqual(mine.map((o) => o.id).sort());
    const consents = JSON.parse(strFromU8(files['json/onaylar.json']!));
    expect(consents.length).toBeGreaterThan(0);
    const sessions = JSON.parse(strFromU8(files['json/oturumlar.json']!));
    expect(sessions.length).toBeGreaterThan(0);
    const messages = JSON.parse(strFromU8(files['json/destek-ve-iletisim-mesajlari.json']!));
    const subjects = messages.map((m: { subject: string }) => m.subject);
    expect(subjects).toEqual(expect.arrayContaining(['Formdan soru', 'Kargom nerede']));
    expect(subjects).not.toContain('Bayi sorusu');
    for (const m of messages as { memberId: string | null; email: string }[]) {
      expect(m.memberId === f.ids.musteri || m.email.toLowerCase() === DEMO.musteri).toBe(true);
    }
    // Nothing of anyone else, and no credential.
    const all = Object.values(files)
      .map((b) => strFromU8(b))
      .join('\n');
    expect(all).not.toContain(DEMO.bayi);
    expect(all).not.toMatch(/\$argon2|scrypt:/);
  });

  it('deletion: the member asks, the admin approves, personal data is anonymised and kept records stay', async () => {
    const ordersBefore = await t.database.db.select().from(orders).where(eq(orders.buyerId, f.ids.musteri));
    expect(ordersBefore.length).toBeGreaterThan(0);
    const asked = await f.call('musteri', 'POST', '/api/me/deletion-request', {
      reason: 'Hesabımı kapatmak istiyorum',
    });
    expect(asked.statusCode).toBe(200);
    expect((await f.call('musteri', 'POST', '/api/me/deletion-request', {})).json().code).toBe(
      'DELETION_REQUEST_PENDING',
    );
    expect((await f.call('admin', 'POST', '/api/me/deletion-request', {})).json().code).toBe('DELETION_OF_ADMIN');

    const list = (await f.call('admin', 'GET', '/api/admin/deletion-requests')).json();
    const request = list.items.find((r: { member: { id: string } }) => r.member.id === f.ids.musteri);
    expect(request).toMatchObject({ status: 'pending', reason: 'Hesabımı kapatmak istiyorum' });
    expect((await f.call('bayi', 'GET', '/api/admin/deletion-requests')).statusCode).toBe(403);

    const decided = await f.call('admin', 'POST', `/api/admin/deletion-requests/${request.id}/decide`, {
      approve: true,
    });
    expect(decided.json()).toEqual({ id: request.id, status: 'approved' });

    const db = t.database.db;
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, f.ids.musteri));
    expect(profile).toMatchObject({ name: 'Silinmiş Üye', phone: null, isActive: false, isDeleted: true });
    expect(profile!.email).not.toContain('musteri');
    expect(await db.select().from(addresses).where(eq(addresses.userId, f.ids.musteri))).toEqual([]);
    expect(await db.select().from(userSessions).where(eq(userSessions.userId, f.ids.musteri))).toEqual([]);
    expect(await db.select().from(authAccounts).where(eq(authAccounts.userId, f.ids.musteri))).toEqual([]);
    // Orders stay (tax law) without the address; consents stay as evidence.
    const ordersAfter = await db.select().from(orders).where(eq(orders.buyerId, f.ids.musteri));
    expect(ordersAfter.map((o) => o.id).sort()).toEqual(ordersBefore.map((o) => o.id).sort());
    for (const o of ordersAfter) {
      expect(JSON.stringify(o.shippingAddress)).not.toMatch(/Test Alıcı|Moda|0555/);
      expect(o.shippingAddress.city).toBeTruthy();
    }
    const consents = await db
      .select()
      .from(consentRecords)
      .where(and(eq(consentRecords.userId, f.ids.musteri), eq(consentRecords.purpose, 'registration')));
    expect(consents.length).toBeGreaterThan(0);
    expect(consents.every((c) => c.email === null)).toBe(true);
    // Support requests and contact messages stay as correspondence, without who wrote them.
    const messages = await db
      .select()
      .from(contactMessages)
      .where(inArray(contactMessages.subject, ['Kargom nerede', 'Formdan soru', 'Bayi sorusu']));
    expect(messages).toHaveLength(3);
    for (const m of messages.filter((m) => m.subject !== 'Bayi sorusu')) {
      expect(m).toMatchObject({ name: 'Silinmiş Üye', phone: null, ipAddress: null, consentIp: null });
      expect(m.email).not.toContain('musteri');
    }
    expect(messages.find((m) => m.subject === 'Bayi sorusu')!.email).toBe(DEMO.bayi);
    // The erased member cannot sign in any more.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: DEMO.musteri, password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode).toBeGreaterThanOrEqual(400);
  });
});
