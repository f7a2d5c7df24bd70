import type { SecretState } from '@portal/shared/contracts/integrations';
import { MESSAGES } from '@portal/shared/messages';
import { useFormContext } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Switch } from '@/components/ui/switch';

const M = MESSAGES.integrations;

export function TextField({
  name,
  label,
  type = 'text',
  testId,
}: {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'number';
  testId?: string;
}) {
  const { control } = useFormContext();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className="content-start">
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              type={type}
              inputMode={type === 'number' ? 'numeric' : undefined}
              autoComplete="off"
              value={field.value === undefined || Number.isNaN(field.value) ? '' : String(field.value)}
              onChange={(e) => field.onChange(type === 'number' ? e.target.valueAsNumber : e.target.value)}
              data-testid={testId}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

export function SwitchField({ name, label, testId }: { name: string; label: string; testId?: string }) {
  const { control } = useFormContext();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className="flex flex-row items-center gap-3 self-end py-2">
          <FormControl>
            <Switch checked={Boolean(field.value)} onCheckedChange={field.onChange} data-testid={testId} />
          </FormControl>
          <FormLabel className="!mt-0">{label}</FormLabel>
        </FormItem>
      )}
    />
  );
}

/** The secret: never shown; the stored one is named by its state, and an empty field keeps it. */
export function SecretField({
  name,
  label,
  state,
  testId,
}: {
  name: string;
  label: string;
  state: SecretState;
  testId?: string;
}) {
  const { control } = useFormContext();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className="content-start">
          <FormLabel className="flex flex-wrap items-center gap-2">
            {label}
            <Badge variant={state.set ? 'secondary' : 'outline'} data-testid={testId ? `${testId}-state` : undefined}>
              {state.set ? M.secretSet(state.last4) : M.secretNotSet}
            </Badge>
          </FormLabel>
          <FormControl>
            <PasswordInput
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={(e) => field.onChange(e.target.value)}
              autoComplete="new-password"
              placeholder={state.set ? '••••••••' : ''}
              data-testid={testId}
            />
          </FormControl>
          {state.set ? <FormDescription>{M.secretKeepHint}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
