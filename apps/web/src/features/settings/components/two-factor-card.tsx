import type { TwoFactorEnrolment } from '@portal/shared/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@portal/shared/messages';
import { Copy, ShieldCheck, ShieldOff } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
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
import { PasswordInput } from '@/components/ui/password-input';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useConfirmTwoFactor } from '@/features/settings/api/confirm-two-factor';
import { useDisableTwoFactor } from '@/features/settings/api/disable-two-factor';
import { useEnrolTwoFactor } from '@/features/settings/api/enrol-two-factor';
import { applyServerErrors, messageOf } from '@/lib/use-server-form';

const TwoFactorQr = lazy(async () => ({
  default: (await import('@/features/settings/components/two-factor-qr')).TwoFactorQr,
}));

const passwordFormSchema = z.object({ password: z.string().min(1, { error: 'Şifrenizi girin' }) });
type PasswordValues = z.infer<typeof passwordFormSchema>;

const codeFormSchema = z.object({
  code: z
    .string()
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, { error: 'Doğrulama uygulamanızdaki 6 haneli kodu girin' })),
});
type CodeInput = z.input<typeof codeFormSchema>;
type CodeOutput = z.output<typeof codeFormSchema>;

const ENABLED_MESSAGE = 'İki adımlı doğrulama açıldı';
const DISABLED_MESSAGE = 'İki adımlı doğrulama kapatıldı';

/** The base32 secret inside an otpauth:// URI, for members who type it in by hand. */
export function secretOf(totpURI: string): string {
  const match = /[?&]secret=([^&]+)/i.exec(totpURI);
  return match?.[1] ? decodeURIComponent(match[1]).toUpperCase() : '';
}

function groupsOf4(text: string): string {
  return text.replace(/(.{4})(?=.)/g, '$1 ');
}

async function copyText(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(`${what} kopyalandı`);
  } catch {
    toast.error('Kopyalanamadı; metni elle seçip kopyalayabilirsiniz.');
  }
}

/** Asks for the account password; used to start enrolment and to turn two-factor off. */
function PasswordStep({
  submitLabel,
  destructive,
  onSubmit,
  onCancel,
}: {
  submitLabel: string;
  destructive?: boolean;
  onSubmit: (password: string) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm<PasswordValues>({ resolver: zodResolver(passwordFormSchema), defaultValues: { password: '' } });
  const [formError, setFormError] = useState<string | null>(null);
  const submit = form.handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await onSubmit(password);
    } catch (error) {
      setFormError(
        applyServerErrors(form, error, { fields: ['password'], codeFields: { CURRENT_PASSWORD_WRONG: 'password' } }),
      );
      toast.error(MESSAGES.settings.securitySaveFailed, { description: messageOf(error) });
    }
  });
  const pending = form.formState.isSubmitting;
  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="two-factor-password-form">
        <FormError message={formError} />
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Şifreniz</FormLabel>
              <FormControl>
                <PasswordInput {...field} autoComplete="current-password" autoFocus />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            Vazgeç
          </Button>
          <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={pending}>
            {pending ? <Spinner /> : null}
            {submitLabel}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}

