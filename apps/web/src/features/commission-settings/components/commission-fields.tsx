import { useFormContext, useWatch } from 'react-hook-form';
import { FormControl, FormField, FormItem, FormMessage } from '@/components/ui/form';
import { RadioCard, RadioCardGroup } from '@/components/ui/radio-card-group';
import { DecimalField } from '@/features/commission-settings/components/decimal-field';

const LEVELS = [
  { key: 'dealer', rate: 'dealerRateBp', label: 'Bayi', hint: 'Alıcının üstündeki en yakın bayi' },
  {
    key: 'cityDistributor',
    rate: 'cityDistributorRateBp',
    label: 'Şehir distribütörü',
    hint: 'Alıcının üstündeki en yakın şehir distribütörü',
  },
  {
    key: 'sponsorDistributor',
    rate: 'sponsorDistributorRateBp',
    label: 'Sponsor distribütör',
    hint: 'O şehir distribütörünün üst üyesi',
  },
] as const;

/**
 * The commission of the defaults or of one product: percentage (three rates of the VAT-excluded
 * line amount) or fixed (three amounts per unit). `prefix` is where the values sit in the form
 * ('defaults.' in the settings form, '' in a product's dialog).
 */
export function CommissionFields({ prefix, idPrefix }: { prefix: '' | 'defaults.'; idPrefix: string }) {
  const { control } = useFormContext();
  const type = useWatch({ control, name: `${prefix}commissionType` }) as 'percentage' | 'fixed';
  return (
    <div className="flex flex-col gap-4">
      <FormField
        control={control}
        name={`${prefix}commissionType`}
        render={({ field }) => (
          <FormItem>
            <FormControl>
              <RadioCardGroup
                legend="Komisyon türü"
                value={field.value}
                onValueChange={field.onChange}
                className="grid-cols-1 sm:grid-cols-2"
                data-testid={`${idPrefix}-type`}
              >
                <RadioCard value="percentage" label="Yüzde" description="KDV hariç satır tutarının yüzdesi" />
                <RadioCard value="fixed" label="Sabit tutar" description="Satılan her adet için ₺" />
              </RadioCardGroup>
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        {LEVELS.map((level) =>
          type === 'fixed' ? (
            <DecimalField
              key={level.key}
              name={`${prefix}fixedAmounts.${level.key}`}
              label={`${level.label} (adet başına)`}
              description={level.hint}
              prefix="₺"
              testId={`${idPrefix}-fixed-${level.key}`}
            />
          ) : (
            <DecimalField
              key={level.key}
              name={`${prefix}${level.rate}`}
              label={`${level.label} oranı`}
              description={level.hint}
              suffix="%"
              testId={`${idPrefix}-rate-${level.key}`}
            />
          ),
        )}
      </div>
    </div>
  );
}
