import pg from 'pg';

/** What node-postgres answers for a statement that was not sent (a deferred `begin`, say). */
function answered(command: string): pg.QueryResult {
  return { command, rowCount: null, oid: 0, fields: [], rows: [] } as unknown as pg.QueryResult;
}

type QueryConfigLike = { text?: string; name?: string; values?: unknown[] } | string;

/** A statement without a name or values: node-postgres sends it as one simple-protocol message. */
function plainText(config: QueryConfigLike, values: unknown): string | null {
  if (typeof values === 'function') return null;
  if (Array.isArray(values) && values.length > 0) return null;
  if (typeof config === 'string') return config;
  if (!config || typeof config !== 'object' || config.name) return null;
  if (Array.isArray(config.values) && config.values.length > 0) return null;
  return typeof config.text === 'string' ? config.text : null;
}

/**
 * A pooled connection that spends no round trip of its own on a transaction's edges (decision 073).
 *
 * - `begin` is not sent when asked for: it goes in front of the transaction's first statement when
 *   that statement is plain text (one message), in the same write before a statement sent in
 *   pipeline mode (as `sendTogether` sends them), and on its own before any other statement with
 *   values or a name. A transaction that sends nothing sends no `begin`, and its `commit` or
 *   `rollback` is not sent either.
 * - `sendTogether` sends a transaction's statements in one write, its last ones with the `commit`
 *   (decisions 065 and 074): the transaction runner's own `commit` or `rollback` that follows has
 *   nothing left to do and is not sent.
 * - Between `startPipeline()` and `endPipeline()` (the handle's `pipelined`), statements go out
 *   without waiting for the answers before them.
 *
 * Everything else goes to node-postgres as it was asked.
 */
export class TransactionClient extends pg.Client {
  #handed = 0;
  #waiting: { count: number; resolve: () => void }[] = [];
  #beginDeferred = false;
  #committed = false;

  /**
   * Sends the statements asked for from now on without waiting for the ones before to answer
   * (node-postgres' pipeline mode), and those asked for in this turn of the event loop in one
   * write: independent reads cost one round trip together (decision 073). Each keeps its own
   * answer and error. `endPipeline` waits for every answer before the connection goes back to the
   * pool in its usual mode.
   */
  startPipeline() {
    const self = this as unknown as { pipeline: boolean; connection: { stream: { cork?(): void; uncork?(): void } } };
    self.pipeline = true;
    this.#handed = 0;
    const stream = self.connection.stream;
    stream.cork?.();
    setImmediate(() => stream.uncork?.());
  }

  async endPipeline() {
    const self = this as unknown as {
      pipeline: boolean;
      _queryable: boolean;
      _activeQuery: unknown;
      _sentQueryQueue: unknown[];
      _queryQueue: unknown[];
    };
    const busy = () => self._activeQuery || self._sentQueryQueue.length > 0 || self._queryQueue.length > 0;
    // A lost connection fails what it still had and is discarded by the pool: nothing to wait for.
    while (self._queryable && busy()) {
      await new Promise<void>((resolve) => {
        const done = () => {
          this.off('drain', done);
          this.off('end', done);
          this.off('error', done);
          resolve();
        };
        this.once('drain', done);
        this.once('end', done);
        this.once('error', done);
      });
    }
    self.pipeline = false;
  }

