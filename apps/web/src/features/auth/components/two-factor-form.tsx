import { type FormEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, FieldControl, FieldDescription, FieldLabel, FieldMessage, FormError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useVerifyTwoFactor } from '@/features/auth/api/verify-two-factor';
import type { Me } from '@/lib/auth';

// Plain state like the sign-in form: this step is part of the sign-in page's download
// (docs/decisions/006-sign-in-page-bundle.md).
const CODE_MESSAGE = 'Doğrulama uygulamanızdaki 6 haneli kodu girin';
const normalizeCode = (value: string) => value.replace(/\s/g, '');
const codeError = (value: string) => (/^\d{6}$/.test(normalizeCode(value)) ? undefined : CODE_MESSAGE);

export function TwoFactorForm({ onSignedIn, onCancel }: { onSignedIn: (user: Me) => void; onCancel: () => void }) {
  const verify = useVerifyTwoFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const pending = verify.isPending;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    setFormError(null);
    const found = codeError(code);
    setError(found);
    if (found) {
      codeRef.current?.focus();
      return;
    }
    try {
      const { user } = await verify.mutateAsync({ code: normalizeCode(code) });
      if (!user) {
        setFormError('Kullanıcı bilgisi alınamadı');
        return;
      }
      onSignedIn(user);
    } catch (failure) {
      setFormError(failure instanceof Error ? failure.message : 'Giriş hatası');
      codeRef.current?.focus();
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="two-factor-form">
      <FormError message={formError} />
      <Field error={error} hasDescription>
        <FieldLabel>Doğrulama kodu</FieldLabel>
        <FieldControl>
          <Input
            ref={codeRef}
            name="code"
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              if (submitted) setError(codeError(event.target.value));
            }}
            autoFocus
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            className="text-center text-lg tracking-[0.4em]"
          />
        </FieldControl>
        <FieldDescription>Kimlik doğrulama uygulamanızda görünen 6 haneli kodu girin.</FieldDescription>
        <FieldMessage />
      </Field>
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? <Spinner /> : null}
        Doğrula ve Giriş Yap
      </Button>
      <Button type="button" variant="ghost" onClick={onCancel}>
        Geri dön
      </Button>
    </form>
  );
}
