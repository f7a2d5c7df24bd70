import { ERROR_CODES } from '@portal/shared/errors';
import { TicketX } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useInvitationLookup } from '@/features/auth/api/lookup-invitation';
import { AuthCard } from '@/features/auth/components/auth-card';
import { InvitationSummary } from '@/features/auth/components/invitation-summary';
import { RegistrationForm } from '@/features/auth/components/registration-form';
import { isApiError } from '@/lib/api/client';
import { type Me, useAuth } from '@/lib/auth';

const FINAL_INVITATION_CODES = new Set([
  'INVITATION_NOT_FOUND',
  'INVITATION_EXPIRED',
  'INVITATION_USED',
  'INVITATION_REVOKED',
]);

/** Looks the code up, shows who invites for which role, then the registration form. */
export function InvitationRegistration({ code }: { code: string }) {
  const invitation = useInvitationLookup(code);
  const { setUser } = useAuth();
  const navigate = useNavigate();

  const onRegistered = (user: Me) => {
    setUser(user);
    toast.success(`Hoş geldiniz, ${user.name}! Hesabınız oluşturuldu.`);
    navigate('/dashboard', { replace: true });
  };

  if (invitation.isPending) {
    return (
      <AuthCard title="Davetiniz kontrol ediliyor" description="Lütfen bekleyin...">
        <div role="status" aria-live="polite" className="flex flex-col gap-3">
          <span className="sr-only">Davet bilgileri yükleniyor</span>
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      </AuthCard>
    );
  }

  if (invitation.isError) {
    const error = invitation.error;
    const final = isApiError(error) && FINAL_INVITATION_CODES.has(error.code);
    return (
      <AuthCard
        title="Davet kullanılamıyor"
        testId="invitation-error"
        footer={
          <p className="text-muted-foreground">
            Zaten üye misiniz?{' '}
            <Link to="/login" className="font-medium text-primary hover:underline">
              Giriş yapın
            </Link>
          </p>
        }
      >
        <div className="flex flex-col gap-4">
          <Alert variant="destructive">
            <TicketX aria-hidden="true" />
            <AlertTitle>{error.message || ERROR_CODES.INVITATION_NOT_FOUND.message}</AlertTitle>
            <AlertDescription>
              {final
                ? 'Sizi davet eden üyeden yeni bir davet kodu isteyebilirsiniz.'
                : 'Davet bilgileri şu anda alınamadı. Lütfen biraz sonra tekrar deneyin.'}
            </AlertDescription>
          </Alert>
          <div className="flex flex-col gap-2 sm:flex-row">
            {final ? null : (
              <Button onClick={() => invitation.refetch()} className="flex-1">
                Yeniden Dene
              </Button>
            )}
            <Button asChild variant={final ? 'default' : 'outline'} className="flex-1">
              <Link to="/invitation-code">Başka bir kod gir</Link>
            </Button>
          </div>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Üyelik Kaydı"
      description="Davetinizle hesabınızı oluşturun."
      className="max-w-lg"
      testId="registration-card"
      footer={
        <p className="text-muted-foreground">
          Zaten hesabınız var mı?{' '}
          <Link to="/login" className="font-medium text-primary hover:underline">
            Giriş yapın
          </Link>
        </p>
      }
    >
      <div className="flex flex-col gap-6">
        <InvitationSummary invitation={invitation.data} />
        <RegistrationForm invitation={invitation.data} onRegistered={onRegistered} />
      </div>
    </AuthCard>
  );
}
