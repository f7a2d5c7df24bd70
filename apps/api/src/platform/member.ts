import type { Role } from '@portal/shared/roles';

/** The signed-in member as the server sees them on a request. */
export interface Member {
  id: string;
  role: Role;
  name: string;
  email: string;
  /** Materialized hierarchy path, for scope checks. */
  path: string;
  authSessionId: string;
  sessionToken: string;
}
