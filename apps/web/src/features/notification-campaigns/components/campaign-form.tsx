import { campaignInputSchema } from '@portal/shared/contracts/notification-campaigns';
import { MESSAGES } from '@portal/shared/messages';
import {
  type CampaignAudience,
  NOTIFICATION_PRIORITIES,
  normalizeAudience,
} from '@portal/shared/notification-campaigns';
import { NOTIFICATION_TYPES } from '@portal/shared/notifications';
import type { Role } from '@portal/shared/roles';
import { Send, Users } from 'lucide-react';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form, FormControl, FormError, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useCampaignPreview } from '@/features/notification-campaigns/api/preview-campaign';
import { useSendCampaign } from '@/features/notification-campaigns/api/send-campaign';
import { AudiencePicker } from '@/features/notification-campaigns/components/audience-picker';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useServerForm } from '@/lib/use-server-form';

const W = MESSAGES.campaigns;

const FIELDS = [
  'title',
  'message',
  'type',
  'priority',
  'actionUrl',
  'expiresAt',
  'audience.roles',
  'audience.cities',
  'audience.memberIds',
] as const;

const CODE_FIELDS = {
  CAMPAIGN_ROLE_NOT_ALLOWED: 'audience.roles',
  CAMPAIGN_MEMBER_OUT_OF_REACH: 'audience.memberIds',
} as const;

const EMPTY_AUDIENCE: CampaignAudience = { roles: [], cities: [], memberIds: [] };

/** An ISO instant as a `datetime-local` value in the browser's time, and back. */
function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

const textareaClass =
  'flex min-h-24 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 aria-invalid:border-destructive md:text-sm';

/** notification-send: what the notification says, who receives it, and how many that is. */
export function CampaignForm({ senderRole }: { senderRole: Role }) {
  const send = useSendCampaign();
  const { form, submit, pending, formError } = useServerForm({
    schema: campaignInputSchema,
    defaultValues: {
      title: '',
      message: '',
      type: 'info',
      priority: 'normal',
      actionUrl: '',
      expiresAt: null,
      audience: EMPTY_AUDIENCE,
    },
    fields: FIELDS,
    codeFields: CODE_FIELDS,
    failureTitle: W.sendFailed,
    onSubmit: async (values, f) => {
      const sent = await send.mutateAsync(values);
      toast.success(W.sent(sent.delivered));
      f.reset();
    },
  });
  const watched = useWatch({ control: form.control, name: 'audience' }) as CampaignAudience | undefined;
  const audience = useMemo(() => normalizeAudience(watched ?? EMPTY_AUDIENCE), [watched]);
  const preview = useCampaignPreview(useDebouncedValue(audience, 300));
  const empty = audience.roles.length + audience.cities.length + audience.memberIds.length === 0;
  const errors = form.formState.errors.audience;

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="flex min-w-0 flex-col gap-4" data-testid="campaign-form">
        <FormError message={formError} />
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Bildirim</h2>
            </CardTitle>
            <CardDescription>{W.sendDescription}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <FormField
              control={form.control}
              name="title"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Başlık</FormLabel>
                  <FormControl>
                    <Input {...field} maxLength={120} data-testid="campaign-title" />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="message"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Mesaj</FormLabel>
                  <FormControl>
                    <textarea {...field} maxLength={1000} className={textareaClass} data-testid="campaign-message" />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                control={form.control}
                name="type"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Tür</FormLabel>
                    <FormControl>
                      <NativeSelect {...field} value={field.value ?? 'info'} data-testid="campaign-type">
                        {NOTIFICATION_TYPES.map((t) => (
                          <option key={t} value={t}>
                            {W.types[t]}
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
                name="priority"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Öncelik</FormLabel>
                    <FormControl>
                      <NativeSelect {...field} value={field.value ?? 'normal'} data-testid="campaign-priority">
                        {NOTIFICATION_PRIORITIES.map((p) => (
                          <option key={p} value={p}>
                            {W.priorities[p]}
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
                name="actionUrl"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Bağlantı (isteğe bağlı)</FormLabel>
                    <FormControl>
                      <Input
                        {...field}
                        value={field.value ?? ''}
                        placeholder="/dashboard/shop"
                        data-testid="campaign-action-url"
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="expiresAt"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Son geçerlilik (isteğe bağlı)</FormLabel>
                    <FormControl>
                      <Input
                        type="datetime-local"
                        name={field.name}
                        ref={field.ref}
                        onBlur={field.onBlur}
                        value={toLocalInput(field.value)}
                        onChange={(e) => field.onChange(fromLocalInput(e.target.value))}
                        data-testid="campaign-expires-at"
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </div>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>{W.audience}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-5">
            <AudiencePicker
              senderRole={senderRole}
              value={watched ?? EMPTY_AUDIENCE}
              onChange={(next) => form.setValue('audience', next, { shouldDirty: true, shouldValidate: false })}
              errors={{
                roles: errors?.roles?.message,
                cities: errors?.cities?.message,
                memberIds: errors?.memberIds?.message,
              }}
            />
            <div
              className="flex items-center gap-2 rounded-md bg-muted px-3 py-2 text-sm"
              aria-live="polite"
              data-testid="campaign-preview"
              data-count={!empty && preview.data ? preview.data.count : undefined}
            >
              <Users className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              {empty ? (
                <span className="text-muted-foreground">{W.previewEmpty}</span>
              ) : preview.isError ? (
                <span className="text-destructive">{(preview.error as Error).message}</span>
              ) : preview.data ? (
                <span>{W.preview(preview.data.count)}</span>
              ) : (
                <span className="text-muted-foreground">Hesaplanıyor…</span>
              )}
            </div>
          </CardContent>
        </Card>

        <div className="flex justify-end">
          <Button type="submit" disabled={pending || empty} className="w-full sm:w-auto" data-testid="campaign-send">
            <Send aria-hidden="true" />
            {W.send}
          </Button>
        </div>
      </form>
    </Form>
  );
}
