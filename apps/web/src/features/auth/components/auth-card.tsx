import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

type AuthCardProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
  testId?: string;
};

/** The frame shared by sign-in, registration and password pages. */
export function AuthCard({ title, description, children, footer, className, testId }: AuthCardProps) {
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center sm:py-14">
      <Card className={cn('w-full max-w-md gap-6 py-6', className)} data-testid={testId}>
        <CardHeader className="px-6">
          <CardTitle asChild className="text-2xl font-bold tracking-tight">
            <h1>{title}</h1>
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="px-6">{children}</CardContent>
        {footer ? (
          <CardFooter className="flex-col items-stretch gap-2 border-t px-6 pt-5 text-sm">{footer}</CardFooter>
        ) : null}
      </Card>
    </div>
  );
}
