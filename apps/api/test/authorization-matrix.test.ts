/**
 * The authorization matrix, generated from the route table: every route, every method, called as
 * anonymous, as each of the five roles and as a member outside the resource's scope, with the path
 * spelled plainly and in every odd way a client can spell it. The expected answer is computed from
 * the route's own `config.access` declaration, the default permission matrix and the scope of the
 * resource, never typed in here, so a new route is covered the moment it is registered.
 *
 * How a call shows that access let it through without running a write: unsafe methods are sent
 * with a body of a type no route accepts. The access rule runs first (onRequest); a request it lets
 * pass is then refused by the body parser with 415, before any handler. A request it refuses gets
 * 401/403. Reads run their handler (they change nothing).
 */
import {
  addresses,
  blogPosts,
  commissionLines,
  doctorApplications,
  orderLines,
  invitations,
  notifications,
  orders,
  products,
  policyPages,
  profiles,
  roleTransferRequests,
  shipments,
  userSessions,
  workflowInstances,
  workflowSteps,
  workflowTemplates,
} from '@portal/db/schema';
import { POLICY_SLUGS } from '@portal/shared/legal';
import { isDefaultEnabled, type PermissionKey } from '@portal/shared/permissions';
import { ROLES, type Role } from '@portal/shared/roles';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access, RouteEntry } from '../src/platform/context';
import { createTestApp, DEMO, signIn, type TestContext, testConfig } from './helpers';

let t: TestContext;

type Identity = 'anonymous' | Role | 'outsider';
const EMAIL: Record<Role | 'outsider', string> = {
  admin: DEMO.admin,
  turkeyDistributor: DEMO.turkiye,
  cityDistributor: DEMO.istanbul,
  dealer: DEMO.bayi,
  client: DEMO.musteri,
  // A city distributor of another city: nothing of the İstanbul dealer's is theirs to see.
  outsider: DEMO.ankara,
};
const ROLE_OF: Record<Role | 'outsider', Role> = {
  admin: 'admin',
  turkeyDistributor: 'turkeyDistributor',
  cityDistributor: 'cityDistributor',
  dealer: 'dealer',
  client: 'client',
  outsider: 'cityDistributor',
};
const cookies = new Map<Identity, string>();
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ZERO_UUID = '00000000-0000-4000-8000-000000000000';

/** Resources of the İstanbul dealer (bayi), by the route parameter that names them. */
interface Sample {
  value: string;
  /** 'own': only its owner (and the admin) may see it; 'network': its buyer, supplier and their upline; 'any': every caller the route admits. */
  scope: 'own' | 'network' | 'any';
}
let samples: Map<string, Sample>;

/** The sample for one parameter of one route: keyed by the route's path up to that parameter. */
function sampleFor(url: string, param: string): Sample | undefined {
  const prefix = url.slice(0, url.indexOf(`:${param}`));
  return samples.get(`${prefix}:${param}`) ?? samples.get(`*:${param}`);
}

