import { formatDate, formatDateTime, formatMoney, formatNumber } from '@portal/shared/format';
import { ORDER_STATUS_LABELS } from '@portal/shared/orders';
import { ROLE_LABELS } from '@portal/shared/roles';
import { ChevronRight, KeyRound, LogOut, Pencil, Power, RotateCcw, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription } from '@/components/ui/alert';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { type UserAction, useUser, useUserAction } from '@/features/users/api/users';
import { EditUserDialog } from '@/features/users/components/edit-user-dialog';
import { UserStatusBadge } from '@/features/users/components/user-status-badge';
import { useCurrentUser } from '@/lib/auth';
import { messageOf } from '@/lib/use-server-form';

type Confirm = {
  action: UserAction;
  title: string;
  description: string;
  confirm: string;
  done: string;
  destructive?: boolean;
};

const CONFIRMS: Record<UserAction, Omit<Confirm, 'action'>> = {
  deactivate: {
    title: 'Kullanıcıyı pasifleştir',
    description: 'Üye tüm cihazlarda hemen oturumdan çıkarılır ve yeniden etkinleştirilene kadar giriş yapamaz.',
    confirm: 'Pasifleştir',
    done: 'Kullanıcı pasifleştirildi',
    destructive: true,
  },
  activate: {
    title: 'Kullanıcıyı etkinleştir',
    description: 'Üye yeniden giriş yapabilir ve sipariş verebilir.',
    confirm: 'Etkinleştir',
    done: 'Kullanıcı etkinleştirildi',
  },
  delete: {
    title: 'Kullanıcıyı sil',
    description:
      'Üye silinmiş olarak işaretlenir ve oturumları kapatılır. Alt üyeleri yerinde kalır; üye daha sonra geri yüklenebilir.',
    confirm: 'Sil',
    done: 'Kullanıcı silindi',
    destructive: true,
  },
  restore: {
    title: 'Kullanıcıyı geri yükle',
    description: 'Üye ağdaki yerine geri döner.',
    confirm: 'Geri yükle',
    done: 'Kullanıcı geri yüklendi',
  },
  'password-reset': {
    title: 'Şifre sıfırlama bağlantısı gönder',
    description: 'Üyenin e-posta adresine 1 saat geçerli, tek kullanımlık bir şifre sıfırlama bağlantısı gönderilir.',
    confirm: 'Bağlantıyı gönder',
    done: 'Şifre sıfırlama bağlantısı gönderildi',
  },
  'end-sessions': {
    title: 'Tüm oturumları sonlandır',
    description: 'Üye tüm cihazlarda oturumdan çıkarılır; yeniden giriş yapabilir.',
    confirm: 'Oturumları sonlandır',
    done: 'Tüm oturumlar sonlandırıldı',
    destructive: true,
  },
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words font-medium">{children}</dd>
    </div>
  );
}

/** One member, opened from the list (?member=<id>): who they are, where they stand, and the admin's actions. */
export function UserSheet({ id, onClose }: { id: string | null; onClose: () => void }) {
  return (
    <Sheet open={!!id} onOpenChange={(open) => (open ? null : onClose())}>
      <SheetContent
        className="w-full max-w-full gap-0 overflow-y-auto sm:w-[34rem] sm:max-w-[34rem]"
        data-testid="user-sheet"
      >
        {id ? <UserSheetBody id={id} /> : null}
      </SheetContent>
    </Sheet>
  );
}

