// The benches' own server: waited for until it answers, and stopped at the end.

/**
 * Resolves once `url` answers 200. A server that exits first is said at once, with how it ended
 * (its port taken, a migration failed), and whatever else answers on its port is not taken for it;
 * each try has two seconds, so a port held by something that never answers cannot hang the bench.
 */
export async function untilAnswering(child, url, { seconds = 60, everyMs = 100 } = {}) {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited before answering (${child.exitCode ?? child.signalCode}): ${url}`);
    }
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {}
    if (Date.now() > until) throw new Error(`the server did not answer in ${seconds} s: ${url}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** Stops the server and waits for it to end; one that has already ended is not waited for. */
export async function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const ended = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await ended;
}
