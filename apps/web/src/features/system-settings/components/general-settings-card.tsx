import type { SystemSettingsView } from '@portal/shared/contracts/system-settings';
import { MESSAGES } from '@portal/shared/messages';
import type { Control } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Form, FormControl, FormError, FormField, FormItem, FormLabel } from '@/components/ui/form';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { DecimalField } from '@/features/commission-settings/public';
import {
  useSaveSystemSettings,
  useSystemSettings,
  useSystemSettingsRealtime,
} from '@/features/system-settings/api/system-settings';
import {
  formValuesOf,
  generalSettingsFormSchema,
} from '@/features/system-settings/components/general-settings-form-schema';
import { useServerForm } from '@/lib/use-server-form';

const M = MESSAGES.systemSettings;

function GeneralSettingsForm({ data }: { data: SystemSettingsView }) {
  const save = useSaveSystemSettings();
  const { form, submit, pending, formError } = useServerForm({
    schema: generalSettingsFormSchema,
    defaultValues: formValuesOf(data),
    failureTitle: M.saveFailed,
    onSubmit: async (values, f) => {
      const saved = await save.mutateAsync(values);
      f.reset(formValuesOf(saved));
      toast.success(M.saved);
    },
  });
  // The form's input and output types differ (text in, numbers out): fields read the untyped context.
  const control = form.control as unknown as Control;
  return (
    <Form {...form}>
      <form noValidate onSubmit={submit}>
        <CardContent className="flex flex-col gap-4">
          <FormError message={formError} />
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <DecimalField
              name="defaultVatRateBp"
              label={M.defaultVatRate}
              description={M.defaultVatRateHint}
              suffix="%"
              testId="setting-vat"
            />
            <DecimalField name="withholdingBp" label={M.withholding} suffix="%" testId="setting-withholding" />
            <DecimalField name="minimumPayout" label={M.minimumPayout} prefix="₺" testId="setting-minimum-payout" />
            <DecimalField name="paymentDay" label={M.paymentDay} inputMode="numeric" testId="setting-payment-day" />
            <DecimalField name="purchaseRewardBp" label={M.purchaseReward} suffix="%" testId="setting-reward" />
            <DecimalField
              name="newMemberBonusAmount"
              label={M.newMemberBonusAmount}
              prefix="₺"
              testId="setting-bonus-amount"
            />
            <FormField
              control={control}
              name="newMemberBonusEnabled"
              render={({ field }) => (
                <FormItem className="flex flex-row items-center gap-3 self-center">
                  <FormControl>
                    <Switch checked={field.value} onCheckedChange={field.onChange} data-testid="setting-bonus" />
                  </FormControl>
                  <FormLabel className="!mt-0">{M.newMemberBonusEnabled}</FormLabel>
                </FormItem>
              )}
            />
            <DecimalField
              name="sessionLifetimeHours"
              label={M.sessionLifetime}
              description={M.sessionLifetimeHint}
              inputMode="numeric"
              testId="setting-session"
            />
            <DecimalField
              name="lowStockThreshold"
              label={M.lowStockThreshold}
              description={M.lowStockThresholdHint}
              inputMode="numeric"
              testId="setting-low-stock"
            />
          </div>
        </CardContent>
        <CardFooter className="mt-4">
          <Button type="submit" disabled={pending} data-testid="system-settings-save">
            {M.save}
          </Button>
        </CardFooter>
      </form>
    </Form>
  );
}

/** Genel Ayarlar on the system-settings page: VAT, payouts, rewards, session lifetime, low-stock threshold. */
export function GeneralSettingsCard() {
  const query = useSystemSettings();
  useSystemSettingsRealtime();
  return (
    <Card className="gap-3" data-testid="general-settings">
      <CardHeader>
        <CardTitle asChild>
          <h2>{M.title}</h2>
        </CardTitle>
        <CardDescription>{M.description}</CardDescription>
      </CardHeader>
      {query.isPending ? (
        <CardContent role="status" aria-label={MESSAGES.loading.page}>
          <Skeleton className="h-64 w-full" />
        </CardContent>
      ) : query.isError ? (
        <CardContent>
          <Alert variant="destructive">
            <AlertTitle>{M.loadFailed}</AlertTitle>
            <AlertDescription>
              <p>{query.error.message}</p>
              <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
                Yeniden Dene
              </Button>
            </AlertDescription>
          </Alert>
        </CardContent>
      ) : (
        <GeneralSettingsForm key={JSON.stringify(query.data)} data={query.data} />
      )}
    </Card>
  );
}
