import { PASSWORD_MIN_LENGTH } from '@portal/shared/auth';
import { normalizePhone } from '@portal/shared/codes';
import { passwordSchema, type RegisterRequest } from '@portal/shared/contracts/auth';
import { POLICY_SLUGS, policyPath } from '@portal/shared/policy-slugs';
import type { InvitationLookup } from '@portal/shared/contracts/invitations';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
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
import { Combobox } from '@/components/ui/combobox';
import { NativeSelect } from '@/components/ui/native-select';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { useRegister } from '@/features/auth/api/register';
import { currentDeviceInfo } from '@/features/auth/api/sign-in';
import type { Me } from '@/lib/auth';
import { PROVINCE_NAMES, useCities } from '@/lib/cities';
import { useServerForm } from '@/lib/use-server-form';

const schema = z
  .object({
    name: z
      .string()
      .trim()
      .min(2, { error: 'Ad soyad en az 2 karakter olmalıdır' })
      .max(120, { error: 'Ad soyad en fazla 120 karakter olabilir' }),
    email: z
      .string()
      .trim()
      .pipe(z.email({ error: 'Geçerli bir e-posta adresi girin' })),
    phone: z
      .string()
      .trim()
      .refine((v) => v === '' || normalizePhone(v) !== null, {
        error: 'Geçerli bir cep telefonu girin (05XX XXX XX XX)',
      }),
    password: passwordSchema,
    passwordConfirm: z.string().min(1, { error: 'Şifrenizi tekrar girin' }),
    city: z.string(),
    district: z.string().trim().max(60),
    marketingConsent: z.boolean(),
  })
  .refine((v) => v.password === v.passwordConfirm, { path: ['passwordConfirm'], error: 'Şifreler eşleşmiyor' });

type Values = z.infer<typeof schema>;

/** Server error codes that belong to one field rather than to the whole form. */
const FIELD_BY_CODE: Partial<Record<string, keyof Values>> = {
  EMAIL_TAKEN: 'email',
  PHONE_TAKEN: 'phone',
  INVITATION_EMAIL_MISMATCH: 'email',
  WEAK_PASSWORD: 'password',
};

export function RegistrationForm({
  invitation,
  onRegistered,
}: {
  invitation: InvitationLookup;
  onRegistered: (user: Me) => void;
}) {
  const registerMutation = useRegister();
  const {
    form,
    submit: onSubmit,
    pending,
    formError,
  } = useServerForm({
    schema,
    defaultValues: {
      name: invitation.name ?? '',
      email: invitation.email ?? '',
      phone: invitation.phone ?? '',
      password: '',
      passwordConfirm: '',
      city: '',
      district: '',
      marketingConsent: false,
    },
    codeFields: FIELD_BY_CODE,
    // Signed out, there is no toaster: the form says what went wrong.
    toastFailures: false,
    onSubmit: async (values) => {
      const phone = values.phone ? (normalizePhone(values.phone) ?? undefined) : undefined;
      const body: RegisterRequest = {
        code: invitation.code,
        name: values.name,
        email: values.email.toLowerCase(),
        password: values.password,
        deviceInfo: currentDeviceInfo(),
        ...(phone ? { phone } : {}),
        ...(values.city ? { city: values.city } : {}),
        ...(values.district ? { district: values.district } : {}),
        ...(values.marketingConsent ? { marketingConsent: true } : {}),
      };
      const { user } = await registerMutation.mutateAsync(body);
      onRegistered(user);
    },
  });
  const cities = useCities();
  const selectedCity = useWatch({ control: form.control, name: 'city' });
  // With /api/cities we offer districts; without it (or for a city it does not list) they are typed.
  const cityList = cities.data ?? null;
  const cityNames = cityList ? cityList.map((c) => c.name) : PROVINCE_NAMES;
  const cityOptions = cityNames.map((name) => ({ value: name, label: name }));
  const districts = cityList?.find((c) => c.name === selectedCity)?.districts ?? null;

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="registration-form">
        <FormError message={formError} />
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Ad soyad</FormLabel>
              <FormControl>
                <Input {...field} autoComplete="name" autoCapitalize="words" />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
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
                  spellCheck={false}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="phone"
          render={({ field }) => (
            <FormItem>
              <FormLabel>
                Cep telefonu <span className="font-normal text-muted-foreground">(isteğe bağlı)</span>
              </FormLabel>
              <FormControl>
                <Input {...field} type="tel" autoComplete="tel-national" inputMode="tel" placeholder="05XX XXX XX XX" />
              </FormControl>
              <FormDescription>Telefon numaranızla da giriş yapabilirsiniz.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="city"
            render={({ field }) => (
              <FormItem>
                <FormLabel>İl</FormLabel>
                <FormControl>
                  <Combobox
                    ref={field.ref}
                    name={field.name}
                    onBlur={field.onBlur}
                    options={cityOptions}
                    value={field.value}
                    onValueChange={(city) => {
                      field.onChange(city);
                      form.setValue('district', '');
                    }}
                    placeholder="Seçiniz"
                    searchPlaceholder="İl ara..."
                    emptyText="Bu adla bir il yok"
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="district"
            render={({ field }) => (
              <FormItem>
                <FormLabel>İlçe</FormLabel>
                <FormControl>
                  {districts && districts.length > 0 ? (
                    <NativeSelect {...field} autoComplete="address-level2">
                      <option value="">Seçiniz</option>
                      {districts.map((name) => (
                        <option key={name} value={name}>
                          {name}
                        </option>
                      ))}
                    </NativeSelect>
                  ) : (
                    <Input
                      {...field}
                      autoComplete="address-level2"
                      disabled={!selectedCity}
                      placeholder={selectedCity ? 'İlçe' : 'Önce il seçin'}
                    />
                  )}
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Şifre</FormLabel>
              <FormControl>
                <PasswordInput {...field} autoComplete="new-password" />
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
              <FormLabel>Şifre (tekrar)</FormLabel>
              <FormControl>
                <PasswordInput {...field} autoComplete="new-password" />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="marketingConsent"
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
                  data-testid="marketing-consent"
                />
              </FormControl>
              <div className="grid gap-1">
                <FormLabel className="leading-snug font-normal">
                  Kampanya ve duyurular için bana ticari elektronik ileti (e-posta, SMS) gönderilmesine izin veriyorum.
                </FormLabel>
                <FormDescription>
                  İsteğe bağlıdır; izninizi Ayarlar’dan istediğiniz zaman geri alabilirsiniz.
                </FormDescription>
              </div>
            </FormItem>
          )}
        />
        <p className="text-xs text-muted-foreground">
          Kayıt olarak{' '}
          <Link
            to={policyPath(POLICY_SLUGS.kvkk)}
            target="_blank"
            rel="noopener"
            className="font-medium text-primary underline-offset-2 hover:underline"
          >
            KVKK Aydınlatma Metni
          </Link>
          ’ni okuduğunuzu kabul etmiş olursunuz.
        </p>
        <Button type="submit" size="lg" disabled={pending} className="w-full">
          {pending ? <Spinner /> : null}
          {pending ? 'Hesabınız oluşturuluyor...' : 'Kayıt Ol'}
        </Button>
      </form>
    </Form>
  );
}
