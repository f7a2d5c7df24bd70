/**
 * The browser tests run in several workers, each against a server of its own: its own port and
 * its own embedded database, so the spec files one worker runs never meet another worker's data.
 * Worker n (Playwright's parallelIndex, 0 … workers-1) talks to the server on E2E_PORT + n.
 * The main process chooses the port and data directory once; the workers inherit them through the
 * environment.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

export function serverPort(parallelIndex: number): number {
  const base = Number(process.env.E2E_PORT);
  if (!Number.isInteger(base) || base <= 0) throw new Error('E2E_PORT is not set');
  return base + parallelIndex;
}

export function serverURL(parallelIndex: number): string {
  return `http://localhost:${serverPort(parallelIndex)}`;
}
