import { USER_STATUSES } from '@portal/shared/contracts/users';
import { ROLE_LABELS, ROLES } from '@portal/shared/roles';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchInput } from '@/components/ui/search-input';
import { PROVINCE_NAMES_ALPHABETICAL } from '@/lib/cities';
import { USER_STATUS_LABELS } from '@/features/users/components/user-status-badge';
import { hasUserFilters, type UserFilters } from '@/features/users/components/use-user-filters';

/** Search, role, status and city; all in the address. */
export function UserListFilters({ filters }: { filters: UserFilters }) {
  const { state, update } = filters;
  const ids = { role: useId(), status: useId(), city: useId() };
  return (
    <section
      aria-label="Kullanıcı filtreleri"
      className="flex flex-col gap-3 rounded-xl border bg-card p-3 shadow-xs"
      data-testid="user-filters"
    >
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end">
        <div className="col-span-2 flex min-w-0 flex-col gap-1.5 lg:col-span-1">
          <span className="text-xs text-muted-foreground" aria-hidden="true">
            Arama
          </span>
          <SearchInput
            value={state.search}
            onCommit={(search) => update({ search })}
            placeholder="Ad, e-posta, telefon, satıcı no"
            data-testid="users-search"
          />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={ids.role} className="text-xs text-muted-foreground">
            Rol
          </Label>
          <NativeSelect
            id={ids.role}
            value={state.role}
            onChange={(e) => update({ role: e.target.value as typeof state.role })}
            data-testid="users-role"
          >
            <option value="">Tüm roller</option>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={ids.status} className="text-xs text-muted-foreground">
            Durum
          </Label>
          <NativeSelect
            id={ids.status}
            value={state.status}
            onChange={(e) => update({ status: e.target.value as typeof state.status })}
            data-testid="users-status"
          >
            <option value="">Tüm durumlar</option>
            {USER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {USER_STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="col-span-2 flex min-w-0 flex-col gap-1.5 lg:col-span-1">
          <Label htmlFor={ids.city} className="text-xs text-muted-foreground">
            Şehir
          </Label>
          <NativeSelect
            id={ids.city}
            value={state.city}
            onChange={(e) => update({ city: e.target.value })}
            data-testid="users-city"
          >
            <option value="">Tüm şehirler</option>
            {PROVINCE_NAMES_ALPHABETICAL.map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </NativeSelect>
        </div>
        {hasUserFilters(state) ? (
          <Button
            variant="ghost"
            size="sm"
            className="col-span-2 justify-self-start lg:col-span-1"
            onClick={() => update({ search: '', role: '', status: '', city: '' })}
          >
            Filtreleri temizle
          </Button>
        ) : null}
      </div>
    </section>
  );
}
