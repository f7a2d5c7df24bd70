import type { Invitation } from '@portal/shared/contracts/invitations';
import { formatAddressPhone } from '@portal/shared/addresses';
import { formatDate, formatDateTime } from '@portal/shared/format';
import { ROLE_LABELS } from '@portal/shared/roles';
import { Ban, Mail } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { InvitationStatusBadge } from '@/features/invitations/components/invitation-status-badge';
import { ShareActions } from '@/features/invitations/components/share-actions';

type InvitationListProps = {
  invitations: Invitation[];
  isMobile: boolean;
  /** The admin's list also says who invited and under whom. */
  showInviter?: boolean;
  onRevoke: (invitation: Invitation) => void;
  /** Offered for an active invitation with an address, when given. */
  onResend?: (invitation: Invitation) => void;
};

function Invitee({ invitation }: { invitation: Invitation }) {
  const { name, email, phone, members } = invitation;
  return (
    <div className="flex min-w-0 flex-col text-sm">
      <span className="truncate font-medium">{name ?? (email || phone ? '' : 'Herkese açık bağlantı')}</span>
      {email ? <span className="truncate text-muted-foreground">{email}</span> : null}
      {phone ? <span className="text-muted-foreground">{formatAddressPhone(phone)}</span> : null}
      {members.length > 0 ? (
        <span className="truncate text-xs text-muted-foreground">
          Kayıt olan: {members.map((m) => m.name).join(', ')}
        </span>
      ) : null}
    </div>
  );
}

function Actions({
  invitation,
  onRevoke,
  onResend,
  compact,
}: Omit<InvitationListProps, 'invitations' | 'isMobile'> & { invitation: Invitation; compact: boolean }) {
  if (invitation.status !== 'active') return null;
  return (
    <div
      className={
        compact ? 'flex flex-nowrap items-center gap-1.5' : 'grid grid-cols-2 gap-2 [&_a]:w-full [&_button]:w-full'
      }
    >
      <ShareActions
        className="contents"
        compact={compact}
        link={invitation.link}
        code={invitation.code}
        inviteRole={invitation.role}
        inviterName={invitation.inviter.name}
      />
      {onResend && invitation.email ? (
        <Button
          variant="outline"
          size={compact ? 'icon-sm' : 'sm'}
          onClick={() => onResend(invitation)}
          aria-label={compact ? 'E-postayı yeniden gönder' : undefined}
          title="E-postayı yeniden gönder"
          data-testid="invitation-resend"
        >
          <Mail aria-hidden="true" />
          {compact ? null : 'Yeniden gönder'}
        </Button>
      ) : null}
      <Button
        variant="outline"
        size={compact ? 'icon-sm' : 'sm'}
        className="text-destructive hover:text-destructive"
        onClick={() => onRevoke(invitation)}
        aria-label={compact ? 'Daveti iptal et' : undefined}
        title="Daveti iptal et"
        data-testid="invitation-revoke"
      >
        <Ban aria-hidden="true" />
        {compact ? null : 'İptal et'}
      </Button>
    </div>
  );
}

/** Invitations as a table on wide screens and as cards on phones. */
export function InvitationList({
  invitations,
  isMobile,
  showInviter = false,
  onRevoke,
  onResend,
}: InvitationListProps) {
  if (isMobile) {
    return (
      <ul className="flex flex-col gap-3" data-testid="invitation-list">
        {invitations.map((inv) => (
          <li key={inv.id}>
            <Card className="gap-0 py-0" data-testid="invitation-row" data-code={inv.code}>
              <CardContent className="flex flex-col gap-3 p-4">
                <div className="flex items-start justify-between gap-2">
                  <div className="flex flex-col">
                    <span className="font-mono text-base tracking-widest">{inv.code}</span>
                    <span className="text-sm text-muted-foreground">{ROLE_LABELS[inv.role]}</span>
                  </div>
                  <InvitationStatusBadge status={inv.status} />
                </div>
                <Invitee invitation={inv} />
                <dl className="grid grid-cols-3 gap-2 text-xs">
                  <div>
                    <dt className="text-muted-foreground">Kullanım</dt>
                    <dd className="tabular font-medium" data-testid="invitation-uses">
                      {inv.usedCount}/{inv.maxUses}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">Oluşturulma</dt>
                    <dd>{formatDate(inv.createdAt)}</dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">Son geçerlilik</dt>
                    <dd>{formatDate(inv.expiresAt)}</dd>
                  </div>
                </dl>
                {showInviter ? (
                  <p className="text-xs text-muted-foreground">
                    Davet eden: {inv.inviter.name}
                    {inv.parent.id !== inv.inviter.id ? ` · Üst üye: ${inv.parent.name}` : ''}
                  </p>
                ) : null}
                <Actions invitation={inv} onRevoke={onRevoke} onResend={onResend} compact={false} />
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border">
      <Table data-testid="invitation-list">
        <TableHeader>
          <TableRow>
            <TableHead>Kod</TableHead>
            <TableHead>Davetli</TableHead>
            {showInviter ? <TableHead>Davet eden</TableHead> : null}
            <TableHead>Durum</TableHead>
            <TableHead className="text-right">Kullanım</TableHead>
            <TableHead>Tarih</TableHead>
            <TableHead className="text-right">İşlemler</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {invitations.map((inv) => (
            <TableRow key={inv.id} data-testid="invitation-row" data-code={inv.code}>
              <TableCell>
                <div className="flex flex-col">
                  <span className="font-mono tracking-wider">{inv.code}</span>
                  <span className="whitespace-nowrap text-xs text-muted-foreground">{ROLE_LABELS[inv.role]}</span>
                </div>
              </TableCell>
              <TableCell className="max-w-64">
                <Invitee invitation={inv} />
              </TableCell>
              {showInviter ? (
                <TableCell className="max-w-48 text-sm">
                  <div className="flex flex-col">
                    <span className="truncate">{inv.inviter.name}</span>
                    {inv.parent.id !== inv.inviter.id ? (
                      <span className="truncate text-xs text-muted-foreground">Üst üye: {inv.parent.name}</span>
                    ) : null}
                  </div>
                </TableCell>
              ) : null}
              <TableCell>
                <InvitationStatusBadge status={inv.status} />
              </TableCell>
              <TableCell className="tabular text-right" data-testid="invitation-uses">
                {inv.usedCount}/{inv.maxUses}
              </TableCell>
              <TableCell className="whitespace-nowrap text-sm">
                <div className="flex flex-col">
                  <span>{formatDate(inv.createdAt)}</span>
                  <span className="text-xs text-muted-foreground" title={formatDateTime(inv.expiresAt)}>
                    Son: {formatDate(inv.expiresAt)}
                  </span>
                </div>
              </TableCell>
              <TableCell>
                <div className="flex justify-end">
                  <Actions invitation={inv} onRevoke={onRevoke} onResend={onResend} compact />
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
