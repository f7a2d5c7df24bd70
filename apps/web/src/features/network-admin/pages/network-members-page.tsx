import type { MemberSort } from '@portal/shared/contracts/network-admin';
import { formatNumber } from '@portal/shared/format';
import { RotateCcw, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { ExportButtons } from '@/components/export-buttons';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { membersExportUrl, useMembers } from '@/features/network-admin/api/get-members';
import { MemberFilters } from '@/features/network-admin/components/member-filters';
import { MembersSkeleton, MembersTable } from '@/features/network-admin/components/members-table';
import { toMemberQuery, useMemberFilters } from '@/features/network-admin/components/use-member-filters';
import { useIsMobile } from '@/lib/use-media-query';

/**
 * /dashboard/network/members: every member of the network, deleted ones too, filtered, sorted and
 * paged on the server, with the filtered list as a CSV file.
 */
export function NetworkMembersPage() {
  const isMobile = useIsMobile();
  const { state, update, reset, hrefFor } = useMemberFilters();
  const query = toMemberQuery(state);
  const members = useMembers(query);
  const onSort = (sort: MemberSort) =>
    update({
      sort,
      dir: state.sort === sort ? (state.dir === 'asc' ? 'desc' : 'asc') : sort === 'name' ? 'asc' : 'desc',
    });
  const firstSponsor = members.data?.members.find((m) => m.sponsor?.id === state.sponsor)?.sponsor;

  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="network-members-page">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <p className="max-w-2xl text-sm text-muted-foreground">
          Ağdaki tüm üyeler, silinmiş olanlar dahil. Rol, şehir, durum, sponsor ve katılım tarihine göre süzün; süzülen
          listenin tamamını CSV olarak indirin.
        </p>
        <div className="sm:shrink-0">
          <ExportButtons href={membersExportUrl(query)} testId="members-export" />
        </div>
      </div>

      <MemberFilters state={state} update={update} reset={reset} sponsor={firstSponsor ?? null} isMobile={isMobile} />

      {members.isPending ? (
        <MembersSkeleton isMobile={isMobile} />
      ) : members.isError && !members.data ? (
        <Alert variant="destructive" data-testid="members-error">
          <AlertTitle>Üyeler alınamadı</AlertTitle>
          <AlertDescription>
            <p>{members.error.message}</p>
            <Button size="sm" variant="outline" className="mt-1" onClick={() => members.refetch()}>
              <RotateCcw aria-hidden="true" />
              Yeniden Dene
            </Button>
          </AlertDescription>
        </Alert>
      ) : members.data.members.length === 0 ? (
        <EmptyState
          icon={UsersRound}
          title={members.data.total > 0 ? 'Bu sayfada kayıt yok' : 'Bu filtrelere uyan üye yok'}
          action={
            members.data.total > 0 ? (
              <Button asChild variant="outline">
                <Link to={hrefFor(1)}>İlk sayfaya dön</Link>
              </Button>
            ) : (
              <Button variant="outline" onClick={reset}>
                Filtreleri temizle
              </Button>
            )
          }
          data-testid="members-empty"
        />
      ) : (
        <div className="flex flex-col gap-3">
          <div className="flex min-h-6 items-center gap-2 text-sm text-muted-foreground">
            <p aria-live="polite" data-testid="members-count">
              <span className="font-medium text-foreground tabular">{formatNumber(members.data.total)}</span> üye
              {members.data.total > members.data.pageSize
                ? ` · Sayfa ${members.data.page} / ${Math.ceil(members.data.total / members.data.pageSize)}`
                : ''}
            </p>
            {members.isFetching ? <Spinner label="Güncelleniyor" /> : null}
          </div>
          <MembersTable
            members={members.data.members}
            isMobile={isMobile}
            stale={members.isPlaceholderData}
            sort={state.sort}
            dir={state.dir}
            onSort={onSort}
          />
          <Pagination
            page={members.data.page}
            totalPages={Math.max(1, Math.ceil(members.data.total / members.data.pageSize))}
            hrefFor={hrefFor}
            aria-label="Üye sayfaları"
          />
        </div>
      )}
    </div>
  );
}
