import type { CommissionProduct } from '@portal/shared/contracts/commission-settings';
import { MESSAGES } from '@portal/shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form, FormError } from '@/components/ui/form';
import { projectionQueryOptions } from '@/features/commission-settings/api/project-commission-settings';
import { useOverrideProductCommission } from '@/features/commission-settings/api/product-commission';
import { CommissionFields } from '@/features/commission-settings/components/commission-fields';
import { ConfirmCapDialog } from '@/features/commission-settings/components/confirm-cap-dialog';
import { ProjectionPanel } from '@/features/commission-settings/components/projection-panel';
import { commissionFormSchema, commissionToForm } from '@/features/commission-settings/components/settings-form-schema';
import { useLiveProjection } from '@/features/commission-settings/components/use-live-projection';
import { useServerForm } from '@/lib/use-server-form';

type Settings = import('@portal/shared/contracts/commission-settings').CommissionSettingsInput;

/** A product's own commission: edited with its projection, saved as an override ("Özel"). */
export function ProductCommissionDialog({
  product,
  onOpenChange,
}: {
  product: CommissionProduct;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const override = useOverrideProductCommission();
  const [confirming, setConfirming] = useState<Settings | null>(null);
  const request = (settings: Settings) => ({ product: { productId: product.id, settings } });

  const persist = async (settings: Settings) => {
    await override.mutateAsync({ productId: product.id, settings });
    toast.success(MESSAGES.commissionSettings.saved, {
      description: MESSAGES.commissionSettings.productSaved(product.name),
    });
    onOpenChange(false);
  };

  const { form, submit, pending, formError } = useServerForm({
    schema: commissionFormSchema,
    defaultValues: commissionToForm(product.effective),
    failureTitle: MESSAGES.commissionSettings.saveFailed,
    onSubmit: async (settings) => {
      const projection = await queryClient.fetchQuery(projectionQueryOptions(request(settings)));
      if (projection.warnings.length > 0) {
        setConfirming(settings);
        return;
      }
      await persist(settings);
    },
  });
  const live = useLiveProjection(form.control as unknown as Control<FieldValues>, commissionFormSchema, request);

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-3xl" data-testid="product-commission-dialog">
        <DialogHeader>
          <DialogTitle>{product.name}</DialogTitle>
          <DialogDescription>
            Bu ürün kaydedildiğinde varsayılan ayarlar yerine kendi komisyonunu öder. Yalnızca bundan sonra ödenen
            siparişlere uygulanır.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
            <CommissionFields prefix="" idPrefix="product" />
            <FormError message={formError} />
            <ProjectionPanel
              projection={live.query.data}
              loading={live.query.isFetching}
              error={live.query.error}
              pendingChange={live.pendingChange}
            />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Vazgeç
              </Button>
              <Button type="submit" disabled={pending || override.isPending} data-testid="product-commission-save">
                Kaydet
              </Button>
            </DialogFooter>
          </form>
        </Form>
        <ConfirmCapDialog
          open={confirming !== null}
          onOpenChange={(open) => !open && setConfirming(null)}
          pending={override.isPending}
          onConfirm={() => {
            const settings = confirming;
            if (!settings) return;
            persist(settings)
              .catch((error: Error) =>
                toast.error(MESSAGES.commissionSettings.saveFailed, { description: error.message }),
              )
              .finally(() => setConfirming(null));
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
