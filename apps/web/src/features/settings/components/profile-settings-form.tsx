import { phoneSchema } from '@portal/shared/contracts/auth';
import { profileUpdateSchema, type Settings } from '@portal/shared/contracts/settings';
import { MESSAGES } from '@portal/shared/messages';
import { Lock } from 'lucide-react';
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
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useSaveProfileSettings } from '@/features/settings/api/save-profile-settings';
import { useServerForm } from '@/lib/use-server-form';

/** The shared body schema; the phone box may be left empty (no phone), which is sent as null. */
const schema = z.object({
  name: profileUpdateSchema.shape.name,
  phone: z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (value === '') return '';
      const parsed = phoneSchema.safeParse(value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    }),
});
/** 05321234567 → 0532 123 45 67, the way Turkish mobile numbers are read out. */
function displayPhone(phone: string | null): string {
  if (!phone) return '';
  const m = /^(0\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return m ? `${m[1]} ${m[2]} ${m[3]} ${m[4]}` : phone;
}

export function ProfileSettingsForm({ profile }: { profile: Settings['profile'] }) {
  const save = useSaveProfileSettings();
  const {
    form,
    submit: onSubmit,
    pending,
    formError,
  } = useServerForm({
    schema,
    defaultValues: { name: profile.name, phone: displayPhone(profile.phone) },
    codeFields: { PHONE_TAKEN: 'phone' },
    failureTitle: MESSAGES.settings.profileSaveFailed,
    onSubmit: async (values, form) => {
      const settings = await save.mutateAsync({ name: values.name, phone: values.phone || null });
      form.reset({ name: settings.profile.name, phone: displayPhone(settings.profile.phone) });
      toast.success(MESSAGES.settings.profileUpdated);
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Profil bilgileri</h2>
        </CardTitle>
        <CardDescription>Adınız ve telefonunuz siparişlerde, davetlerde ve ağ listelerinde görünür.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="profile-form">
            <FormError message={formError} />
            <FormField
              control={form.control}
              name="name"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Ad soyad</FormLabel>
                  <FormControl>
                    <Input {...field} autoComplete="name" />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <div className="grid gap-2">
              <Label htmlFor="settings-email">E-posta</Label>
              <div className="relative">
                <Input
                  id="settings-email"
                  value={profile.email}
                  readOnly
                  aria-describedby="settings-email-description"
                  className="bg-muted pr-10 text-muted-foreground"
                  data-testid="profile-email"
                />
                <Lock
                  className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
                  aria-hidden="true"
                />
              </div>
              <p id="settings-email-description" className="text-sm text-muted-foreground">
                Bu adres giriş adresinizdir ve buradan değiştirilemez. Değiştirmek için destek ekibine başvurun.
              </p>
            </div>
            <FormField
              control={form.control}
              name="phone"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Cep telefonu</FormLabel>
                  <FormControl>
                    <Input
                      {...field}
                      type="tel"
                      inputMode="tel"
                      autoComplete="tel-national"
                      placeholder="05XX XXX XX XX"
                    />
                  </FormControl>
                  <FormDescription>
                    Telefon numaranızla da giriş yapabilirsiniz. Boş bırakırsanız silinir.
                  </FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
            <div className="flex justify-end">
              <Button type="submit" disabled={pending} data-testid="save-profile">
                {pending ? <Spinner /> : null}
                Profili Kaydet
              </Button>
            </div>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
