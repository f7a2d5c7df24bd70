import { CONTACT_STATUS_LABELS } from '@portal/shared/content';
import { formatDateTime } from '@portal/shared/format';
import { LifeBuoy } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FormError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { useMySupport, useSendSupport } from '@/features/support/api/support';
import { fieldErrors } from '@/lib/api/client';
import { messageOf } from '@/lib/use-server-form';

/** /dashboard/support: the member writes to the company (optionally about an order) and reads the answers. */
export function SupportPage() {
  const query = useMySupport();
  const send = useSendSupport();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [orderId, setOrderId] = useState('');
  const [done, setDone] = useState(false);
  const errors = send.error ? fieldErrors(send.error) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(
      { subject, message, orderId: orderId || null },
      {
        onSuccess: () => {
          setSubject('');
          setMessage('');
          setOrderId('');
          setDone(true);
        },
      },
    );
  };

  return (
    <div className="flex min-w-0 flex-col gap-6" data-testid="support-page">
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Yeni destek talebi</CardTitle>
        </CardHeader>
        <CardContent>
          <form className="flex flex-col gap-4" onSubmit={submit}>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="support-subject">Konu</Label>
                <Input
                  id="support-subject"
                  value={subject}
                  onChange={(e) => setSubject(e.target.value)}
                  required
                  maxLength={160}
                />
                {errors.subject ? <p className="text-sm text-destructive">{errors.subject}</p> : null}
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="support-order">İlgili sipariş (isteğe bağlı)</Label>
                <NativeSelect id="support-order" value={orderId} onChange={(e) => setOrderId(e.target.value)}>
                  <option value="">Sipariş seçilmedi</option>
                  {(query.data?.orders ?? []).map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.number}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="support-message">Mesajınız</Label>
              <textarea
                id="support-message"
                value={message}
                onChange={(e) => setMessage(e.target.value)}
                required
                minLength={10}
                maxLength={5000}
                rows={5}
                className="w-full rounded-md border bg-transparent px-3 py-2 text-base shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm"
              />
              {errors.message ? <p className="text-sm text-destructive">{errors.message}</p> : null}
            </div>
            <FormError message={send.error && Object.keys(errors).length === 0 ? messageOf(send.error) : null} />
            {done ? (
              <p role="status" className="text-sm text-primary">
                Talebiniz alındı. Yanıtımızı bu sayfada ve e-postanızda göreceksiniz.
              </p>
            ) : null}
            <div>
              <Button type="submit" disabled={send.isPending}>
                {send.isPending ? 'Gönderiliyor…' : 'Talebi Gönder'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>

      <section aria-labelledby="support-list-title" className="flex flex-col gap-3">
        <h2 id="support-list-title" className="text-lg font-semibold">
          Taleplerim
        </h2>
        {query.isError ? (
          <EmptyState title="Talepler yüklenemedi" description={messageOf(query.error)} />
        ) : !query.data ? (
          <Skeleton className="h-32 w-full" />
        ) : query.data.items.length === 0 ? (
          <EmptyState
            icon={LifeBuoy}
            title="Henüz talebiniz yok"
            description="Yukarıdaki formdan bize yazabilirsiniz."
          />
        ) : (
          <ul className="flex flex-col gap-3">
            {query.data.items.map((item) => (
              <li key={item.id} className="rounded-xl border p-4" data-testid="support-request">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-medium">{item.subject}</p>
                  <Badge variant={item.status === 'answered' ? 'default' : 'secondary'}>
                    {CONTACT_STATUS_LABELS[item.status]}
                  </Badge>
                </div>
                <p className="mt-1 text-xs text-muted-foreground">
                  {formatDateTime(item.createdAt)}
                  {item.order ? (
                    <>
                      {' · '}
                      <Link to={`/dashboard/orders/${item.order.id}`} className="text-primary underline">
                        {item.order.number}
                      </Link>
                    </>
                  ) : null}
                </p>
                <p className="mt-2 text-sm whitespace-pre-line">{item.message}</p>
                {item.reply ? (
                  <div className="mt-3 rounded-lg bg-muted p-3" data-testid="support-reply">
                    <p className="text-xs font-medium text-muted-foreground">
                      Yanıt{item.repliedAt ? ` · ${formatDateTime(item.repliedAt)}` : ''}
                    </p>
                    <p className="mt-1 text-sm whitespace-pre-line">{item.reply}</p>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
