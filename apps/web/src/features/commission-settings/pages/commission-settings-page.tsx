import type {
  CommissionSettingsPage as PageData,
  MoneySettingsInput,
} from '@portal/shared/contracts/commission-settings';
import { MESSAGES } from '@portal/shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { type Control, type FieldValues, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form, FormControl, FormDescription, FormError, FormField, FormItem, FormLabel } from '@/components/ui/form';
import { RadioCard, RadioCardGroup } from '@/components/ui/radio-card-group';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { useCommissionSettings } from '@/features/commission-settings/api/get-commission-settings';
import { projectionQueryOptions } from '@/features/commission-settings/api/project-commission-settings';
import { useSaveCommissionSettings } from '@/features/commission-settings/api/save-commission-settings';
import { CommissionFields } from '@/features/commission-settings/components/commission-fields';
import { ConfirmCapDialog } from '@/features/commission-settings/components/confirm-cap-dialog';
import { DecimalField } from '@/features/commission-settings/components/decimal-field';
import { ProductsTable } from '@/features/commission-settings/components/products-table';
import { ProjectionPanel } from '@/features/commission-settings/components/projection-panel';
import { settingsFormSchema, settingsToForm } from '@/features/commission-settings/components/settings-form-schema';
import { useLiveProjection } from '@/features/commission-settings/components/use-live-projection';
import { useServerForm } from '@/lib/use-server-form';

const proposalOf = (v: MoneySettingsInput) => ({ defaults: v.defaults, newMemberBonus: v.newMemberBonus });

/**
 * /dashboard/admin/commission-settings: the default commission, how rates are shown, the payout
 * rules, the purchase reward and the new-member bonus, every product's own commission, and before
 * saving the Direct Sales Regulation projection (a cap that would break asks for confirmation).
 */
