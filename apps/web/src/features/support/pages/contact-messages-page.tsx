import { CONTACT_KIND_LABELS, CONTACT_KINDS, CONTACT_STATUS_LABELS, CONTACT_STATUSES } from '@portal/shared/content';
import type { InboxItem, InboxQuery } from '@portal/shared/contracts/content';
import { formatDateTime } from '@portal/shared/format';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { useInbox, useMarkRead, useReply } from '@/features/support/api/support';
import { messageOf } from '@/lib/use-server-form';

/**
 * admin/contact-messages: one inbox for the contact form and the members' support requests,
 * filtered by kind and state; opening a new message marks it read, a reply goes out by e-mail.
 */
export function ContactMessagesPage() {
  const [kind, setKind] = useState<InboxQuery['kind']>(undefined);
  const [status, setStatus] = useState<InboxQuery['status']>(undefined);
  const [page, setPage] = useState(1);
  const query = useInbox({ kind, status, page });
  const data = query.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="contact-messages-page">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="inbox-kind">Tür</Label>
          <NativeSelect
            id="inbox-kind"
            value={kind ?? ''}
            onChange={(e) => {
              setKind((e.target.value || undefined) as InboxQuery['kind']);
              setPage(1);
            }}
          >
            <option value="">Tümü</option>
            {CONTACT_KINDS.map((k) => (
              <option key={k} value={k}>
                {CONTACT_KIND_LABELS[k]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="inbox-status">Durum</Label>
          <NativeSelect
            id="inbox-status"
            value={status ?? ''}
            onChange={(e) => {
              setStatus((e.target.value || undefined) as InboxQuery['status']);
              setPage(1);
            }}
          >
            <option value="">Tümü</option>
            {CONTACT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {CONTACT_STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        {data ? <p className="pb-2 text-sm text-muted-foreground">{data.unread} okunmamış</p> : null}
      </div>
      {query.isError ? (
        <EmptyState title="Mesajlar yüklenemedi" description={messageOf(query.error)} />
      ) : !data ? (
        <Skeleton className="h-48 w-full" />
      ) : data.items.length === 0 ? (
        <EmptyState icon={Inbox} title="Mesaj yok" description="Bu seçimde mesaj bulunmuyor." />
      ) : (
        <ul className="flex flex-col gap-3">
          {data.items.map((item) => (
            <MessageRow key={item.id} item={item} />
          ))}
        </ul>
      )}
      {totalPages > 1 ? (
        <div className="flex items-center justify-center gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Önceki
          </Button>
          <span className="text-sm">
            {page} / {totalPages}
          </span>
          <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => setPage((p) => p + 1)}>
            Sonraki
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function MessageRow({ item }: { item: InboxItem }) {
  const [open, setOpen] = useState(false);
  const [reply, setReply] = useState('');
  const markRead = useMarkRead();
  const send = useReply();
  const toggle = () => {
    setOpen((o) => !o);
    if (!open && item.status === 'new') markRead.mutate(item.id);
  };
  return (
    <li className="rounded-xl border p-4" data-testid="inbox-item">
      <button type="button" className="flex w-full flex-col gap-1 text-left" onClick={toggle} aria-expanded={open}>
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{item.subject}</span>
          <Badge variant={item.status === 'new' ? 'default' : 'secondary'}>{CONTACT_STATUS_LABELS[item.status]}</Badge>
          <Badge variant="outline">{CONTACT_KIND_LABELS[item.kind]}</Badge>
        </span>
        <span className="text-xs text-muted-foreground">
          {item.name} · {item.email} · {formatDateTime(item.createdAt)}
        </span>
      </button>
      {open ? (
        <div className="mt-3 flex flex-col gap-3">
          <p className="text-sm whitespace-pre-line">{item.message}</p>
          <p className="text-xs text-muted-foreground">
            {item.phone ? `Telefon: ${item.phone} · ` : ''}
            {item.order ? `Sipariş: ${item.order.number} · ` : ''}
            {item.consent ? `KVKK onayı: ${formatDateTime(item.consent.at)}` : ''}
          </p>
          {item.reply ? (
            <div className="rounded-lg bg-muted p-3">
              <p className="text-xs font-medium text-muted-foreground">
                Yanıt{item.repliedByName ? ` · ${item.repliedByName}` : ''}
                {item.repliedAt ? ` · ${formatDateTime(item.repliedAt)}` : ''}
              </p>
              <p className="mt-1 text-sm whitespace-pre-line">{item.reply}</p>
            </div>
          ) : null}
          <form
            className="flex flex-col gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              send.mutate({ id: item.id, reply }, { onSuccess: () => setReply('') });
            }}
          >
            <Label htmlFor={`reply-${item.id}`}>{item.reply ? 'Yeniden yanıtla' : 'Yanıt'}</Label>
            <textarea
              id={`reply-${item.id}`}
              value={reply}
              onChange={(e) => setReply(e.target.value)}
              required
              rows={4}
              maxLength={5000}
              className="w-full rounded-md border bg-transparent px-3 py-2 text-base shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm"
            />
            {send.error ? <p className="text-sm text-destructive">{messageOf(send.error)}</p> : null}
            <div>
              <Button type="submit" size="sm" disabled={send.isPending || reply.trim() === ''}>
                E-postayla Yanıtla
              </Button>
            </div>
          </form>
        </div>
      ) : null}
    </li>
  );
}