function UserSheetBody({ id }: { id: string }) {
  const me = useCurrentUser();
  const query = useUser(id);
  const action = useUserAction();
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [editing, setEditing] = useState(false);

  if (query.isError) {
    return (
      <div className="p-4">
        <SheetHeader className="p-0">
          <SheetTitle>Kullanıcı</SheetTitle>
          <SheetDescription className="sr-only">Kullanıcı bilgileri</SheetDescription>
        </SheetHeader>
        <Alert variant="destructive" className="mt-4">
          <AlertDescription>{query.error.message}</AlertDescription>
        </Alert>
      </div>
    );
  }
  const user = query.data;
  if (!user) {
    return (
      <div className="flex flex-col gap-3 p-4">
        <SheetHeader className="p-0">
          <SheetTitle>Kullanıcı</SheetTitle>
          <SheetDescription className="sr-only">Yükleniyor</SheetDescription>
        </SheetHeader>
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  const protectedMember = user.isRoot || user.id === me.id;
  const ask = (a: UserAction) => setConfirm({ action: a, ...CONFIRMS[a] });
  const run = async (c: Confirm) => {
    try {
      await action.mutateAsync({ id: user.id, action: c.action });
      toast.success(c.done);
      setConfirm(null);
    } catch (error) {
      toast.error(messageOf(error));
    }
  };

  return (
    <>
      <SheetHeader className="border-b p-4 pr-12">
        <SheetTitle data-testid="user-sheet-name">{user.name}</SheetTitle>
        <SheetDescription className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{ROLE_LABELS[user.role]}</Badge>
          <UserStatusBadge isActive={user.isActive} isDeleted={user.isDeleted} />
          <span className="font-mono text-xs">{user.sellerNo}</span>
        </SheetDescription>
      </SheetHeader>
      <div className="flex flex-col gap-5 p-4">
        <div className="flex flex-wrap gap-2" data-testid="user-actions">
          {!user.isDeleted ? (
            <Button size="sm" variant="outline" onClick={() => setEditing(true)} data-testid="user-edit">
              <Pencil aria-hidden="true" /> Düzenle
            </Button>
          ) : null}
          {!user.isDeleted && user.isActive && !protectedMember ? (
            <Button size="sm" variant="outline" onClick={() => ask('deactivate')} data-testid="user-deactivate">
              <Power aria-hidden="true" /> Pasifleştir
            </Button>
          ) : null}
          {!user.isDeleted && !user.isActive ? (
            <Button size="sm" variant="outline" onClick={() => ask('activate')} data-testid="user-activate">
              <Power aria-hidden="true" /> Etkinleştir
            </Button>
          ) : null}
          {!user.isDeleted ? (
            <Button size="sm" variant="outline" onClick={() => ask('password-reset')} data-testid="user-reset">
              <KeyRound aria-hidden="true" /> Şifre sıfırlama
            </Button>
          ) : null}
          {user.sessions.length > 0 ? (
            <Button size="sm" variant="outline" onClick={() => ask('end-sessions')} data-testid="user-end-sessions">
              <LogOut aria-hidden="true" /> Oturumları kapat
            </Button>
          ) : null}
          {user.isDeleted ? (
            <Button size="sm" variant="outline" onClick={() => ask('restore')} data-testid="user-restore">
              <RotateCcw aria-hidden="true" /> Geri yükle
            </Button>
          ) : !protectedMember ? (
            <Button size="sm" variant="outline" onClick={() => ask('delete')} data-testid="user-delete">
              <Trash2 aria-hidden="true" /> Sil
            </Button>
          ) : null}
        </div>
        {user.isRoot ? (
          <p className="text-xs text-muted-foreground">Ana yönetici pasifleştirilemez veya silinemez.</p>
        ) : null}

        <Section title="Profil">
          <dl className="flex flex-col gap-1.5">
            <Row label="E-posta">{user.email}</Row>
            <Row label="Telefon">{user.phone ?? '—'}</Row>
            <Row label="Konum">{[user.district, user.city].filter(Boolean).join(', ') || '—'}</Row>
            <Row label="Kayıt tarihi">{formatDate(user.createdAt)}</Row>
            {user.deletedAt ? <Row label="Silinme tarihi">{formatDateTime(user.deletedAt)}</Row> : null}
            <Row label="Sponsor">
              {user.sponsor
                ? `${user.sponsor.name} (${ROLE_LABELS[user.sponsor.role]}, ${user.sponsor.sellerNo})`
                : '—'}
            </Row>
          </dl>
        </Section>

        <Section title="Ağdaki yeri">
          <ol
            className="flex flex-wrap items-center gap-1 text-sm"
            aria-label="Kökten üyeye zincir"
            data-testid="user-chain"
          >
            {user.chain.map((link, i) => (
              <li key={link.id} className="flex items-center gap-1">
                {i > 0 ? <ChevronRight aria-hidden="true" className="size-3.5 text-muted-foreground" /> : null}
                <span className={link.id === user.id ? 'font-semibold' : undefined} title={ROLE_LABELS[link.role]}>
                  {link.name}
                </span>
              </li>
            ))}
          </ol>
          <dl className="grid grid-cols-3 gap-2 text-center">
            {[
              ['Seviye', user.depth],
              ['Doğrudan', user.directCount],
              ['Toplam alt ağ', user.networkSize],
            ].map(([label, value]) => (
              <div key={label} className="rounded-lg border p-2">
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="text-lg font-semibold tabular" data-testid={`user-stat-${label}`}>
                  {formatNumber(value as number)}
                </dd>
              </div>
            ))}
          </dl>
        </Section>

        <Section title="Son siparişler">
          {user.recentOrders.length === 0 ? (
            <p className="text-sm text-muted-foreground">Sipariş yok.</p>
          ) : (
            <ul className="flex flex-col divide-y rounded-lg border" data-testid="user-orders">
              {user.recentOrders.map((order) => (
                <li key={order.id}>
                  <Link
                    to={`/dashboard/orders/${order.id}`}
                    className="flex items-center justify-between gap-2 p-2 text-sm hover:bg-accent/50"
                  >
                    <span className="flex min-w-0 flex-col">
                      <span className="font-mono">{order.number}</span>
                      <span className="text-xs text-muted-foreground">
                        {formatDate(order.createdAt)} · {ORDER_STATUS_LABELS[order.status]}
                      </span>
                    </span>
                    <span className="tabular font-medium">{formatMoney(BigInt(order.totalKurus))}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section title="Aktif oturumlar">
          {user.sessions.length === 0 ? (
            <p className="text-sm text-muted-foreground" data-testid="user-no-sessions">
              Aktif oturum yok.
            </p>
          ) : (
            <ul className="flex flex-col divide-y rounded-lg border" data-testid="user-sessions">
              {user.sessions.map((s) => (
                <li key={s.id} className="flex flex-col gap-0.5 p-2 text-sm">
                  <span className="font-medium">
                    {s.deviceName} · {s.browser}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {s.ipAddress ?? '—'} · Son etkinlik {formatDateTime(s.lastActive)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>

      {editing ? <EditUserDialog user={user} open={editing} onOpenChange={setEditing} /> : null}
      <AlertDialog open={!!confirm} onOpenChange={(open) => (open ? null : setConfirm(null))}>
        <AlertDialogContent data-testid="user-confirm">
          <AlertDialogHeader>
            <AlertDialogTitle>{confirm?.title}</AlertDialogTitle>
            <AlertDialogDescription>
              {user.name}: {confirm?.description}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Vazgeç</AlertDialogCancel>
            <AlertDialogAction
              disabled={action.isPending}
              onClick={(e) => {
                e.preventDefault();
                if (confirm) void run(confirm);
              }}
              data-testid="user-confirm-action"
            >
              {confirm?.confirm}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
