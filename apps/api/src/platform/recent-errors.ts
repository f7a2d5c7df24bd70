/**
 * The last unexpected errors of this server (5xx), for the admin's debug page: what, where, when
 * and the request id to find the whole story in the log. No request bodies, no headers; the
 * message is cut short and cleared of credentials and of the server's own secrets.
 */
export interface RecentError {
  at: string;
  requestId: string;
  method: string;
  route: string;
  status: number;
  code: string;
  message: string;
}

const MAX_MESSAGE = 300;

/** Removes `user:password@` from URLs and every given secret from a text. */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let out = text.replace(/(\/\/[^/\s:@]+):[^@\s/]+@/g, '$1:***@');
  for (const secret of secrets) if (secret && secret.length >= 4) out = out.split(secret).join('***');
  return out;
}

export class RecentErrors {
  private readonly items: RecentError[] = [];

  constructor(
    private readonly secrets: readonly string[] = [],
    private readonly capacity = 100,
  ) {}

  add(entry: Omit<RecentError, 'at' | 'message'> & { message: string; at?: Date }) {
    const message = redactSecrets(entry.message, this.secrets).slice(0, MAX_MESSAGE);
    this.items.push({ ...entry, message, at: (entry.at ?? new Date()).toISOString() });
    if (this.items.length > this.capacity) this.items.splice(0, this.items.length - this.capacity);
  }

  /** Newest first. */
  list(): RecentError[] {
    return [...this.items].reverse();
  }
}

/** The secrets a config holds, for redaction: the auth and sandbox secrets, passwords in URLs. */
export function secretsOf(config: {
  authSecret: string;
  secretsKey?: string;
  paymentSandboxSecret: string;
  database: { url: string } | { dataDir: string };
  smtpUrl: string | undefined;
  operations: { token: string | undefined };
}): string[] {
  const out = [config.authSecret, config.paymentSandboxSecret];
  if (config.operations.token) out.push(config.operations.token);
  if (config.secretsKey) out.push(config.secretsKey);
  for (const url of ['url' in config.database ? config.database.url : undefined, config.smtpUrl]) {
    if (!url) continue;
    try {
      const password = decodeURIComponent(new URL(url).password);
      if (password) out.push(password);
    } catch {
      // Not a URL the server could have used.
    }
  }
  return out;
}
