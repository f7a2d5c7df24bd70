/**
 * Auth rules without zod: limits, lifetimes and scopes. The request and response schemas of the
 * auth endpoints are in contracts/auth.ts; this module stays small because the web entry reads it.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export { HEARTBEAT_INTERVAL_MS, SESSION_LIFETIME_SECONDS } from './sessions';
export const RESET_TOKEN_LIFETIME_SECONDS = 60 * 60;
export const SIGN_OUT_SCOPES = ['local', 'others', 'global'] as const;
export type SignOutScope = (typeof SIGN_OUT_SCOPES)[number];
