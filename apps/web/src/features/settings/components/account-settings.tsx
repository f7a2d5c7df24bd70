import {
  type AccountSettings,
  type AccountSettingsRequest,
  bankDetailsSchema,
  commissionPreferencesSchema,
  type Settings,
  taxDetailsSchema,
} from '@portal/shared/contracts/settings';
import { errorMessage } from '@portal/shared/errors';
import { MESSAGES } from '@portal/shared/messages';
import type { Role } from '@portal/shared/roles';
import { normalizedIban } from '@portal/shared/settings';
import { BadgePercent, ShieldCheck, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
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
import { Input } from '@/components/ui/input';
import { RadioCard, RadioCardGroup } from '@/components/ui/radio-card-group';
import { Spinner } from '@/components/ui/spinner';
import { useSaveAccountSettings } from '@/features/settings/api/save-account-settings';
import { useServerForm } from '@/lib/use-server-form';

type Account = NonNullable<Settings['account']>;

/** The stored section as the server expects it back (optional company name left out when empty). */
function toBody(account: Account): AccountSettings {
  return {
    bankDetails: account.bankDetails,
    taxDetails: account.taxDetails
      ? {
          taxOffice: account.taxDetails.taxOffice,
          taxNumber: account.taxDetails.taxNumber,
          ...(account.taxDetails.companyName ? { companyName: account.taxDetails.companyName } : {}),
        }
      : null,
    commissionPreferences: account.commissionPreferences,
  };
}

/** 'tr12 0006 2...' → 'TR12 0006 2...' as it is typed: upper case, groups of four. */
export function formatIban(input: string): string {
  const raw = input
    .replace(/[^0-9a-z]/gi, '')
    .toUpperCase()
    .slice(0, 26);
  return raw.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Each card saves the whole section: its own part from the form, the rest as last stored. */
function useSaveSection(account: Account) {
  const save = useSaveAccountSettings();
  return (patch: Partial<AccountSettingsRequest>) => save.mutateAsync({ ...toBody(account), ...patch });
}

// ---------------------------------------------------------------------------------------------

/** The bank card, plus the password the server asks for when the IBAN changes. */
const bankFormSchema = bankDetailsSchema.extend({ currentPassword: z.string().max(128).optional() });

function BankDetailsForm({ account }: { account: Account }) {
  const saveSection = useSaveSection(account);
  const bank = account.bankDetails;
  const isIbanChanged = (typed: string | undefined) =>
    (normalizedIban({ iban: typed ?? '' }) || null) !== normalizedIban(bank);
  const {
    form,
    submit: onSubmit,
    pending,
    formError,
  } = useServerForm({
    schema: bankFormSchema,
    defaultValues: {
      bankName: bank?.bankName ?? '',
      accountHolder: bank?.accountHolder ?? '',
      iban: formatIban(bank?.iban ?? ''),
      currentPassword: '',
    },
    fields: ['bankName', 'accountHolder', 'iban', 'currentPassword'],
    prefix: 'bankDetails.',
    codeFields: { CURRENT_PASSWORD_REQUIRED: 'currentPassword', CURRENT_PASSWORD_WRONG: 'currentPassword' },
    failureTitle: MESSAGES.settings.bankSaveFailed,
    onSubmit: async ({ currentPassword, ...bankDetails }, form) => {
      const changed = isIbanChanged(bankDetails.iban);
      if (changed && !currentPassword) {
        form.setError('currentPassword', { type: 'required', message: errorMessage('CURRENT_PASSWORD_REQUIRED') });
        form.setFocus('currentPassword');
        return;
      }
      const settings = await saveSection({ bankDetails, ...(changed ? { currentPassword } : {}) });
      const saved = settings.account?.bankDetails;
      if (saved) form.reset({ ...saved, iban: formatIban(saved.iban), currentPassword: '' });
      toast.success(MESSAGES.settings.bankSaved);
    },
  });
  const ibanChanged = isIbanChanged(form.watch('iban'));

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Banka bilgileri</h2>
        </CardTitle>
        <CardDescription>
          Komisyon ödemeleriniz bu hesaba yapılır. Hesap sahibi adınızla aynı olmalıdır.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="bank-form">
            <FormError message={formError} />
            <div className="grid items-start gap-4 sm:grid-cols-2">
              <FormField
                control={form.control}
                name="bankName"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Banka adı</FormLabel>
                    <FormControl>
                      <Input {...field} autoComplete="off" placeholder="Örn. Ziraat Bankası" />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="accountHolder"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Hesap sahibi</FormLabel>
                    <FormControl>
                      <Input {...field} autoComplete="name" />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </div>
            <FormField
              control={form.control}
              name="iban"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>IBAN</FormLabel>
                  <FormControl>
                    <Input
                      {...field}
                      onChange={(event) => field.onChange(formatIban(event.target.value))}
                      autoComplete="off"
                      autoCapitalize="characters"
                      spellCheck={false}
                      inputMode="text"
                      placeholder="TR00 0000 0000 0000 0000 0000 00"
                      className="font-mono tracking-wide"
                      data-testid="iban-input"
                    />
                  </FormControl>
                  <FormDescription>TR ile başlayan 26 karakter.</FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
            {ibanChanged ? (
              <FormField
                control={form.control}
                name="currentPassword"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Mevcut şifre</FormLabel>
                    <FormControl>
                      <Input
                        {...field}
                        value={field.value ?? ''}
                        type="password"
                        autoComplete="current-password"
                        data-testid="iban-password-input"
                      />
                    </FormControl>
                    <FormDescription>
                      Komisyonlarınız bu hesaba ödendiği için IBAN değişikliğini şifrenizle onaylayın.
                    </FormDescription>
                    <FormMessage />
                  </FormItem>
                )}
              />
            ) : null}
            <div className="flex justify-end">
              <Button type="submit" disabled={pending} data-testid="save-bank">
                {pending ? <Spinner /> : null}
                Banka Bilgilerini Kaydet
              </Button>
            </div>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}

