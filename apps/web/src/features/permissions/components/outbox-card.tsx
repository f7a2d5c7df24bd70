import { formatDateTime } from '@portal/shared/format';
import { OUTBOX_NOTICE } from '@portal/shared/outbox';
import { MailCheck, MailWarning } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useOutbox } from '@/features/permissions/api/get-outbox';

const STATUS_LABEL: Record<string, { label: string; variant: 'success' | 'secondary' | 'destructive' | 'outline' }> = {
  sent: { label: 'Gönderildi', variant: 'success' },
  queued: { label: 'Sırada', variant: 'secondary' },
  failed: { label: 'Gönderilemedi', variant: 'destructive' },
  stored: { label: 'Gönderilmedi (yalnızca burada)', variant: 'outline' },
};

/**
 * The email outbox: what the system sent lately, and — first of all — whether it really sends.
 * Without a mail server the messages stay here whole (reset links included), which only suits a
 * development machine; with one, this is a record with links and codes hidden.
 */
export function OutboxCard() {
  const outbox = useOutbox();
  const notice = outbox.data ? OUTBOX_NOTICE[outbox.data.delivery] : null;

  return (
    <Card className="gap-3" data-testid="outbox-card">
      <CardHeader>
        <CardTitle asChild>
          <h2>E-posta kutusu</h2>
        </CardTitle>
        <CardDescription>Sistemin gönderdiği son e-postalar.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 px-3 sm:px-5">
        {outbox.isPending ? (
          <div className="flex flex-col gap-2" role="status" aria-label="E-postalar yükleniyor">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : outbox.isError ? (
          <Alert variant="destructive">
            <AlertTitle>E-postalar yüklenemedi</AlertTitle>
            <AlertDescription>
              <p>{outbox.error.message}</p>
              <Button variant="outline" size="sm" onClick={() => void outbox.refetch()} disabled={outbox.isFetching}>
                Yeniden Dene
              </Button>
            </AlertDescription>
          </Alert>
        ) : (
          <>
            <Alert
              variant={outbox.data.delivery === 'smtp' ? 'success' : 'warning'}
              data-testid="outbox-delivery"
              data-delivery={outbox.data.delivery}
            >
              {outbox.data.delivery === 'smtp' ? <MailCheck aria-hidden /> : <MailWarning aria-hidden />}
              <AlertTitle>{notice?.title}</AlertTitle>
              <AlertDescription>
                <p>{notice?.text}</p>
              </AlertDescription>
            </Alert>
            {outbox.data.messages.length === 0 ? (
              <p className="text-sm text-muted-foreground">Henüz e-posta yok.</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {outbox.data.messages.map((m) => {
                  const status = STATUS_LABEL[m.status] ?? { label: m.status, variant: 'outline' as const };
                  return (
                    <li key={m.id} className="rounded-lg border p-3">
                      <details>
                        <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                          <span className="font-medium">{m.subject}</span>
                          <span className="text-muted-foreground">{m.to}</span>
                          <Badge variant={status.variant}>{status.label}</Badge>
                          <time className="ml-auto text-xs text-muted-foreground" dateTime={m.createdAt}>
                            {formatDateTime(m.createdAt)}
                          </time>
                        </summary>
                        <pre className="mt-2 whitespace-pre-wrap break-words font-sans text-sm">{m.text}</pre>
                        {m.error ? <p className="mt-1 text-xs text-destructive">{m.error}</p> : null}
                      </details>
                    </li>
                  );
                })}
              </ul>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
