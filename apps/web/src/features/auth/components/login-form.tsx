import { zodResolver } from '@hookform/resolvers/zod';
import { normalizePhone } from '@portal/shared/codes';
import { errorMessage } from '@portal/shared/errors';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormError, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { currentDeviceInfo, type SignInBody, useSignIn } from '@/features/auth/api/sign-in';
import { fieldErrors } from '@/lib/api';
import type { Me } from '@/lib/auth';

const schema = z.object({
  identifier: z.string().trim().min(1, { error: 'E-posta adresinizi veya telefon numaranızı girin' }),
  password: z.string().min(1, { error: 'Şifrenizi girin' }),
});
type Values = z.infer<typeof schema>;

/** "ad@ornek.com" is an email; anything that normalizes to 05XXXXXXXXX is a phone. */
export function parseIdentifier(input: string): { email: string } | { phone: string } | null {
  const value = input.trim();
  if (value.includes('@')) return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? { email: value.toLowerCase() } : null;
  const phone = normalizePhone(value);
  return phone ? { phone } : null;
}

type LoginFormProps = {
  onSignedIn: (user: Me) => void;
  onTwoFactorRequired: () => void;
};

export function LoginForm({ onSignedIn, onTwoFactorRequired }: LoginFormProps) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { identifier: '', password: '' } });
  const signIn = useSignIn();
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const identifier = parseIdentifier(values.identifier);
    if (!identifier) {
      form.setError('identifier', { message: 'Geçerli bir e-posta adresi veya cep telefonu (05XX XXX XX XX) girin' });
      return;
    }
    const body: SignInBody = { ...identifier, password: values.password, deviceInfo: currentDeviceInfo() };
    try {
      const result = await signIn.mutateAsync(body);
      if (result.twoFactorRequired) {
        onTwoFactorRequired();
        return;
      }
      if (!result.user) {
        setFormError('Kullanıcı bilgisi alınamadı');
        return;
      }
      onSignedIn(result.user);
    } catch (error) {
      const fields = fieldErrors(error);
      const identifierError = fields.email ?? fields.phone;
      if (identifierError || fields.password) {
        if (identifierError) form.setError('identifier', { message: identifierError }, { shouldFocus: true });
        if (fields.password) form.setError('password', { message: fields.password }, { shouldFocus: !identifierError });
        return;
      }
      setFormError(
        error instanceof Error && error.message ? error.message : errorMessage('SIGN_IN_FAILED', 'Giriş hatası'),
      );
      // Keep what was typed; only the password field gets focus for the next try.
      form.setFocus('password');
    }
  });

  const pending = form.formState.isSubmitting;

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="login-form">
        <FormError message={formError} />
        <FormField
          control={form.control}
          name="identifier"
          render={({ field }) => (
            <FormItem>
              <FormLabel>E-posta veya telefon</FormLabel>
              <FormControl>
                <Input
                  {...field}
                  autoComplete="username"
                  inputMode="email"
                  autoCapitalize="none"
                  spellCheck={false}
                  placeholder="ornek@eposta.com veya 05XX XXX XX XX"
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <div className="flex items-center justify-between">
                <FormLabel>Şifre</FormLabel>
                <Link to="/forgot-password" className="text-sm font-medium text-primary hover:underline">
                  Şifremi unuttum
                </Link>
              </div>
              <FormControl>
                <PasswordInput {...field} autoComplete="current-password" />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" size="lg" disabled={pending} className="mt-2 w-full">
          {pending ? <Spinner /> : null}
          {pending ? 'Giriş yapılıyor...' : 'Giriş Yap'}
        </Button>
      </form>
    </Form>
  );
}
