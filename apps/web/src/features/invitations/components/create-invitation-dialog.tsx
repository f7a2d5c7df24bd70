import {
  type CreateInvitationInput,
  createInvitationInputSchema,
  type Invitation,
} from '@portal/shared/contracts/invitations';
import { formatDate } from '@portal/shared/format';
import { INVITATION_LIMITS, INVITATION_MESSAGES } from '@portal/shared/invitations';
import { INVITABLE_ROLES, ROLE_LABELS, type Role } from '@portal/shared/roles';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
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
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { useCreateInvitation } from '@/features/invitations/api/change-invitation';
import { MemberCombobox } from '@/features/invitations/components/member-combobox';
import { ShareActions } from '@/features/invitations/components/share-actions';
import { useCurrentUser } from '@/lib/auth';
import { useServerForm } from '@/lib/use-server-form';

type Values = {
  role: Role;
  name: string;
  email: string;
  phone: string;
  expiresInDays: number | string;
  maxUses: number | string;
  parentId: string | null;
};

const FIELDS = ['role', 'name', 'email', 'phone', 'expiresInDays', 'maxUses', 'parentId'] as const;

type CreateInvitationDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** A new invitation: the form, then its link with the ways to share it. */
export function CreateInvitationDialog({ open, onOpenChange }: CreateInvitationDialogProps) {
  const [created, setCreated] = useState<Invitation | null>(null);
  // Each opening starts a fresh form.
  const [seq, setSeq] = useState(0);
  const change = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setCreated(null);
      setSeq((s) => s + 1);
    }
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg" data-testid="create-invitation-dialog">
        {created ? (
          <CreatedInvitation
            invitation={created}
            onDone={() => change(false)}
            onAnother={() => {
              setCreated(null);
              setSeq((s) => s + 1);
            }}
          />
        ) : (
          <InvitationForm key={seq} onCreated={setCreated} onCancel={() => change(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function InvitationForm({ onCreated, onCancel }: { onCreated: (i: Invitation) => void; onCancel: () => void }) {
  const user = useCurrentUser();
  const roles = INVITABLE_ROLES[user.role];
  const isAdmin = user.role === 'admin';
  const create = useCreateInvitation();
  const { form, submit, pending, formError } = useServerForm({
    schema: createInvitationInputSchema,
    defaultValues: {
      role: roles[roles.length - 1] ?? 'client',
      name: '',
      email: '',
      phone: '',
      expiresInDays: INVITATION_LIMITS.expiresInDays.default,
      maxUses: INVITATION_LIMITS.maxUses.default,
      parentId: null,
    } satisfies Values as CreateInvitationInput,
    fields: FIELDS,
    failureTitle: 'Davet oluşturulamadı',
    onSubmit: async (values) => {
      const invitation = await create.mutateAsync({ ...values, parentId: values.parentId || undefined });
      toast.success(
        invitation.email ? INVITATION_MESSAGES.createdAndMailed(invitation.email) : INVITATION_MESSAGES.created,
      );
      onCreated(invitation);
    },
  });
  const control = form.control as unknown as Control<Values>;
  const role = useWatch({ control, name: 'role' });

  return (
    <>
      <DialogHeader>
        <DialogTitle>Yeni Davet</DialogTitle>
        <DialogDescription>
          Davet bağlantısıyla kayıt olan kişi seçtiğiniz rolle {isAdmin ? 'seçtiğiniz üst üyenin' : 'sizin'} altınıza
          katılır.
        </DialogDescription>
      </DialogHeader>
      <Form {...form}>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="create-invitation-form">
          <FormError message={formError} />
          <FormField
            control={control}
            name="role"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Rol</FormLabel>
                <FormControl>
                  <NativeSelect
                    {...field}
                    onChange={(event) => {
                      field.onChange(event);
                      if (isAdmin) form.setValue('parentId', null);
                    }}
                  >
                    {roles.map((r) => (
                      <option key={r} value={r}>
                        {ROLE_LABELS[r]}
                      </option>
                    ))}
                  </NativeSelect>
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          {isAdmin ? (
            <FormField
              control={control}
              name="parentId"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Üst üye</FormLabel>
                  <FormControl>
                    <MemberCombobox
                      value={field.value}
                      onValueChange={(id) => field.onChange(id || null)}
                      above={role}
                      placeholder="Siz (varsayılan)"
                    />
                  </FormControl>
                  <FormDescription>Boş bırakılırsa davetli doğrudan sizin altınıza katılır.</FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
          ) : null}
          <FormField
            control={control}
            name="name"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Ad soyad (isteğe bağlı)</FormLabel>
                <FormControl>
                  <Input {...field} autoComplete="off" maxLength={INVITATION_LIMITS.name} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              control={control}
              name="email"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>E-posta (isteğe bağlı)</FormLabel>
                  <FormControl>
                    <Input {...field} type="email" inputMode="email" autoComplete="off" />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={control}
              name="phone"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Telefon (isteğe bağlı)</FormLabel>
                  <FormControl>
                    <Input {...field} type="tel" inputMode="tel" placeholder="05XX XXX XX XX" autoComplete="off" />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
          </div>
          <p className="-mt-2 text-xs text-muted-foreground">
            E-posta girerseniz davet bağlantısı bu adrese gönderilir ve yalnızca bu adresle kayıt olunabilir.
          </p>
          <div className="grid grid-cols-2 gap-4">
            <FormField
              control={control}
              name="expiresInDays"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Geçerlilik (gün)</FormLabel>
                  <FormControl>
                    <Input
                      {...field}
                      type="number"
                      inputMode="numeric"
                      min={INVITATION_LIMITS.expiresInDays.min}
                      max={INVITATION_LIMITS.expiresInDays.max}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={control}
              name="maxUses"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Kullanım hakkı</FormLabel>
                  <FormControl>
                    <Input
                      {...field}
                      type="number"
                      inputMode="numeric"
                      min={INVITATION_LIMITS.maxUses.min}
                      max={INVITATION_LIMITS.maxUses.max}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel}>
              Vazgeç
            </Button>
            <Button type="submit" disabled={pending} data-testid="create-invitation-submit">
              {pending ? <Spinner /> : null}
              Davet Oluştur
            </Button>
          </DialogFooter>
        </form>
      </Form>
    </>
  );
}

function CreatedInvitation({
  invitation,
  onDone,
  onAnother,
}: {
  invitation: Invitation;
  onDone: () => void;
  onAnother: () => void;
}) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Davet Hazır</DialogTitle>
        <DialogDescription>Bağlantıyı davet etmek istediğiniz kişiyle paylaşın.</DialogDescription>
      </DialogHeader>
      <Alert variant="success">
        <CheckCircle2 aria-hidden="true" />
        <AlertTitle>
          {ROLE_LABELS[invitation.role]} daveti · {formatDate(invitation.expiresAt)} tarihine kadar geçerli
        </AlertTitle>
        <AlertDescription>
          {invitation.email
            ? `Davet ${invitation.email} adresine e-posta ile gönderildi.`
            : `${invitation.maxUses} kez kullanılabilir.`}
        </AlertDescription>
      </Alert>
      <div className="flex flex-col gap-1">
        <span className="text-sm font-medium">Davet kodu</span>
        <span className="font-mono text-2xl tracking-widest" data-testid="created-invitation-code">
          {invitation.code}
        </span>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="created-invitation-link" className="text-sm font-medium">
          Davet bağlantısı
        </label>
        <Input
          id="created-invitation-link"
          readOnly
          value={invitation.link}
          onFocus={(event) => event.currentTarget.select()}
          data-testid="created-invitation-link"
        />
      </div>
      <ShareActions
        className="grid grid-cols-3 sm:flex [&_a]:w-full [&_button]:w-full sm:[&_a]:w-auto sm:[&_button]:w-auto"
        link={invitation.link}
        code={invitation.code}
        inviteRole={invitation.role}
        inviterName={invitation.inviter.name}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onAnother}>
          Yeni davet
        </Button>
        <Button type="button" onClick={onDone}>
          Tamam
        </Button>
      </DialogFooter>
    </>
  );
}