beforeAll(async () => {
  // Thousands of calls from one address: the rate limit has its own test.
  t = await createTestApp({
    limits: { ...testConfig().limits, requestsPerMinute: 1_000_000, passwordResetPerWindow: 1_000_000 },
  });
  for (const [identity, email] of Object.entries(EMAIL)) {
    cookies.set(identity as Identity, (await signIn(t.app, email)).cookie);
  }
  const db = t.database.db;
  const [bayi] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, DEMO.bayi));
  const bayiId = bayi!.id;
  const [session] = await db.select({ id: userSessions.id }).from(userSessions).where(eq(userSessions.userId, bayiId));
  const [notification] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, bayiId));
  const [address] = await db.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, bayiId));
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.buyerId, bayiId), isNotNull(orders.supplierId)));
  const [shipment] = order
    ? await db.select({ id: shipments.id }).from(shipments).where(eq(shipments.orderId, order.id))
    : [];
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.isActive, true));
  const [invitation] = await db.select({ code: invitations.code }).from(invitations).limit(1);
  // Users and role transfer: a transfer request of the dealer's (the demo data has a rejected one).
  const [transferRequest] = await db
    .select({ id: roleTransferRequests.id })
    .from(roleTransferRequests)
    .where(eq(roleTransferRequests.memberId, bayiId));
  // Invitations and doctor applications: an active invitation of the dealer's, any application.
  const [bayiInvitation] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.inviterId, bayiId), eq(invitations.status, 'active')))
    .limit(1);
  const [application] = await db.select({ id: doctorApplications.id }).from(doctorApplications).limit(1);
  // Transactions: the dealer's own paid purchase, as a movement (`order_<id>`).
  const [paidOrder] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.buyerId, bayiId), isNotNull(orders.paidAt), ne(orders.paymentMethod, 'points')))
    .limit(1);
  for (const [name, row] of Object.entries({ session, notification, address, order, product })) {
    if (!row) throw new Error(`the demo data has no ${name} of the dealer to test scope with`);
  }
  const [policyPage] = await db.select({ id: policyPages.id }).from(policyPages).limit(1);
  await db
    .update(orders)
    .set({
      acceptedDocuments: [
        {
          slug: POLICY_SLUGS.distanceSales,
          title: 'Mesafeli Satış Sözleşmesi',
          version: 1,
          hash: '0'.repeat(64),
          text: 'x',
          acceptedAt: new Date().toISOString(),
          ip: null,
        },
      ],
    })
    .where(eq(orders.id, order!.id));
  const [post] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(eq(blogPosts.status, 'published'))
    .limit(1);
  // Commissions: a line the dealer earns (the demo's, or one written on the dealer's own order).
  const commissionLine = await dealerCommissionLine(db, bayiId, order!.id);
  // Workflows (decision 044): the dealer has no workflow page, so its scope (a participant or a
  // manager above the subject sees an instance; a city distributor of another city does not) is
  // checked in work-flows.test.ts.
  const [wfInstance] = await db.select({ id: workflowInstances.id }).from(workflowInstances).limit(1);
  const [wfStep] = await db.select({ id: workflowSteps.id }).from(workflowSteps).limit(1);
  const [wfTemplate] = await db.select({ id: workflowTemplates.id }).from(workflowTemplates).limit(1);
  samples = new Map<string, Sample>([
    ['*:templateId', { value: wfTemplate?.id ?? ZERO_UUID, scope: 'any' }],
    ['*:instanceId', { value: wfInstance?.id ?? ZERO_UUID, scope: 'any' }],
    ['*:stepId', { value: wfStep?.id ?? ZERO_UUID, scope: 'any' }],
    ['/api/sessions/:id', { value: session!.id, scope: 'own' }],
    ['/api/notifications/:id', { value: notification!.id, scope: 'own' }],
    ['/api/addresses/:id', { value: address!.id, scope: 'own' }],
    ['/api/filter-presets/:id', { value: ZERO_UUID, scope: 'any' }],
    ['/api/orders/:id', { value: order!.id, scope: 'network' }],
    ['/api/shipments/:id', { value: shipment?.id ?? ZERO_UUID, scope: 'network' }],
    ['/api/products/:id', { value: product!.id, scope: 'any' }],
    ['/api/admin/products/:id', { value: product!.id, scope: 'any' }],
    ['*:productId', { value: product!.id, scope: 'any' }],
    ['/api/invitations/lookup/:code', { value: invitation?.code ?? 'ABCDEFGH', scope: 'any' }],
    ['/api/payments/callback/:provider', { value: 'sandbox', scope: 'any' }],
    ['/api/orders/automation/:kind', { value: 'cancel_unpaid_bank_transfer', scope: 'any' }],
    // Users and role transfer
    ['/api/users/:id', { value: bayiId, scope: 'own' }],
    ['/api/role-transfer/requests/:id', { value: transferRequest?.id ?? ZERO_UUID, scope: 'own' }],
    ['/api/role-transfer/mine/:id', { value: transferRequest?.id ?? ZERO_UUID, scope: 'own' }],
    // The network tree (issue 11): the dealer's own node; another city's distributor is outside it.
    ['/api/network/nodes/:id', { value: bayiId, scope: 'own' }],
    // Performance drill-down (decision 053): a member of the caller's own subtree, itself included.
    ['/api/analytics/performance/members/:id', { value: bayiId, scope: 'own' }],
    // Invitations and doctor applications
    ['/api/invitations/:id', { value: bayiInvitation?.id ?? ZERO_UUID, scope: 'own' }],
    ['/api/admin/doctor-applications/:id', { value: application?.id ?? ZERO_UUID, scope: 'any' }],
    // Network admin pages (admin only): a job and a member need no resource of the dealer's.
    ['/api/network/admin/maintenance/jobs/:jobId', { value: ZERO_UUID, scope: 'any' }],
    ['/api/network/admin/inconsistencies/:memberId', { value: bayiId, scope: 'any' }],
    // Commission payouts (issue 12): paying is the admin's alone, so any payout id will do.
    ['/api/payouts/:id', { value: ZERO_UUID, scope: 'any' }],
    // Commissions: the dealer's own line
    ['/api/commissions/:id', { value: commissionLine, scope: 'own' }],
    // Transactions: a movement of the dealer's own (another city's distributor gets 404).
    ['/api/transactions/:id', { value: `order_${paidOrder?.id ?? ZERO_UUID}`, scope: 'own' }],
    // Commission settings (admin only): a product's own commission.
    ['/api/admin/commission-settings/products/:id', { value: product!.id, scope: 'any' }],
    // Legal (decision 042): policy pages are public or the admin's; an order's accepted contract
    // opens where the order does (the dealer's sample order is given one here).
    ['/api/policies/:slug', { value: POLICY_SLUGS.kvkk, scope: 'any' }],
    ['/api/policies/:slug/versions/:version', { value: '1', scope: 'any' }],
    ['/api/admin/policy-pages/:id', { value: policyPage!.id, scope: 'any' }],
    ['/api/orders/:id/documents/:slug', { value: POLICY_SLUGS.distanceSales, scope: 'any' }],
    ['/api/admin/deletion-requests/:id', { value: ZERO_UUID, scope: 'any' }],
    // The public site (issue 15): a published post for everyone; the editors and the inbox are
    // whole-site (admin, and the national distributor for the inbox), so any id will do.
    ['/api/content/blog/:id', { value: post?.id ?? ZERO_UUID, scope: 'any' }],
    ['/api/admin/slider/:id', { value: ZERO_UUID, scope: 'any' }],
    ['/api/admin/blog/:id', { value: ZERO_UUID, scope: 'any' }],
    ['/api/admin/faq/:id', { value: ZERO_UUID, scope: 'any' }],
    ['/api/admin/contact-messages/:id', { value: ZERO_UUID, scope: 'any' }],
    ['/api/admin/deleted-items/:type', { value: 'faqEntry', scope: 'any' }],
    ['/api/admin/deleted-items/:type/:id', { value: ZERO_UUID, scope: 'any' }],
    // Stock requests and transfers (decision 043): stock holders' pages only, the parties' own;
    // the dealer never reaches them, so any id will do.
    ['/api/stock/requests/:id', { value: ZERO_UUID, scope: 'any' }],
    ['/api/stock/transfers/:id', { value: ZERO_UUID, scope: 'any' }],
    // Notification campaigns (admin/notifications): withdrawing is the admin's alone, any id will do.
    ['/api/notification-campaigns/:campaignId', { value: ZERO_UUID, scope: 'any' }],
    // Security management (admin only): ending a session is the admin's alone, so any id will do.
    ['/api/security/sessions/:id', { value: ZERO_UUID, scope: 'any' }],
  ]);
}, 120_000);
afterAll(() => t.close());

