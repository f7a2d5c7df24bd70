import { changePasswordBodySchema } from '@portal/shared/contracts/auth';
import { formatDate } from '@portal/shared/format';
import { MESSAGES } from '@portal/shared/messages';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
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
import { useChangePassword } from '@/features/settings/api/change-password';
import { useServerForm } from '@/lib/use-server-form';

/** The body the server checks, with the confirmation box and this form's own messages. */
const schema = changePasswordBodySchema
  .extend({
    currentPassword: z.string().min(1, { error: 'Mevcut şifrenizi girin' }),
    confirmPassword: z.string().min(1, { error: 'Yeni şifrenizi tekrar girin' }),
    revokeOtherSessions: z.boolean(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    error: 'Şifreler eşleşmiyor',
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    error: 'Yeni şifre mevcut şifrenizden farklı olmalıdır',
  });
type Values = z.infer<typeof schema>;

const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '', revokeOtherSessions: false };

type ChangePasswordFormProps = { email: string; lastPasswordChange: string | null };

export function ChangePasswordForm({ email, lastPasswordChange }: ChangePasswordFormProps) {
  const change = useChangePassword();
  const {
    form,
    submit: onSubmit,
    pending,
    formError,
  } = useServerForm({
    schema,
    defaultValues: EMPTY,
    fields: ['currentPassword', 'newPassword'],
    codeFields: { CURRENT_PASSWORD_WRONG: 'currentPassword', WEAK_PASSWORD: 'newPassword' },
    failureTitle: MESSAGES.settings.passwordChangeFailed,
    onSubmit: async ({ currentPassword, newPassword, revokeOtherSessions }, form) => {
      await change.mutateAsync({ currentPassword, newPassword, revokeOtherSessions });
      form.reset(EMPTY);
      toast.success(MESSAGES.settings.passwordChanged);
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Şifre değiştir</h2>
        </CardTitle>
        <CardDescription data-testid="last-password-change">
          {lastPasswordChange
            ? `Son şifre değişikliği: ${formatDate(lastPasswordChange)}`
            : 'Şifreniz kayıt olduğunuzdan beri değiştirilmedi.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="change-password-form">
            <FormError message={formError} />
            {/* Lets password managers pair the new password with the account. */}
            <input type="text" autoComplete="username" value={email} hidden readOnly />
            <FormField
              control={form.control}
              name="currentPassword"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Mevcut şifre</FormLabel>
                  <FormControl>
                    <PasswordInput {...field} autoComplete="current-password" />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <div className="grid items-start gap-4 sm:grid-cols-2">
              <FormField
                control={form.control}
                name="newPassword"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Yeni şifre</FormLabel>
                    <FormControl>
                      <PasswordInput {...field} autoComplete="new-password" />
                    </FormControl>
                    <FormDescription>En az 8 karakter.</FormDescription>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="confirmPassword"
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
            </div>
            <FormField
              control={form.control}
              name="revokeOtherSessions"
              render={({ field }) => (
                <FormItem className="flex flex-row items-start gap-3">
                  <FormControl>
                    <input
                      type="checkbox"
                      className="mt-0.5 size-4 shrink-0 accent-primary"
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                      name={field.name}
                      ref={field.ref}
                    />
                  </FormControl>
                  <div className="grid gap-1">
                    <FormLabel className="leading-snug">Diğer oturumları sonlandır</FormLabel>
                    <FormDescription>Bu cihaz dışındaki tüm cihazlarda yeniden giriş yapmanız gerekir.</FormDescription>
                  </div>
                </FormItem>
              )}
            />
            <div className="flex justify-end">
              <Button type="submit" disabled={pending} data-testid="change-password-submit">
                {pending ? <Spinner /> : null}
                Şifreyi Değiştir
              </Button>
            </div>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
