/**
 * The browser tests run in several workers, each against a server of its own: its own port and
 * its own embedded database, so the spec files one worker runs never meet another worker's data.
 * Worker n (Playwright's parallelIndex, 0 … workers-1) talks to the server on E2E_PORT + n.
 * The main process chooses the port and data directory once; the workers inherit them through the
 * environment.
 */
import { execFileSync } from 'node:child_process';

export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

export function serverPort(parallelIndex: number): number {
  const base = Number(process.env.E2E_PORT);
  if (!Number.isInteger(base) || base <= 0) throw new Error('E2E_PORT is not set');
  return base + parallelIndex;
}

export function serverURL(parallelIndex: number): string {
  return `http://localhost:${serverPort(parallelIndex)}`;
}

// Run in a child process, so that the configuration, which Playwright loads synchronously, can wait
// for it: tries each base in turn and prints the first from which `count` ports are free.
const FIND_FREE_PORTS = `
const net = require('node:net');
const [count, start] = process.argv.slice(-2).map(Number);
const free = (port) =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '0.0.0.0', exclusive: true }, () => server.close(() => resolve(true)));
  });
(async () => {
  for (let base = start; base + count <= 65535; base += 1) {
    let ok = true;
    for (let i = 0; i < count && ok; i += 1) ok = await free(base + i);
    if (ok) return process.stdout.write(String(base));
  }
  process.exit(1);
})();
`;

/**
 * The first of `count` ports in a row that nothing listens on, as the servers will listen (every
 * address), from a start that differs from run to run so that two runs on one machine rarely try
 * the same ports. A port another service holds is skipped: MariaDB's 3306 is in the range, and
 * once failed a run.
 */
export function freePortBase(count: number, start = 3100 + (process.pid % 800)): number {
  const out = execFileSync(process.execPath, ['-e', FIND_FREE_PORTS, String(count), String(start)], {
    encoding: 'utf8',
  });
  const base = Number(out);
  if (!Number.isInteger(base) || base <= 0) throw new Error(`no ${count} free ports from ${start}`);
  return base;
}
