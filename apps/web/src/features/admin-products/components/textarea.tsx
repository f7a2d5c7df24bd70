import type * as React from 'react';
import { inputClassName } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/** A multi-line box styled like the design system's Input (there is no shared Textarea yet). */
export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return <textarea className={cn(inputClassName, 'h-auto min-h-20 resize-y', className)} {...props} />;
}
