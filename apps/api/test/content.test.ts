import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  auditLog,
  blogPosts,
  consentRecords,
  contactMessages,
  emailOutbox,
  faqEntries,
  orders,
  policyPages,
  policyVersions,
  profiles,
  sliderItems,
} from '@portal/db/schema';
import { POLICY_SLUGS, policyPath } from '@portal/shared/policy-slugs';
import { and, desc, eq, isNotNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, type TestContext } from './helpers';

// A minimal app shell, so the head tags can be checked without building the web app.
const webDist = mkdtempSync(join(tmpdir(), 'portal-web-'));
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html><html lang="tr"><head><meta name="description" content="default" /><title>Bayi Portalı</title></head><body><div id="root"></div></body></html>',
);

let t: TestContext;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ webDist });
  for (const who of ['admin', 'turkiye', 'bayi', 'musteri'] as const) {
    cookies[who] = (await signIn(t.app, DEMO[who])).cookie;
  }
}, 60_000);
afterAll(() => t.close());

type Who = keyof typeof cookies | 'anonymous';
const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, ip?: string) =>
  t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: who === 'anonymous' ? {} : { cookie: cookies[who] as string },
    ...(ip ? { remoteAddress: ip } : {}),
  });

const EVIL = [
  '# Başlık',
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(2)">',
  '[tıkla](javascript:alert(3))',
  '[veri](data:text/html;base64,PHNjcmlwdD5hbGVydCg0KTwvc2NyaXB0Pg==)',
  '![resim](javascript:alert(5))',
  '<a href="#" onclick="alert(6)">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '[güvenli](https://example.com)',
].join('\n\n');

describe('blog', () => {
  it('lists published posts only, a page at a time, with categories, tags and reading time', async () => {
    const res = await call('anonymous', 'GET', '/api/content/blog');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const published = await t.database.db
      .select()
      .from(blogPosts)
      .where(and(eq(blogPosts.isDeleted, false), eq(blogPosts.status, 'published')));
    expect(published.length).toBeGreaterThanOrEqual(8);
    expect(body.total).toBe(published.length);
    expect(body.items).toHaveLength(Math.min(6, published.length));
    expect(body.items.every((p: { readingMinutes: number }) => p.readingMinutes >= 1)).toBe(true);
    const page2 = (await call('anonymous', 'GET', '/api/content/blog?page=2')).json();
    expect(page2.items.map((p: { id: string }) => p.id)).not.toContain(body.items[0].id);
    const category = body.categories[0].name;
    const filtered = (
      await call('anonymous', 'GET', `/api/content/blog?category=${encodeURIComponent(category)}`)
    ).json();
    expect(filtered.total).toBe(body.categories[0].count);
    expect(filtered.items.every((p: { category: string }) => p.category === category)).toBe(true);
  });

  it('does not show a draft to a visitor', async () => {
    const [draft] = await t.database.db.select().from(blogPosts).where(eq(blogPosts.status, 'draft'));
    expect(draft).toBeDefined();
    expect((await call('anonymous', 'GET', `/api/content/blog/${draft?.id}`)).statusCode).toBe(404);
    expect((await call('admin', 'GET', `/api/admin/blog/${draft?.id}`)).statusCode).toBe(200);
  });

  it('sends back harmless HTML for script, event-handler and javascript: payloads, end to end', async () => {
    const created = await call('admin', 'POST', '/api/admin/blog', {
      title: 'Güvenlik denemesi',
      summary: 'Deneme',
      source: EVIL,
      category: 'Deneme',
      tags: ['Deneme'],
      status: 'published',
    });
    expect(created.statusCode).toBe(200);
    const post = (await call('anonymous', 'GET', `/api/content/blog/${created.json().id}`)).json();
    const html: string = post.html;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<iframe/i);
    // Escaped as text (&lt;img … onerror=…&gt;), never as an attribute of a real tag.
    expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
    expect(html).toContain('&lt;script&gt;');
    // Refused links stay as plain text: no attribute carries a dangerous scheme.
    expect(html).not.toMatch(/(href|src)="\s*(javascript|data|vbscript):/i);
    expect(html).not.toMatch(/<a [^>]*href="(?!https?:\/\/)/i);
    expect(html).not.toMatch(/<img[^>]*src="(?!https?:)/i);
    expect(html).toContain('<h2>Başlık</h2>');
    expect(html).toContain('href="https://example.com"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    // The preview goes through the same renderer.
    const preview = (await call('admin', 'POST', '/api/admin/content/preview', { source: EVIL })).json();
    expect(preview.html).toBe(html);
    // Tags are kept lower-cased, once.
    expect(post.tags).toEqual(['deneme']);
  });

  it('is edited by the admin only', async () => {
    const input = { title: 'x', source: 'y', category: 'z', status: 'draft' };
    for (const who of ['turkiye', 'bayi', 'musteri'] as const) {
      expect((await call(who, 'POST', '/api/admin/blog', input)).statusCode).toBe(403);
      expect((await call(who, 'GET', '/api/admin/blog')).statusCode).toBe(403);
    }
    expect((await call('anonymous', 'POST', '/api/admin/blog', input)).statusCode).toBe(401);
  });
});

describe('head tags in the served HTML', () => {
  it('gives /blog/{id} its title, description, absolute og:image and og:type article', async () => {
    const [post] = await t.database.db
      .select()
      .from(blogPosts)
      .where(and(eq(blogPosts.status, 'published'), ne(blogPosts.title, 'Güvenlik denemesi')))
      .orderBy(desc(blogPosts.publishedAt))
      .limit(1);
    const res = await call('anonymous', 'GET', `/blog/${post?.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.body;
    expect(html).toContain(`<title>${post?.title} — Bayi Portalı Blog</title>`);
    expect(html).toContain(`<meta property="og:title" content="${post?.title} — Bayi Portalı Blog" />`);
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(`<meta property="og:image" content="http://localhost:3000${post?.coverImage}" />`);
    expect(html).toContain(`<meta name="description" content="${post?.summary}" />`);
    expect(html).not.toContain('content="default"');
  });

  it('gives the fixed pages their own heads and leaves unknown posts and the dashboard alone', async () => {
    const faq = (await call('anonymous', 'GET', '/sss')).body;
    expect(faq).toContain('<title>Sıkça Sorulan Sorular — Bayi Portalı</title>');
    expect(faq).toContain('og:type" content="website"');
    const home = (await call('anonymous', 'GET', '/')).body;
    expect(home).toContain('<title>Bayi Portalı — Ana Sayfa</title>');
    const unknown = (await call('anonymous', 'GET', '/blog/00000000-0000-4000-8000-000000000000')).body;
    expect(unknown).toContain('<title>Bayi Portalı</title>');
    expect((await call('anonymous', 'GET', '/dashboard/cart')).body).toContain('content="default"');
  });

  it('gives a policy page the title of its published text, and an old version its own number', async () => {
    const [page] = await t.database.db.select().from(policyPages).where(eq(policyPages.slug, POLICY_SLUGS.kvkk));
    const [current] = await t.database.db
      .select()
      .from(policyVersions)
      .where(and(eq(policyVersions.pageId, page!.id), eq(policyVersions.version, page!.currentVersion!)));
    const html = (await call('anonymous', 'GET', policyPath(POLICY_SLUGS.kvkk))).body;
    expect(html).toContain(`<title>${current!.title} — Bayi Portalı</title>`);
    expect(html).toContain(`sürüm ${page!.currentVersion}.`);
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000${policyPath(POLICY_SLUGS.kvkk)}" />`);
    const old = (await call('anonymous', 'GET', policyPath(POLICY_SLUGS.kvkk, 1))).body;
    expect(old).toContain('sürüm 1.');
    expect((await call('anonymous', 'GET', '/policies/yok-boyle-bir-sayfa')).body).toContain(
      '<title>Bayi Portalı</title>',
    );
  });

  it('answers /sitemap.xml with the public pages and every published post, and /robots.txt', async () => {
    const res = await call('anonymous', 'GET', '/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const published = await t.database.db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(and(eq(blogPosts.status, 'published'), eq(blogPosts.isDeleted, false)));
    for (const p of published) expect(res.body).toContain(`<loc>http://localhost:3000/blog/${p.id}</loc>`);
    expect(res.body).toContain('<loc>http://localhost:3000/sss</loc>');
    const policies = await t.database.db
      .select({ slug: policyPages.slug })
      .from(policyPages)
      .where(and(eq(policyPages.isDeleted, false), isNotNull(policyPages.currentVersion)));
    expect(policies.length).toBeGreaterThanOrEqual(4);
    for (const p of policies) expect(res.body).toContain(`<loc>http://localhost:3000/policies/${p.slug}</loc>`);
    const [draft] = await t.database.db.select().from(blogPosts).where(eq(blogPosts.status, 'draft'));
    expect(res.body).not.toContain(draft?.id as string);
    const robots = await call('anonymous', 'GET', '/robots.txt');
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(robots.body).toContain('Disallow: /dashboard');
  });
});

describe('FAQ, slider and about', () => {
  it('groups published FAQ entries and hides drafts', async () => {
    const created = (
      await call('admin', 'POST', '/api/admin/faq', {
        group: 'Deneme',
        question: 'Taslak soru?',
        source: 'Yanıt',
        status: 'draft',
      })
    ).json();
    const faq = (await call('anonymous', 'GET', '/api/content/faq')).json();
    const entries = faq.groups.flatMap((g: { entries: { id: string }[] }) => g.entries);
    expect(entries.length).toBeGreaterThanOrEqual(20);
    expect(entries.map((e: { id: string }) => e.id)).not.toContain(created.id);
  });

  it('shows only slides inside their active dates, in the saved order', async () => {
    const past = (
      await call('admin', 'POST', '/api/admin/slider', {
        title: 'Geçmiş',
        activeFrom: '2020-01-01T00:00:00Z',
        activeUntil: '2020-02-01T00:00:00Z',
      })
    ).json();
    const visible = (await call('anonymous', 'GET', '/api/content/slider')).json().items;
    expect(visible.map((s: { id: string }) => s.id)).not.toContain(past.id);
    const all = (await call('admin', 'GET', '/api/admin/slider')).json().items as { id: string }[];
    const reversed = all.map((s) => s.id).reverse();
    const reordered = await call('admin', 'PUT', '/api/admin/slider/order', { ids: reversed });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().items.map((s: { id: string }) => s.id)).toEqual(reversed);
    // An order that leaves a slide out is refused.
    expect((await call('admin', 'PUT', '/api/admin/slider/order', { ids: reversed.slice(1) })).statusCode).toBe(409);
  });

  it('renders the about text the admin saves', async () => {
    const saved = await call('admin', 'PUT', '/api/admin/content/about', {
      title: 'Hakkımızda',
      source: 'Biz **bir aileyiz**.',
    });
    expect(saved.statusCode).toBe(200);
    const about = (await call('anonymous', 'GET', '/api/content/about')).json();
    expect(about.html).toContain('<strong>bir aileyiz</strong>');
    expect(about).not.toHaveProperty('source');
    expect((await call('turkiye', 'PUT', '/api/admin/content/about', { title: 'x', source: 'y' })).statusCode).toBe(
      403,
    );
  });
});

describe('contact form', () => {
  const message = {
    name: 'Deneme Ziyaretçi',
    email: 'ziyaretci@example.com',
    subject: 'Bilgi',
    message: 'Bayilik hakkında bilgi almak istiyorum.',
    consent: true,
  };

  it('keeps the message with the consent record (text, time, address)', async () => {
    const res = await call('anonymous', 'POST', '/api/contact', message, '198.51.100.7');
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'ziyaretci@example.com'));
    // One consent mechanism: the record names the KVKK text's published version, when and where.
    const [consent] = await t.database.db
      .select()
      .from(consentRecords)
      .where(and(eq(consentRecords.email, 'ziyaretci@example.com'), eq(consentRecords.purpose, 'contact')));
    const [kvkk] = await t.database.db.select().from(policyPages).where(eq(policyPages.slug, POLICY_SLUGS.kvkk));
    expect(consent).toMatchObject({
      policySlug: POLICY_SLUGS.kvkk,
      policyVersion: kvkk!.currentVersion,
      ipAddress: '198.51.100.7',
      withdrawnAt: null,
    });
    expect(kvkk!.currentVersion).toBeGreaterThan(0);
    expect(row).toMatchObject({
      consentSlug: POLICY_SLUGS.kvkk,
      consentVersion: kvkk!.currentVersion,
      consentIp: '198.51.100.7',
      consentAt: consent!.givenAt,
    });
    expect(row?.status).toBe('new');
  });

  it('refuses a message without the consent', async () => {
    const res = await call('anonymous', 'POST', '/api/contact', { ...message, consent: false }, '198.51.100.8');
    expect(res.statusCode).toBe(400);
  });

  it('thanks a bot that fills the hidden field and keeps nothing', async () => {
    const before = await t.database.db.$count(contactMessages);
    const res = await call(
      'anonymous',
      'POST',
      '/api/contact',
      { ...message, website: 'http://spam.example' },
      '198.51.100.9',
    );
    expect(res.statusCode).toBe(200);
    expect(await t.database.db.$count(contactMessages)).toBe(before);
  });

  it('takes three messages from one address in ten minutes, then refuses', async () => {
    const ip = '198.51.100.10';
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await call('anonymous', 'POST', '/api/contact', message, ip)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    // Another address is not held back.
    expect((await call('anonymous', 'POST', '/api/contact', message, '198.51.100.11')).statusCode).toBe(200);
  });
});

describe('inbox and support', () => {
  it('reaches the admin and the national distributor, no one else', async () => {
    for (const who of ['admin', 'turkiye'] as const) {
      const res = await call(who, 'GET', '/api/admin/contact-messages?kind=contact');
      expect(res.statusCode).toBe(200);
      expect(res.json().items.every((m: { kind: string }) => m.kind === 'contact')).toBe(true);
    }
    for (const who of ['bayi', 'musteri'] as const) {
      expect((await call(who, 'GET', '/api/admin/contact-messages')).statusCode).toBe(403);
    }
    // The national distributor does not manage the slider or the deleted items.
    expect((await call('turkiye', 'GET', '/api/admin/slider')).statusCode).toBe(403);
    expect((await call('turkiye', 'GET', '/api/admin/deleted-items')).statusCode).toBe(403);
  });

  it('a member writes about its own order only and sees only its own requests with the answer', async () => {
    const [bayi] = await t.database.db.select().from(profiles).where(eq(profiles.email, DEMO.bayi));
    const [musteri] = await t.database.db.select().from(profiles).where(eq(profiles.email, DEMO.musteri));
    const [ownOrder] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.buyerId, musteri?.id as string))
      .limit(1);
    const [otherOrder] = await t.database.db
      .select()
      .from(orders)
      .where(ne(orders.buyerId, musteri?.id as string))
      .limit(1);
    expect(ownOrder && otherOrder).toBeTruthy();

    const foreign = await call('musteri', 'POST', '/api/support', {
      subject: 'Başkasının siparişi',
      message: 'Bu sipariş benim değil.',
      orderId: otherOrder?.id,
    });
    expect(foreign.statusCode).toBe(404);

    const sent = await call('musteri', 'POST', '/api/support', {
      subject: 'Siparişim hakkında',
      message: 'Siparişimdeki bir ürün eksik geldi.',
      orderId: ownOrder?.id,
    });
    expect(sent.statusCode).toBe(200);
    const request = sent.json();
    expect(request.order.id).toBe(ownOrder?.id);

    const mine = (await call('musteri', 'GET', '/api/support')).json();
    expect(mine.items.map((r: { id: string }) => r.id)).toContain(request.id);
    const dbOwn = await t.database.db
      .select()
      .from(contactMessages)
      .where(and(eq(contactMessages.memberId, musteri?.id as string), eq(contactMessages.kind, 'support')));
    expect(mine.items).toHaveLength(dbOwn.length);
    const theirs = (await call('bayi', 'GET', '/api/support')).json();
    expect(theirs.items.map((r: { id: string }) => r.id)).not.toContain(request.id);
    expect(bayi).toBeDefined();

    // The national distributor answers from the same inbox; the member reads it, an e-mail goes out.
    const inbox = (await call('turkiye', 'GET', '/api/admin/contact-messages?kind=support&status=new')).json();
    expect(inbox.items.map((m: { id: string }) => m.id)).toContain(request.id);
    const replied = await call('turkiye', 'POST', `/api/admin/contact-messages/${request.id}/reply`, {
      reply: 'Eksik ürün yarın kargoya verilecek.',
    });
    expect(replied.statusCode).toBe(200);
    expect(replied.json().item.status).toBe('answered');
    const after = (await call('musteri', 'GET', '/api/support')).json();
    const answered = after.items.find((r: { id: string }) => r.id === request.id);
    expect(answered.reply).toBe('Eksik ürün yarın kargoya verilecek.');
    expect(answered.status).toBe('answered');
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, DEMO.musteri), eq(emailOutbox.kind, 'contact_reply')));
    expect(mail?.text).toContain('Eksik ürün yarın kargoya verilecek.');
  });

  it('marks a message read', async () => {
    const inbox = (await call('admin', 'GET', '/api/admin/contact-messages?status=new')).json();
    const id = inbox.items[0].id;
    const res = await call('admin', 'POST', `/api/admin/contact-messages/${id}/read`);
    expect(res.json().item.status).toBe('read');
  });
});

