// What the page benches (long-tasks.mjs, main-thread.mjs) share: their command line, and a page
// loaded as a phone on a slow CPU would load it.

/**
 * The `--name value` flags of a command line. `flag(name, fallback)` takes one out of `rest`;
 * once every flag is read, `rest` holds the positional arguments.
 */
export function readFlags(argv = process.argv.slice(2)) {
  const rest = [...argv];
  const flag = (name, fallback) => {
    const i = rest.indexOf(`--${name}`);
    if (i < 0) return fallback;
    const [value] = rest.splice(i, 2).slice(1);
    return value;
  };
  return { flag, rest };
}

/**
 * A fresh context at 390 px, signed in as `email` (demo password) when `path` is a dashboard page,
 * its page with the HTTP cache cleared and the CPU slowed 4×, and the page's DevTools session.
 * The caller navigates, and closes the context.
 */
export async function throttledPage(browser, { base, path, email }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    if (path.startsWith('/dashboard')) {
      const res = await context.request.post(`${base}/api/auth/sign-in`, { data: { email, password: 'Portal.2026' } });
      if (!res.ok()) throw new Error(`${base}: sign-in answered ${res.status()}`);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    return { context, page, cdp };
  } catch (err) {
    await context.close();
    throw err;
  }
}
