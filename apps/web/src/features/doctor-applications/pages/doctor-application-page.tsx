import { doctorApplicationInputSchema } from '@portal/shared/contracts/doctor-applications';
import {
  DOCTOR_APPLICATION_LIMITS as LIMITS,
  DOCTOR_APPLICATION_MESSAGES as M,
  KVKK_POLICY_PATH,
} from '@portal/shared/doctor-applications';
import { CheckCircle2, Stethoscope } from 'lucide-react';
import { useState } from 'react';
import type { Control } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form, FormControl, FormError, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input, inputClassName } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { useSubmitDoctorApplication } from '@/features/doctor-applications/api/submit-application';
import { PROVINCE_NAMES } from '@/lib/cities';
import { useServerForm } from '@/lib/use-server-form';
import { cn } from '@/lib/utils';

type Values = {
  name: string;
  specialty: string;
  registryNumber: string;
  city: string;
  phone: string;
  email: string;
  message: string;
  kvkkAccepted: boolean;
};

const EMPTY: Values = {
  name: '',
  specialty: '',
  registryNumber: '',
  city: '',
  phone: '',
  email: '',
  message: '',
  kvkkAccepted: false,
};
const FIELDS = Object.keys(EMPTY) as (keyof Values)[];

/** /doctor-application: a doctor asks to join the network; the admin answers by e-mail. */
export function DoctorApplicationPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-8 sm:py-12">
      <Card className="w-full max-w-2xl gap-6 py-6" data-testid="doctor-application-page">
        <CardHeader className="px-6">
          <CardTitle asChild className="flex items-center gap-2 text-2xl font-bold tracking-tight">
            <h1>
              <Stethoscope className="size-6 text-primary" aria-hidden="true" />
              Doktor Başvurusu
            </h1>
          </CardTitle>
          <CardDescription>
            Hekimler ağımıza başvurabilir. Başvurunuz onaylandığında kayıt bağlantınızı e-posta ile göndeririz.
          </CardDescription>
        </CardHeader>
        <CardContent className="px-6">
          {sentTo ? <Sent email={sentTo} /> : <ApplicationForm onSent={setSentTo} />}
        </CardContent>
      </Card>
    </div>
  );
}

function Sent({ email }: { email: string }) {
  return (
    <div className="flex flex-col gap-4" data-testid="doctor-application-sent">
      <Alert variant="success">
        <CheckCircle2 aria-hidden="true" />
        <AlertTitle>{M.sentTitle}</AlertTitle>
        <AlertDescription>
          <p>{M.sent}</p>
          <p>
            Yanıtımız <strong>{email}</strong> adresine gelecek.
          </p>
        </AlertDescription>
      </Alert>
      <Button asChild variant="outline" className="self-start">
        <Link to="/">Ana sayfaya dön</Link>
      </Button>
    </div>
  );
}

function ApplicationForm({ onSent }: { onSent: (email: string) => void }) {
  const submitApplication = useSubmitDoctorApplication();
  const { form, submit, pending, formError } = useServerForm({
    schema: doctorApplicationInputSchema,
    defaultValues: EMPTY as never,
    fields: FIELDS,
    toastFailures: false,
    onSubmit: async (values) => {
      await submitApplication.mutateAsync(values);
      onSent(values.email);
    },
  });
  const control = form.control as unknown as Control<Values>;
  const text = (name: keyof Values, label: string, props: React.ComponentProps<'input'> = {}) => (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input {...field} value={field.value as string} {...props} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="doctor-application-form">
        <FormError message={formError} />
        {text('name', 'Ad soyad', { autoComplete: 'name', maxLength: LIMITS.name })}
        <div className="grid gap-4 sm:grid-cols-2">
          {text('specialty', 'Uzmanlık alanı', { maxLength: LIMITS.specialty, placeholder: 'ör. Dahiliye' })}
          {text('registryNumber', 'Diploma / sicil numarası', { maxLength: LIMITS.registryNumber })}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={control}
            name="city"
            render={({ field }) => (
              <FormItem>
                <FormLabel>İl</FormLabel>
                <FormControl>
                  <NativeSelect {...field} value={field.value as string} autoComplete="address-level1">
                    <option value="">İl seçin</option>
                    {PROVINCE_NAMES.map((name) => (
                      <option key={name} value={name}>
                        {name}
                      </option>
                    ))}
                  </NativeSelect>
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          {text('phone', 'Cep telefonu', {
            type: 'tel',
            inputMode: 'tel',
            autoComplete: 'tel-national',
            placeholder: '05XX XXX XX XX',
          })}
        </div>
        {text('email', 'E-posta', {
          type: 'email',
          inputMode: 'email',
          autoComplete: 'email',
          maxLength: LIMITS.email,
        })}
        <FormField
          control={control}
          name="message"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Mesajınız (isteğe bağlı)</FormLabel>
              <FormControl>
                <textarea
                  {...field}
                  value={field.value as string}
                  rows={4}
                  maxLength={LIMITS.message}
                  className={cn(inputClassName, 'h-auto min-h-24 resize-y')}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={control}
          name="kvkkAccepted"
          render={({ field }) => (
            <FormItem className="flex flex-row items-start gap-3">
              <FormControl>
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 shrink-0 accent-primary"
                  checked={Boolean(field.value)}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  name={field.name}
                  ref={field.ref}
                  data-testid="kvkk-consent"
                />
              </FormControl>
              <div className="grid gap-1">
                <FormLabel className="leading-snug font-normal">
                  <span>
                    <Link
                      to={KVKK_POLICY_PATH}
                      target="_blank"
                      className="font-medium text-primary underline-offset-4 hover:underline"
                    >
                      KVKK Aydınlatma Metni
                    </Link>
                    ’ni okudum; kişisel verilerimin başvurumun değerlendirilmesi için işlenmesini kabul ediyorum.
                  </span>
                </FormLabel>
                <FormMessage />
              </div>
            </FormItem>
          )}
        />
        <Button type="submit" disabled={pending} className="sm:self-start" data-testid="doctor-application-submit">
          {pending ? <Spinner /> : null}
          Başvuruyu Gönder
        </Button>
      </form>
    </Form>
  );
}
