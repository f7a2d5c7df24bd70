import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
// The engine @axe-core/playwright itself injects (its own dependency, the same copy).
import axe from 'axe-core';
import { join } from 'node:path';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  request as playwrightRequest,
  test as base,
  type TestInfo,
} from '@playwright/test';
import type { Role } from '@portal/shared/roles';
import { serverURL } from '../servers';

/**
 * Playwright's `test`, with each test's baseURL set to its worker's own server (servers.ts): the
 * `page`, `context`, `request` and `browser.newContext()` of a test all talk to that server.
 * Every spec imports `test` from here.
 */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first argument.
  baseURL: async ({}, use, testInfo) => {
    await use(serverURL(testInfo.parallelIndex));
  },
});

/** PRODUCT.md §9: the six named demo accounts, all with this password. */
export const DEMO_PASSWORD = 'Portal.2026';

export interface DemoAccount {
  role: Role;
  email: string;
  name: string;
}

/** Names are the seed's (packages/db/src/seed/demo.ts); emails and roles are PRODUCT.md §9. */
export const DEMO: Record<'admin' | 'turkiye' | 'istanbul' | 'ankara' | 'bayi' | 'musteri', DemoAccount> = {
  admin: { role: 'admin', email: 'admin@portal.test', name: 'Sistem Yöneticisi' },
  turkiye: { role: 'turkeyDistributor', email: 'turkiye@portal.test', name: 'Türkiye Distribütörü' },
  istanbul: { role: 'cityDistributor', email: 'istanbul@portal.test', name: 'İstanbul Şehir Distribütörü' },
  ankara: { role: 'cityDistributor', email: 'ankara@portal.test', name: 'Ankara Şehir Distribütörü' },
  bayi: { role: 'dealer', email: 'bayi@portal.test', name: 'Kadıköy Bayi' },
  musteri: { role: 'client', email: 'musteri@portal.test', name: 'Demo Müşteri' },
};

export const CLIENT_PHONE = '05550000005';

/** One demo account per role, top to bottom. */
export const ACCOUNT_BY_ROLE: Record<Role, DemoAccount> = {
  admin: DEMO.admin,
  turkeyDistributor: DEMO.turkiye,
  cityDistributor: DEMO.istanbul,
  dealer: DEMO.bayi,
  client: DEMO.musteri,
};

export const ROLES_TOP_DOWN: Role[] = ['admin', 'turkeyDistributor', 'cityDistributor', 'dealer', 'client'];

/**
 * Trace option for every spec file (`test.use(LEAN_TRACE)` at its top): DOM snapshots without the
 * screencast, which doubled the time of every page load on a 2-CPU machine. Locally a failing test
 * keeps its trace; in CI, where a failing test runs once more, the second run records it (the
 * snapshots of every action cost a seventh of the suite's time on tests that pass).
 */
export const LEAN_TRACE = {
  trace: {
    mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshots: false,
    snapshots: true,
    sources: true,
  },
} as const;

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 390, height: 844 };

/**
 * Resizes the page as a member turning a tablet or resizing a window does, and resolves once the
 * page has laid itself out at the new size: the window has it, the signed-in shell (on a dashboard
 * page) has swapped to its chrome for that width (the mobile layout below 768 px, the sidebar from
 * there up), and two frames have been drawn since, so that what answers the resize (a media
 * query's listener, a chart) has drawn. The caller then waits for its page's content, as after a
 * load; the accessibility check itself waits for finite animations to end.
 */
