import { createTransferRequestSchema } from '@portal/shared/contracts/role-transfer';
import { formatDateTime } from '@portal/shared/format';
import { ROLE_LABELS, rolesBelow } from '@portal/shared/roles';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form, FormControl, FormError, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input, inputClassName } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import {
  useCancelTransferRequest,
  useCreateTransferRequest,
  useMyTransferRequests,
} from '@/features/role-transfer/api/role-transfer';
import { RequestSummary } from '@/features/role-transfer/components/requests-list';
import { TransferStatusBadge } from '@/features/role-transfer/components/transfer-status-badge';
import { useCurrentUser } from '@/lib/auth';
import { messageOf, useServerForm } from '@/lib/use-server-form';
import { cn } from '@/lib/utils';

const FIELD_BY_CODE = {
  TRANSFER_PARENT_NOT_FOUND: 'toParentSellerNo',
  MOVE_PARENT_ROLE: 'toRole',
  MOVE_CHILD_ROLE: 'toRole',
  MOVE_CYCLE: 'toParentSellerNo',
  MOVE_PARENT_UNAVAILABLE: 'toParentSellerNo',
} as const;

/**
 * The profile page's card: a member asks to move under another member (by seller number) and/or to
 * take another role, with a reason; sees their requests and cancels a pending one. The admin decides.
 */
export function TransferRequestCard() {
  const user = useCurrentUser();
  // The admin decides requests; they have no one to ask.
  return user.role === 'admin' ? null : <TransferRequestCardBody />;
}

function TransferRequestCardBody() {
  const user = useCurrentUser();
  const mine = useMyTransferRequests();
  const create = useCreateTransferRequest();
  const cancel = useCancelTransferRequest();
  const { form, submit, pending, formError } = useServerForm({
    schema: createTransferRequestSchema,
    defaultValues: { toParentSellerNo: '', toRole: undefined, reason: '' },
    codeFields: FIELD_BY_CODE,
    onSubmit: async (values) => {
      await create.mutateAsync(values);
      toast.success('Transfer talebiniz gönderildi');
      form.reset({ toParentSellerNo: '', toRole: undefined, reason: '' });
    },
  });
  const requests = mine.data?.requests ?? [];
  const hasPending = requests.some((r) => r.status === 'pending');

  return (
    <Card data-testid="transfer-request-card">
      <CardHeader>
        <CardTitle>Rol ve üst üye değişikliği</CardTitle>
        <CardDescription>
          Başka bir üyenin altına geçmek (satıcı numarasıyla) veya rolünüzün değişmesi için talepte bulunun; talebiniz
          yönetici tarafından değerlendirilir.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {hasPending ? (
          <p className="text-sm text-muted-foreground" data-testid="transfer-pending-note">
            Bekleyen bir talebiniz var; yeni bir talep için önce onu iptal edin veya sonucunu bekleyin.
          </p>
        ) : (
          <Form {...form}>
            <form
              onSubmit={submit}
              noValidate
              className="grid gap-3 sm:grid-cols-2"
              data-testid="transfer-request-form"
            >
              <FormError message={formError} className="sm:col-span-2" />
              <FormField
                control={form.control}
                name="toRole"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Yeni rol</FormLabel>
                    <FormControl>
                      <NativeSelect
                        {...field}
                        value={field.value ?? ''}
                        onChange={(e) => field.onChange(e.target.value || undefined)}
                        data-testid="request-role"
                      >
                        <option value="">Aynı kalsın ({ROLE_LABELS[user.role]})</option>
                        {rolesBelow('admin')
                          .filter((r) => r !== user.role)
                          .map((r) => (
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
                control={form.control}
                name="toParentSellerNo"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Yeni üst üyenin satıcı numarası</FormLabel>
                    <FormControl>
                      <Input
                        {...field}
                        value={field.value ?? ''}
                        placeholder="ör. TR-000123 (boş: aynı kalsın)"
                        autoComplete="off"
                        data-testid="request-parent"
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="reason"
                render={({ field }) => (
                  <FormItem className="sm:col-span-2">
                    <FormLabel>Gerekçe</FormLabel>
                    <FormControl>
                      <textarea
                        {...field}
                        rows={2}
                        maxLength={500}
                        className={cn(inputClassName, 'h-auto min-h-16 resize-y')}
                        data-testid="request-reason"
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <div className="sm:col-span-2">
                <Button type="submit" disabled={pending} data-testid="request-submit">
                  Talep gönder
                </Button>
              </div>
            </form>
          </Form>
        )}
        <section className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">Taleplerim</h3>
          {mine.isPending ? (
            <Skeleton className="h-16 w-full" />
          ) : requests.length === 0 ? (
            <p className="text-sm text-muted-foreground">Henüz talebiniz yok.</p>
          ) : (
            <ul className="flex flex-col divide-y rounded-lg border" data-testid="my-transfer-requests">
              {requests.map((r) => (
                <li
                  key={r.id}
                  className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start sm:justify-between"
                  data-testid="my-transfer-request"
                >
                  <div className="flex min-w-0 flex-col gap-1">
                    <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                      <TransferStatusBadge status={r.status} />
                      {formatDateTime(r.createdAt)}
                    </span>
                    <RequestSummary request={r} />
                    {r.decisionNote ? <span className="text-xs">Not: {r.decisionNote}</span> : null}
                  </div>
                  {r.status === 'pending' ? (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={cancel.isPending}
                      onClick={async () => {
                        try {
                          await cancel.mutateAsync(r.id);
                          toast.success('Talebiniz iptal edildi');
                        } catch (error) {
                          toast.error(messageOf(error));
                        }
                      }}
                      data-testid="request-cancel"
                    >
                      İptal et
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
