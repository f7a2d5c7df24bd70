import type { NetworkNode } from '@portal/shared/contracts/network';
import { formatMoney, formatNumber } from '@portal/shared/format';
import { ROLE_LABELS, type Role, WARN_TREE_DEPTH } from '@portal/shared/roles';
import { TriangleAlert } from 'lucide-react';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const ROLE_VARIANT: Record<Role, BadgeProps['variant']> = {
  admin: 'default',
  turkeyDistributor: 'info',
  cityDistributor: 'secondary',
  dealer: 'outline',
  client: 'outline',
};

export function RoleBadge({ role, className }: { role: Role; className?: string }) {
  return (
    <Badge variant={ROLE_VARIANT[role]} className={className} data-testid="member-role">
      {ROLE_LABELS[role]}
    </Badge>
  );
}

/** Active, passive or deleted, as a badge (nothing for an active member where space is short). */
export function StateBadge({
  node,
  hideActive = false,
}: {
  node: Pick<NetworkNode, 'isActive' | 'isDeleted'>;
  hideActive?: boolean;
}) {
  if (node.isDeleted) return <Badge variant="destructive">Silinmiş</Badge>;
  if (!node.isActive) return <Badge variant="warning">Pasif</Badge>;
  return hideActive ? null : <Badge variant="success">Aktif</Badge>;
}

/** Above depth 15 the tree warns (the limit is 20). */
export function DepthWarning({ depth, className }: { depth: number; className?: string }) {
  if (depth <= WARN_TREE_DEPTH) return null;
  return (
    <span
      className={cn('inline-flex items-center gap-1 text-xs font-medium text-warning-foreground', className)}
      title={`Derinlik ${depth}: 20 seviye sınırına yaklaşıldı`}
      data-testid="depth-warning"
    >
      <TriangleAlert className="size-3.5 text-warning" aria-hidden="true" />
      <span>Derinlik {depth}</span>
    </span>
  );
}

/** The member's numbers: direct members, network size and the last 30 days' sales. */
export function MemberNumbers({ node, className }: { node: NetworkNode; className?: string }) {
  const cells: [string, string, string][] = [
    ['Doğrudan', formatNumber(node.directCount), 'member-direct'],
    ['Ağ', formatNumber(node.networkSize), 'member-network'],
    ['Son 30 gün', formatMoney(node.sales30d, { decimals: 0 }), 'member-sales'],
  ];
  return (
    <span className={cn('grid grid-cols-3 gap-2 text-xs tabular', className)}>
      {cells.map(([label, value, testId]) => (
        <span key={testId} className="flex flex-col">
          <span className="text-muted-foreground">{label}</span>
          <span className="font-medium" data-testid={testId}>
            {value}
          </span>
        </span>
      ))}
    </span>
  );
}

/** The seller number and city under the name. */
export function MemberSubline({ node }: { node: Pick<NetworkNode, 'sellerNo' | 'city'> }) {
  return (
    <span className="truncate text-xs text-muted-foreground">
      <span data-testid="member-seller-no">{node.sellerNo}</span>
      {node.city ? ` · ${node.city}` : ''}
    </span>
  );
}
