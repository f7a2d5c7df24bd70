/**
 * Session timing, in a module of its own without zod: the signed-in web shell reads the
 * heartbeat interval and must not download the auth schemas (and zod) for it.
 */
export const SESSION_LIFETIME_SECONDS = 24 * 60 * 60;
export const HEARTBEAT_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Close codes of the realtime socket when the server ends it because the member's session or
 * identity changed. `SESSION_ENDED`: signed out, session revoked or expired, member deactivated or
 * deleted; the browser must not reconnect and treats it as a sign-out. `MEMBER_CHANGED`: the
 * session is still valid but the member's role or place in the network changed; the browser
 * re-reads who it is and opens a new socket.
 */
export const SOCKET_CLOSE = { SESSION_ENDED: 4401, MEMBER_CHANGED: 4409 } as const;
