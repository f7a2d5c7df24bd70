import { showsSellerNo } from '@portal/shared/codes';
import { formatDate, formatNumber } from '@portal/shared/format';
import { ROLE_LABELS } from '@portal/shared/roles';
import { useQuery } from '@tanstack/react-query';
import { Copy, RotateCw, ShieldCheck, ShieldOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { Avatar, AvatarFallback, initialOf } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TransferRequestCard } from '@/features/role-transfer/public';
import { type Me, sessionQueryOptions, useCurrentUser } from '@/lib/auth';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(`${what} kopyalandı`);
  } catch {
    toast.error('Kopyalanamadı; kodu elle seçip kopyalayabilirsiniz.');
  }
}

function CodeValue({ code, what }: { code: string; what: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span className="font-mono tracking-wider">{code}</span>
      <Button variant="ghost" size="icon-sm" aria-label={`${what} kopyala`} onClick={() => copy(code, what)}>
        <Copy aria-hidden="true" />
      </Button>
    </span>
  );
}

/** The member's own record, straight from `GET /api/auth/me`. */
export function ProfilePage() {
  const cached = useCurrentUser();
  // Opening the profile re-reads it so that points and sponsor are current.
  const session = useQuery({ ...sessionQueryOptions, refetchOnMount: 'always' });
  const user: Me = session.data ?? cached;
  const place = [user.location?.district, user.location?.city].filter(Boolean).join(', ');

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4" data-testid="profile-page">
      <Card>
        <CardContent className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
          <Avatar className="size-16">
            <AvatarFallback className="text-2xl">{initialOf(user.name)}</AvatarFallback>
          </Avatar>
          <div className="flex min-w-0 flex-col gap-1">
            <h2 className="text-xl font-semibold" data-testid="profile-name">
              {user.name}
            </h2>
            <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <Badge variant="secondary">{ROLE_LABELS[user.role]}</Badge>
              {user.isActive ? <Badge variant="success">Aktif</Badge> : <Badge variant="destructive">Pasif</Badge>}
              {showsSellerNo(user.role) ? (
                <span className="font-mono" title="Satıcı no">
                  {user.sellerNo}
                </span>
              ) : null}
            </div>
          </div>
          <Button
            variant="outline"
            size="sm"
            className="sm:ml-auto"
            onClick={() => session.refetch()}
            disabled={session.isFetching}
          >
            <RotateCw aria-hidden="true" className={session.isFetching ? 'animate-spin' : undefined} />
            Yenile
          </Button>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Hesap bilgileri</CardTitle>
          <CardDescription>Bilgilerinizi değiştirmek için ayarlar sayfasını kullanın.</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="divide-y">
            <Row label="E-posta">{user.email}</Row>
            <Row label="Telefon">{user.phone ?? <span className="text-muted-foreground">Eklenmemiş</span>}</Row>
            <Row label="Konum">
              {place || <span className="text-muted-foreground">Belirtilmemiş</span>}
              {user.region ? <span className="text-muted-foreground"> · {user.region} Bölgesi</span> : null}
            </Row>
            <Row label="Teslimat adresleri">
              <Link to="/dashboard/addresses" className="text-primary hover:underline">
                Adreslerim
              </Link>
            </Row>
            <Row label="Üyelik tarihi">{formatDate(user.createdAt)}</Row>
            <Row label="Sponsor">
              {user.sponsor ? (
                <span>
                  {user.sponsor.name}{' '}
                  <span className="text-muted-foreground">
                    ({ROLE_LABELS[user.sponsor.role]}, {user.sponsor.sellerNo})
                  </span>
                </span>
              ) : (
                <span className="text-muted-foreground">Yok</span>
              )}
            </Row>
          </dl>
        </CardContent>
      </Card>

      {user.role === 'client' ? null : (
        <Card>
          <CardHeader>
            <CardTitle>Puanlar</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="divide-y">
              <Row label="Puan bakiyesi">
                <span className="tabular">{formatNumber(user.points)}</span>
              </Row>
              <Row label="Toplam kazanılan">
                <span className="tabular">{formatNumber(user.totalEarnedPoints)}</span>
              </Row>
            </dl>
          </CardContent>
        </Card>
      )}

      <Card>
        <CardHeader>
          <CardTitle>Davet ve güvenlik</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="divide-y">
            {user.role === 'client' ? null : (
              <Row label="Kalıcı davet kodu">
                <CodeValue code={user.permanentInviteCode} what="Davet kodu" />
              </Row>
            )}
            {user.inviteCode ? (
              <Row label="Kayıt olduğunuz davet kodu">
                <span className="font-mono tracking-wider">{user.inviteCode}</span>
              </Row>
            ) : null}
            <Row label="İki adımlı doğrulama">
              {user.twoFactorEnabled ? (
                <span className="inline-flex items-center gap-1.5 text-success">
                  <ShieldCheck className="size-4" aria-hidden="true" /> Açık
                </span>
              ) : (
                <span className="inline-flex items-center gap-2">
                  <ShieldOff className="size-4 text-muted-foreground" aria-hidden="true" /> Kapalı
                  <Link to="/dashboard/settings" className="text-primary hover:underline">
                    Ayarlardan açın
                  </Link>
                </span>
              )}
            </Row>
          </dl>
        </CardContent>
      </Card>
      <TransferRequestCard />
    </div>
  );
}