export async function resizeTo(page: Page, viewport: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(viewport);
  await page.waitForFunction(
    ({ width, height }) => window.innerWidth === width && window.innerHeight === height,
    viewport,
  );
  if ((await page.locator('[data-testid="mobile-layout"], [data-testid="desktop-layout"]').count()) > 0)
    await expect(page.getByTestId(viewport.width < 768 ? 'mobile-layout' : 'desktop-layout')).toBeVisible();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

let sequence = 0;
/** An address no earlier run (nor another test of this run) has used. */
export function uniqueEmail(prefix: string): string {
  sequence += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${sequence}`;
  return `${prefix}.${stamp}@e2e.test`;
}

/** Sign in through the API; on a page's or context's request the session cookie lands in that browser context. */
export async function apiSignIn(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<void> {
  const res = await request.post('/api/auth/sign-in', { data: { email, password } });
  expect(res.status(), `sign-in ${email}: ${await res.text()}`).toBe(200);
}

export interface Me {
  id: string;
  name: string;
  email: string;
  role: Role;
  permanentInviteCode: string;
}

export async function apiMe(request: APIRequestContext): Promise<Me> {
  const res = await request.get('/api/auth/me');
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as Me | { user: Me };
  return 'user' in body ? body.user : body;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
const sessions = new Map<string, StorageState>();

function configuredBaseURL(): string {
  return serverURL(test.info().parallelIndex);
}

/**
 * A session cookie for `account`, signed in once per worker and reused by every test that only
 * needs "someone of this role, signed in" (each sign-in costs a password hash). It is signed in
 * as a device of its own (user agent and platform), because signing in ends the member's
 * earlier sessions on the same device, and the sign-in tests sign the same accounts in again.
 */
async function sessionFor(account: DemoAccount): Promise<StorageState> {
  const cached = sessions.get(account.email);
  if (cached) return cached;
  const api = await playwrightRequest.newContext({ baseURL: configuredBaseURL(), userAgent: API_USER_AGENT });
  try {
    const res = await api.post('/api/auth/sign-in', {
      data: { email: account.email, password: DEMO_PASSWORD, deviceInfo: { platform: 'e2e-shared-session' } },
    });
    expect(res.status(), `sign-in ${account.email}: ${await res.text()}`).toBe(200);
    const state = await api.storageState();
    sessions.set(account.email, state);
    return state;
  } finally {
    await api.dispose();
  }
}

/** A browser context of `account`, already signed in (through the API, not the form). */
export async function signedInContext(
  browser: Browser,
  account: DemoAccount,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, storageState: await sessionFor(account) });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Client-side navigation, as a link click would do it: no reload, so it is quick and keeps the
 * app's state. (React Router follows popstate.)
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/**
 * A request context outside any browser, for the admin's side of a test. It has a user agent of
 * its own: signing in ends the member's earlier sessions on the same device (same browser string
 * and platform), so with the browser's user agent it would sign the member's browser out.
 */
export const API_USER_AGENT = 'portal-e2e-api/1.0';

export async function apiAs(baseURL: string, email: string, password = DEMO_PASSWORD): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL, userAgent: API_USER_AGENT });
  await apiSignIn(api, email, password);
  return api;
}

/** Registers a client under bayi's permanent invitation through the API; returns its email. */
export async function registerClient(baseURL: string, name: string, password = DEMO_PASSWORD): Promise<string> {
  const dealer = await apiAs(baseURL, DEMO.bayi.email);
  try {
    const { permanentInviteCode } = await apiMe(dealer);
    const fresh = await playwrightRequest.newContext({ baseURL, userAgent: API_USER_AGENT });
    try {
      const email = uniqueEmail('uye');
      const res = await fresh.post('/api/auth/register', {
        data: { code: permanentInviteCode, name, email, password },
      });
      expect(res.status(), await res.text()).toBeLessThan(300);
      return email;
    } finally {
      await fresh.dispose();
    }
  } finally {
    await dealer.dispose();
  }
}

/** The dashboard shell is up: the signed-in home page and its page title. */
export async function expectDashboard(page: Page, name?: string): Promise<void> {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-home')).toBeVisible();
  if (name)
    await expect(page.getByTestId('dashboard-home').getByRole('heading', { level: 2 }).first()).toContainText(name);
}

/** test-results/screens/<name>.png */
export function screenPath(testInfo: TestInfo, name: string): string {
  const dir = join(testInfo.project.outputDir, 'screens');
  mkdirSync(dir, { recursive: true });
  return join(dir, `${name}.png`);
}

/**
 * What a buyer sends back after reading and accepting the checkout contracts filled with its cart
 * (decision 042): `POST /api/checkout` refuses an order without it.
 */
export async function acceptContracts(
  request: APIRequestContext,
  addressId: string,
  paymentMethod = 'bank_transfer',
): Promise<unknown> {
  const res = await request.get(`/api/checkout/terms?addressId=${addressId}&paymentMethod=${paymentMethod}`);
  return ((await res.json()) as { acceptance?: unknown }).acceptance;
}

/** The rules every accessibility check runs: WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeScope {
  /** Only this part of the page is checked (a CSS selector). */
  include?: string;
  /** These parts of the page are left out (CSS selectors), e.g. the app shell's toaster. */
  exclude?: string[];
}

/**
 * The app shell's toaster left out: a toast belongs to the action that raised it, not to the page
 * being checked.
 */
export const WITHOUT_TOASTER: AxeScope = { exclude: ['[data-sonner-toaster]'] };

/**
 * Runs axe (WCAG 2.1 A/AA) on the page as it is now and fails on any serious or critical
 * violation; the failure lists each one with its rule, help text and the nodes it was found on.
 * When axe reports any violation, of whatever impact, the full list is attached to the test as
 * `axe-<label>.json`.
 *
 * It first waits until nothing finite is animating (a dialog or a toast fading in): axe measures
 * colour contrast on what is painted, and half-way through a fade the text is paler than it will
 * be. Endless animations (a spinner, a pulsing dot) never stop and are not waited for.
 */
export async function expectNoSeriousViolations(page: Page, label: string, scope: AxeScope = {}): Promise<void> {
  await waitForFiniteAnimations(page, label);
  const results = await runAxe(page, scope);
  if (results.violations.length > 0) {
    await test.info().attach(`axe-${label}.json`, {
      body: JSON.stringify(results.violations, null, 2),
      contentType: 'application/json',
    });
  }
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map(
      (v) =>
        `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
        v.nodes
          .map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`)
          .join('\n'),
    )
    .join('\n');
  expect(
    serious.map((v) => `[${v.impact}] ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `serious/critical axe violations on ${label} (${page.url()}):\n${report}`,
  ).toEqual([]);
}

