import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@portal/shared/auth';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Form,
  FormControl,
  FormDescription,
  FormError,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { AuthCard } from '@/features/auth/components/auth-card';
import { fieldErrors, isApiError } from '@/lib/api/client';

const schema = z
  .object({
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, { error: `Şifre en az ${PASSWORD_MIN_LENGTH} karakter olmalıdır` })
      .max(PASSWORD_MAX_LENGTH, { error: `Şifre en fazla ${PASSWORD_MAX_LENGTH} karakter olabilir` }),
    passwordConfirm: z.string().min(1, { error: 'Şifrenizi tekrar girin' }),
  })
  .refine((v) => v.password === v.passwordConfirm, { path: ['passwordConfirm'], error: 'Şifreler eşleşmiyor' });
type Values = z.infer<typeof schema>;

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { password: '', passwordConfirm: '' } });
  const reset = useResetPassword();
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [tokenInvalid, setTokenInvalid] = useState(false);

  const newLinkFooter = (
    <Link to="/forgot-password" className="font-medium text-primary hover:underline">
      Yeni bağlantı iste
    </Link>
  );

  if (!token || tokenInvalid) {
    return (
      <AuthCard title="Şifre Sıfırlama" footer={newLinkFooter} testId="reset-password-invalid">
        <Alert variant="destructive">
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>Şifre sıfırlama bağlantısı geçersiz veya süresi dolmuş</AlertTitle>
          <AlertDescription>
            E-postanızdaki bağlantıyı eksiksiz açtığınızdan emin olun ya da yeni bir bağlantı isteyin.
          </AlertDescription>
        </Alert>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard title="Şifreniz değiştirildi" testId="reset-password-done">
        <div className="flex flex-col gap-4">
          <Alert variant="success">
            <CircleCheck aria-hidden="true" />
            <AlertTitle>Şifreniz başarıyla değiştirildi</AlertTitle>
            <AlertDescription>Yeni şifrenizle giriş yapabilirsiniz.</AlertDescription>
          </Alert>
          <Button asChild size="lg">
            <Link to="/login">Giriş Yap</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await reset.mutateAsync({ token, password });
      setDone(true);
    } catch (error) {
      // A malformed token fails validation before the server can even look it up.
      if (isApiError(error) && (error.code === 'RESET_TOKEN_INVALID' || 'token' in fieldErrors(error))) {
        setTokenInvalid(true);
        return;
      }
      const passwordError =
        isApiError(error) && error.code === 'WEAK_PASSWORD' ? error.message : fieldErrors(error).password;
      if (passwordError) {
        form.setError('password', { message: passwordError }, { shouldFocus: true });
        return;
      }
      setFormError(error instanceof Error ? error.message : 'Beklenmeyen bir hata oluştu');
    }
  });

  const pending = form.formState.isSubmitting;
  return (
    <AuthCard
      title="Yeni Şifre Belirleyin"
      description="Hesabınız için yeni bir şifre girin."
      testId="reset-password-card"
    >
      <Form {...form}>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormError message={formError} />
          <FormField
            control={form.control}
            name="password"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Yeni şifre</FormLabel>
                <FormControl>
                  <PasswordInput {...field} autoComplete="new-password" autoFocus />
                </FormControl>
                <FormDescription>En az {PASSWORD_MIN_LENGTH} karakter.</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="passwordConfirm"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Yeni şifre (tekrar)</FormLabel>
                <FormControl>
                  <PasswordInput {...field} autoComplete="new-password" />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <Button type="submit" size="lg" disabled={pending} className="w-full">
            {pending ? <Spinner /> : null}
            Şifreyi Değiştir
          </Button>
        </form>
      </Form>
    </AuthCard>
  );
}
