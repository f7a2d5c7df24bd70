import type { Notification } from '@portal/shared/contracts/notifications';
import { formatDateTime } from '@portal/shared/format';
import {
  Bell,
  Check,
  CircleCheck,
  CircleX,
  ExternalLink,
  Info,
  type LucideIcon,
  Trash2,
  TriangleAlert,
} from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { resolveActionUrl } from '@/features/notifications/components/action-url';
import { cn } from '@/lib/utils';

const TYPE_STYLES: Record<string, { icon: LucideIcon; label: string; className: string }> = {
  info: { icon: Info, label: 'Bilgi', className: 'bg-info/10 text-info' },
  success: { icon: CircleCheck, label: 'Başarılı', className: 'bg-success/10 text-success' },
  warning: {
    icon: TriangleAlert,
    label: 'Uyarı',
    className: 'bg-warning/20 text-warning-foreground dark:text-warning',
  },
  error: { icon: CircleX, label: 'Hata', className: 'bg-destructive/10 text-destructive' },
};
const FALLBACK_STYLE = { icon: Bell, label: 'Bildirim', className: 'bg-muted text-muted-foreground' };

export const TYPE_LABELS: Record<string, string> = Object.fromEntries(
  Object.entries(TYPE_STYLES).map(([type, style]) => [type, style.label]),
);

/** Only high and urgent are worth a badge; low and normal are the ordinary case. */
export function PriorityBadge({ priority }: { priority: string }) {
  if (priority === 'urgent') return <Badge variant="destructive">Acil</Badge>;
  if (priority === 'high') return <Badge variant="warning">Yüksek öncelik</Badge>;
  return null;
}

export function TypeIcon({ type, className }: { type: string; className?: string }) {
  const style = TYPE_STYLES[type] ?? FALLBACK_STYLE;
  const Icon = style.icon;
  return (
    <span
      className={cn('flex size-9 shrink-0 items-center justify-center rounded-full', style.className, className)}
      title={style.label}
    >
      <Icon className="size-4.5" aria-hidden="true" />
      <span className="sr-only">{style.label}</span>
    </span>
  );
}

type NotificationItemProps = {
  notification: Notification;
  /** The popover's short row: two lines of text, no delete. */
  compact?: boolean;
  /** Where the title leads when the notification has no action_url of its own. */
  fallbackTo?: string;
  onOpen: (notification: Notification) => void;
  onMarkRead?: (notification: Notification) => void;
  onDelete?: (notification: Notification) => void;
  markingRead?: boolean;
  deleting?: boolean;
};

/** Title (a link when the notification has somewhere to go), message, time and actions. */
export function NotificationItem({
  notification,
  compact = false,
  fallbackTo,
  onOpen,
  onMarkRead,
  onDelete,
  markingRead = false,
  deleting = false,
}: NotificationItemProps) {
  const target =
    resolveActionUrl(notification.actionUrl) ?? (fallbackTo ? ({ kind: 'internal', to: fallbackTo } as const) : null);
  const unread = !notification.read;
  const titleClass = cn(
    'break-words align-middle text-sm',
    unread ? 'font-semibold text-foreground' : 'font-medium text-foreground/85',
    compact && 'line-clamp-1',
  );
  // The link's area covers the whole row (::after), while the action buttons stay above it.
  const stretched = 'after:absolute after:inset-0 after:content-[""] focus-visible:outline-none';

  return (
    <li
      data-testid="notification-item"
      data-notification-id={notification.id}
      data-read={notification.read}
      className={cn(
        'relative flex gap-3 transition-colors focus-within:bg-accent/60 hover:bg-accent/40',
        compact ? 'px-3 py-2.5' : 'px-4 py-3.5',
        unread && 'bg-primary/[0.03]',
      )}
    >
      <TypeIcon type={notification.type} className={compact ? 'size-8' : undefined} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="min-w-0">
            {unread ? (
              <span
                className="mr-1.5 inline-block size-2 rounded-full bg-primary align-middle"
                data-testid="notification-unread-dot"
              >
                <span className="sr-only">Okunmadı:</span>
              </span>
            ) : null}
            {target?.kind === 'internal' ? (
              <Link
                to={target.to}
                onClick={() => onOpen(notification)}
                className={cn(titleClass, stretched, 'hover:underline')}
              >
                {notification.title}
              </Link>
            ) : target?.kind === 'external' ? (
              <a
                href={target.href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => onOpen(notification)}
                className={cn(titleClass, stretched, 'hover:underline')}
              >
                {notification.title}
                <ExternalLink className="ml-1 inline size-3.5 align-[-2px]" aria-hidden="true" />
                <span className="sr-only"> (yeni sekmede açılır)</span>
              </a>
            ) : (
              <span className={titleClass}>{notification.title}</span>
            )}
          </span>
          {compact ? null : <PriorityBadge priority={notification.priority} />}
        </div>
        {notification.message ? (
          <p className={cn('text-sm break-words text-muted-foreground', compact && 'line-clamp-2')}>
            {notification.message}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <time dateTime={notification.createdAt}>{formatDateTime(notification.createdAt)}</time>
          {compact ? <PriorityBadge priority={notification.priority} /> : null}
        </div>
      </div>
      {onMarkRead || onDelete ? (
        <div className={cn('relative z-10 flex shrink-0 items-start gap-0.5', compact ? '' : 'sm:gap-1')}>
          {unread && onMarkRead ? (
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Okundu olarak işaretle: ${notification.title}`}
              title="Okundu olarak işaretle"
              disabled={markingRead}
              onClick={() => onMarkRead(notification)}
              data-testid="notification-mark-read"
            >
              {markingRead ? <Spinner /> : <Check aria-hidden="true" />}
            </Button>
          ) : null}
          {onDelete ? (
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Sil: ${notification.title}`}
              title="Sil"
              disabled={deleting}
              onClick={() => onDelete(notification)}
              className="text-muted-foreground hover:text-destructive"
              data-testid="notification-delete"
            >
              {deleting ? <Spinner /> : <Trash2 aria-hidden="true" />}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
