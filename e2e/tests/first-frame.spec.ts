import { expect } from '@playwright/test';
import { LEAN_TRACE, MOBILE, test } from './support';

test.use(LEAN_TRACE);

declare global {
  interface Window {
    __frame?: string;
    __frameNode?: Element | null;
    __shift?: number;
  }
}

// Decision 062: / and /products arrive with their first frame in the HTML. The app must draw
// exactly that frame first (nothing moves, no loading state in between), or the frame is a flash.
for (const path of ['/', '/products']) {
  test(`${path} arrives drawn, and the app replaces the frame with the same page`, async ({ page }) => {
    await page.setViewportSize(MOBILE);
    // The API answers nothing until the comparison is made: the app's first screen is then its
    // loading state, which is what the frame shows.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() => {
      window.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEntry[] & { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) window.__shift = (window.__shift ?? 0) + entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener(
        'DOMContentLoaded',
        () => {
          const root = document.getElementById('root');
          window.__frame = root?.innerHTML;
          window.__frameNode = root?.firstElementChild;
        },
        { once: true },
      );
    });
    await page.goto(path);
    const frame = await page.evaluate(() => window.__frame ?? '');
    expect(frame.length, 'the HTML carries a frame').toBeGreaterThan(1000);
    // React has drawn when the frame's nodes are gone.
    await page.waitForFunction(() => document.getElementById('root')?.firstElementChild !== window.__frameNode);
    // Compared as trees: tags, attributes whatever their order, and texts (the server's markup
    // separates neighbouring texts with empty comments). The toaster's empty, fixed region is not
    // in the frame (its chunk is not loaded at build time) and takes no space.
    const [drawn, framed] = await page.evaluate(() => {
      const canon = (node: Node): string => {
        if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
        if (node.nodeType !== Node.ELEMENT_NODE) return '';
        const element = node as Element;
        // React's generated ids (useId) differ between the server's render and the browser's.
        // A control's state is compared by its value: the server writes `selected` on the chosen
        // option where the browser sets the property.
        const attributes = Array.from(element.attributes)
          .filter((a) => a.name !== 'selected')
          .map((a) => `${a.name}="${a.value.replace(/_[rR]_[0-9a-zA-Z]*_/g, '_id_')}"`)
          .sort();
        if (element instanceof HTMLSelectElement || element instanceof HTMLInputElement) {
          attributes.push(`:value="${element.value}"`);
        }
        const children = Array.from(element.childNodes).map(canon).join('');
        return `<${element.localName} ${attributes.join(' ')}>${children}</${element.localName}>`;
      };
      const root = document.getElementById('root')?.cloneNode(true) as HTMLElement;
      root.querySelector(':scope > section[aria-live]')?.remove();
      const frame = document.createElement('div');
      frame.innerHTML = window.__frame ?? '';
      const inside = (element: Element) => Array.from(element.childNodes).map(canon).join('');
      return [inside(root), inside(frame)];
    });
    const at = [...drawn].findIndex((c, i) => c !== framed[i]);
    expect(
      at === -1
        ? ''
        : `${drawn.slice(Math.max(0, at - 200), at + 200)}\n≠\n${framed.slice(Math.max(0, at - 200), at + 200)}`,
    ).toBe('');
    expect(drawn.length).toBe(framed.length);
    expect(await page.evaluate(() => window.__shift)).toBe(0);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}
