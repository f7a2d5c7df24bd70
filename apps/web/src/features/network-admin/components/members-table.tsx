import type { MemberSort, NetworkMember } from '@portal/shared/contracts/network-admin';
import { formatDate, formatNumber } from '@portal/shared/format';
import { ROLE_LABELS } from '@portal/shared/roles';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { MemberStatusBadge } from '@/features/network-admin/components/member-status-badge';
import { cn } from '@/lib/utils';

export const formatPoints = (points: number) => formatNumber(points, { maximumFractionDigits: 2 });

type SortProps = { sort: MemberSort; dir: 'asc' | 'desc'; onSort: (sort: MemberSort) => void };

function SortHeader({
  column,
  label,
  className,
  sort,
  dir,
  onSort,
}: SortProps & { column: MemberSort; label: string; className?: string }) {
  const active = sort === column;
  const Icon = !active ? ArrowUpDown : dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <TableHead className={className} aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button
        type="button"
        onClick={() => onSort(column)}
        className={cn(
          'inline-flex items-center gap-1 rounded-sm font-medium hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
          active && 'text-foreground',
        )}
        data-testid={`sort-${column}`}
      >
        {label}
        <Icon aria-hidden="true" className="size-3.5" />
      </button>
    </TableHead>
  );
}

type MembersTableProps = SortProps & { members: NetworkMember[]; isMobile: boolean; stale: boolean };

/** The members of one page: a table from `md` up, cards on phones. */
export function MembersTable({ members, isMobile, stale, ...sort }: MembersTableProps) {
  if (isMobile) {
    return (
      <ul
        className={cn('flex flex-col gap-2', stale && 'opacity-60')}
        aria-label="Ağ üyeleri"
        data-testid="members-cards"
      >
        {members.map((m) => (
          <li key={m.id} className="rounded-lg border bg-card p-3 text-sm" data-testid="member-row">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="truncate font-medium">{m.name}</p>
                <p className="text-xs text-muted-foreground tabular">
                  {m.sellerNo} · {ROLE_LABELS[m.role]}
                  {m.city ? ` · ${m.city}` : ''}
                </p>
              </div>
              <MemberStatusBadge status={m.status} />
            </div>
            <p className="mt-1 truncate text-xs text-muted-foreground">
              Sponsor: {m.sponsor ? `${m.sponsor.name} (${m.sponsor.sellerNo})` : '—'} · Katılım:{' '}
              {formatDate(m.createdAt)}
            </p>
            <dl className="mt-2 grid grid-cols-3 gap-2 text-center">
              <div className="rounded-md bg-muted/60 px-1 py-1.5">
                <dt className="text-xs text-muted-foreground">Doğrudan</dt>
                <dd className="font-medium tabular">{formatNumber(m.directCount)}</dd>
              </div>
              <div className="rounded-md bg-muted/60 px-1 py-1.5">
                <dt className="text-xs text-muted-foreground">Ağ</dt>
                <dd className="font-medium tabular">{formatNumber(m.networkSize)}</dd>
              </div>
              <div className="rounded-md bg-muted/60 px-1 py-1.5">
                <dt className="text-xs text-muted-foreground">Puan</dt>
                <dd className="font-medium tabular">{formatPoints(m.points)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={cn('overflow-x-auto rounded-lg border', stale && 'opacity-60')}>
      <Table aria-label="Ağ üyeleri" data-testid="members-table">
        <TableHeader>
          <TableRow>
            <SortHeader column="name" label="Ad Soyad" className="pl-4" {...sort} />
            <TableHead>Rol ve Şehir</TableHead>
            <TableHead>Sponsor</TableHead>
            <SortHeader column="joined" label="Katılım" {...sort} />
            <TableHead>Durum</TableHead>
            <SortHeader column="directCount" label="Doğrudan" className="text-right" {...sort} />
            <SortHeader column="networkSize" label="Ağ" className="text-right" {...sort} />
            <SortHeader column="points" label="Puan" className="pr-4 text-right" {...sort} />
          </TableRow>
        </TableHeader>
        <TableBody>
          {members.map((m) => (
            <TableRow key={m.id} data-testid="member-row">
              <TableCell className="max-w-48 pl-4">
                <p className="truncate font-medium" title={m.email}>
                  {m.name}
                </p>
                <p className="text-xs text-muted-foreground tabular">{m.sellerNo}</p>
              </TableCell>
              <TableCell className="whitespace-nowrap">
                <p>{ROLE_LABELS[m.role]}</p>
                <p className="text-xs text-muted-foreground">{m.city ?? '—'}</p>
              </TableCell>
              <TableCell className="max-w-40">
                {m.sponsor ? (
                  <>
                    <p className="truncate">{m.sponsor.name}</p>
                    <p className="text-xs text-muted-foreground tabular">{m.sponsor.sellerNo}</p>
                  </>
                ) : (
                  '—'
                )}
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatDate(m.createdAt)}</TableCell>
              <TableCell>
                <MemberStatusBadge status={m.status} />
              </TableCell>
              <TableCell className="text-right tabular">{formatNumber(m.directCount)}</TableCell>
              <TableCell className="text-right tabular">{formatNumber(m.networkSize)}</TableCell>
              <TableCell className="pr-4 text-right tabular">{formatPoints(m.points)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

export function MembersSkeleton({ isMobile }: { isMobile: boolean }) {
  return (
    <div className="flex flex-col gap-2" aria-busy="true" data-testid="members-loading">
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} className={isMobile ? 'h-32 w-full' : 'h-11 w-full'} />
      ))}
    </div>
  );
}