/** A commission line whose beneficiary is the dealer: the demo's first, else one written for this test. */
async function dealerCommissionLine(db: TestContext['database']['db'], bayiId: string, orderId: string) {
  const [found] = await db
    .select({ id: commissionLines.id })
    .from(commissionLines)
    .where(eq(commissionLines.beneficiaryId, bayiId))
    .limit(1);
  if (found) return found.id;
  const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).limit(1);
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const [row] = await db
    .insert(commissionLines)
    .values({
      orderId,
      orderLineId: line!.id,
      orderNumber: order!.number,
      buyerId: order!.buyerId,
      beneficiaryId: bayiId,
      productId: line!.productId,
      productName: line!.productName,
      kind: 'recruitment_bonus',
      commissionType: 'fixed',
      base: line!.netAmount,
      quantity: 1,
      fixedPerUnit: 100,
      amount: 100,
      period: '2026-01',
      chain: [],
    })
    .returning({ id: commissionLines.id });
  return row!.id;
}

function routes(): RouteEntry[] {
  return t.app.routeTable;
}

/** What the declaration says this identity gets from the access rule. */
function expected(access: Access | undefined, identity: Identity): 'pass' | { status: number; code: string } {
  if (!access) return { status: 403, code: 'FORBIDDEN' };
  if ('public' in access || 'asset' in access || 'operations' in access) return 'pass';
  if (identity === 'anonymous') return { status: 401, code: access.signedOutCode ?? 'UNAUTHORIZED' };
  const role = ROLE_OF[identity];
  if (access.roles && !access.roles.includes(role)) return { status: 403, code: 'FORBIDDEN' };
  if ('permission' in access) {
    const keys: readonly PermissionKey[] =
      typeof access.permission === 'string' ? [access.permission] : access.permission;
    if (!keys.some((key) => isDefaultEnabled(role, key))) return { status: 403, code: 'FORBIDDEN' };
  }
  return 'pass';
}