describe('deleted items', () => {
  it('lists deleted content with who deleted it; restore brings it back; purge removes it for good', async () => {
    const [faq] = await t.database.db.select().from(faqEntries).where(eq(faqEntries.status, 'published')).limit(1);
    expect((await call('admin', 'DELETE', `/api/admin/faq/${faq?.id}`)).statusCode).toBe(200);
    const publicFaq = JSON.stringify((await call('anonymous', 'GET', '/api/content/faq')).json());
    expect(publicFaq).not.toContain(faq?.id as string);

    const list = (await call('admin', 'GET', '/api/admin/deleted-items')).json().items;
    const item = list.find((i: { id: string }) => i.id === faq?.id);
    expect(item).toMatchObject({
      type: 'faqEntry',
      title: faq?.question,
      deletedBy: 'Sistem Yöneticisi',
      canPurge: true,
    });

    expect((await call('admin', 'POST', `/api/admin/deleted-items/faqEntry/${faq?.id}/restore`)).statusCode).toBe(200);
    expect(JSON.stringify((await call('anonymous', 'GET', '/api/content/faq')).json())).toContain(faq?.id as string);
    // A live row cannot be purged: only what sits in the deleted items.
    expect((await call('admin', 'DELETE', `/api/admin/deleted-items/faqEntry/${faq?.id}`)).statusCode).toBe(404);

    const [slide] = await t.database.db.select().from(sliderItems).limit(1);
    await call('admin', 'DELETE', `/api/admin/slider/${slide?.id}`);
    expect((await call('admin', 'DELETE', `/api/admin/deleted-items/sliderItem/${slide?.id}`)).statusCode).toBe(200);
    expect(await t.database.db.$count(sliderItems, eq(sliderItems.id, slide?.id as string))).toBe(0);
    const [purged] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'slider_item.purged'), eq(auditLog.entityId, slide?.id as string)));
    expect(purged).toBeDefined();
  });

  it('shows a deleted member and product too; they restore but never purge', async () => {
    const [member] = await t.database.db.select().from(profiles).where(eq(profiles.role, 'client')).limit(1);
    expect((await call('admin', 'POST', `/api/users/${member?.id}/delete`)).statusCode).toBe(200);
    const list = (await call('admin', 'GET', '/api/admin/deleted-items')).json().items;
    const item = list.find((i: { id: string }) => i.id === member?.id);
    expect(item).toMatchObject({ type: 'member', canPurge: false, deletedBy: 'Sistem Yöneticisi' });
    expect((await call('admin', 'DELETE', `/api/admin/deleted-items/member/${member?.id}`)).statusCode).toBe(403);
    expect((await call('admin', 'POST', `/api/admin/deleted-items/member/${member?.id}/restore`)).statusCode).toBe(200);
    const [restored] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, member?.id as string));
    expect(restored?.isDeleted).toBe(false);
  });
});
