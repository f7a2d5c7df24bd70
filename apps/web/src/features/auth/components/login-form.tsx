import type { SignInRequest } from '@portal/shared/contracts/auth';
import { normalizePhone } from '@portal/shared/codes';
import { errorMessage } from '@portal/shared/errors';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field, FieldControl, FieldLabel, FieldMessage, FormError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { currentDeviceInfo, useSignIn } from '@/features/auth/api/sign-in';
import { fieldErrors } from '@/lib/api/client';
import type { Me } from '@/lib/auth';

// Plain state rather than react-hook-form and a zod schema: the sign-in page is every member's
// first download, and the two libraries would add ~28 KB gzipped to it for two fields
// (docs/decisions/006-sign-in-page-bundle.md). It behaves like the other forms: checked on
// submit, re-checked as you type after that, focus on the first field in error.
type Values = { identifier: string; password: string };
type Errors = Partial<Record<keyof Values, string>>;
const IDENTIFIER_REQUIRED = 'E-posta adresinizi veya telefon numaranızı girin';
const PASSWORD_REQUIRED = 'Şifrenizi girin';
const IDENTIFIER_INVALID = 'Geçerli bir e-posta adresi veya cep telefonu (05XX XXX XX XX) girin';

function validate(values: Values): Errors {
  const errors: Errors = {};
  if (!values.identifier.trim()) errors.identifier = IDENTIFIER_REQUIRED;
  if (!values.password) errors.password = PASSWORD_REQUIRED;
  return errors;
}

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
  const signIn = useSignIn();
  const [values, setValues] = useState<Values>({ identifier: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const identifierRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const pending = signIn.isPending;

  const onChange = (name: keyof Values) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [name]: event.target.value };
    setValues(next);
    if (submitted) setErrors((current) => ({ ...current, [name]: validate(next)[name] }));
  };

  const showErrors = (found: Errors) => {
    setErrors(found);
    (found.identifier ? identifierRef : passwordRef).current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    setFormError(null);
    const found = validate(values);
    if (found.identifier || found.password) return showErrors(found);
    const identifier = parseIdentifier(values.identifier);
    if (!identifier) return showErrors({ identifier: IDENTIFIER_INVALID });
    setErrors({});
    const body: SignInRequest = { ...identifier, password: values.password, deviceInfo: currentDeviceInfo() };
    try {
      const result = await signIn.mutateAsync(body);
      if ('twoFactorRequired' in result) {
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
        showErrors({ identifier: identifierError, password: fields.password });
        return;
      }
      setFormError(
        error instanceof Error && error.message ? error.message : errorMessage('SIGN_IN_FAILED', 'Giriş hatası'),
      );
      // Keep what was typed; only the password field gets focus for the next try.
      passwordRef.current?.focus();
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="login-form">
      <FormError message={formError} />
      <Field error={errors.identifier}>
        <FieldLabel>E-posta veya telefon</FieldLabel>
        <FieldControl>
          <Input
            ref={identifierRef}
            name="identifier"
            value={values.identifier}
            onChange={onChange('identifier')}
            autoComplete="username"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="ornek@eposta.com veya 05XX XXX XX XX"
          />
        </FieldControl>
        <FieldMessage />
      </Field>
      <Field error={errors.password}>
        <div className="flex items-center justify-between">
          <FieldLabel>Şifre</FieldLabel>
          <Link to="/forgot-password" className="text-sm font-medium text-primary hover:underline">
            Şifremi unuttum
          </Link>
        </div>
        <FieldControl>
          <PasswordInput
            ref={passwordRef}
            name="password"
            value={values.password}
            onChange={onChange('password')}
            autoComplete="current-password"
          />
        </FieldControl>
        <FieldMessage />
      </Field>
      <Button type="submit" size="lg" disabled={pending} className="mt-2 w-full">
        {pending ? <Spinner /> : null}
        {pending ? 'Giriş yapılıyor...' : 'Giriş Yap'}
      </Button>
    </form>
  );
}
