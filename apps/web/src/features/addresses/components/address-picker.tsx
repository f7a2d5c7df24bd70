import { ADDRESS_LIMIT } from '@portal/shared/addresses';
import { Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAddresses } from '@/features/addresses/api/get-addresses';
import { AddressDetails } from '@/features/addresses/components/address-card';
import { AddressFormDialog } from '@/features/addresses/components/address-form';
import { cn } from '@/lib/utils';

type AddressPickerProps = {
  /** The chosen address id. */
  value: string | null;
  onChange: (id: string) => void;
};

/**
 * The member's addresses as radio cards, with "Yeni adres ekle" (the same form as the address
 * book; a new address is chosen at once). With nothing chosen, or a choice that no longer
 * exists, it chooses the default address.
 */
export function AddressPicker({ value, onChange }: AddressPickerProps) {
  const addresses = useAddresses();
  const [adding, setAdding] = useState(false);
  const name = useId();
  const list = addresses.data;

  useEffect(() => {
    if (!list || list.length === 0) return;
    if (value && list.some((a) => a.id === value)) return;
    const fallback = list.find((a) => a.isDefault) ?? list[0];
    if (fallback) onChange(fallback.id);
  }, [list, value, onChange]);

  if (addresses.isPending) {
    return (
      <div className="grid gap-3 sm:grid-cols-2" aria-busy="true" data-testid="address-picker-loading">
        <Skeleton className="h-32 w-full rounded-xl" />
        <Skeleton className="h-32 w-full rounded-xl" />
      </div>
    );
  }
  if (addresses.isError && !list) {
    return (
      <Alert variant="destructive" data-testid="address-picker-error">
        <AlertTitle>Adresler yüklenemedi</AlertTitle>
        <AlertDescription>
          <p>{addresses.error.message}</p>
          <Button size="sm" variant="outline" className="mt-1" onClick={() => addresses.refetch()}>
            Yeniden Dene
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  const items = list ?? [];
  const full = items.length >= ADDRESS_LIMIT;

  return (
    <div className="flex min-w-0 flex-col gap-3" data-testid="address-picker">
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">Kayıtlı adresiniz yok. Teslimat için bir adres ekleyin.</p>
      ) : (
        <fieldset className="grid min-w-0 gap-3 sm:grid-cols-2">
          <legend className="sr-only">Teslimat adresi</legend>
          {items.map((address) => (
            <label
              key={address.id}
              className={cn(
                'flex min-w-0 cursor-pointer gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-xs transition-colors hover:bg-accent/40',
                'has-checked:border-primary has-checked:ring-2 has-checked:ring-primary/30 has-focus-visible:ring-2 has-focus-visible:ring-ring',
              )}
              data-testid="address-option"
              data-address-id={address.id}
            >
              <input
                type="radio"
                name={name}
                value={address.id}
                checked={value === address.id}
                onChange={() => onChange(address.id)}
                className="mt-0.5 size-4 shrink-0 accent-primary"
              />
              <AddressDetails address={address} className="flex-1" />
            </label>
          ))}
        </fieldset>
      )}
      <Button
        variant="outline"
        className="self-start"
        onClick={() => setAdding(true)}
        disabled={full}
        data-testid="address-picker-add"
      >
        <Plus aria-hidden="true" />
        Yeni adres ekle
      </Button>
      {full ? (
        <p className="text-sm text-muted-foreground">
          En fazla {ADDRESS_LIMIT} adres kaydedebilirsiniz. Yeni adres için adres defterinizden birini silin.
        </p>
      ) : null}
      <AddressFormDialog
        open={adding}
        onOpenChange={setAdding}
        offerDefault={items.length > 0}
        onSaved={(saved) => onChange(saved.id)}
      />
    </div>
  );
}
