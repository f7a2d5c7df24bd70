import { Link, useNavigate } from 'react-router';
import { AuthCard } from '@/features/auth/components/auth-card';
import { InvitationCodeForm } from '@/features/auth/components/invitation-code-form';

export function InvitationCodePage() {
  const navigate = useNavigate();
  return (
    <AuthCard
      title="Davet Kodu"
      description="Üyelik yalnızca davetle olur. Size iletilen davet kodunu girin."
      testId="invitation-code-card"
      footer={
        <p className="text-muted-foreground">
          Zaten üye misiniz?{' '}
          <Link to="/login" className="font-medium text-primary hover:underline">
            Giriş yapın
          </Link>
        </p>
      }
    >
      <InvitationCodeForm onSubmit={(code) => navigate(`/invitation/${code}`)} />
    </AuthCard>
  );
}