/** The plain URL of a route with every parameter filled (with a resource of the dealer's where there is one). */
function plainUrl(route: RouteEntry, useSamples: boolean): string {
  return route.url
    .replace(
      /:(\w+)/g,
      (_m, param: string) => (useSamples ? sampleFor(route.url, param)?.value : undefined) ?? ZERO_UUID,
    )
    .replace(/\*$/, 'robots.txt');
}

function call(method: string, url: string, identity: Identity, extra: Partial<InjectOptions> = {}) {
  const cookie = cookies.get(identity);
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: { ...(cookie ? { cookie } : {}), ...(extra.headers as object) },
    ...(UNSAFE.has(method)
      ? {
          payload: '<x/>',
          headers: { 'content-type': 'application/xml', ...(cookie ? { cookie } : {}), ...(extra.headers as object) },
        }
      : {}),
  });
}

function outcome(res: LightMyRequestResponse) {
  let code: string | undefined;
  try {
    code = res.json().code;
  } catch {
    code = undefined;
  }
  return { status: res.statusCode, code };
}

function describeRoute(route: RouteEntry) {
  return `${route.method} ${route.url}`;
}

/** The ways a client may spell one path; each must meet the same rule as the plain one. */
function spellings(path: string): [string, string][] {
  const [pathname, query] = path.split('?') as [string, string | undefined];
  const q = query === undefined ? '' : `?${query}`;
  const segments = pathname.split('/').slice(1);
  const encodeFirst = (s: string) =>
    /^[a-z]/i.test(s) ? `%${s.charCodeAt(0).toString(16).padStart(2, '0')}${s.slice(1)}` : s;
  return [
    ['percent-encoded', `/${segments.map(encodeFirst).join('/')}${q}`],
    ['doubled slashes', `//${segments.join('//')}${q}`],
    ['dot segment', `/${segments[0]}/./${segments.slice(1).join('/')}${q}`],
    ['parent segment', `/x/../${segments.join('/')}${q}`],
    ['encoded parent segment', `/x/%2e%2e/${segments.join('/')}${q}`],
    ['trailing slash', `${pathname}/${q}`],
    [
      'mixed case',
      `/${segments.map((s, i) => (i === segments.length - 1 && s.length >= 32 ? s : s.toUpperCase())).join('/')}${q}`,
    ],
    ['semicolon parameters', `/${segments.map((s) => `${s};v=1`).join('/')}${q}`],
  ];
}

const isApiRoute = (route: RouteEntry) => !route.access || !('asset' in route.access);

