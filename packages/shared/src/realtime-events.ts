/**
 * The names of the live events, in a module of its own without zod: the signed-in web shell
 * subscribes to them on every page and must not download the contracts' schemas (and zod) for a
 * few strings. The contracts re-export them beside their payload schemas.
 */

/** The server's link to the event stream was lost and is back: pages read their data again (contracts/realtime.ts). */
export const RESYNC_EVENT = 'resync';
/** A commission was accrued, approved, reversed or paid out (contracts/commission-events.ts). */
export const COMMISSION_CHANGED_EVENT = 'commission_changed';
/** A movement was written to the member's points ledger (contracts/commission-events.ts). */
export const POINTS_CHANGED_EVENT = 'points_changed';
/** A member's tasks changed (contracts/work-flows.ts). */
export const TASKS_CHANGED_EVENT = 'tasks_changed';
