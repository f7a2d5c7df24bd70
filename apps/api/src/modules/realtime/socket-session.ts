import type { Role } from '@portal/shared/roles';
import { SOCKET_CLOSE } from '@portal/shared/sessions';
import type { Member } from '../../platform/context';

export interface SocketSessionState {
  userId: string;
  role: string;
  path: string;
  name: string;
  email: string;
  isActive: boolean;
  isDeleted: boolean;
  expiresAt: Date;
}

export type SocketVerdict =
  | { keep: true; member: Member; expiresAt: number }
  | { keep: false; code: number; reason: string };

/**
 * Whether an open socket may stay open, judged from its session as it is in the database now
 * (`undefined`: the session is gone). A socket belongs to one session of one member in one role
 * and place: a different role or path ends it too, and the browser reconnects as who it now is.
 */
export function judgeSocket(member: Member, state: SocketSessionState | undefined, now: number): SocketVerdict {
  if (!state || state.userId !== member.id || state.expiresAt.getTime() <= now) {
    return { keep: false, code: SOCKET_CLOSE.SESSION_ENDED, reason: 'session ended' };
  }
  if (!state.isActive || state.isDeleted) {
    return { keep: false, code: SOCKET_CLOSE.SESSION_ENDED, reason: 'member inactive' };
  }
  if (state.role !== member.role || state.path !== member.path) {
    return { keep: false, code: SOCKET_CLOSE.MEMBER_CHANGED, reason: 'member changed' };
  }
  return {
    keep: true,
    member: { ...member, role: state.role as Role, name: state.name, email: state.email },
    expiresAt: state.expiresAt.getTime(),
  };
}
