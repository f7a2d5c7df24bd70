import { zodResolver } from '@hookform/resolvers/zod';
import { inviteCodeProblem, normalizeInviteCode } from '@portal/shared/codes';
import { MESSAGES } from '@portal/shared/messages';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';

// The same rule the server applies: lower case, spaces and dashes are fine; the message names
// the characters no code can hold (0, O, 1, I, L) instead of miscounting the length.
const schema = z.object({
  code: z.string().superRefine((value, ctx) => {
    const problem = inviteCodeProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: MESSAGES.inviteCode.problem(problem) });
  }),
});
type Values = z.infer<typeof schema>;

/** Type a code, get its normalized form (upper case, no spaces or dashes). */
export function InvitationCodeForm({
  defaultCode = '',
  onSubmit,
}: {
  defaultCode?: string;
  onSubmit: (code: string) => void;
}) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { code: defaultCode } });
  return (
    <Form {...form}>
      <form
        noValidate
        data-testid="invitation-code-form"
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((values) => onSubmit(normalizeInviteCode(values.code)))}
      >
        <FormField
          control={form.control}
          name="code"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Davet kodu</FormLabel>
              <FormControl>
                <Input
                  {...field}
                  autoFocus
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  placeholder="ABCD2345"
                  className="h-12 text-center font-mono text-lg tracking-[0.3em] uppercase"
                  maxLength={16}
                />
              </FormControl>
              <FormDescription>
                {MESSAGES.inviteCode.hint} {MESSAGES.inviteCode.alphabet}
              </FormDescription>
              <FormMessage data-testid="invitation-code-error" />
            </FormItem>
          )}
        />
        <Button type="submit" size="lg" className="w-full">
          Devam Et
        </Button>
      </form>
    </Form>
  );
}
