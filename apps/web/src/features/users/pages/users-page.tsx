import { useUsers, useUsersRealtime } from '@/features/users/api/users';
import { UserListFilters } from '@/features/users/components/user-list-filters';
import { UserSheet } from '@/features/users/components/user-sheet';
import { UsersResults } from '@/features/users/components/users-results';
import { hasUserFilters, toUserQuery, useUserFilters } from '@/features/users/components/use-user-filters';
import { useIsMobile } from '@/lib/use-media-query';

/** /dashboard/users: every member, searched and filtered on the server; a member opens in a sheet. */
export function UsersPage() {
  const isMobile = useIsMobile();
  const filters = useUserFilters();
  const { state, update, hrefFor } = filters;
  const query = useUsers(toUserQuery(state));
  useUsersRealtime();
  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="users-page">
      <p className="max-w-3xl text-sm text-muted-foreground">
        Tüm üyeleri arayın ve süzün; bir üyeyi açıp bilgilerini düzenleyin, hesabını pasifleştirin veya silin,
        oturumlarını kapatın.
      </p>
      <UserListFilters filters={filters} />
      <UsersResults
        query={query}
        isMobile={isMobile}
        hrefFor={(page) => hrefFor(page)}
        onOpen={(user) => update({ member: user.id, page: state.page })}
        filtered={hasUserFilters(state)}
        onClearFilters={() => update({ search: '', role: '', status: '', city: '' })}
      />
      <UserSheet id={state.member || null} onClose={() => update({ member: '', page: state.page })} />
    </div>
  );
}
