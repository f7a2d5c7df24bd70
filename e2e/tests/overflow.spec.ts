import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { POLICY_SLUGS } from '@portal/shared/legal';
import { pageTitleForPath } from '@portal/shared/navigation';
import { canAccessRoute, DASHBOARD_ROUTES, dashboardPath, PUBLIC_ROUTES } from '@portal/shared/route-access';
import type { Role } from '@portal/shared/roles';
import {
  ACCOUNT_BY_ROLE,
  apiAs,
  DEMO,
  LEAN_TRACE,
  navigateInApp,
  ROLES_TOP_DOWN,
  signedInContext,
  test,
} from './support';

test.use(LEAN_TRACE);

/**
 * Issue 13, phone layouts: every built page, as every role allowed there, at three widths, must
 * fit its screen. A page overflows when the document is wider than the window, or when any
 * element reaches past either edge without sitting inside something that scrolls sideways on
 * purpose (a table wrapper with overflow-x: auto).
 *
 * Which pages are built is read from the router's own tables, not typed here: the dashboard's
 * loader map (apps/web/src/app/dashboard-pages.tsx) and the public routes that do not load the
 * NotBuiltYet placeholder (apps/web/src/app/router.tsx). A page that still shows the placeholder
 * fails the walk, so a misread table cannot shrink it silently.
 */

const WIDTHS = [360, 390, 768] as const;
const HEIGHT = 800;

function source(relative: string): string {
  return readFileSync(new URL(`../../apps/web/src/app/${relative}`, import.meta.url), 'utf8');
}