describe('authorization matrix (generated from the route table)', () => {
  it('every route declares its access rule', () => {
    const undeclared = routes()
      .filter((r) => !r.access)
      .map(describeRoute);
    expect(undeclared).toEqual([]);
    expect(routes().length).toBeGreaterThan(90);
  });

  it('answers every route as each identity exactly as its declaration says', async () => {
    const identities: Identity[] = ['anonymous', ...ROLES, 'outsider'];
    const mismatches: unknown[] = [];
    let calls = 0;
    for (const route of routes()) {
      const url = plainUrl(route, false);
      for (const identity of identities) {
        const want = expected(route.access, identity);
        const got = outcome(await call(route.method, url, identity));
        calls++;
        const ok =
          want === 'pass'
            ? got.status < 500 &&
              got.status !== 401 &&
              !(got.status === 403 && ['FORBIDDEN', 'UNAUTHORIZED'].includes(got.code ?? '')) &&
              (!UNSAFE.has(route.method) || got.status === 415)
            : got.status === want.status && got.code === want.code;
        if (!ok) mismatches.push({ route: describeRoute(route), identity, want, got });
      }
    }
    expect(mismatches).toEqual([]);
    expect(calls).toBeGreaterThan(600);
  });

  it('answers every spelling of every path like the plain path, for anonymous, allowed and refused callers', async () => {
    const mismatches: unknown[] = [];
    // Routes are independent of one another: a few at a time (the reads behind some of them, a
    // report or an export, take a while), each route's calls in order.
    const checkRoute = async (route: RouteEntry) => {
      const plain = plainUrl(route, false);
      const allowed = ROLES.find((r) => expected(route.access, r) === 'pass');
      const refused = ROLES.find((r) => expected(route.access, r) !== 'pass');
      const who: Identity[] = ['anonymous', ...(allowed ? [allowed] : []), ...(refused ? [refused] : [])];
      for (const identity of who) {
        const base = outcome(await call(route.method, plain, identity));
        const methods = route.method === 'GET' ? ['GET', 'HEAD'] : [route.method];
        for (const method of methods) {
          for (const [variant, url] of spellings(plain)) {
            const got = await call(method, url, identity);
            // HEAD answers the GET's status without a body.
            const result = method === 'HEAD' ? { status: got.statusCode, code: base.code } : outcome(got);
            if (result.status !== base.status || result.code !== base.code) {
              mismatches.push({ route: describeRoute(route), identity, method, variant, url, want: base, got: result });
            }
          }
        }
      }
    };
    const pending = routes().filter(isApiRoute);
    const workers = Array.from({ length: 6 }, async () => {
      for (let route = pending.shift(); route; route = pending.shift()) await checkRoute(route);
    });
    await Promise.all(workers);
    expect(mismatches).toEqual([]);
  }, 120_000);

  it('answers OPTIONS on every spelling like on the plain path', async () => {
    const mismatches: unknown[] = [];
    for (const route of routes().filter(isApiRoute)) {
      const plain = plainUrl(route, false);
      const base = outcome(await t.app.inject({ method: 'OPTIONS', url: plain }));
      for (const [variant, url] of spellings(plain)) {
        const got = outcome(await t.app.inject({ method: 'OPTIONS', url }));
        if (got.status !== base.status || got.code !== base.code)
          mismatches.push({ route: describeRoute(route), variant, base, got });
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('refuses a cross-site write on every unsafe route, however its path is spelled', async () => {
    const mismatches: unknown[] = [];
    for (const route of routes().filter((r) => UNSAFE.has(r.method) && isApiRoute(r))) {
      const identity = ROLES.find((r) => expected(route.access, r) === 'pass') ?? 'anonymous';
      const plain = plainUrl(route, false);
      for (const [variant, url] of [['plain', plain] as [string, string], ...spellings(plain)]) {
        const got = outcome(await call(route.method, url, identity, { headers: { origin: 'https://evil.example' } }));
        if (got.status !== 403 || got.code !== 'CSRF_REJECTED')
          mismatches.push({ route: describeRoute(route), variant, got });
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("shows a member outside a resource's scope nothing of it, while its owner sees it", async () => {
    const mismatches: unknown[] = [];
    const missing: string[] = [];
    let checked = 0;
    for (const route of routes().filter((r) => /:\w+/.test(r.url) && isApiRoute(r))) {
      const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
      const found = params.map((p) => sampleFor(route.url, p));
      if (found.some((s) => !s)) {
        missing.push(describeRoute(route));
        continue;
      }
      const scoped = found.some((s) => s!.scope !== 'any');
      // A write runs its handler only when it has no body to validate; the others are covered by
      // their domain's tests (an order's transitions by orders-transitions.test.ts).
      if (!scoped || (UNSAFE.has(route.method) && route.hasBody)) continue;
      if (expected(route.access, 'outsider') !== 'pass') continue;
      const url = plainUrl(route, true);
      const res = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers: { cookie: cookies.get('outsider')! },
      });
      checked++;
      if (![403, 404].includes(res.statusCode))
        mismatches.push({ route: describeRoute(route), as: 'outsider', got: outcome(res) });
      if (route.method === 'GET') {
        const owner = await t.app.inject({ url, headers: { cookie: cookies.get('dealer')! } });
        if (owner.statusCode !== 200)
          mismatches.push({ route: describeRoute(route), as: 'owner', got: outcome(owner) });
      }
    }
    // A route with a parameter this test has no resource for must get one here (fail closed).
    expect(missing).toEqual([]);
    expect(mismatches).toEqual([]);
    expect(checked).toBeGreaterThan(5);
  });
});
