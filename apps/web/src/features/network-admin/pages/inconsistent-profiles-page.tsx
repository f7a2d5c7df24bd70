import type { InconsistencyGroup, InconsistentMember } from '@portal/shared/contracts/network-admin';
import { formatNumber } from '@portal/shared/format';
import { MESSAGES } from '@portal/shared/messages';
import { fixOf, type InconsistencyKind } from '@portal/shared/network-consistency';
import { ROLE_LABELS } from '@portal/shared/roles';
import { CircleCheck, Coins, GitBranch, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useInconsistencies, useSyncPoints } from '@/features/network-admin/api/inconsistencies';
import { MemberStatusBadge } from '@/features/network-admin/components/member-status-badge';
import { formatPoints } from '@/features/network-admin/components/members-table';
import { ReparentDialog } from '@/features/network-admin/components/reparent-dialog';

/** What is wrong with this member, in its kind's terms. */
function detail(kind: InconsistencyKind, m: InconsistentMember): string {
  const parent = m.parent ? `${m.parent.name} (${ROLE_LABELS[m.parent.role]})` : null;
  switch (kind) {
    case 'missing_parent':
      return 'Üst üyesi yok';
    case 'deleted_parent':
      return `Üst üye silinmiş: ${parent ?? '—'}`;
    case 'parent_role':
      return `Üst üye: ${parent ?? '—'}`;
    case 'too_deep':
      return `Üst üye zincirine göre derinlik ${m.expectedDepth ?? '—'}, en fazla 20 olabilir`;
    case 'path_mismatch':
      return `Kayıtlı derinlik ${m.depth}, olması gereken ${m.expectedDepth ?? '—'}`;
    case 'cycle':
      return `Üst üye zinciri kendine dönüyor${parent ? ` (üst üye: ${parent})` : ''}`;
    case 'points_mismatch':
      return `Kayıtlı puan ${formatPoints(m.storedPoints)}, hareketlere göre bakiye ${formatPoints(m.ledgerPoints)}`;
  }
}

function SyncButton({ member }: { member: InconsistentMember }) {
  const sync = useSyncPoints();
  return (
    <Button
      size="sm"
      onClick={() =>
        sync.mutate(member.id, {
          onSuccess: () => toast.success(MESSAGES.points.synced, { description: member.name }),
          onError: (error) => toast.error(MESSAGES.points.syncFailed, { description: error.message }),
        })
      }
      disabled={sync.isPending}
      data-testid="sync-points"
    >
      {sync.isPending ? <Spinner /> : <Coins aria-hidden="true" />}
      Puanı senkronize et
    </Button>
  );
}

function Row({
  kind,
  member,
  onReparent,
}: {
  kind: InconsistencyKind;
  member: InconsistentMember;
  onReparent: () => void;
}) {
  return (
    <li
      className="flex flex-col gap-2 rounded-lg border bg-card p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
      data-testid="inconsistent-row"
      data-member={member.id}
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium">{member.name}</p>
          {member.status !== 'active' ? <MemberStatusBadge status={member.status} /> : null}
        </div>
        <p className="text-xs text-muted-foreground tabular">
          {member.sellerNo} · {ROLE_LABELS[member.role]}
          {member.city ? ` · ${member.city}` : ''}
        </p>
        <p className="mt-1 text-muted-foreground">{detail(kind, member)}</p>
      </div>
      <div className="sm:shrink-0">
        {fixOf(kind) === 'sync_points' ? (
          <SyncButton member={member} />
        ) : (
          <Button size="sm" variant="outline" onClick={onReparent} data-testid="reparent">
            <GitBranch aria-hidden="true" />
            Üst üye seç
          </Button>
        )}
      </div>
    </li>
  );
}

function Group({ group, onReparent }: { group: InconsistencyGroup; onReparent: (m: InconsistentMember) => void }) {
  const titleId = `inconsistency-${group.kind}`;
  return (
    <section className="flex flex-col gap-2" aria-labelledby={titleId} data-testid={`group-${group.kind}`}>
      <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold">
        {MESSAGES.networkAdmin.inconsistency[group.kind]}
        <Badge variant="secondary" data-testid="group-count">
          {formatNumber(group.count)}
        </Badge>
      </h2>
      <ul className="flex flex-col gap-2">
        {group.members.map((m) => (
          <Row key={m.id} kind={group.kind} member={m} onReparent={() => onReparent(m)} />
        ))}
      </ul>
      {group.count > group.members.length ? (
        <p className="text-xs text-muted-foreground">
          İlk {formatNumber(group.members.length)} üye gösteriliyor; düzelttikçe sıradakiler görünür.
        </p>
      ) : null}
    </section>
  );
}

/**
 * /dashboard/network/inconsistent-profiles: members whose place in the network or whose points are
 * wrong, grouped by what is wrong, each with its fix (a new parent, or a points sync).
 */
export function InconsistentProfilesPage() {
  const report = useInconsistencies();
  const [dialog, setDialog] = useState<{ member: InconsistentMember; open: boolean; seq: number } | null>(null);
  const total = report.data?.groups.reduce((sum, g) => sum + g.count, 0) ?? 0;
  return (
    <div className="flex min-w-0 flex-col gap-5" data-testid="inconsistent-profiles-page">
      <div className="flex items-start justify-between gap-3">
        <p className="max-w-2xl text-sm text-muted-foreground">
          Üst üyesi eksik veya silinmiş, üst üyesinin rolü kendisinden yüksek olmayan, 20 seviyeden derin, yolu bozuk,
          döngüde olan ya da kayıtlı puanı hareketleriyle uyuşmayan üyeler. Her satırdaki işlemle düzeltin.
        </p>
        {report.isFetching && report.data ? <Spinner label="Güncelleniyor" /> : null}
      </div>
      {report.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20 w-full" />
          ))}
        </div>
      ) : report.isError && !report.data ? (
        <Alert variant="destructive">
          <AlertTitle>Tutarsız profiller alınamadı</AlertTitle>
          <AlertDescription>
            <Button size="sm" variant="outline" onClick={() => report.refetch()}>
              <RotateCcw aria-hidden="true" />
              Yeniden Dene
            </Button>
          </AlertDescription>
        </Alert>
      ) : total === 0 ? (
        <EmptyState
          icon={CircleCheck}
          title="Tutarsız profil yok"
          description="Her üyenin üst üyesi, yolu, derinliği ve puanı tutarlı."
          data-testid="inconsistencies-empty"
        />
      ) : (
        <>
          <nav aria-label="Tutarsızlık türleri" className="flex flex-wrap gap-2" data-testid="inconsistency-summary">
            {report.data.groups.map((g) => (
              <a
                key={g.kind}
                href={`#inconsistency-${g.kind}`}
                className="inline-flex items-center gap-2 rounded-md border px-2.5 py-1 text-sm hover:bg-muted"
              >
                {MESSAGES.networkAdmin.inconsistency[g.kind]}
                <span className="font-medium tabular">{formatNumber(g.count)}</span>
              </a>
            ))}
          </nav>
          {report.data.groups.map((g) => (
            <Group
              key={g.kind}
              group={g}
              onReparent={(member) => setDialog((d) => ({ member, open: true, seq: (d?.seq ?? 0) + 1 }))}
            />
          ))}
        </>
      )}
      {dialog ? (
        <ReparentDialog
          key={dialog.seq}
          member={dialog.member}
          open={dialog.open}
          onOpenChange={(open) => setDialog((d) => (d ? { ...d, open } : d))}
        />
      ) : null}
    </div>
  );
}
