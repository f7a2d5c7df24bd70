import { RotateCcw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** A read that failed: its Turkish message and a retry (the system and security pages). */
export function LoadError({
  title,
  error,
  retrying,
  onRetry,
}: {
  title: string;
  error: Error;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Alert variant="destructive" data-testid="load-error">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{error.message}</p>
        <Button size="sm" variant="outline" className="mt-1" onClick={onRetry} disabled={retrying}>
          {retrying ? <Spinner /> : <RotateCcw aria-hidden="true" />}
          Yeniden Dene
        </Button>
      </AlertDescription>
    </Alert>
  );
}
