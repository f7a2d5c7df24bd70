import type { Invitation } from '@portal/shared/contracts/invitations';
import { INVITATION_MESSAGES } from '@portal/shared/invitations';
import { toast } from '@/lib/toast';
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
import { useRevokeInvitation } from '@/features/invitations/api/change-invitation';
import { messageOf } from '@/lib/use-server-form';

/** Asks before revoking: a revoked code can no longer be used to register. */
export function RevokeInvitationDialog({
  invitation,
  onClose,
}: {
  invitation: Invitation | null;
  onClose: () => void;
}) {
  const revoke = useRevokeInvitation();
  return (
    <AlertDialog open={invitation !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialogContent data-testid="revoke-invitation-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>Davet iptal edilsin mi?</AlertDialogTitle>
          <AlertDialogDescription>
            <span className="font-mono">{invitation?.code}</span> kodu ve bağlantısı artık kayıt için kullanılamaz. Bu
            işlem geri alınamaz.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Vazgeç</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={revoke.isPending}
            data-testid="revoke-invitation-confirm"
            onClick={async (event) => {
              event.preventDefault();
              if (!invitation) return;
              try {
                await revoke.mutateAsync(invitation.id);
                toast.success(INVITATION_MESSAGES.revoked);
                onClose();
              } catch (error) {
                toast.error(messageOf(error));
              }
            }}
          >
            Daveti İptal Et
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
