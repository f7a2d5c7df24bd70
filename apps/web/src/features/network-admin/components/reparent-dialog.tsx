import type { InconsistentMember, MemberOption } from '@portal/shared/contracts/network-admin';
import { ROLE_LABELS } from '@portal/shared/roles';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useReparent } from '@/features/network-admin/api/inconsistencies';
import { MemberPicker } from '@/features/network-admin/components/member-picker';

type ReparentDialogProps = {
  member: InconsistentMember;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Choose the member's new parent; the server checks it (active, not deleted, role strictly above,
 * depth ≤ 20, no cycle), then rebuilds the paths of the member's whole subtree.
 */
export function ReparentDialog({ member, open, onOpenChange }: ReparentDialogProps) {
  const id = useId();
  const usable = member.parent && !member.parent.isDeleted && member.parent.isActive ? member.parent : null;
  const [parent, setParent] = useState<Pick<MemberOption, 'id' | 'name' | 'sellerNo' | 'role'> | null>(
    usable ? { id: usable.id, name: usable.name, role: usable.role, sellerNo: '' } : null,
  );
  const reparent = useReparent();
  const submit = () => {
    if (!parent) return;
    reparent.mutate(
      { memberId: member.id, parentId: parent.id },
      {
        onSuccess: (result) => {
          toast.success(`${member.name} düzeltildi`, {
            description: `${result.rebuilt} üyenin yolu yeniden oluşturuldu.`,
          });
          onOpenChange(false);
        },
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="reparent-dialog">
        <DialogHeader>
          <DialogTitle>Üst üye seç</DialogTitle>
          <DialogDescription>
            {member.name} ({ROLE_LABELS[member.role]}) ve altındaki tüm üyeler seçtiğiniz üyenin altına yerleştirilir;
            yollar ve derinlikler yeniden oluşturulur. Mevcut üst üyeyi seçmek yalnızca yolları yeniden oluşturur.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-parent`}>Yeni üst üye</Label>
          <MemberPicker
            id={`${id}-parent`}
            value={parent?.id ?? ''}
            selected={parent}
            onChange={(o) => {
              reparent.reset();
              setParent(o);
            }}
            parentsOnly
            exclude={(o) => o.id === member.id}
            placeholder="Üye seçin"
            data-testid="reparent-parent"
          />
        </div>
        {reparent.isError ? (
          <Alert variant="destructive" data-testid="reparent-error">
            <AlertDescription>{reparent.error.message}</AlertDescription>
          </Alert>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Vazgeç
          </Button>
          <Button onClick={submit} disabled={!parent || reparent.isPending} data-testid="reparent-submit">
            {reparent.isPending ? <Spinner /> : null}
            Taşı ve yeniden oluştur
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
