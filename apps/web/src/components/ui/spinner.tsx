import { Loader2 } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/utils';

type SpinnerProps = React.ComponentProps<'svg'> & { label?: string };

/** A spinning icon. With a label it announces itself; without one it is decorative. */
export function Spinner({ className, label, ...props }: SpinnerProps) {
  return (
    <Loader2
      data-slot="spinner"
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn('size-4 animate-spin', className)}
      {...props}
    />
  );
}

/** Full-area loading state with a visible, announced message. */
export function LoadingState({ message, className }: { message: string; className?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex min-h-40 flex-col items-center justify-center gap-3 p-6 text-sm text-muted-foreground',
        className,
      )}
    >
      <Loader2 aria-hidden="true" className="size-6 animate-spin text-primary" />
      <span>{message}</span>
    </div>
  );
}
