import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { TwoFactorForm } from '@/features/auth/components/two-factor-form';
import { type Me, useAuth } from '@/lib/auth';

export function LoginPage() {
  const { user, status, setUser } = useAuth();
  const navigate = useNavigate();
  const [step, setStep] = useState<'credentials' | 'two-factor'>('credentials');

  // Someone already signed in has nothing to do here.
  if (status === 'ready' && user) return <Navigate to="/dashboard" replace />;

  const onSignedIn = (signedIn: Me) => {
    setUser(signedIn);
    navigate('/dashboard', { replace: true });
  };

  if (step === 'two-factor') {
    return (
      <AuthCard
        title="İki Adımlı Doğrulama"
        description="Hesabınız iki adımlı doğrulama ile korunuyor."
        testId="two-factor-card"
      >
        <TwoFactorForm onSignedIn={onSignedIn} onCancel={() => setStep('credentials')} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Giriş Yap"
      description="Üye hesabınıza e-posta adresiniz veya cep telefonunuz ile giriş yapın."
      testId="login-card"
      footer={
        <>
          <p className="text-muted-foreground">
            Hesabınız yok mu? Üyelik davetle olur.{' '}
            <Link to="/invitation-code" className="font-medium text-primary hover:underline">
              Davet kodumu gir
            </Link>
          </p>
          <p className="text-muted-foreground">
            Hekim misiniz?{' '}
            <Link to="/doctor-application" className="font-medium text-primary hover:underline">
              Doktor başvurusu yapın
            </Link>
          </p>
        </>
      }
    >
      <LoginForm onSignedIn={onSignedIn} onTwoFactorRequired={() => setStep('two-factor')} />
    </AuthCard>
  );
}