export function CommissionSettingsPage() {
  const settings = useCommissionSettings();
  if (settings.isError && !settings.data) {
    return (
      <Alert variant="destructive" data-testid="commission-settings-error">
        <AlertTitle>{MESSAGES.commissionSettings.loadFailed}</AlertTitle>
        <AlertDescription>
          <p>{settings.error.message}</p>
          <Button
            size="sm"
            variant="outline"
            className="mt-1"
            onClick={() => settings.refetch()}
            disabled={settings.isFetching}
          >
            Yeniden Dene
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (!settings.data) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true" data-testid="commission-settings-loading">
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  return <SettingsEditor data={settings.data} />;
}

function SettingsEditor({ data }: { data: PageData }) {
  const queryClient = useQueryClient();
  const save = useSaveCommissionSettings();
  const [confirming, setConfirming] = useState<MoneySettingsInput | null>(null);

  const persist = async (values: MoneySettingsInput) => {
    const page = await save.mutateAsync(values);
    form.reset(settingsToForm(page.settings));
    toast.success(MESSAGES.commissionSettings.saved);
  };

  const { form, submit, pending, formError } = useServerForm({
    schema: settingsFormSchema,
    defaultValues: settingsToForm(data.settings),
    failureTitle: MESSAGES.commissionSettings.saveFailed,
    onSubmit: async (values) => {
      // The same proposal the panel shows (cached), so what was seen is what is checked.
      const projection = await queryClient.fetchQuery(projectionQueryOptions(proposalOf(values)));
      if (projection.warnings.length > 0) {
        setConfirming(values);
        return;
      }
      await persist(values);
    },
  });
  const control = form.control as unknown as Control<FieldValues>;
  const live = useLiveProjection(control, settingsFormSchema, proposalOf);
  const display = useWatch({ control: form.control, name: 'display' });
  const bonusOn = useWatch({ control: form.control, name: 'newMemberBonus.enabled' });

  return (
    <div className="flex min-w-0 flex-col gap-5" data-testid="commission-settings-page">
      <p className="max-w-3xl text-sm text-muted-foreground">
        Komisyonlar, sipariş ödendiğinde KDV hariç satır tutarı üzerinden alıcının üst zincirine ödenir. Burada yapılan
        değişiklikler yalnızca bundan sonra ödenen siparişlere uygulanır; yazılmış komisyon satırları değişmez.
      </p>
      <Form {...form}>
        <form
          onSubmit={submit}
          noValidate
          className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]"
        >
          <div className="flex min-w-0 flex-col gap-5">
            <Card>
              <CardHeader>
                <CardTitle asChild>
                  <h2>Varsayılan komisyon</h2>
                </CardTitle>
                <CardDescription>Kendi ayarı olmayan her ürün bu oranları öder.</CardDescription>
              </CardHeader>
              <CardContent className="flex flex-col gap-5">
                <CommissionFields prefix="defaults." idPrefix="defaults" />
                <FormField
                  control={control}
                  name="display"
                  render={({ field }) => (
                    <FormItem>
                      <FormControl>
                        <RadioCardGroup
                          legend="Komisyon gösterimi"
                          value={field.value}
                          onValueChange={field.onChange}
                          className="grid-cols-1 sm:grid-cols-2"
                          data-testid="display-toggle"
                        >
                          <RadioCard value="percentage" label="Yüzde" description="Ürünlerde oranlar gösterilir" />
                          <RadioCard
                            value="fixed"
                            label="Sabit tutar"
                            description="Ürünlerde adet başına ₺ gösterilir (müşteri fiyatı, KDV hariç)"
                          />
                        </RadioCardGroup>
                      </FormControl>
                    </FormItem>
                  )}
                />
              </CardContent>
            </Card>

            <Card>
              <CardHeader>
                <CardTitle asChild>
                  <h2>Ödeme kuralları</h2>
                </CardTitle>
                <CardDescription>Dönem kapatıldığında her üyenin ödemesi bu kurallarla hesaplanır.</CardDescription>
              </CardHeader>
              <CardContent className="grid gap-4 sm:grid-cols-3">
                <DecimalField
                  name="minimumPayout"
                  label="En düşük ödeme"
                  description="Altındaki tutarlar sonraki döneme devreder"
                  prefix="₺"
                  testId="minimum-payout"
                />
                <DecimalField
                  name="withholdingBp"
                  label="Stopaj"
                  description="Brüt ödemeden kesilir"
                  suffix="%"
                  testId="withholding"
                />
                <DecimalField
                  name="paymentDay"
                  label="Ödeme günü"
                  description="Dönemi izleyen ayın günü (1–28)"
                  inputMode="numeric"
                  testId="payment-day"
                />
              </CardContent>
            </Card>

            <Card>
              <CardHeader>
                <CardTitle asChild>
                  <h2>Puan ve bonus</h2>
                </CardTitle>
              </CardHeader>
              <CardContent className="flex flex-col gap-5">
                <DecimalField
                  name="purchaseRewardBp"
                  label="Alışveriş puan ödülü"
                  description="Tamamlanan siparişin KDV hariç tutarının yüzdesi kadar puan (1 puan = ₺1)"
                  suffix="%"
                  className="sm:max-w-xs"
                  testId="purchase-reward"
                />
                <FormField
                  control={control}
                  name="newMemberBonus.enabled"
                  render={({ field }) => (
                    <FormItem className="flex flex-row items-start justify-between gap-4 rounded-lg border p-3">
                      <div className="flex flex-col gap-1">
                        <FormLabel>Yeni üye bonusu</FormLabel>
                        <FormDescription>
                          Davet edilen üyenin ilk siparişi ödendiğinde davet edene ödenir.
                        </FormDescription>
                      </div>
                      <FormControl>
                        <Switch checked={field.value} onCheckedChange={field.onChange} data-testid="bonus-switch" />
                      </FormControl>
                    </FormItem>
                  )}
                />
                {bonusOn ? (
                  <DecimalField
                    name="newMemberBonus.amount"
                    label="Bonus tutarı"
                    prefix="₺"
                    className="sm:max-w-xs"
                    testId="bonus-amount"
                  />
                ) : null}
                <Alert>
                  <Info aria-hidden="true" />
                  <AlertDescription>
                    Yeni üye bonusu, Doğrudan Satışlar Hakkında Yönetmelik’te yeni üye kazanımına bağlı menfaattir: tüm
                    menfaatlerin %30’unu aşamaz. Satış komisyonları satışa dayalı menfaatlerdir.
                  </AlertDescription>
                </Alert>
              </CardContent>
            </Card>
            <FormError message={formError} />
            <div className="flex justify-end gap-2">
              <Button
                type="button"
                variant="outline"
                disabled={!form.formState.isDirty || pending}
                onClick={() => form.reset(settingsToForm(data.settings))}
              >
                Değişiklikleri geri al
              </Button>
              <Button type="submit" disabled={pending || save.isPending} data-testid="commission-settings-save">
                Kaydet
              </Button>
            </div>
          </div>
          <div className="min-w-0 lg:sticky lg:top-4">
            <ProjectionPanel
              projection={live.query.data}
              loading={live.query.isFetching}
              error={live.query.error}
              pendingChange={live.pendingChange}
            />
          </div>
        </form>
      </Form>

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Ürünlerin komisyonları</h2>
          </CardTitle>
          <CardDescription>
            Özel ayarı olan ürünler varsayılanlar yerine kendi komisyonlarını öder; “Varsayılana dön” ile yeniden
            varsayılanları izler.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ProductsTable products={data.products} display={display} />
        </CardContent>
      </Card>

      <ConfirmCapDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        pending={save.isPending}
        onConfirm={() => {
          const values = confirming;
          if (!values) return;
          persist(values)
            .catch((error: Error) =>
              toast.error(MESSAGES.commissionSettings.saveFailed, { description: error.message }),
            )
            .finally(() => setConfirming(null));
        }}
      />
    </div>
  );
}
