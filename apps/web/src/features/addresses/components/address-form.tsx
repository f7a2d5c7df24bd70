import { ADDRESS_FIELD_LIMITS, formatAddressPhone } from '@portal/shared/addresses';
import {
  type Address,
  type AddressCreate,
  type AddressCreateRequest,
  addressCreateSchema,
} from '@portal/shared/contracts/addresses';
import { useState } from 'react';
import { type Control, type Path, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
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
import { Input, inputClassName } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { useCreateAddress } from '@/features/addresses/api/create-address';
import { useUpdateAddress } from '@/features/addresses/api/update-address';
import { useCurrentUser } from '@/lib/auth';
import { PROVINCE_NAMES, useCities } from '@/lib/cities';
import { useServerForm } from '@/lib/use-server-form';
import { cn } from '@/lib/utils';

/** The body schema of the contract: the same rules and messages as the server. */
const schema = addressCreateSchema;
type Values = AddressCreateRequest;
type TextField = Exclude<Path<Values>, 'isDefault'>;

const FIELDS: readonly TextField[] = [
  'title',
  'recipientName',
  'phone',
  'city',
  'district',
  'addressLine',
  'postalCode',
] as const;

function startValues(address: Address | null | undefined, member: { name: string; phone: string | null }): Values {
  if (address) {
    return {
      title: address.title,
      recipientName: address.recipientName,
      phone: formatAddressPhone(address.phone),
      city: address.city,
      district: address.district,
      addressLine: address.addressLine,
      postalCode: address.postalCode ?? '',
      isDefault: address.isDefault,
    };
  }
  // A new address is most often the member's own: their name and phone to start from.
  return {
    title: '',
    recipientName: member.name,
    phone: member.phone ? formatAddressPhone(member.phone) : '',
    city: '',
    district: '',
    addressLine: '',
    postalCode: '',
    isDefault: false,
  };
}

export type AddressFormProps = {
  /** The address to edit; without it the form adds a new one. */
  address?: Address | null;
  /** Offer "make it my default" on a new address (the first one is the default anyway). */
  offerDefault?: boolean;
  onSaved: (address: Address) => void;
  onCancel?: () => void;
};

/** Adds or edits one address; the page's dialog and the checkout use it. */
export function AddressForm({ address, offerDefault = false, onSaved, onCancel }: AddressFormProps) {
  const member = useCurrentUser();
  const create = useCreateAddress();
  const update = useUpdateAddress();
  // Fixed when the form opens: saving the first address must not show the switch while closing.
  const [showDefault] = useState(offerDefault && !address);
  const editing = Boolean(address);
  const {
    form,
    submit: onSubmit,
    pending,
    formError,
  } = useServerForm({
    schema,
    defaultValues: startValues(address, member),
    fields: FIELDS,
    failureTitle: editing ? 'Adres güncellenemedi' : 'Adres kaydedilemedi',
    onSubmit: async (values) => {
      let saved: Address;
      if (address) {
        const { isDefault: _unchanged, ...body } = values;
        // An emptied postal code is removed on the server.
        saved = await update.mutateAsync({ id: address.id, body: { ...body, postalCode: body.postalCode ?? null } });
        toast.success('Adres güncellendi');
      } else {
        const body: AddressCreate = showDefault ? values : { ...values, isDefault: undefined };
        saved = await create.mutateAsync(body);
        toast.success(saved.isDefault ? 'Adres kaydedildi ve varsayılan yapıldı' : 'Adres kaydedildi');
      }
      onSaved(saved);
    },
  });
  // FormField (components/ui/form) is typed for forms whose values come out as they go in.
  const control = form.control as unknown as Control<Values>;

  const cities = useCities();
  const selectedCity = useWatch({ control, name: 'city' });
  // With districts from /api/cities the district is chosen; without them (today) it is typed.
  const cityNames = cities.data ? cities.data.map((c) => c.name) : PROVINCE_NAMES;
  const listed = cities.data?.find((c) => c.name === selectedCity)?.districts ?? [];
  const current = form.getValues('district');
  const districts = listed.length > 0 && current && !listed.includes(current) ? [current, ...listed] : listed;

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="flex min-w-0 flex-col gap-4" data-testid="address-form">
        <FormError message={formError} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={control}
            name="title"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Adres başlığı</FormLabel>
                <FormControl>
                  <Input {...field} maxLength={ADDRESS_FIELD_LIMITS.title} placeholder="ör. Ev, İş" />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={control}
            name="recipientName"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Alıcı adı soyadı</FormLabel>
                <FormControl>
                  <Input {...field} autoComplete="name" maxLength={ADDRESS_FIELD_LIMITS.recipientName} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <FormField
          control={control}
          name="phone"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Telefon</FormLabel>
              <FormControl>
                <Input {...field} type="tel" inputMode="tel" autoComplete="tel-national" placeholder="05XX XXX XX XX" />
              </FormControl>
              <FormDescription>Kargo firması teslimat için bu numarayı arar.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={control}
            name="city"
            render={({ field }) => (
              <FormItem>
                <FormLabel>İl</FormLabel>
                <FormControl>
                  <NativeSelect
                    {...field}
                    autoComplete="address-level1"
                    onChange={(event) => {
                      field.onChange(event);
                      form.setValue('district', '');
                    }}
                  >
                    <option value="">İl seçin</option>
                    {cityNames.map((name) => (
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
          <FormField
            control={control}
            name="district"
            render={({ field }) => (
              <FormItem>
                <FormLabel>İlçe</FormLabel>
                <FormControl>
                  {districts.length > 0 ? (
                    <NativeSelect {...field} autoComplete="address-level2">
                      <option value="">İlçe seçin</option>
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
                      maxLength={ADDRESS_FIELD_LIMITS.district}
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
          control={control}
          name="addressLine"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Açık adres</FormLabel>
              <FormControl>
                <textarea
                  {...field}
                  rows={3}
                  autoComplete="street-address"
                  maxLength={ADDRESS_FIELD_LIMITS.addressLine}
                  placeholder="Mahalle, cadde/sokak, bina no, daire no"
                  className={cn(inputClassName, 'h-auto min-h-20 resize-y')}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={control}
          name="postalCode"
          render={({ field }) => (
            <FormItem className="sm:max-w-48">
              <FormLabel>
                Posta kodu <span className="font-normal text-muted-foreground">(isteğe bağlı)</span>
              </FormLabel>
              <FormControl>
                <Input
                  {...field}
                  value={field.value ?? ''}
                  inputMode="numeric"
                  autoComplete="postal-code"
                  maxLength={5}
                  placeholder="34000"
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        {showDefault ? (
          <FormField
            control={control}
            name="isDefault"
            render={({ field }) => (
              <FormItem className="flex flex-row items-center justify-between gap-3 rounded-lg border p-3">
                <div className="grid gap-1">
                  <FormLabel>Varsayılan adresim olsun</FormLabel>
                  <FormDescription>Siparişlerde ilk bu adres seçili gelir.</FormDescription>
                </div>
                <FormControl>
                  <Switch checked={field.value === true} onCheckedChange={field.onChange} />
                </FormControl>
              </FormItem>
            )}
          />
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {onCancel ? (
            <Button variant="outline" onClick={onCancel} disabled={pending}>
              Vazgeç
            </Button>
          ) : null}
          <Button type="submit" disabled={pending} data-testid="address-save">
            {pending ? <Spinner /> : null}
            {editing ? 'Değişiklikleri Kaydet' : 'Adresi Kaydet'}
          </Button>
        </div>
      </form>
    </Form>
  );
}

export type AddressFormDialogProps = Omit<AddressFormProps, 'onCancel' | 'onSaved'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: (address: Address) => void;
};

/** The form in a dialog: "Yeni Adres" and "Düzenle" on the page, "Yeni adres ekle" at checkout. */
export function AddressFormDialog({ open, onOpenChange, address, offerDefault, onSaved }: AddressFormDialogProps) {
  const editing = Boolean(address);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl" data-testid="address-dialog">
        <DialogHeader>
          <DialogTitle>{editing ? 'Adresi Düzenle' : 'Yeni Adres'}</DialogTitle>
          <DialogDescription>Teslimat için alıcıyı ve adresi eksiksiz yazın.</DialogDescription>
        </DialogHeader>
        {/* The content mounts on each opening, so the form starts from the address every time. */}
        <AddressForm
          address={address}
          offerDefault={offerDefault}
          onCancel={() => onOpenChange(false)}
          onSaved={(saved) => {
            onOpenChange(false);
            onSaved?.(saved);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
