import { normalizeInviteCode } from '@portal/shared/codes';
import { Navigate, useParams } from 'react-router';
import { InvitationRegistration } from '@/features/auth/components/invitation-registration';
import { useAuth } from '@/lib/auth';

export function InvitationPage() {
  const { code = '' } = useParams();
  const { user, status } = useAuth();
  if (status === 'ready' && user) return <Navigate to="/dashboard" replace />;
  const normalized = normalizeInviteCode(code);
  return <InvitationRegistration key={normalized} code={normalized} />;
}
