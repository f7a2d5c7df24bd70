import { type ReactNode, useId } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/** A titled card of the order pages; its title is the section's h2. */
export function OrderSection({
  title,
  action,
  children,
  className,
  testId,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const id = useId();
  return (
    <Card className={cn('min-w-0 gap-3 py-4', className)} aria-labelledby={id} role="region" data-testid={testId}>
      <CardHeader className="flex-row items-center justify-between gap-2 px-4">
        <CardTitle asChild>
          <h2 id={id}>{title}</h2>
        </CardTitle>
        {action}
      </CardHeader>
      <CardContent className="px-4">{children}</CardContent>
    </Card>
  );
}