/**
 * Only violations are judged: axe then skips gathering the details of what passed (faster on a
 * large page, the same findings).
 */
const AXE_OPTIONS: axe.RunOptions = { runOnly: { type: 'tag', values: WCAG_21_AA }, resultTypes: ['violations'] };

/**
 * axe (WCAG 2.1 A/AA, `AXE_OPTIONS`) on the page, within `scope`.
 *
 * A page without frames (every page of the app) is checked by `axe.run` in the page itself, axe
 * being injected once per document. AxeBuilder's default way (`runPartial` in each frame, then
 * `finishRun` in a blank page it opens in the context, axe injected into both each time) gives the
 * same violations on the same nodes, and took about 2.4 s a call against 1.0 s on a busy page.
 * A page with frames still goes through AxeBuilder, which checks each frame.
 */
async function runAxe(page: Page, scope: AxeScope): Promise<axe.AxeResults> {
  if (page.frames().length > 1) {
    let builder = new AxeBuilder({ page }).withTags(WCAG_21_AA).options(AXE_OPTIONS);
    if (scope.include) builder = builder.include(scope.include);
    for (const selector of scope.exclude ?? []) builder = builder.exclude(selector);
    return builder.analyze();
  }
  type WithAxe = { axe?: typeof axe };
  const injected = await page.evaluate(
    (version) => (window as unknown as WithAxe).axe?.version === version,
    axe.version,
  );
  if (!injected) {
    await page.evaluate(axe.source);
    await page.evaluate(() =>
      (window as unknown as WithAxe).axe?.configure({ branding: { application: 'playwright' } }),
    );
  }
  // As AxeBuilder puts it: no include means the whole document.
  const context = { include: scope.include ? [scope.include] : [], exclude: scope.exclude ?? [] };
  return page.evaluate(
    ({ context, options }) => {
      const engine = (window as unknown as WithAxe).axe;
      if (!engine) throw new Error('axe is not in the page');
      return engine.run(context as axe.ElementContext, options);
    },
    { context, options: AXE_OPTIONS },
  );
}

/** Resolves once no finite animation or transition is running in the page. */
async function waitForFiniteAnimations(page: Page, label: string): Promise<void> {
  try {
    await page.waitForFunction(
      () =>
        !document
          .getAnimations()
          .some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY),
      undefined,
      { polling: 50, timeout: 10_000 },
    );
  } catch (error) {
    const running = await page
      .evaluate(() =>
        document
          .getAnimations()
          .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((a) => {
            const name =
              a instanceof CSSAnimation ? a.animationName : a instanceof CSSTransition ? a.transitionProperty : a.id;
            const target = (a.effect as KeyframeEffect | null)?.target;
            return `${a.constructor.name} ${name} on ${target ? target.tagName.toLowerCase() + (target.id ? `#${target.id}` : '') : '?'}`;
          }),
      )
      .catch(() => []);
    throw new Error(
      `${label}: animations still running after 10 s, before the accessibility check: ${running.join('; ') || '(none left)'}`,
      { cause: error },
    );
  }
}
