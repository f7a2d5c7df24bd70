import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormError, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useForgotPassword } from '@/features/auth/api/forgot-password';
import { AuthCard } from '@/features/auth/components/auth-card';

const schema = z.object({
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: 'Geçerli bir e-posta adresi girin' })),
});
type Values = z.infer<typeof schema>;

export function ForgotPasswordPage() {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '' } });
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await forgot.mutateAsync({ email: email.toLowerCase() });
      setSentTo(email);
    } catch (error) {
      setFormError(error instanceof Error ? error.message : 'Beklenmeyen bir hata oluştu');
    }
  });

  const footer = (
    <Link to="/login" className="font-medium text-primary hover:underline">
      Giriş sayfasına dön
    </Link>
  );

  if (sentTo) {
    return (
      <AuthCard title="E-postanızı kontrol edin" footer={footer} testId="forgot-password-sent">
        <Alert variant="success">
          <MailCheck aria-hidden="true" />
          <AlertTitle>Bağlantı gönderildi</AlertTitle>
          <AlertDescription>
            <p>
              <strong>{sentTo}</strong> adresi kayıtlıysa şifre sıfırlama bağlantısı gönderdik. Bağlantı 1 saat
              geçerlidir ve yalnızca bir kez kullanılabilir.
            </p>
          </AlertDescription>
        </Alert>
      </AuthCard>
    );
  }

  const pending = form.formState.isSubmitting;
  return (
    <AuthCard
      title="Şifremi Unuttum"
      description="Hesabınıza kayıtlı e-posta adresini girin; size şifre sıfırlama bağlantısı gönderelim."
      footer={footer}
      testId="forgot-password-card"
    >
      <Form {...form}>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormError message={formError} />
          <FormField
            control={form.control}
            name="email"
            render={({ field }) => (
              <FormItem>
                <FormLabel>E-posta</FormLabel>
                <FormControl>
                  <Input
                    {...field}
                    type="email"
                    autoComplete="email"
                    inputMode="email"
                    autoCapitalize="none"
                    autoFocus
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <Button type="submit" size="lg" disabled={pending} className="w-full">
            {pending ? <Spinner /> : null}
            Sıfırlama Bağlantısı Gönder
          </Button>
        </form>
      </Form>
    </AuthCard>
  );
}
