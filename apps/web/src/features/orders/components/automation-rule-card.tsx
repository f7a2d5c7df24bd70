import { zodResolver } from '@hookform/resolvers/zod';
import { formatDateTime, formatNumber } from '@portal/shared/format';
import type { AutomationRuleKind } from '@portal/shared/orders';
import { CalendarClock, CircleCheckBig, TimerOff } from 'lucide-react';
import { useEffect, useId } from 'react';
import { type Control, useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import type { AutomationRule } from '@portal/shared/contracts/orders';
import { useUpdateAutomationRule } from '@/features/orders/api/automation';
import { hoursLabel } from '@/features/orders/components/duration';
import { fieldErrors } from '@/lib/api/client';

/** The server's limits and words (apps/api/src/modules/orders/orders.routes.ts). */
export const MIN_HOURS = 1;
export const MAX_HOURS = 8760;

const schema = z.object({
  hours: z
    .string()
    .trim()
    .min(1, { error: 'Süreyi saat olarak yazın' })
    .regex(/^\d+$/, { error: 'Süre tam saat olmalı' })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(MIN_HOURS, { error: 'Süre en az 1 saat olmalı' })
        .max(MAX_HOURS, { error: `Süre en fazla ${formatNumber(MAX_HOURS)} saat (1 yıl) olabilir` }),
    ),
});
type Values = z.input<typeof schema>;
type Output = z.output<typeof schema>;

const COPY: Record<AutomationRuleKind, { icon: typeof TimerOff; description: string; hoursHint: string; ran: string }> =
  {
    cancel_unpaid_bank_transfer: {
      icon: TimerOff,
      description:
        'Havale/EFT ile verilip bu süre içinde ödemesi alınmayan siparişler iptal edilir; ayrılan stok serbest kalır.',
      hoursHint: 'Sipariş verildikten sonra beklenecek süre',
      ran: 'sipariş iptal edildi',
    },
    cancel_unpaid_card: {
      icon: TimerOff,
      description:
        'Kartla verilip ödemesi bu süre içinde tamamlanmayan (reddedilen ya da yarıda bırakılan) siparişler iptal edilir; ayrılan stok serbest kalır.',
      hoursHint: 'Sipariş verildikten sonra beklenecek süre',
      ran: 'sipariş iptal edildi',
    },
    complete_delivered: {
      icon: CircleCheckBig,
      description: 'Teslim edilen siparişler bu süre dolunca tamamlanır; tamamlanan sipariş için iade talebi açılamaz.',
      hoursHint: 'Teslimattan sonra beklenecek süre',
      ran: 'sipariş tamamlandı',
    },
  };

/** One rule: on or off, after how many hours, and what its last run did. */
export function AutomationRuleCard({ rule }: { rule: AutomationRule }) {
  const copy = COPY[rule.kind];
  const update = useUpdateAutomationRule();
  const switchId = useId();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { hours: String(rule.afterHours) },
  });
  // FormField (components/ui/form) is typed for forms whose values come out as they go in.
  const control = form.control as unknown as Control<Values>;
  const { isDirty } = form.formState;

  // A change saved elsewhere (another admin, another tab) shows unless the field is being edited.
  useEffect(() => {
    if (!isDirty) form.reset({ hours: String(rule.afterHours) });
  }, [rule.afterHours, isDirty, form]);

  const typed = form.watch('hours').trim();
  const preview =
    /^\d+$/.test(typed) && Number(typed) >= MIN_HOURS && Number(typed) <= MAX_HOURS ? Number(typed) : null;

  const onToggle = (enabled: boolean) => {
    update.mutate(
      { kind: rule.kind, patch: { enabled } },
      {
        onSuccess: () => toast.success(enabled ? 'Kural etkinleştirildi' : 'Kural devre dışı bırakıldı'),
        onError: (error) => toast.error('Kural güncellenemedi', { description: error.message }),
      },
    );
  };

  const onSubmit = form.handleSubmit(async ({ hours }) => {
    try {
      const saved = await update.mutateAsync({ kind: rule.kind, patch: { afterHours: hours } });
      form.reset({ hours: String(saved.afterHours) });
      toast.success('Süre kaydedildi', { description: `${rule.label}: ${hoursLabel(saved.afterHours)}` });
    } catch (error) {
      const message = fieldErrors(error).afterHours ?? (error instanceof Error ? error.message : '');
      form.setError('hours', { type: 'server', message });
      toast.error('Süre kaydedilemedi', { description: message });
    }
  });

  const Icon = copy.icon;
  const toggling = update.isPending && update.variables?.patch.enabled !== undefined;

  return (
    <Card className="h-full" data-testid="automation-rule" data-kind={rule.kind} data-enabled={rule.enabled}>
      <CardHeader className="flex-row items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle asChild>
              <h2>{rule.label}</h2>
            </CardTitle>
            <Badge variant={rule.enabled ? 'success' : 'secondary'} data-testid="rule-state">
              {rule.enabled ? 'Etkin' : 'Kapalı'}
            </Badge>
          </div>
          <CardDescription>{copy.description}</CardDescription>
        </div>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-5">
        <div className="flex items-center justify-between gap-3 rounded-lg border bg-muted/40 px-3 py-2.5">
          <Label htmlFor={switchId} className="cursor-pointer">
            Kural etkin
          </Label>
          <div className="flex items-center gap-2">
            {toggling ? <Spinner label="Kaydediliyor" /> : null}
            <Switch
              id={switchId}
              checked={rule.enabled}
              onCheckedChange={onToggle}
              disabled={update.isPending}
              data-testid="rule-enabled"
            />
          </div>
        </div>

        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2" data-testid="rule-hours-form">
            <FormField
              control={control}
              name="hours"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Süre (saat)</FormLabel>
                  <div className="flex gap-2">
                    <FormControl>
                      <Input
                        {...field}
                        inputMode="numeric"
                        autoComplete="off"
                        maxLength={4}
                        className="max-w-32 tabular"
                        data-testid="rule-hours"
                      />
                    </FormControl>
                    <Button
                      type="submit"
                      variant={isDirty ? 'default' : 'outline'}
                      disabled={form.formState.isSubmitting || !isDirty}
                      data-testid="rule-save"
                    >
                      {form.formState.isSubmitting ? <Spinner /> : null}
                      Kaydet
                    </Button>
                  </div>
                  <FormDescription>
                    {copy.hoursHint}
                    {preview !== null ? ` · ${hoursLabel(preview)}` : ''} (1–{formatNumber(MAX_HOURS)} saat)
                  </FormDescription>
                  <FormMessage data-testid="rule-hours-error" />
                </FormItem>
              )}
            />
          </form>
        </Form>

        <p className="mt-auto flex items-start gap-2 text-sm text-muted-foreground" data-testid="rule-last-run">
          <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {rule.lastRunAt ? (
            <span>
              Son çalışma: <span className="text-foreground">{formatDateTime(rule.lastRunAt)}</span>
              {' · '}
              <span className="text-foreground tabular">{formatNumber(rule.lastRunCount)}</span> {copy.ran}
            </span>
          ) : (
            <span>Bu kural henüz hiç çalışmadı.</span>
          )}
        </p>
      </CardContent>
    </Card>
  );
}
