import type * as React from 'react';
import { cn } from '@/lib/utils';

type ProgressProps = {
  /** 0..100 */
  value: number;
  label: string;
} & Omit<React.ComponentProps<'div'>, 'children'>;

/** A determinate progress bar (role="progressbar" with its value and name). */
export function Progress({ value, label, className, ...props }: ProgressProps) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <div
        className="h-full rounded-full bg-primary transition-[width] duration-500"
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