  /**
   * Resolves once `count` statements have been asked of this connection since the pipeline
   * started: a statement asked for after that is sent after them.
   */
  handedOver(count: number): Promise<void> {
    if (this.#handed >= count) return Promise.resolve();
    return new Promise((resolve) => this.#waiting.push({ count, resolve }));
  }

  /**
   * Sends `statements` one after the other without waiting for their answers, all in one write
   * (a `begin` still deferred goes first), and with `commit` a `commit` after them (decision 074).
   * Each statement keeps its own protocol messages and answer: named ones are parsed once per
   * connection and planned as PostgreSQL's plan cache decides. Answers every statement's result,
   * or throws the first error. A failing statement fails the transaction, so the statements after
   * it do nothing and the `commit` rolls it back; with `commit` the transaction has ended either
   * way, and the runner's own `commit` or `rollback` is answered here without being sent.
   */
  async sendTogether(statements: readonly pg.QueryConfig[], options: { commit: boolean }): Promise<pg.QueryResult[]> {
    // node-postgres refuses some statements before sending them (a value it cannot write, a name
    // used for another text), and would then still send the ones after them and the `commit`:
    // every value is checked first, so a statement is either sent or nothing is.
    for (const s of statements) {
      if (!s.text) throw new TypeError('A statement sent together needs its text');
      for (const v of s.values ?? []) {
        if (v !== null && !SENDABLE.has(typeof v) && !(v instanceof Date)) {
          throw new TypeError(`A statement sent together takes plain values, not ${typeof v}`);
        }
      }
    }
    const self = this as unknown as { pipeline: boolean };
    const outer = self.pipeline;
    if (!outer) this.startPipeline();
    const answers: Promise<pg.QueryResult>[] = statements.map((s) => this.query(s));
    if (options.commit) {
      answers.push(super.query('commit') as unknown as Promise<pg.QueryResult>);
      this.#committed = true;
    }
    const settled = await Promise.allSettled(answers);
    if (!outer) await this.endPipeline();
    const failed = settled.find((a) => a.status === 'rejected');
    if (failed) throw failed.reason;
    return settled.slice(0, statements.length).map((a) => (a as PromiseFulfilledResult<pg.QueryResult>).value);
  }

  // node-postgres' own overloads: the config, optional values, optional callback.
  // biome-ignore lint/suspicious/noExplicitAny: the overloads of pg.Client#query, passed through.
  override query(config: any, values?: any, callback?: any): any {
    this.#handed++;
    if (this.#waiting.length > 0) {
      const due = this.#waiting.filter((w) => w.count <= this.#handed);
      this.#waiting = this.#waiting.filter((w) => w.count > this.#handed);
      for (const w of due) w.resolve();
    }
    const text = plainText(config, values);
    const promised = typeof callback !== 'function';
    if (text !== null && promised) {
      const word = text.trim().toLowerCase();
      if (word === 'begin') {
        this.#beginDeferred = true;
        this.#committed = false;
        return Promise.resolve(answered('BEGIN'));
      }
      if ((word === 'commit' || word === 'rollback') && (this.#beginDeferred || this.#committed)) {
        this.#beginDeferred = false;
        this.#committed = false;
        return Promise.resolve(answered(word.toUpperCase()));
      }
      if (this.#beginDeferred) {
        this.#beginDeferred = false;
        const whole = `begin; ${text}`;
        return super
          .query(typeof config === 'string' ? whole : { ...config, text: whole }, values)
          .then((result) => unwrap(result));
      }
    }
    if (this.#beginDeferred) {
      this.#beginDeferred = false;
      // Pipelined, the statement follows the `begin` in the same write; if the `begin` failed,
      // the connection did too, and so does the statement.
      if ((this as unknown as { pipeline: boolean }).pipeline) {
        (super.query('begin') as unknown as Promise<unknown>).catch(() => {});
        return super.query(config, values, callback);
      }
      const sent = super.query('begin').then(() => super.query(config, values));
      if (promised) return sent;
      sent.then(
        (r: pg.QueryResult) => callback(null, r),
        (err: Error) => callback(err),
      );
      return undefined;
    }
    return super.query(config, values, callback);
  }
}

const SENDABLE = new Set(['string', 'number', 'boolean', 'bigint']);

/** The answer to `begin; <text>` as `<text>` alone would have had it. */
function unwrap(result: pg.QueryResult | pg.QueryResult[]) {
  if (!Array.isArray(result)) return result;
  const own = result.slice(1);
  return own.length === 1 ? own[0] : own;
}
