import { Slot } from 'radix-ui';
import * as React from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/**
 * The markup and aria wiring of form.tsx (label, control, description, message) without
 * react-hook-form: the field's error comes in as a prop. For the few forms that are kept
 * library-free because they sit on the sign-in page (docs/decisions/006-sign-in-page-bundle.md);
 * every other form uses form.tsx.
 */

type FieldContextValue = { id: string; error: string | null | undefined; hasDescription: boolean };
const FieldContext = React.createContext<FieldContextValue | null>(null);

function useField(): FieldContextValue & { controlId: string; descriptionId: string; messageId: string } {
  const context = React.useContext(FieldContext);
  if (!context) throw new Error('Field parts must be used inside <Field>');
  return {
    ...context,
    controlId: `${context.id}-control`,
    descriptionId: `${context.id}-description`,
    messageId: `${context.id}-message`,
  };
}

type FieldProps = React.ComponentProps<'div'> & { error?: string | null; hasDescription?: boolean };

export function Field({ className, error, hasDescription = false, ...props }: FieldProps) {
  const id = React.useId();
  return (
    <FieldContext.Provider value={{ id, error, hasDescription }}>
      <div data-slot="form-item" className={cn('grid gap-2', className)} {...props} />
    </FieldContext.Provider>
  );
}

export function FieldLabel({ className, ...props }: React.ComponentProps<typeof Label>) {
  const { error, controlId } = useField();
  return (
    <Label
      data-slot="form-label"
      data-error={!!error}
      className={cn('data-[error=true]:text-destructive', className)}
      htmlFor={controlId}
      {...props}
    />
  );
}

export function FieldControl(props: React.ComponentProps<typeof Slot.Root>) {
  const { error, hasDescription, controlId, descriptionId, messageId } = useField();
  const describedBy = [hasDescription ? descriptionId : null, error ? messageId : null].filter(Boolean).join(' ');
  return (
    <Slot.Root
      data-slot="form-control"
      id={controlId}
      aria-describedby={describedBy || undefined}
      aria-invalid={!!error}
      {...props}
    />
  );
}

export function FieldDescription({ className, ...props }: React.ComponentProps<'p'>) {
  const { descriptionId } = useField();
  return (
    <p
      data-slot="form-description"
      id={descriptionId}
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

export function FieldMessage({ className, ...props }: Omit<React.ComponentProps<'p'>, 'children'>) {
  const { error, messageId } = useField();
  if (!error) return null;
  return (
    <p
      data-slot="form-message"
      id={messageId}
      className={cn('text-sm font-medium text-destructive', className)}
      {...props}
    >
      {error}
    </p>
  );
}

/**
 * Banner for an error that belongs to the whole form (a server answer), announced
 * immediately and focusable so keyboard users land on it after a failed submit.
 */
export function FormError({ message, className }: { message: string | null | undefined; className?: string }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      data-testid="form-error"
      className={cn(
        'rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive',
        className,
      )}
    >
      {message}
    </div>
  );
}