// ---------------------------------------------------------------------------------------------

function TaxDetailsForm({ account }: { account: Account }) {
  const saveSection = useSaveSection(account);
  const tax = account.taxDetails;
  const {
    form,
    submit: onSubmit,
    pending,
    formError,
  } = useServerForm({
    schema: taxDetailsSchema,
    defaultValues: {
      taxOffice: tax?.taxOffice ?? '',
      taxNumber: tax?.taxNumber ?? '',
      companyName: tax?.companyName ?? '',
    },
    fields: ['taxOffice', 'taxNumber', 'companyName'],
    prefix: 'taxDetails.',
    failureTitle: MESSAGES.settings.taxSaveFailed,
    onSubmit: async ({ companyName, ...rest }, form) => {
      const settings = await saveSection({ taxDetails: { ...rest, ...(companyName ? { companyName } : {}) } });
      const saved = settings.account?.taxDetails;
      if (saved) form.reset({ ...saved, companyName: saved.companyName ?? '' });
      toast.success(MESSAGES.settings.taxSaved);
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Vergi bilgileri</h2>
        </CardTitle>
        <CardDescription>Komisyon faturaları ve ödeme belgeleri bu bilgilerle düzenlenir.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="tax-form">
            <FormError message={formError} />
            <div className="grid items-start gap-4 sm:grid-cols-2">
              <FormField
                control={form.control}
                name="taxOffice"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Vergi dairesi</FormLabel>
                    <FormControl>
                      <Input {...field} autoComplete="off" />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="taxNumber"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Vergi / T.C. kimlik numarası</FormLabel>
                    <FormControl>
                      <Input {...field} inputMode="numeric" autoComplete="off" maxLength={11} />
                    </FormControl>
                    <FormDescription>Şirketler için 10, şahıslar için 11 hane.</FormDescription>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </div>
            <FormField
              control={form.control}
              name="companyName"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Şirket unvanı (isteğe bağlı)</FormLabel>
                  <FormControl>
                    <Input {...field} value={field.value ?? ''} autoComplete="organization" />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <div className="flex justify-end">
              <Button type="submit" disabled={pending} data-testid="save-tax">
                {pending ? <Spinner /> : null}
                Vergi Bilgilerini Kaydet
              </Button>
            </div>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}

// ---------------------------------------------------------------------------------------------

type CommissionValues = z.infer<typeof commissionPreferencesSchema>;

type Choice<T extends string> = { value: T; label: string; description: string };

const PAYOUT_CHOICES: Choice<CommissionValues['payoutMethod']>[] = [
  { value: 'bank', label: 'Banka hesabına', description: 'Komisyonlar kayıtlı IBAN’ınıza ödenir.' },
  { value: 'points', label: 'Puan olarak', description: 'Komisyonlar puan bakiyenize eklenir.' },
];

const DISPLAY_CHOICES: Choice<CommissionValues['display']>[] = [
  { value: 'percentage', label: 'Yüzde', description: 'Oranlar yüzde olarak gösterilir (%15).' },
  { value: 'fixed', label: 'Sabit tutar', description: 'Komisyonlar lira tutarı olarak gösterilir (₺45,00).' },
];

function ChoiceGroup<T extends string>({
  legend,
  name,
  value,
  choices,
  onChange,
}: {
  legend: string;
  name: string;
  value: T;
  choices: Choice<T>[];
  onChange: (value: T) => void;
}) {
  return (
    <RadioCardGroup
      legend={legend}
      name={name}
      value={value}
      onValueChange={(next) => onChange(next as T)}
      className="sm:grid-cols-2"
    >
      {choices.map((choice) => (
        <RadioCard key={choice.value} value={choice.value} label={choice.label} description={choice.description} />
      ))}
    </RadioCardGroup>
  );
}

function CommissionPreferencesForm({ account, showPayout }: { account: Account; showPayout: boolean }) {
  const saveSection = useSaveSection(account);
  const {
    form,
    submit: onSubmit,
    pending,
    formError,
  } = useServerForm({
    schema: commissionPreferencesSchema,
    defaultValues: account.commissionPreferences,
    fields: ['payoutMethod', 'display'],
    prefix: 'commissionPreferences.',
    failureTitle: MESSAGES.settings.commissionSaveFailed,
    onSubmit: async (commissionPreferences, form) => {
      const settings = await saveSection({ commissionPreferences });
      if (settings.account) form.reset(settings.account.commissionPreferences);
      toast.success(MESSAGES.settings.commissionPreferencesSaved);
    },
  });
  const payoutMethod = form.watch('payoutMethod');

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Komisyon tercihleri</h2>
        </CardTitle>
        <CardDescription>
          {showPayout
            ? 'Komisyonlarınızın nasıl ödeneceğini ve nasıl gösterileceğini seçin.'
            : 'Komisyon tutarlarının ekranlarda nasıl gösterileceğini seçin.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" data-testid="commission-form">
            <FormError message={formError} />
            {showPayout && payoutMethod === 'bank' && !account.bankDetails ? (
              <p className="flex items-start gap-2 rounded-md border border-warning/60 bg-warning/15 px-3 py-2 text-sm">
                <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                Banka hesabına ödeme için önce banka bilgilerinizi kaydedin.
              </p>
            ) : null}
            {showPayout ? (
              <FormField
                control={form.control}
                name="payoutMethod"
                render={({ field }) => (
                  <FormItem>
                    <ChoiceGroup
                      legend="Ödeme yöntemi"
                      name={field.name}
                      value={field.value}
                      choices={PAYOUT_CHOICES}
                      onChange={field.onChange}
                    />
                    <FormMessage />
                  </FormItem>
                )}
              />
            ) : null}
            <FormField
              control={form.control}
              name="display"
              render={({ field }) => (
                <FormItem>
                  <ChoiceGroup
                    legend="Gösterim"
                    name={field.name}
                    value={field.value}
                    choices={DISPLAY_CHOICES}
                    onChange={field.onChange}
                  />
                  <FormMessage />
                </FormItem>
              )}
            />
            <div className="flex justify-end">
              <Button type="submit" disabled={pending} data-testid="save-commission">
                {pending ? <Spinner /> : null}
                Tercihleri Kaydet
              </Button>
            </div>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}

/** Which account cards a role gets (spec §6 "Settings sections"). */
export function accountCardsFor(role: Role): { bank: boolean; tax: boolean; payout: boolean; adminLinks: boolean } {
  switch (role) {
    case 'admin':
      // The admin pays commissions rather than earning them: display preference and the system pages.
      return { bank: false, tax: false, payout: false, adminLinks: true };
    case 'turkeyDistributor':
    case 'cityDistributor':
      return { bank: true, tax: true, payout: true, adminLinks: false };
    case 'dealer':
      return { bank: true, tax: false, payout: true, adminLinks: false };
    default:
      return { bank: false, tax: false, payout: false, adminLinks: false };
  }
}

function AdminLinksCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Yönetim ayarları</h2>
        </CardTitle>
        <CardDescription>Rol yetkileri ve komisyon oranları kendi sayfalarında yönetilir.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Button variant="outline" asChild>
          <Link to="/dashboard/system-settings">
            <ShieldCheck aria-hidden="true" />
            Sistem Ayarları
          </Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to="/dashboard/admin/commission-settings">
            <BadgePercent aria-hidden="true" />
            Komisyon Ayarları
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** Hesap: the bank, tax and commission cards the member's role has, each saving the whole section. */
export function AccountSettingsSection({ account, role }: { account: Account; role: Role }) {
  const cards = accountCardsFor(role);
  return (
    <div className="flex flex-col gap-4" data-testid="account-settings">
      {cards.bank ? <BankDetailsForm account={account} /> : null}
      {cards.tax ? <TaxDetailsForm account={account} /> : null}
      <CommissionPreferencesForm account={account} showPayout={cards.payout} />
      {cards.adminLinks ? <AdminLinksCard /> : null}
    </div>
  );
}
