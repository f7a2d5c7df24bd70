import { POLICY_SLUGS, policyPath } from '@portal/shared/policy-slugs';
import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useSendContact } from '@/features/content/api/send-contact';
import { fieldErrors } from '@/lib/api/client';
import { messageOf } from '@/lib/use-server-form';

const EMPTY = { name: '', email: '', phone: '', subject: '', message: '', website: '' };

/**
 * /contact: the visitor's message with the KVKK consent. The `website` field is hidden from
 * people (off-screen, out of the tab order); a bot that fills it is thanked and ignored.
 */
export function ContactPage() {
  const send = useSendContact();
  const [values, setValues] = useState(EMPTY);
  const [consent, setConsent] = useState(false);
  const [sent, setSent] = useState(false);
  const errors = send.error ? fieldErrors(send.error) : {};
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(
      { ...values, phone: values.phone || null, consent: consent as true },
      {
        onSuccess: () => {
          setSent(true);
          setValues(EMPTY);
          setConsent(false);
        },
      },
    );
  };

  const field = (key: 'name' | 'email' | 'phone' | 'subject', label: string, type = 'text', required = true) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`contact-${key}`}>{label}</Label>
      <Input
        id={`contact-${key}`}
        name={key}
        type={type}
        value={values[key]}
        onChange={set(key)}
        required={required}
        autoComplete={key === 'subject' ? 'off' : key === 'phone' ? 'tel' : key}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `contact-${key}-error` : undefined}
      />
      {errors[key] ? (
        <p id={`contact-${key}-error`} className="text-sm text-destructive">
          {errors[key]}
        </p>
      ) : null}
    </div>
  );

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10" data-testid="contact-page">
      <h1 className="text-3xl font-bold tracking-tight">İletişim</h1>
      <p className="mt-2 text-muted-foreground">
        Sorularınız, önerileriniz ve iş birliği talepleriniz için formu doldurun; en kısa sürede e-postayla yanıt
        veririz.
      </p>
      {sent ? (
        <div
          role="status"
          className="mt-8 flex items-start gap-3 rounded-xl border bg-card p-4"
          data-testid="contact-sent"
        >
          <CheckCircle2 className="mt-0.5 size-5 text-primary" aria-hidden="true" />
          <div>
            <p className="font-medium">Mesajınız alındı</p>
            <p className="text-sm text-muted-foreground">Teşekkür ederiz. Yanıtımız e-posta adresinize gelecek.</p>
            <Button variant="link" className="h-auto p-0" onClick={() => setSent(false)}>
              Yeni mesaj yaz
            </Button>
          </div>
        </div>
      ) : (
        <form className="mt-8 flex flex-col gap-4" onSubmit={submit} noValidate={false}>
          <div className="grid gap-4 sm:grid-cols-2">
            {field('name', 'Adınız Soyadınız')}
            {field('email', 'E-posta', 'email')}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {field('phone', 'Telefon (isteğe bağlı)', 'tel', false)}
            {field('subject', 'Konu')}
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="contact-message">Mesajınız</Label>
            <textarea
              id="contact-message"
              name="message"
              value={values.message}
              onChange={set('message')}
              required
              minLength={10}
              maxLength={5000}
              rows={6}
              className="min-h-32 w-full rounded-md border bg-transparent px-3 py-2 text-base shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm"
              aria-invalid={errors.message ? true : undefined}
            />
            {errors.message ? <p className="text-sm text-destructive">{errors.message}</p> : null}
          </div>
          <div className="sr-only" aria-hidden="true">
            <label htmlFor="contact-website">Web siteniz</label>
            <input
              id="contact-website"
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={values.website}
              onChange={set('website')}
            />
          </div>
          <div className="flex items-start gap-2">
            <input
              id="contact-consent"
              type="checkbox"
              checked={consent}
              onChange={(e) => setConsent(e.target.checked)}
              required
              className="mt-1 size-4 accent-primary"
            />
            <Label htmlFor="contact-consent" className="leading-snug font-normal">
              <span>
                Kişisel verilerimin mesajıma yanıt verilmesi amacıyla işlenmesine ilişkin{' '}
                <Link to={policyPath(POLICY_SLUGS.kvkk)} className="text-primary underline" target="_blank">
                  KVKK Aydınlatma Metni
                </Link>
                ’ni okudum ve kabul ediyorum.
              </span>
            </Label>
          </div>
          <FormError message={send.error && Object.keys(errors).length === 0 ? messageOf(send.error) : null} />
          <div>
            <Button type="submit" disabled={send.isPending || !consent}>
              {send.isPending ? 'Gönderiliyor…' : 'Gönder'}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