/** The keys of BUILT_DASHBOARD_PAGES: `  'orders/:id': async () => …` or `  shop: async () => …`. */
function builtDashboardPaths(): Set<string> {
  const text = source('dashboard-pages.tsx');
  const start = text.indexOf('BUILT_DASHBOARD_PAGES');
  const end = text.indexOf('\n};', start);
  const table = text.slice(start, end);
  const keys = [...table.matchAll(/^ {2}(?:'([^']*)'|([A-Za-z]\w*)):\s*async\b/gm)].map((m) => m[1] ?? m[2] ?? '');
  return new Set(keys);
}

/** Public routes whose loader is not `notBuiltYet(…)`. */
function builtPublicPaths(): string[] {
  const text = source('router.tsx');
  const placeholders = new Set(
    [...text.matchAll(/publicRoute\(\s*'([^']+)',\s*'[^']*',\s*notBuiltYet\(/g)].map((m) => m[1] ?? ''),
  );
  return PUBLIC_ROUTES.filter((path) => !placeholders.has(path));
}

const BUILT_DASHBOARD = builtDashboardPaths();
const BUILT_PUBLIC = builtPublicPaths();

interface Offender {
  what: string;
  left: number;
  right: number;
  width: number;
}

interface Overflow {
  scrollWidth: number;
  innerWidth: number;
  offenders: Offender[];
}

/**
 * Runs in the page. Looks at every element and every run of text (a `white-space: nowrap` amount
 * can spill out of a box that itself fits). What sits inside an ancestor that scrolls sideways
 * (overflow-x auto or scroll) is that ancestor's business, and so is what an ancestor clips
 * (overflow hidden or clip, a truncated label) while that ancestor fits the window. Only the
 * outermost offender of a subtree is reported.
 */
function measureOverflow(): Overflow {
  const vw = window.innerWidth;
  const offenders: Offender[] = [];
  const reported = new Set<Element>();
  const describe = (el: Element, text?: string): string => {
    const testId = el.getAttribute('data-testid');
    const cls = typeof el.className === 'string' ? el.className.trim().split(/\s+/).slice(0, 6).join('.') : '';
    const shown = (text ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${text === undefined ? '' : 'text in '}${el.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''}${cls ? `.${cls}` : ''}${shown ? ` "${shown}"` : ''}`;
  };
  /** Whether `from` or an ancestor of it scrolls sideways, or clips within the window. */
  const contained = (from: Element | null): boolean => {
    for (let a = from; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
      const overflowX = getComputedStyle(a).overflowX;
      if (overflowX === 'visible') continue;
      if (overflowX === 'auto' || overflowX === 'scroll') return true;
      const r = a.getBoundingClientRect();
      if (r.left >= -1 && r.right <= vw + 1) return true;
    }
    return false;
  };
  const outside = (r: DOMRect) => r.width > 0 && r.height > 0 && (r.right > vw + 1 || r.left < -1);
  const note = (el: Element, r: DOMRect, text?: string) => {
    for (let p = el.parentElement; p; p = p.parentElement) if (reported.has(p)) return;
    if (text === undefined) reported.add(el);
    offenders.push({
      what: describe(el, text),
      left: Math.round(r.left),
      right: Math.round(r.right),
      width: Math.round(r.width),
    });
  };
  for (const el of Array.from(document.body.querySelectorAll('*'))) {
    const rect = el.getBoundingClientRect();
    if (!outside(rect)) continue;
    // Invisible helpers (a switch's hidden native input, opacity 0) cannot be cut off; should
    // one push the page wider, the document's own width above still says so.
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.opacity === '0') continue;
    if (!contained(el.parentElement)) note(el, rect);
  }
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || reported.has(parent)) continue;
    range.selectNodeContents(node);
    const rect = range.getBoundingClientRect();
    if (!outside(rect) || getComputedStyle(parent).visibility === 'hidden') continue;
    if (!contained(parent)) note(parent, rect, node.textContent);
  }
  return { scrollWidth: document.documentElement.scrollWidth, innerWidth: vw, offenders: offenders.slice(0, 8) };
}

/**
 * The page has drawn its data: nothing in it is a skeleton or a spinner, nothing is in the middle
 * of a transition, and its size has held still for two looks 50 ms apart (charts and late images
 * settle their width after the data; a chart's resize lands in the next frame).
 */
async function waitForContent(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
  // A look taken before a resize does not count towards the two after it.
  await page.evaluate(() => {
    (window as unknown as { __overflowLast?: string }).__overflowLast = undefined;
  });
  await page.waitForFunction(
    () => {
      const root = document.querySelector('main') ?? document.body;
      const w = window as unknown as { __overflowLast?: string };
      const busy = root.querySelector(
        '[data-slot="skeleton"], [data-slot="spinner"], .animate-spin, [role="status"][aria-live] .animate-spin',
      );
      // Something still sliding or fading (a toast moving to its place after a resize) is
      // measured where it stops; endless ones (a pulsing dot) never stop and do not count.
      const moving = document
        .getAnimations()
        .some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY);
      if (busy || moving || root.childElementCount === 0) {
        w.__overflowLast = undefined;
        return false;
      }
      const snapshot = `${document.documentElement.scrollWidth}x${document.documentElement.scrollHeight}:${root.querySelectorAll('*').length}`;
      const same = w.__overflowLast === snapshot;
      w.__overflowLast = snapshot;
      return same;
    },
    undefined,
    { polling: 50, timeout: 15_000 },
  );
}

async function firstId(api: APIRequestContext, url: string, pick: (body: unknown) => string | undefined) {
  const res = await api.get(url);
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  return pick(await res.json());
}

/** A real id for each path parameter, as this member sees the data. */
async function paramsFor(api: APIRequestContext, role: Role): Promise<Record<string, string | undefined>> {
  type Products = { products: { id: string; bulkTiers: unknown[] }[] };
  type Orders = { orders: { id: string }[] };
  type Transactions = { transactions: { id: string }[] };
  type Hits = { hits: { id: string; role: Role }[] };
  const productId = await firstId(api, '/api/products', (b) => {
    const { products } = b as Products;
    // The busiest detail page: a product with price tiers.
    return (products.find((p) => p.bulkTiers.length > 0) ?? products[0])?.id;
  });
  const orderId = canAccessRoute(role, '/dashboard/orders/x')
    ? await firstId(api, role === 'client' ? '/api/orders/mine' : '/api/orders', (b) => (b as Orders).orders[0]?.id)
    : undefined;
  let transactionId: string | undefined;
  if (canAccessRoute(role, '/dashboard/transactions/x')) {
    transactionId = await firstId(api, '/api/transactions', (b) => (b as Transactions).transactions[0]?.id);
    // The admin has no movements of its own; it opens a dealer's, as its member picker would.
    if (!transactionId && role === 'admin') {
      const dealerId = await firstId(
        api,
        `/api/network/search?q=${encodeURIComponent(DEMO.bayi.email)}`,
        (b) => (b as Hits).hits.find((h) => h.role === 'dealer')?.id,
      );
      transactionId = await firstId(
        api,
        `/api/transactions?memberId=${dealerId}`,
        (b) => (b as Transactions).transactions[0]?.id,
      );
    }
  }
  // A workflow with several steps, comments and an escalation note, in the member's scope.
  const instanceId = canAccessRoute(role, '/dashboard/workflow-instance/x')
    ? await firstId(
        api,
        '/api/work-flows/instances?scope=all',
        (b) => (b as { instances: { id: string }[] }).instances[0]?.id,
      )
    : undefined;
  return {
    'products/:id': productId,
    'orders/:id': orderId,
    'transactions/:id': transactionId,
    'workflow-instance/:instanceId': instanceId,
  };
}

interface Visit {
  path: string;
  width: number;
  result: Overflow;
}

function report(visits: Visit[]): string {
  return visits
    .filter((v) => v.result.scrollWidth > v.result.innerWidth || v.result.offenders.length > 0)
    .map(
      (v) =>
        `${v.path} at ${v.width} px: document ${v.result.scrollWidth}px in a ${v.result.innerWidth}px window\n` +
        v.result.offenders.map((o) => `    ${o.what} (left ${o.left}, right ${o.right}, width ${o.width})`).join('\n'),
    )
    .join('\n');
}

/**
 * Visits each path in turn and measures it at every width. Dashboard pages are reached as a link
 * would reach them (no reload); the router commits the new page and its title together, so the
 * document title says when the new page, not the previous one, is on screen. Two pages in a row
 * with one title are loaded.
 *
 * A page is opened at the width the previous one ended at and then resized through the others
 * (the order turns back and forth), so pages are laid out first at the narrowest width and at the
 * widest by turns, and every resize is one a member makes by turning a tablet or a phone.
 */
async function walk(page: Page, paths: string[], inApp: boolean, widths: number[]): Promise<Visit[]> {
  const visits: Visit[] = [];
  let previousTitle: string | null = null;
  let order = [...widths];
  for (const path of paths) {
    const title = path.startsWith('/dashboard') ? pageTitleForPath(path) : null;
    if (inApp && title !== null && title !== previousTitle) await navigateInApp(page, path);
    else await page.goto(path);
    if (title !== null)
      await page.waitForFunction((t) => document.title.startsWith(`${t} |`), title, { timeout: 15_000 });
    previousTitle = title;
    for (const width of order) {
      if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: HEIGHT });
      await waitForContent(page, path);
      if (width === order[0])
        await expect(page.getByTestId('not-built-yet'), `${path} is listed as built`).toHaveCount(0);
      visits.push({ path, width, result: await page.evaluate(measureOverflow) });
    }
    order = order.reverse();
  }
  return visits;
}

test.describe('no page scrolls sideways', () => {
  // Read-only walks: spread over the workers like separate files.
  test.describe.configure({ mode: 'parallel', timeout: 240_000 });

  test(`public pages at ${WIDTHS.join(', ')} px`, async ({ browser, baseURL }) => {
    const dealer = await apiAs(baseURL as string, DEMO.bayi.email);
    const { permanentInviteCode } = (await (await dealer.get('/api/auth/me')).json()) as {
      permanentInviteCode: string;
    };
    await dealer.dispose();
    // A published post, a policy page and its first version stand for the pages with an id.
    const blog = (await (await fetch(`${baseURL}/api/content/blog`)).json()) as { items: { id: string }[] };
    const postId = blog.items[0]?.id ?? 'no-published-post';
    const paths = BUILT_PUBLIC.map((p) =>
      p
        .replace(':code', permanentInviteCode)
        .replace('/blog/:id', `/blog/${postId}`)
        .replace(':slug', POLICY_SLUGS.kvkk)
        .replace(':version', '1'),
    );
    expect(
      paths.every((p) => !p.includes(':')),
      `every public parameter has a value: ${paths}`,
    ).toBe(true);
    const context = await browser.newContext({ viewport: { width: WIDTHS[0], height: HEIGHT } });
    const page = await context.newPage();
    try {
      const visits = await walk(page, paths, false, [...WIDTHS]);
      expect(visits).toHaveLength(paths.length * WIDTHS.length);
      expect(report(visits), 'overflow').toBe('');
    } finally {
      await context.close();
    }
  });

  for (const role of ROLES_TOP_DOWN) {
    test(`dashboard pages of ${role} at ${WIDTHS.join(', ')} px`, async ({ browser }) => {
      const { context, page } = await signedInContext(browser, ACCOUNT_BY_ROLE[role], {
        width: WIDTHS[0],
        height: HEIGHT,
      });
      try {
        const params = await paramsFor(context.request, role);
        const paths = DASHBOARD_ROUTES.filter((r) => r.path !== '' && BUILT_DASHBOARD.has(r.path))
          .filter((r) => canAccessRoute(role, dashboardPath(r.path.replace(/:\w+/, 'x'))))
          .map((r) => {
            if (!r.path.includes(':')) return dashboardPath(r.path);
            const id = params[r.path];
            expect(id, `the demo data has a ${r.path} for ${role}`).toBeTruthy();
            return dashboardPath(r.path.replace(/:\w+/, encodeURIComponent(id as string)));
          });
        // The first page loads the app; the rest are reached as a link would, without a reload.
        const visits = await walk(page, ['/dashboard'], false, [...WIDTHS]);
        visits.push(...(await walk(page, paths, true, [...WIDTHS].reverse())));
        expect(visits).toHaveLength((paths.length + 1) * WIDTHS.length);
        expect(report(visits), `overflow as ${role}`).toBe('');
      } finally {
        await context.close();
      }
    });
  }
});

// The desktop sidebar's background used to stop at the first screen's height: the column was one
// window tall and sticky, so a long page (or its printout, or a full-page capture) showed the
// page's background under it from there on.
test('the sidebar runs the whole length of a long page', async ({ browser }) => {
  const { context, page } = await signedInContext(browser, DEMO.admin, { width: 1280, height: HEIGHT });
  try {
    await page.goto('/dashboard/orders');
    await waitForContent(page, '/dashboard/orders');
    const documentHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(documentHeight, 'the orders list is longer than the window').toBeGreaterThan(HEIGHT * 1.5);
    const sidebar = page.getByTestId('sidebar');
    expect((await sidebar.boundingBox())?.height).toBeGreaterThanOrEqual(documentHeight - 1);
    // Its menu stays in view while the page scrolls.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('navigation', { name: 'Ana menü' })).toBeInViewport();
  } finally {
    await context.close();
  }
});
