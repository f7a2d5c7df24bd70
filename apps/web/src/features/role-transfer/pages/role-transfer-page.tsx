import type { TransferMember } from '@portal/shared/contracts/role-transfer';
import { ROLE_LABELS, type Role, rolesBelow } from '@portal/shared/roles';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { inputClassName } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import {
  useMoveMember,
  useMovePreview,
  useMoves,
  useRoleTransferRealtime,
} from '@/features/role-transfer/api/role-transfer';
import { MemberPicker } from '@/features/role-transfer/components/member-picker';
import { MovePreviewCard } from '@/features/role-transfer/components/move-preview-card';
import { MovesHistory } from '@/features/role-transfer/components/moves-history';
import { useIsMobile } from '@/lib/use-media-query';
import { messageOf } from '@/lib/use-server-form';
import { cn } from '@/lib/utils';

/**
 * /dashboard/role-transfer: the admin moves a member (with its whole subtree) under another parent
 * and/or gives it another role. The preview runs the server's own checks before anything is written.
 */
export function RoleTransferPage() {
  const isMobile = useIsMobile();
  const ids = { member: useId(), parent: useId(), role: useId(), reason: useId() };
  const [member, setMember] = useState<TransferMember | null>(null);
  const [parent, setParent] = useState<TransferMember | null>(null);
  const [role, setRole] = useState<Role | ''>('');
  const [reason, setReason] = useState('');
  useRoleTransferRealtime();

  const previewQuery =
    member && (parent || role) ? { memberId: member.id, newParentId: parent?.id, newRole: role || undefined } : null;
  const preview = useMovePreview(previewQuery);
  const history = useMoves({ page: 1 });
  const move = useMoveMember();
  const reasonOk = reason.trim().length >= 3;
  const canMove = !!preview.data && !preview.data.refusal && !preview.isFetching && reasonOk && !move.isPending;

  const submit = async () => {
    if (!member || !canMove) return;
    try {
      const { move: done } = await move.mutateAsync({
        memberId: member.id,
        newParentId: parent?.id,
        newRole: role || undefined,
        reason: reason.trim(),
      });
      toast.success(`${done.memberName} taşındı`, {
        description: `${done.subtreeSize} üye yeni yerine taşındı.`,
      });
      setMember(null);
      setParent(null);
      setRole('');
      setReason('');
    } catch (error) {
      toast.error('Taşıma yapılamadı', { description: messageOf(error) });
    }
  };

  return (
    <div className="flex min-w-0 flex-col gap-6" data-testid="role-transfer-page">
      <p className="max-w-3xl text-sm text-muted-foreground">
        Bir üyeyi alt ağıyla birlikte başka bir üst üyenin altına taşıyın veya rolünü değiştirin. Onaylamadan önce
        önizlemede taşınacak üye sayısını, yeni derinliği ve kuralların izin verip vermediğini görürsünüz.
      </p>
      <section className="grid gap-4 rounded-xl border bg-card p-4 shadow-xs lg:grid-cols-2" aria-label="Taşıma">
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={ids.member}>Taşınacak üye</Label>
          <MemberPicker
            id={ids.member}
            value={member}
            onChange={(m) => {
              setMember(m);
              setRole('');
            }}
            placeholder="Üye seçin"
            data-testid="transfer-member"
          />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={ids.parent}>Yeni üst üye</Label>
          <MemberPicker
            id={ids.parent}
            value={parent}
            onChange={setParent}
            parents
            placeholder={member?.parentName ? `Aynı kalsın (${member.parentName})` : 'Aynı kalsın'}
            data-testid="transfer-parent"
          />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={ids.role}>Yeni rol</Label>
          <NativeSelect
            id={ids.role}
            value={role}
            onChange={(e) => setRole(e.target.value as Role | '')}
            disabled={!member}
            data-testid="transfer-role"
          >
            <option value="">{member ? `Aynı kalsın (${ROLE_LABELS[member.role]})` : 'Aynı kalsın'}</option>
            {rolesBelow('admin')
              .filter((r) => r !== member?.role)
              .map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
          </NativeSelect>
        </div>
        <div className="flex min-w-0 flex-col gap-1.5 lg:col-span-2">
          <Label htmlFor={ids.reason}>Açıklama</Label>
          <textarea
            id={ids.reason}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            rows={2}
            maxLength={500}
            placeholder="ör. Bölge yeniden düzenlemesi"
            className={cn(inputClassName, 'h-auto min-h-16 resize-y')}
            data-testid="transfer-reason"
          />
        </div>
        <div className="lg:col-span-2">
          {!previewQuery ? (
            <p className="text-sm text-muted-foreground">
              Önizleme için bir üye ve yeni bir üst üye veya yeni bir rol seçin.
            </p>
          ) : preview.isError ? (
            <p className="text-sm text-destructive">{messageOf(preview.error)}</p>
          ) : preview.data ? (
            <MovePreviewCard preview={preview.data} />
          ) : (
            <Spinner />
          )}
        </div>
        <div className="flex flex-wrap items-center gap-3 lg:col-span-2">
          <Button onClick={submit} disabled={!canMove} data-testid="transfer-submit">
            {move.isPending ? <Spinner /> : null}
            Taşımayı onayla
          </Button>
          {previewQuery && preview.data && !preview.data.refusal && !reasonOk ? (
            <span className="text-xs text-muted-foreground">En az 3 karakterlik bir açıklama yazın.</span>
          ) : null}
        </div>
      </section>
      <section className="flex flex-col gap-3">
        <h2 className="text-base font-semibold">Son taşımalar</h2>
        <MovesHistory query={history} isMobile={isMobile} />
      </section>
    </div>
  );
}
