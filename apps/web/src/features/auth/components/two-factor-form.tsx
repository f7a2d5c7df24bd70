import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
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
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useVerifyTwoFactor } from '@/features/auth/api/verify-two-factor';
import type { Me } from '@/lib/auth';

const schema = z.object({
  code: z
    .string()
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, { error: 'Doğrulama uygulamanızdaki 6 haneli kodu girin' })),
});
type Input_ = z.input<typeof schema>;
type Output = z.output<typeof schema>;

export function TwoFactorForm({ onSignedIn, onCancel }: { onSignedIn: (user: Me) => void; onCancel: () => void }) {
  const form = useForm<Input_, unknown, Output>({ resolver: zodResolver(schema), defaultValues: { code: '' } });
  const verify = useVerifyTwoFactor();
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      const { user } = await verify.mutateAsync({ code });
      if (!user) {
        setFormError('Kullanıcı bilgisi alınamadı');
        return;
      }
      onSignedIn(user);
    } catch (error) {
      setFormError(error instanceof Error ? error.message : 'Giriş hatası');
      form.setFocus('code');
    }
  });

  const pending = form.formState.isSubmitting;

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="two-factor-form">
        <FormError message={formError} />
        <FormField
          control={form.control}
          name="code"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Doğrulama kodu</FormLabel>
              <FormControl>
                <Input
                  {...field}
                  autoFocus
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  maxLength={7}
                  className="text-center text-lg tracking-[0.4em]"
                />
              </FormControl>
              <FormDescription>Kimlik doğrulama uygulamanızda görünen 6 haneli kodu girin.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" size="lg" disabled={pending} className="w-full">
          {pending ? <Spinner /> : null}
          Doğrula ve Giriş Yap
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Geri dön
        </Button>
      </form>
    </Form>
  );
}
