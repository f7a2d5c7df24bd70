import {
  type ApproveDoctorApplicationInput,
  approveDoctorApplicationInputSchema,
  type DoctorApplication,
  rejectDoctorApplicationInputSchema,
} from '@portal/shared/contracts/doctor-applications';
import { DOCTOR_APPLICATION_LIMITS, DOCTOR_APPLICATION_MESSAGES as M } from '@portal/shared/doctor-applications';
import { INVITABLE_ROLES, ROLE_LABELS, type Role } from '@portal/shared/roles';
import { type Control, useWatch } from 'react-hook-form';
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
import { inputClassName } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import {
  useApproveDoctorApplication,
  useRejectDoctorApplication,
} from '@/features/doctor-applications/api/review-application';
import { MemberCombobox } from '@/features/invitations/public';
import { useServerForm } from '@/lib/use-server-form';
import { cn } from '@/lib/utils';

type DialogProps = { application: DoctorApplication | null; onClose: () => void };

/** Approve: choose the role (a dealer unless chosen) and the member above; the invitation is mailed. */
export function ApproveDialog({ application, onClose }: DialogProps) {
  return (
    <Dialog open={application !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-md" data-testid="approve-application-dialog">
        <DialogHeader>
          <DialogTitle>Başvuruyu Onayla</DialogTitle>
          <DialogDescription>
            {application?.name} için bir davet oluşturulur ve {application?.email} adresine gönderilir.
          </DialogDescription>
        </DialogHeader>
        {application ? <ApproveForm key={application.id} application={application} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

type ApproveValues = { role: Role; parentId: string };

function ApproveForm({ application, onDone }: { application: DoctorApplication; onDone: () => void }) {
  const approve = useApproveDoctorApplication();
  const { form, submit, pending, formError } = useServerForm({
    schema: approveDoctorApplicationInputSchema,
    defaultValues: { role: 'dealer', parentId: '' } satisfies ApproveValues as ApproveDoctorApplicationInput,
    fields: ['role', 'parentId'],
    failureTitle: 'Başvuru onaylanamadı',
    onSubmit: async (input) => {
      await approve.mutateAsync({ id: application.id, input });
      toast.success(M.approved);
      onDone();
    },
  });
  const control = form.control as unknown as Control<ApproveValues>;
  const role = useWatch({ control, name: 'role' });
  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
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
                    form.setValue('parentId', '');
                  }}
                  data-testid="approve-role"
                >
                  {INVITABLE_ROLES.admin.map((r) => (
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
        <FormField
          control={control}
          name="parentId"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Üst üye</FormLabel>
              <FormControl>
                <MemberCombobox
                  value={field.value}
                  onValueChange={(id) => field.onChange(id)}
                  above={role}
                  placeholder="Üst üye seçin"
                />
              </FormControl>
              <FormDescription>Rolü {ROLE_LABELS[role]} rolünden üstte olan aktif bir üye.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Vazgeç
          </Button>
          <Button type="submit" disabled={pending} data-testid="approve-application-submit">
            {pending ? <Spinner /> : null}
            Onayla ve Davet Gönder
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}

/** Reject with a note; the applicant receives it by e-mail. */
export function RejectDialog({ application, onClose }: DialogProps) {
  return (
    <Dialog open={application !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-md" data-testid="reject-application-dialog">
        <DialogHeader>
          <DialogTitle>Başvuruyu Reddet</DialogTitle>
          <DialogDescription>Yazdığınız not {application?.email} adresine e-posta ile gönderilir.</DialogDescription>
        </DialogHeader>
        {application ? <RejectForm key={application.id} application={application} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function RejectForm({ application, onDone }: { application: DoctorApplication; onDone: () => void }) {
  const reject = useRejectDoctorApplication();
  const { form, submit, pending, formError } = useServerForm({
    schema: rejectDoctorApplicationInputSchema,
    defaultValues: { note: '' },
    fields: ['note'],
    failureTitle: 'Başvuru reddedilemedi',
    onSubmit: async (input) => {
      await reject.mutateAsync({ id: application.id, input });
      toast.success(M.rejected);
      onDone();
    },
  });
  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormError message={formError} />
        <FormField
          control={form.control as unknown as Control<{ note: string }>}
          name="note"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Ret gerekçesi</FormLabel>
              <FormControl>
                <textarea
                  {...field}
                  rows={4}
                  maxLength={DOCTOR_APPLICATION_LIMITS.note}
                  className={cn(inputClassName, 'h-auto min-h-24 resize-y')}
                  data-testid="reject-note"
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Vazgeç
          </Button>
          <Button type="submit" variant="destructive" disabled={pending} data-testid="reject-application-submit">
            {pending ? <Spinner /> : null}
            Reddet
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
