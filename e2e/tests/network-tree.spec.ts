import { expect, type Page } from '@playwright/test';
import {
  DEMO,
  DESKTOP,
  expectNoSeriousViolations,
  LEAN_TRACE,
  MOBILE,
  registerClient,
  resizeTo,
  signedInContext,
  test,
} from './support';

test.use(LEAN_TRACE);

/**
 * The network tree (/dashboard/network) as members use it: the dealer's and the city
 * distributor's trees, the keyboard of the WAI-ARIA tree pattern, a search that reveals a member
 * in place, and the phone's drill-down with breadcrumbs. Names and counts come from the API.
 */
const PAGE = '/dashboard/network';

interface NodeDto {
  id: string;
  name: string;
  directCount: number;
  networkSize: number;
  hasChildren: boolean;
}

async function api<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

const row = (page: Page, id: string) => page.locator(`[role="treeitem"][data-member-id="${id}"]`);

test('the dealer opens its own tree and moves through it with the keyboard', async ({ browser }) => {
  const { context, page } = await signedInContext(browser, DEMO.bayi);
  try {
    await page.goto(PAGE);
    const { root } = await api<{ root: NodeDto }>(page, '/api/network/tree');
    const { items } = await api<{ items: NodeDto[] }>(page, `/api/network/nodes/${root.id}/children`);
    expect(root.name).toBe(DEMO.bayi.name);
    expect(items.length).toBeGreaterThan(1);

    const tree = page.getByRole('tree', { name: 'Ağ ağacı' });
    await expect(tree).toBeVisible();
    const rootRow = row(page, root.id);
    await expect(rootRow).toHaveAttribute('aria-level', '1');
    await expect(rootRow).toHaveAttribute('aria-expanded', 'true');
    // The root opens with its children, by name, each with its level, place and numbers.
    const first = items[0] as NodeDto;
    const last = items.at(-1) as NodeDto;
    await expect(row(page, first.id)).toHaveAttribute('aria-level', '2');
    await expect(row(page, first.id)).toHaveAttribute('aria-posinset', '1');
    await expect(row(page, first.id)).toHaveAttribute('aria-setsize', String(items.length));
    await expect(row(page, first.id).getByTestId('member-name')).toHaveText(first.name);
    await expect(rootRow.getByTestId('member-network')).toContainText(String(root.networkSize));

    // Roving tabindex: one row is in the tab order; the arrows move it.
    await rootRow.focus();
    await expect(tree.locator('[role="treeitem"][tabindex="0"]')).toHaveCount(1);
    await page.keyboard.press('ArrowDown');
    await expect(row(page, first.id)).toBeFocused();
    await expect(row(page, first.id)).toHaveAttribute('tabindex', '0');
    await page.keyboard.press('End');
    await expect(row(page, last.id)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(rootRow).toBeFocused();
    // Left closes the open root, Right opens it again, Right once more goes to its first child.
    await page.keyboard.press('ArrowLeft');
    await expect(rootRow).toHaveAttribute('aria-expanded', 'false');
    await expect(row(page, first.id)).toHaveCount(0);
    await page.keyboard.press('ArrowRight');
    await expect(rootRow).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(row(page, first.id)).toBeFocused();
    // Left on a child goes back to its parent; Enter selects it.
    await page.keyboard.press('ArrowLeft');
    await expect(rootRow).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(row(page, first.id)).toHaveAttribute('aria-selected', 'true');
  } finally {
    await context.close();
  }
});

test('a member joining below shows up live in the open tree, with a toast', async ({ browser, baseURL }) => {
  const { context, page } = await signedInContext(browser, DEMO.bayi);
  try {
    await page.goto(PAGE);
    await expect(page.getByRole('tree', { name: 'Ağ ağacı' })).toBeVisible();
    await expect(page.locator('[data-testid="tree-node-row"]').nth(1)).toBeVisible();
    const name = `Canlı Üye ${Date.now().toString(36)}`;
    await registerClient(baseURL as string, name);
    await expect(page.getByText(`Yeni üye eklendi: ${name}`)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('tree').getByTestId('member-name').filter({ hasText: name })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the city distributor expands a dealer and finds a client in place by search', async ({ browser }) => {
  const { context, page } = await signedInContext(browser, DEMO.istanbul);
  try {
    await page.goto(PAGE);
    const { root } = await api<{ root: NodeDto }>(page, '/api/network/tree');
    const { items } = await api<{ items: NodeDto[] }>(page, `/api/network/nodes/${root.id}/children?limit=200`);
    const dealer = items.find((i) => i.hasChildren) as NodeDto;
    expect(dealer).toBeDefined();
    const { items: clients } = await api<{ items: NodeDto[] }>(page, `/api/network/nodes/${dealer.id}/children`);

    // Expanding with the mouse loads its children one level deeper.
    await expect(row(page, dealer.id)).toHaveAttribute('aria-expanded', 'false');
    await row(page, dealer.id).getByTestId('tree-toggle').click();
    await expect(row(page, dealer.id)).toHaveAttribute('aria-expanded', 'true');
    await expect(row(page, (clients[0] as NodeDto).id)).toHaveAttribute('aria-level', '3');
    await row(page, dealer.id).getByTestId('tree-toggle').click();
    await expect(row(page, (clients[0] as NodeDto).id)).toHaveCount(0);

    // Search for a client of another dealer (closed): choosing it opens the way and shows it.
    const other = items.find((i) => i.hasChildren && i.id !== dealer.id) ?? dealer;
    const { items: otherClients } = await api<{ items: NodeDto[] }>(page, `/api/network/nodes/${other.id}/children`);
    const target = otherClients.at(-1) as NodeDto;
    await page.getByTestId('network-search').getByRole('searchbox').fill(target.name);
    const hit = page.locator(`[data-testid="network-search-hit"][data-member-id="${target.id}"]`);
    await expect(hit).toBeVisible();
    await hit.click();
    await expect(row(page, other.id)).toHaveAttribute('aria-expanded', 'true');
    await expect(row(page, target.id)).toBeVisible();
    await expect(row(page, target.id)).toHaveAttribute('aria-selected', 'true');
    await expect(row(page, target.id)).toBeFocused();

    // A member of another city is not found.
    await page.getByTestId('network-search').getByRole('searchbox').fill('ankara@portal');
    await expect(page.getByTestId('network-search-results')).toContainText('Ağınızda bu aramaya uyan üye yok');
  } finally {
    await context.close();
  }
});

test('on a phone the network is a drill-down list with breadcrumbs', async ({ browser }) => {
  const { context, page } = await signedInContext(browser, DEMO.istanbul, MOBILE);
  try {
    await page.goto(PAGE);
    const { root } = await api<{ root: NodeDto }>(page, '/api/network/tree');
    const { items } = await api<{ items: NodeDto[] }>(page, `/api/network/nodes/${root.id}/children?limit=200`);
    const dealer = items.find((i) => i.hasChildren) as NodeDto;
    const { items: clients } = await api<{ items: NodeDto[] }>(page, `/api/network/nodes/${dealer.id}/children`);

    await expect(page.getByRole('tree')).toHaveCount(0);
    const list = page.getByTestId('network-drill-down');
    await expect(list.getByTestId('drill-down-item')).toHaveCount(items.length);
    await list.locator(`[data-testid="drill-down-item"][data-member-id="${dealer.id}"]`).click();
    const crumbs = page.getByRole('navigation', { name: 'Ağ yolu' });
    await expect(crumbs).toContainText(root.name);
    await expect(crumbs).toContainText(dealer.name);
    await expect(list.getByTestId('drill-down-item')).toHaveCount(clients.length);
    await expect(list.getByTestId('member-name').first()).toHaveText((clients[0] as NodeDto).name);
    // Back up by the breadcrumbs.
    await crumbs.getByRole('button', { name: root.name }).click();
    await expect(list.getByTestId('drill-down-item')).toHaveCount(items.length);
    await expect(crumbs).not.toContainText(dealer.name);

    // A search result opens its parent's list with the member highlighted.
    const target = clients.at(-1) as NodeDto;
    await page.getByTestId('network-search').getByRole('searchbox').fill(target.name);
    await page.locator(`[data-testid="network-search-hit"][data-member-id="${target.id}"]`).click();
    await expect(crumbs).toContainText(dealer.name);
    await expect(list.locator(`[data-member-id="${target.id}"]`)).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the tree page has no serious or critical WCAG 2.1 A/AA violations', async ({ browser }) => {
  // One load, checked on a desktop and then, resized, on a phone (the drill-down in the tree's place).
  const { context, page } = await signedInContext(browser, DEMO.istanbul, DESKTOP);
  try {
    await page.goto(PAGE);
    for (const [label, viewport] of [
      ['desktop', DESKTOP],
      ['phone', MOBILE],
    ] as const) {
      if (viewport !== DESKTOP) await resizeTo(page, viewport);
      await expect(page.getByTestId('network-page')).toBeVisible();
      await expect(page.getByTestId(viewport === DESKTOP ? 'tree-node-row' : 'drill-down-item').nth(1)).toBeVisible();
      await expectNoSeriousViolations(page, `network-tree ${label}`);
    }
  } finally {
    await context.close();
  }
});
