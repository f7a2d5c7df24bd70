import { formatDate, formatNumber } from '@portal/shared/format';
import type { UserListItem, UserListPage } from '@portal/shared/contracts/users';
import { ROLE_LABELS } from '@portal/shared/roles';
import type { UseQueryResult } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { UserStatusBadge } from '@/features/users/components/user-status-badge';

type Props = {
  query: UseQueryResult<UserListPage>;
  isMobile: boolean;
  hrefFor: (page: number) => string;
  onOpen: (user: UserListItem) => void;
  filtered: boolean;
  onClearFilters: () => void;
};

function Downline({ user }: { user: UserListItem }) {
  return (
    <span className="tabular text-sm">
      {formatNumber(user.directCount)} / {formatNumber(user.networkSize)}
    </span>
  );
}

/** The page of members: a table from `md` up, cards on phones; a row opens the member. */
export function UsersResults({ query, isMobile, hrefFor, onOpen, filtered, onClearFilters }: Props) {
  if (query.isError && !query.data) {
    return (
      <Alert variant="destructive">
        <AlertTitle>Kullanıcı verileri yüklenirken bir hata oluştu.</AlertTitle>
        <AlertDescription>{query.error.message}</AlertDescription>
      </Alert>
    );
  }
  if (!query.data) {
    return (
      <div className="flex flex-col gap-2" data-testid="users-loading">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  }
  const { users, total, page, pageSize } = query.data;
  if (users.length === 0) {
    return (
      <EmptyState
        icon={Users}
        title={filtered ? 'Bu filtrelere uyan kullanıcı yok' : 'Henüz kullanıcı yok'}
        description={filtered ? 'Filtreleri değiştirin veya temizleyin.' : 'Sisteme kayıtlı üye bulunmuyor.'}
        action={filtered ? <Button onClick={onClearFilters}>Filtreleri temizle</Button> : undefined}
        data-testid="users-empty"
      />
    );
  }
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground" data-testid="users-total">
        {formatNumber(total)} kullanıcı
      </p>
      {isMobile ? (
        <ul className="flex flex-col gap-2" aria-label="Kullanıcılar" data-testid="users-cards">
          {users.map((user) => (
            <li key={user.id}>
              <button
                type="button"
                onClick={() => onOpen(user)}
                className="flex w-full flex-col gap-1.5 rounded-xl border bg-card p-3 text-left shadow-xs hover:bg-accent/50 focus-visible:outline-2"
                data-testid="user-row"
              >
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate font-medium">{user.name}</span>
                  <UserStatusBadge isActive={user.isActive} isDeleted={user.isDeleted} />
                </span>
                <span className="truncate text-sm text-muted-foreground">{user.email}</span>
                <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
                  <span>{ROLE_LABELS[user.role]}</span>
                  <span className="font-mono">{user.sellerNo}</span>
                  {user.city ? <span>{user.city}</span> : null}
                  <span>Ağ: {formatNumber(user.networkSize)}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-xl border bg-card shadow-xs">
          <Table data-testid="users-table">
            <TableHeader>
              <TableRow>
                <TableHead>Ad soyad</TableHead>
                <TableHead>Rol</TableHead>
                <TableHead>Satıcı no</TableHead>
                <TableHead>Şehir</TableHead>
                <TableHead>Sponsor</TableHead>
                <TableHead title="Doğrudan / toplam alt ağ">Alt ağ</TableHead>
                <TableHead>Durum</TableHead>
                <TableHead>Kayıt</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {users.map((user) => (
                <TableRow key={user.id} className="cursor-pointer" onClick={() => onOpen(user)} data-testid="user-row">
                  <TableCell>
                    <button
                      type="button"
                      className="flex min-w-0 flex-col text-left focus-visible:outline-2"
                      onClick={(e) => {
                        e.stopPropagation();
                        onOpen(user);
                      }}
                    >
                      <span className="font-medium">{user.name}</span>
                      <span className="text-xs text-muted-foreground">{user.email}</span>
                    </button>
                  </TableCell>
                  <TableCell>{ROLE_LABELS[user.role]}</TableCell>
                  <TableCell className="font-mono text-xs">{user.sellerNo}</TableCell>
                  <TableCell>{user.city ?? '—'}</TableCell>
                  <TableCell className="max-w-40 truncate">{user.parentName ?? '—'}</TableCell>
                  <TableCell>
                    <Downline user={user} />
                  </TableCell>
                  <TableCell>
                    <UserStatusBadge isActive={user.isActive} isDeleted={user.isDeleted} />
                  </TableCell>
                  <TableCell className="text-xs text-muted-foreground">{formatDate(user.createdAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {totalPages > 1 ? <Pagination page={page} totalPages={totalPages} hrefFor={hrefFor} /> : null}
    </div>
  );
}
