import type { Invitation } from '@portal/shared/contracts/invitations';
import { formatAddressPhone } from '@portal/shared/addresses';
import { formatDate, formatDateTime } from '@portal/shared/format';
import { ROLE_LABELS } from '@portal/shared/roles';
import { INVITATION_MESSAGES, invitationShareText, whatsappShareUrl } from '@portal/shared/invitations';
import { Ban, Copy, Mail, MessageCircle, MoreHorizontal, QrCode } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { InvitationStatusBadge } from '@/features/invitations/components/invitation-status-badge';
import { copyText } from '@/features/invitations/components/copy-text';
import { QrDialog } from '@/features/invitations/components/qr-dialog';
import { ShareActions } from '@/features/invitations/components/share-actions';
import { cn } from '@/lib/utils';

type InvitationListProps = {
  invitations: Invitation[];
  isMobile: boolean;
  /** The admin's list also says who invited and under whom. */
  showInviter?: boolean;
  onRevoke: (invitation: Invitation) => void;
  /** Offered for an active invitation with an address, when given. */
  onResend?: (invitation: Invitation) => void;
};

function Invitee({ invitation, className }: { invitation: Invitation; className?: string }) {
  const { name, email, phone, members } = invitation;
  return (
    <div className={cn('flex min-w-0 flex-col text-sm', className)}>
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

type ActionProps = {
  invitation: Invitation;
  onRevoke: (invitation: Invitation) => void;
  onResend?: (invitation: Invitation) => void;
};

/** A card's actions, as labelled buttons two by two. */
function CardActions({ invitation, onRevoke, onResend }: ActionProps) {
  if (invitation.status !== 'active') return null;
  return (
    <div className="grid grid-cols-2 gap-2 [&_a]:w-full [&_button]:w-full">
      <ShareActions
        className="contents"
        link={invitation.link}
        code={invitation.code}
        inviteRole={invitation.role}
        inviterName={invitation.inviter.name}
      />
      {onResend && invitation.email ? (
        <Button variant="outline" size="sm" onClick={() => onResend(invitation)} data-testid="invitation-resend">
          <Mail aria-hidden="true" />
          Yeniden gönder
        </Button>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        className="text-destructive hover:text-destructive"
        onClick={() => onRevoke(invitation)}
        data-testid="invitation-revoke"
      >
        <Ban aria-hidden="true" />
        İptal et
      </Button>
    </div>
  );
}

/** A table row's actions: copy at hand, the rest in a menu, so the row stays one line wide. */
function RowActions({ invitation, onRevoke, onResend }: ActionProps) {
  const [qrOpen, setQrOpen] = useState(false);
  if (invitation.status !== 'active') return null;
  const share = whatsappShareUrl(invitationShareText(invitation.link, invitation.role, invitation.inviter.name));
  const copy = async () => {
    if (await copyText(invitation.link)) toast.success(INVITATION_MESSAGES.copied);
    else toast.error(INVITATION_MESSAGES.copyFailed);
  };
  return (
    <div className="flex items-center justify-end gap-1.5">
      <Button
        variant="outline"
        size="icon-sm"
        onClick={copy}
        aria-label="Bağlantıyı kopyala"
        title="Bağlantıyı kopyala"
        data-testid="invitation-copy"
      >
        <Copy aria-hidden="true" />
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="icon-sm" aria-label="Diğer işlemler" data-testid="invitation-actions">
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem asChild>
            <a href={share} target="_blank" rel="noopener noreferrer" data-testid="invitation-whatsapp">
              <MessageCircle aria-hidden="true" />
              WhatsApp ile paylaş
            </a>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setQrOpen(true)} data-testid="invitation-qr">
            <QrCode aria-hidden="true" />
            QR kodu göster
          </DropdownMenuItem>
          {onResend && invitation.email ? (
            <DropdownMenuItem onSelect={() => onResend(invitation)} data-testid="invitation-resend">
              <Mail aria-hidden="true" />
              E-postayı yeniden gönder
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={() => onRevoke(invitation)} data-testid="invitation-revoke">
            <Ban aria-hidden="true" />
            Daveti iptal et
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <QrDialog open={qrOpen} onOpenChange={setQrOpen} link={invitation.link} code={invitation.code} />
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
                <CardActions invitation={inv} onRevoke={onRevoke} onResend={onResend} />
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
              <TableCell>
                <Invitee invitation={inv} className={showInviter ? 'w-48' : 'w-64'} />
              </TableCell>
              {showInviter ? (
                <TableCell className="text-sm">
                  <div className="flex w-36 flex-col">
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
                <RowActions invitation={inv} onRevoke={onRevoke} onResend={onResend} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
