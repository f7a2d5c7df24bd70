import {
  type CargoSettingsRequest,
  cargoSettingsInputSchema,
  type Integrations,
  type PaymentSettingsRequest,
  paymentSettingsInputSchema,
  type SmtpSettingsRequest,
  smtpSettingsInputSchema,
} from '@portal/shared/contracts/integrations';
import { formatDateTime } from '@portal/shared/format';
import { MESSAGES } from '@portal/shared/messages';
import type { ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Form, FormError } from '@/components/ui/form';
import { useRemoveSmtp, useSaveIntegration, useTestSmtp } from '@/features/integrations/api/integrations';
import { SecretField, SwitchField, TextField } from '@/features/integrations/components/integration-fields';
import { useServerForm } from '@/lib/use-server-form';

const M = MESSAGES.integrations;

function Shell({
  title,
  updatedAt,
  updatedByName,
  testId,
  children,
  footer,
  note,
  onSubmit,
}: {
  title: string;
  updatedAt: string | null;
  updatedByName: string | null;
  testId: string;
  children: ReactNode;
  footer: ReactNode;
  note?: ReactNode;
  onSubmit: () => void;
}) {
  return (
    <Card className="gap-3" data-testid={testId}>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
        <CardDescription>
          {updatedAt ? M.updated(formatDateTime(updatedAt), updatedByName) : M.notConfigured}
        </CardDescription>
      </CardHeader>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <CardContent className="flex flex-col gap-4">
          {note}
          <div className="grid gap-4 sm:grid-cols-2">{children}</div>
        </CardContent>
        <CardFooter className="mt-4 flex flex-wrap gap-2">{footer}</CardFooter>
      </form>
    </Card>
  );
}

export function SmtpCard({ data }: { data: Integrations['smtp'] }) {
  const save = useSaveIntegration('smtp');
  const test = useTestSmtp();
  const remove = useRemoveSmtp();
  const { form, submit, pending, formError } = useServerForm({
    schema: smtpSettingsInputSchema,
    defaultValues: {
      host: data.host,
      port: data.port,
      secure: data.secure,
      username: data.username,
      fromAddress: data.fromAddress,
      password: '',
    } satisfies SmtpSettingsRequest,
    failureTitle: M.saveFailed,
    onSubmit: async (values, f) => {
      await save.mutateAsync(values);
      f.setValue('password', '');
      toast.success(M.saved(M.smtp));
    },
  });
  return (
    <Form {...form}>
      <Shell
        title={M.smtp}
        updatedAt={data.updatedAt}
        updatedByName={data.updatedByName}
        testId="smtp-card"
        onSubmit={() => void submit()}
        note={
          <>
            <p className="text-sm text-muted-foreground" data-testid="smtp-source">
              {M.source[data.source]}
            </p>
            {test.data ? (
              <Alert variant={test.data.ok ? 'default' : 'destructive'} data-testid="smtp-test-result" role="status">
                <AlertDescription>{test.data.message}</AlertDescription>
              </Alert>
            ) : null}
            <FormError message={formError} />
          </>
        }
        footer={
          <>
            <Button type="submit" disabled={pending} data-testid="smtp-save">
              {M.save}
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={!data.configured || test.isPending}
              onClick={() =>
                test.mutate(undefined, {
                  onError: (error) => toast.error(error.message),
                })
              }
              data-testid="smtp-test"
            >
              {test.isPending ? M.testing : M.testConnection}
            </Button>
            {data.configured ? (
              <Button
                type="button"
                variant="ghost"
                className="text-destructive"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(undefined, {
                    onSuccess: () => toast.success(M.smtpRemoved),
                    onError: (error) => toast.error(error.message),
                  })
                }
                data-testid="smtp-remove"
              >
                {M.removeSmtp}
              </Button>
            ) : null}
          </>
        }
      >
        <TextField name="host" label={M.host} testId="smtp-host" />
        <TextField name="port" label={M.port} type="number" testId="smtp-port" />
        <TextField name="username" label={M.username} testId="smtp-username" />
        <SecretField name="password" label={M.password} state={data.password} testId="smtp-password" />
        <TextField name="fromAddress" label={M.fromAddress} type="email" testId="smtp-from" />
        <SwitchField name="secure" label={M.secure} testId="smtp-secure" />
      </Shell>
    </Form>
  );
}

export function PaymentCard({ data }: { data: Integrations['payment'] }) {
  const save = useSaveIntegration('payment');
  const { form, submit, pending, formError } = useServerForm({
    schema: paymentSettingsInputSchema,
    defaultValues: {
      provider: data.provider,
      merchantId: data.merchantId,
      testMode: data.testMode,
      apiSecret: '',
    } satisfies PaymentSettingsRequest,
    failureTitle: M.saveFailed,
    onSubmit: async (values, f) => {
      await save.mutateAsync(values);
      f.setValue('apiSecret', '');
      toast.success(M.saved(M.payment));
    },
  });
  return (
    <Form {...form}>
      <Shell
        title={M.payment}
        updatedAt={data.updatedAt}
        updatedByName={data.updatedByName}
        testId="payment-card"
        onSubmit={() => void submit()}
        note={<FormError message={formError} />}
        footer={
          <Button type="submit" disabled={pending} data-testid="payment-save">
            {M.save}
          </Button>
        }
      >
        <TextField name="provider" label={M.provider} testId="payment-provider" />
        <TextField name="merchantId" label={M.merchantId} testId="payment-merchant" />
        <SecretField name="apiSecret" label={M.apiSecret} state={data.apiSecret} testId="payment-secret" />
        <SwitchField name="testMode" label={M.testMode} testId="payment-test-mode" />
      </Shell>
    </Form>
  );
}

export function CargoCard({ data }: { data: Integrations['cargo'] }) {
  const save = useSaveIntegration('cargo');
  const { form, submit, pending, formError } = useServerForm({
    schema: cargoSettingsInputSchema,
    defaultValues: {
      carrier: data.carrier,
      customerCode: data.customerCode,
      apiKey: '',
    } satisfies CargoSettingsRequest,
    failureTitle: M.saveFailed,
    onSubmit: async (values, f) => {
      await save.mutateAsync(values);
      f.setValue('apiKey', '');
      toast.success(M.saved(M.cargo));
    },
  });
  return (
    <Form {...form}>
      <Shell
        title={M.cargo}
        updatedAt={data.updatedAt}
        updatedByName={data.updatedByName}
        testId="cargo-card"
        onSubmit={() => void submit()}
        note={<FormError message={formError} />}
        footer={
          <Button type="submit" disabled={pending} data-testid="cargo-save">
            {M.save}
          </Button>
        }
      >
        <TextField name="carrier" label={M.carrier} testId="cargo-carrier" />
        <TextField name="customerCode" label={M.customerCode} testId="cargo-customer" />
        <SecretField name="apiKey" label={M.apiKey} state={data.apiKey} testId="cargo-key" />
      </Shell>
    </Form>
  );
}
