import { ROLE_LABELS } from '@portal/shared/roles';
import { Bug, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/lib/auth';
import { useMyPermissions } from '@/lib/permissions';
import { MAX_MANUAL_RECONNECTS, realtime, useRealtimeState } from '@/lib/realtime';
import { cn } from '@/lib/utils';

const REALTIME_LABELS = { connected: 'Bağlı', error: 'Hata', disconnected: 'Bağlantı yok' } as const;

function time(ms: number | null): string {
  return ms ? new Date(ms).toLocaleTimeString('tr-TR') : '-';
}

/** Hidden panel for support and development: Ctrl+Shift+D or ?debug=true (spec §2). */
export function DebugPanel() {
  const [params] = useSearchParams();
  const [open, setOpen] = useState(() => params.get('debug') === 'true');

  useEffect(() => {
    if (params.get('debug') === 'true') setOpen(true);
  }, [params]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey && event.shiftKey && event.key.toLowerCase() === 'd') {
        event.preventDefault();
        setOpen((v) => !v);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  if (!open) return null;
  return <DebugPanelBody onClose={() => setOpen(false)} />;
}

function DebugPanelBody({ onClose }: { onClose: () => void }) {
  const user = useCurrentUser();
  const permissions = useMyPermissions();
  const rt = useRealtimeState();
  const keys = permissions.data?.keys ?? [];

  return (
    <aside
      aria-label="Hata ayıklama paneli"
      data-testid="debug-panel"
      className="fixed right-3 bottom-20 z-50 flex max-h-[70dvh] w-[min(24rem,calc(100vw-1.5rem))] flex-col overflow-hidden rounded-xl border bg-popover text-popover-foreground shadow-xl md:bottom-3"
    >
      <header className="flex items-center gap-2 border-b px-4 py-2">
        <Bug className="size-4 text-primary" aria-hidden="true" />
        <h2 className="text-sm font-semibold">Hata ayıklama</h2>
        <Button
          variant="ghost"
          size="icon-sm"
          className="ml-auto"
          onClick={onClose}
          aria-label="Hata ayıklama panelini kapat"
        >
          <X aria-hidden="true" />
        </Button>
      </header>
      <div className="flex flex-col gap-4 overflow-y-auto p-4 text-xs">
        <section className="flex flex-col gap-1">
          <h3 className="font-semibold text-muted-foreground uppercase">Oturum</h3>
          <dl className="grid grid-cols-[7rem_1fr] gap-x-2 gap-y-1">
            <dt>Kullanıcı</dt>
            <dd className="break-all">{user.name}</dd>
            <dt>Kimlik</dt>
            <dd className="font-mono break-all">{user.id}</dd>
            <dt>E-posta</dt>
            <dd className="break-all">{user.email}</dd>
            <dt>Rol</dt>
            <dd data-testid="debug-role">
              {user.role} ({ROLE_LABELS[user.role]})
            </dd>
            <dt>Satıcı no</dt>
            <dd className="font-mono">{user.sellerNo}</dd>
            <dt>Aktif</dt>
            <dd>{user.isActive ? 'Evet' : 'Hayır'}</dd>
          </dl>
        </section>
        <section className="flex flex-col gap-1">
          <h3 className="font-semibold text-muted-foreground uppercase">Yetkiler</h3>
          {permissions.isPending ? (
            <p>Yükleniyor...</p>
          ) : permissions.isError ? (
            <p className="text-destructive">{permissions.error.message}</p>
          ) : (
            <>
              <p>
                Sunucu rolü: {permissions.data.role} · {keys.length} açık anahtar
              </p>
              <ul className="flex flex-wrap gap-1" data-testid="debug-permissions">
                {keys.map((key) => (
                  <li key={key}>
                    <Badge variant="outline" className="font-mono text-[0.6875rem]">
                      {key}
                    </Badge>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
        <section className="flex flex-col gap-1">
          <h3 className="font-semibold text-muted-foreground uppercase">Gerçek zamanlı bağlantı</h3>
          <dl className="grid grid-cols-[7rem_1fr] gap-x-2 gap-y-1">
            <dt>Durum</dt>
            <dd data-testid="debug-realtime-state">
              <span
                className={cn(
                  'mr-1.5 inline-block size-2 rounded-full',
                  rt.state === 'connected'
                    ? 'bg-success'
                    : rt.state === 'error'
                      ? 'bg-destructive'
                      : 'bg-muted-foreground',
                )}
                aria-hidden="true"
              />
              {REALTIME_LABELS[rt.state]} ({rt.state})
            </dd>
            <dt>Bağlandı</dt>
            <dd>{time(rt.connectedAt)}</dd>
            <dt>Son mesaj</dt>
            <dd>
              {rt.lastEventType ?? '-'} · {time(rt.lastMessageAt)}
            </dd>
            <dt>Otomatik deneme</dt>
            <dd>{rt.attempts}</dd>
            <dt>Elle deneme</dt>
            <dd>
              {rt.manualAttempts} / {MAX_MANUAL_RECONNECTS}
            </dd>
          </dl>
          <Button size="sm" variant="outline" className="mt-1 self-start" onClick={() => realtime.reconnect()}>
            Yeniden bağlan
          </Button>
        </section>
        <section className="flex flex-col gap-1">
          <h3 className="font-semibold text-muted-foreground uppercase">Ekran</h3>
          <p>
            {window.innerWidth} × {window.innerHeight} px · {navigator.language}
          </p>
        </section>
      </div>
    </aside>
  );
}
