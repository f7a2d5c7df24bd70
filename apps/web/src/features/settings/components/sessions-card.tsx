import type { MemberSession } from '@portal/shared/contracts/sessions';
import { MESSAGES } from '@portal/shared/messages';
import { formatDateTime } from '@portal/shared/format';
import { LogOut, MapPin, Monitor, RotateCw, Smartphone, Tablet } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useEndOtherSessions } from '@/features/settings/api/end-other-sessions';
import { useEndSession } from '@/features/settings/api/end-session';
import { useSessions } from '@/features/settings/api/get-sessions';
import { messageOf } from '@/lib/error-message';
import { formatRelativeTime } from '@/features/settings/components/relative-time';
import { useAuth } from '@/lib/auth';
import { realtime } from '@/lib/realtime';

function DeviceIcon({ deviceName }: { deviceName: string }) {
  const Icon = /iphone|android|telefon|mobile/i.test(deviceName)
    ? Smartphone
    : /ipad|tablet/i.test(deviceName)
      ? Tablet
      : Monitor;
  return <Icon className="size-5" aria-hidden="true" />;
}

type SessionRowProps = {
  session: MemberSession;
  ending: boolean;
  onEnd: (session: MemberSession) => void;
};

function SessionRow({ session, ending, onEnd }: SessionRowProps) {
  const titleId = `session-${session.id}-title`;
  return (
    <li
      className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center"
      data-testid="session-row"
      data-current={session.isCurrent}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <div className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <DeviceIcon deviceName={session.deviceName} />
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span id={titleId} className="font-medium">
              {session.deviceName} · {session.browser}
            </span>
            {session.isCurrent ? (
              <Badge variant="success" data-testid="current-session-badge">
                Bu cihaz
              </Badge>
            ) : null}
          </div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-3.5" aria-hidden="true" />
              {session.location ?? 'Konum bilinmiyor'}
            </span>
            <span>
              Son etkinlik:{' '}
              <time dateTime={session.lastActive} title={formatDateTime(session.lastActive)}>
                {session.isCurrent ? 'şu an' : formatRelativeTime(session.lastActive)}
              </time>
            </span>
          </div>
        </div>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="self-start sm:self-center"
        disabled={ending}
        aria-describedby={titleId}
        onClick={() => onEnd(session)}
        data-testid="end-session"
      >
        {ending ? <Spinner /> : <LogOut aria-hidden="true" />}
        Oturumu sonlandır
      </Button>
    </li>
  );
}

export function SessionsCard() {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const { clear } = useAuth();
  const navigate = useNavigate();
  const [confirmOthers, setConfirmOthers] = useState(false);

  // This device first, then the most recently used.
  const list = [...(sessions.data ?? [])].sort(
    (a, b) => Number(b.isCurrent) - Number(a.isCurrent) || b.lastActive.localeCompare(a.lastActive),
  );
  const others = list.filter((s) => !s.isCurrent).length;

  const end = async (session: MemberSession) => {
    try {
      await endOne.mutateAsync(session.id);
      toast.success(MESSAGES.settings.sessionEnded);
      if (session.isCurrent) {
        // This browser's session is gone: forget the member and go to sign-in.
        realtime.stop();
        clear();
        navigate('/login', { replace: true });
      }
    } catch (error) {
      toast.error(MESSAGES.settings.sessionEndFailed, { description: messageOf(error) });
    }
  };

  const onEndOthers = async () => {
    try {
      await endOthers.mutateAsync();
      toast.success(MESSAGES.settings.otherSessionsEnded);
      setConfirmOthers(false);
    } catch (error) {
      toast.error(MESSAGES.settings.sessionEndFailed, { description: messageOf(error) });
    }
  };

  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle asChild>
            <h2>Aktif oturumlar</h2>
          </CardTitle>
          <CardDescription>Hesabınıza giriş yapılmış cihazlar. Tanımadığınız bir oturumu sonlandırın.</CardDescription>
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          onClick={() => void sessions.refetch()}
          disabled={sessions.isFetching}
          aria-label="Oturumları yenile"
        >
          <RotateCw aria-hidden="true" className={sessions.isFetching ? 'animate-spin' : undefined} />
          Yenile
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        {sessions.isPending ? (
          <div className="flex flex-col gap-3" role="status" aria-label="Oturumlar yükleniyor">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : sessions.isError ? (
          <Alert variant="destructive">
            <AlertTitle>Oturumlar yüklenemedi</AlertTitle>
            <AlertDescription>
              <p>{messageOf(sessions.error)}</p>
              <Button variant="outline" size="sm" onClick={() => void sessions.refetch()}>
                Yeniden Dene
              </Button>
            </AlertDescription>
          </Alert>
        ) : (
          <ul className="divide-y" data-testid="sessions-list" aria-label="Aktif oturumlar">
            {list.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                ending={endOne.isPending && endOne.variables === session.id}
                onEnd={(s) => void end(s)}
              />
            ))}
          </ul>
        )}
        <div className="flex justify-end border-t pt-4">
          <Button
            variant="destructive"
            disabled={others === 0 || endOthers.isPending}
            onClick={() => setConfirmOthers(true)}
            data-testid="end-other-sessions"
          >
            Diğer tüm oturumları sonlandır
          </Button>
        </div>
      </CardContent>

      <Dialog open={confirmOthers} onOpenChange={setConfirmOthers}>
        <DialogContent data-testid="end-others-dialog">
          <DialogHeader>
            <DialogTitle>Diğer tüm oturumlar sonlandırılsın mı?</DialogTitle>
            <DialogDescription>
              Bu cihaz dışındaki {others} oturum kapatılacak. O cihazlarda yeniden giriş yapmanız gerekecek.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Vazgeç</Button>
            </DialogClose>
            <Button variant="destructive" onClick={() => void onEndOthers()} disabled={endOthers.isPending}>
              {endOthers.isPending ? <Spinner /> : null}
              Oturumları sonlandır
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