function ScanStep({
  enrolment,
  onDone,
  onCancel,
}: {
  enrolment: TwoFactorEnrolment;
  onDone: () => void;
  onCancel: () => void;
}) {
  const confirm = useConfirmTwoFactor();
  const form = useForm<CodeInput, unknown, CodeOutput>({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { code: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const secret = secretOf(enrolment.totpURI);

  const submit = form.handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      await confirm.mutateAsync(code);
      toast.success(ENABLED_MESSAGE);
      onDone();
    } catch (error) {
      setFormError(
        applyServerErrors(form, error, { fields: ['code'], codeFields: { INVALID_TWO_FACTOR_CODE: 'code' } }),
      );
      toast.error(MESSAGES.settings.securitySaveFailed, { description: messageOf(error) });
    }
  });
  const pending = form.formState.isSubmitting;

  return (
    <div className="flex flex-col gap-5" data-testid="two-factor-enrolment">
      <ol className="flex list-decimal flex-col gap-4 pl-5 text-sm">
        <li className="flex flex-col gap-3">
          <span>Google Authenticator, Microsoft Authenticator gibi bir doğrulama uygulamasıyla QR kodunu okutun.</span>
          <div className="self-center rounded-lg border bg-white p-3" data-testid="two-factor-qr">
            <Suspense fallback={<Skeleton className="size-44" />}>
              <TwoFactorQr value={enrolment.totpURI} />
            </Suspense>
          </div>
          <div className="flex flex-col gap-1">
            <span className="text-muted-foreground">QR kodu okutamıyorsanız bu anahtarı elle girin:</span>
            <div className="flex items-center gap-2">
              <code
                className="min-w-0 flex-1 rounded-md bg-muted px-2 py-1.5 font-mono text-sm break-all"
                data-testid="two-factor-secret"
              >
                {groupsOf4(secret)}
              </code>
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label="Anahtarı kopyala"
                onClick={() => void copyText(secret, 'Anahtar')}
              >
                <Copy aria-hidden="true" />
              </Button>
            </div>
          </div>
        </li>
        <li className="flex flex-col gap-2">
          <span>
            Yedek kodlarınızı güvenli bir yere kaydedin. Telefonunuza erişemezseniz her biriyle bir kez giriş
            yapabilirsiniz.
          </span>
          <ul className="grid grid-cols-2 gap-1.5 rounded-md bg-muted p-3 font-mono text-sm" data-testid="backup-codes">
            {enrolment.backupCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            onClick={() => void copyText(enrolment.backupCodes.join('\n'), 'Yedek kodlar')}
          >
            <Copy aria-hidden="true" />
            Yedek kodları kopyala
          </Button>
        </li>
        <li>
          <Form {...form}>
            <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="two-factor-confirm-form">
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
                        autoComplete="one-time-code"
                        inputMode="numeric"
                        maxLength={7}
                        className="text-center text-lg tracking-[0.4em]"
                      />
                    </FormControl>
                    <FormDescription>Uygulamada görünen 6 haneli kodu girin.</FormDescription>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <DialogFooter>
                <Button variant="outline" onClick={onCancel}>
                  Vazgeç
                </Button>
                <Button type="submit" disabled={pending}>
                  {pending ? <Spinner /> : null}
                  Doğrula ve Aç
                </Button>
              </DialogFooter>
            </form>
          </Form>
        </li>
      </ol>
    </div>
  );
}

type Flow =
  | { kind: 'closed' }
  | { kind: 'enrol' }
  | { kind: 'scan'; enrolment: TwoFactorEnrolment }
  | { kind: 'disable' };

export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const [flow, setFlow] = useState<Flow>({ kind: 'closed' });
  const enrol = useEnrolTwoFactor();
  const disable = useDisableTwoFactor();
  const close = () => setFlow({ kind: 'closed' });

  return (
    <Card data-testid="two-factor-card">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle asChild>
            <h2>İki adımlı doğrulama</h2>
          </CardTitle>
          {enabled ? (
            <Badge variant="success" data-testid="two-factor-status">
              <ShieldCheck aria-hidden="true" /> Açık
            </Badge>
          ) : (
            <Badge variant="secondary" data-testid="two-factor-status">
              <ShieldOff aria-hidden="true" /> Kapalı
            </Badge>
          )}
        </div>
        <CardDescription>
          {enabled
            ? 'Girişlerde şifrenize ek olarak doğrulama uygulamanızdaki kod istenir.'
            : 'Şifrenize ek olarak telefonunuzdaki doğrulama uygulamasının ürettiği kodla giriş yapın.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {enabled ? (
          <Button variant="outline" onClick={() => setFlow({ kind: 'disable' })} data-testid="two-factor-disable">
            İki adımlı doğrulamayı kapat
          </Button>
        ) : (
          <Button onClick={() => setFlow({ kind: 'enrol' })} data-testid="two-factor-enable">
            İki adımlı doğrulamayı aç
          </Button>
        )}
      </CardContent>

      <Dialog open={flow.kind !== 'closed'} onOpenChange={(open) => (open ? null : close())}>
        <DialogContent data-testid="two-factor-dialog">
          {flow.kind === 'enrol' ? (
            <>
              <DialogHeader>
                <DialogTitle>İki adımlı doğrulamayı aç</DialogTitle>
                <DialogDescription>Devam etmek için şifrenizi girin.</DialogDescription>
              </DialogHeader>
              <PasswordStep
                submitLabel="Devam"
                onCancel={close}
                onSubmit={async (password) => {
                  const enrolment = await enrol.mutateAsync(password);
                  setFlow({ kind: 'scan', enrolment });
                }}
              />
            </>
          ) : flow.kind === 'scan' ? (
            <>
              <DialogHeader>
                <DialogTitle>Doğrulama uygulamanızı bağlayın</DialogTitle>
                <DialogDescription>Kodu doğrulayana kadar iki adımlı doğrulama kapalı kalır.</DialogDescription>
              </DialogHeader>
              <ScanStep enrolment={flow.enrolment} onDone={close} onCancel={close} />
            </>
          ) : flow.kind === 'disable' ? (
            <>
              <DialogHeader>
                <DialogTitle>İki adımlı doğrulamayı kapat</DialogTitle>
                <DialogDescription>
                  Kapattığınızda girişlerde yalnızca şifreniz istenir. Onaylamak için şifrenizi girin.
                </DialogDescription>
              </DialogHeader>
              <PasswordStep
                submitLabel="Doğrulamayı kapat"
                destructive
                onCancel={close}
                onSubmit={async (password) => {
                  await disable.mutateAsync(password);
                  toast.success(DISABLED_MESSAGE);
                  close();
                }}
              />
            </>
          ) : null}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
