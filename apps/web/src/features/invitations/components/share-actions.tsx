import { INVITATION_MESSAGES, invitationShareText, whatsappShareUrl } from '@portal/shared/invitations';
import type { Role } from '@portal/shared/roles';
import { Copy, MessageCircle, QrCode } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { copyText } from '@/features/invitations/components/copy-text';
import { QrDialog } from '@/features/invitations/components/qr-dialog';
import { cn } from '@/lib/utils';

type ShareActionsProps = {
  link: string;
  code: string;
  /** The role the link invites to (for the shared text). */
  inviteRole: Role;
  inviterName?: string | null;
  /** Icon buttons only (a table row); labelled buttons otherwise. */
  compact?: boolean;
  className?: string;
};

/** Copy the link, send it on WhatsApp, show it as a QR code. */
export function ShareActions({ link, code, inviteRole, inviterName, compact = false, className }: ShareActionsProps) {
  const [qrOpen, setQrOpen] = useState(false);
  const size = compact ? 'icon-sm' : 'sm';
  const copy = async () => {
    if (await copyText(link)) toast.success(INVITATION_MESSAGES.copied);
    else toast.error(INVITATION_MESSAGES.copyFailed);
  };
  return (
    <div className={cn('flex flex-wrap items-center gap-2', compact && 'flex-nowrap gap-1.5', className)}>
      <Button
        type="button"
        variant="outline"
        size={size}
        onClick={copy}
        aria-label={compact ? 'Bağlantıyı kopyala' : undefined}
        title="Bağlantıyı kopyala"
        data-testid="invitation-copy"
      >
        <Copy aria-hidden="true" />
        {compact ? null : 'Kopyala'}
      </Button>
      <Button variant="outline" size={size} asChild title="WhatsApp ile paylaş">
        <a
          href={whatsappShareUrl(invitationShareText(link, inviteRole, inviterName))}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={compact ? 'WhatsApp ile paylaş' : undefined}
          data-testid="invitation-whatsapp"
        >
          <MessageCircle aria-hidden="true" />
          {compact ? null : 'WhatsApp'}
        </a>
      </Button>
      <Button
        type="button"
        variant="outline"
        size={size}
        onClick={() => setQrOpen(true)}
        aria-label={compact ? 'QR kodu göster' : undefined}
        title="QR kodu göster"
        data-testid="invitation-qr"
      >
        <QrCode aria-hidden="true" />
        {compact ? null : 'QR Kod'}
      </Button>
      <QrDialog open={qrOpen} onOpenChange={setQrOpen} link={link} code={code} />
    </div>
  );
}
