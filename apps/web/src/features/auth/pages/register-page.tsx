import { normalizeInviteCode } from '@portal/shared/codes';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '@/features/auth/components/auth-card';
import { InvitationCodeForm } from '@/features/auth/components/invitation-code-form';
import { InvitationRegistration } from '@/features/auth/components/invitation-registration';
import { useAuth } from '@/lib/auth';

/** /register?code=…: the same flow as /invitation/{code}; without a code, ask for one. */
export function RegisterPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user, status } = useAuth();
  if (status === 'ready' && user) return <Navigate to="/dashboard" replace />;

  const code = normalizeInviteCode(params.get('code') ?? '');
  if (code) return <InvitationRegistration key={code} code={code} />;

  return (
    <AuthCard
      title="Üyelik Kaydı"
      description="Kayıt olmak için sizi davet eden üyenin ilettiği davet kodu gerekir."
      testId="register-code-card"
      footer={
        <p className="text-muted-foreground">
          Zaten hesabınız var mı?{' '}
          <Link to="/login" className="font-medium text-primary hover:underline">
            Giriş yapın
          </Link>
        </p>
      }
    >
      <InvitationCodeForm onSubmit={(value) => navigate(`/register?code=${encodeURIComponent(value)}`)} />
    </AuthCard>
  );
}
