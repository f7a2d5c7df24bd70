import { updateUserInputSchema, type UserDetail } from '@portal/shared/contracts/users';
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
import { Form, FormControl, FormError, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { useUpdateUser } from '@/features/users/api/users';
import { useServerForm } from '@/lib/use-server-form';

const FIELD_BY_CODE = { EMAIL_TAKEN: 'email', PHONE_TAKEN: 'phone' } as const;

type Props = { user: UserDetail; open: boolean; onOpenChange: (open: boolean) => void };

/** Name, e-mail, phone, city and district of a member; a taken e-mail or phone is shown on its field. */
export function EditUserDialog({ user, open, onOpenChange }: Props) {
  const update = useUpdateUser();
  const { form, submit, pending, formError } = useServerForm({
    schema: updateUserInputSchema,
    defaultValues: {
      name: user.name,
      email: user.email,
      phone: user.phone ?? '',
      city: user.city ?? '',
      district: user.district ?? '',
    },
    codeFields: FIELD_BY_CODE,
    onSubmit: async (values) => {
      await update.mutateAsync({ id: user.id, input: values });
      toast.success('Kullanıcı bilgileri güncellendi');
      onOpenChange(false);
    },
  });
  const fields = [
    { name: 'name', label: 'Ad soyad', autoComplete: 'name' },
    { name: 'email', label: 'E-posta', autoComplete: 'email', type: 'email' },
    { name: 'phone', label: 'Telefon', autoComplete: 'tel', type: 'tel' },
    { name: 'city', label: 'Şehir', autoComplete: 'address-level1' },
    { name: 'district', label: 'İlçe', autoComplete: 'address-level2' },
  ] as const;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="edit-user-dialog">
        <DialogHeader>
          <DialogTitle>Kullanıcıyı düzenle</DialogTitle>
          <DialogDescription>{user.sellerNo}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={submit} noValidate className="flex flex-col gap-3">
            <FormError message={formError} />
            {fields.map((f) => (
              <FormField
                key={f.name}
                control={form.control}
                name={f.name}
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{f.label}</FormLabel>
                    <FormControl>
                      <Input
                        {...field}
                        value={(field.value as string | null) ?? ''}
                        type={'type' in f ? f.type : 'text'}
                        autoComplete={f.autoComplete}
                        data-testid={`edit-${f.name}`}
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            ))}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Vazgeç
              </Button>
              <Button type="submit" disabled={pending} data-testid="edit-save">
                Kaydet
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
