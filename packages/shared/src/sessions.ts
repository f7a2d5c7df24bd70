/**
 * Session timing, in a module of its own without zod: the signed-in web shell reads the
 * heartbeat interval and must not download the auth schemas (and zod) for it.
 */
export const SESSION_LIFETIME_SECONDS = 24 * 60 * 60;
export const HEARTBEAT_INTERVAL_MS = 5 * 60 * 1000;
