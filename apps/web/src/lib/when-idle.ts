/**
 * Runs `run` once the browser is idle (`requestIdleCallback`, at most `timeout` ms later), or
 * `fallbackMs` later where there is no such call; returns what cancels it.
 */
export function whenIdle(run: () => void, { timeout, fallbackMs }: { timeout: number; fallbackMs: number }) {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, fallbackMs);
  return () => window.clearTimeout(id);
}
