import { INVITATION_MESSAGES, invitationShareText, whatsappShareUrl } from '@portal/shared/invitations';
import type { Role } from '@portal/shared/roles';
import { Copy, MessageCircle, QrCode } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
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
  className?: string;
};

/** Copy the link, send it on WhatsApp, show it as a QR code. */
export function ShareActions({ link, code, inviteRole, inviterName, className }: ShareActionsProps) {
  const [qrOpen, setQrOpen] = useState(false);
  const copy = async () => {
    if (await copyText(link)) toast.success(INVITATION_MESSAGES.copied);
    else toast.error(INVITATION_MESSAGES.copyFailed);
  };
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <Button type="button" variant="outline" size="sm" onClick={copy} data-testid="invitation-copy">
        <Copy aria-hidden="true" />
        Kopyala
      </Button>
      <Button variant="outline" size="sm" asChild>
        <a
          href={whatsappShareUrl(invitationShareText(link, inviteRole, inviterName))}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="invitation-whatsapp"
        >
          <MessageCircle aria-hidden="true" />
          WhatsApp
        </a>
      </Button>
      <Button type="button" variant="outline" size="sm" onClick={() => setQrOpen(true)} data-testid="invitation-qr">
        <QrCode aria-hidden="true" />
        QR Kod
      </Button>
      <QrDialog open={qrOpen} onOpenChange={setQrOpen} link={link} code={code} />
    </div>
  );
}
