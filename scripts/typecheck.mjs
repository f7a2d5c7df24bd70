#!/usr/bin/env node
/**
 * Type-checks the five projects, as many at a time as there are cores, the longest first
 * (decision 058). Each project's output is printed whole when it ends; any failure fails the run.
 * The compiler keeps what it learnt in .cache/tsc (outside node_modules, which a clean install
 * empties), so a later run checks again only what changed and what depends on it.
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Longest first, so that the last to start is a short one.
const PROJECTS = ['apps/web', 'apps/api', 'packages/db', 'packages/shared', 'e2e'];
const cache = join(root, '.cache/tsc');
mkdirSync(cache, { recursive: true });
const tsc = join(root, 'node_modules/typescript/bin/tsc');

function check(project) {
  const started = Date.now();
  const buildInfo = join(cache, `${project.replaceAll('/', '-')}.tsbuildinfo`);
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [tsc, '--noEmit', '-p', project, '--incremental', '--tsBuildInfoFile', buildInfo, '--pretty'],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`-- tsc ${project}: ${code === 0 ? 'ok' : `exit ${code}`} (${seconds} s)\n${output}`);
      resolve(code === 0);
    });
  });
}

const pending = [...PROJECTS];
let failed = false;
const lanes = Array.from({ length: Math.min(availableParallelism(), PROJECTS.length) }, async () => {
  for (let project = pending.shift(); project; project = pending.shift()) {
    if (!(await check(project))) failed = true;
  }
});
await Promise.all(lanes);
process.exit(failed ? 1 : 0);
