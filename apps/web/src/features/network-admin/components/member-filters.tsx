import { MEMBER_STATUSES, type MemberOption } from '@portal/shared/contracts/network-admin';
import { MESSAGES } from '@portal/shared/messages';
import { ROLE_LABELS, ROLES } from '@portal/shared/roles';
import { ListFilter, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Combobox } from '@/components/ui/combobox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchInput } from '@/components/ui/search-input';
import { MemberPicker } from '@/features/network-admin/components/member-picker';
import type { MemberFilterState } from '@/features/network-admin/components/use-member-filters';
import { PROVINCE_NAMES } from '@/lib/cities';

const CITY_OPTIONS = PROVINCE_NAMES.map((name) => ({ value: name, label: name }));

type MemberFiltersProps = {
  state: MemberFilterState;
  update: (patch: Partial<MemberFilterState>) => void;
  reset: () => void;
  /** The chosen sponsor's name, when the list knows it. */
  sponsor: Pick<MemberOption, 'id' | 'name' | 'sellerNo' | 'role'> | null;
  /** On phones the filters fold behind a button, with the number of filters in use. */
  isMobile: boolean;
};

const SORT_LABELS: Record<string, string> = {
  'joined:desc': 'En yeni katılan önce',
  'joined:asc': 'En eski katılan önce',
  'name:asc': 'Ada göre (A-Z)',
  'name:desc': 'Ada göre (Z-A)',
  'networkSize:desc': 'En büyük ağ önce',
  'directCount:desc': 'En çok doğrudan üye önce',
  'points:desc': 'En çok puan önce',
  'sellerNo:asc': 'Satıcı numarasına göre',
};

/** Search, role, status, city, sponsor and joined dates; every change goes to the address. */
export function MemberFilters({ state, update, reset, sponsor, isMobile }: MemberFiltersProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const filtered = !!(state.q || state.role || state.city || state.status || state.sponsor || state.from || state.to);
  const inUse = [state.q, state.role, state.city, state.status, state.sponsor, state.from, state.to].filter(
    Boolean,
  ).length;
  const sortKey = `${state.sort}:${state.dir}`;
  const sortSelect = (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={`${id}-sort`}>Sıralama</Label>
      <NativeSelect
        id={`${id}-sort`}
        value={sortKey}
        onChange={(e) => {
          const [sort, dir] = e.target.value.split(':') as [MemberFilterState['sort'], MemberFilterState['dir']];
          update({ sort, dir });
        }}
        data-testid="member-sort"
      >
        {SORT_LABELS[sortKey] ? null : <option value={sortKey}>{sortKey}</option>}
        {Object.entries(SORT_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
  if (isMobile && !open) {
    return (
      <div className="flex items-end gap-2">
        <Button variant="outline" onClick={() => setOpen(true)} aria-expanded={false} data-testid="member-filters-open">
          <ListFilter aria-hidden="true" />
          Filtreler{inUse ? ` (${inUse})` : ''}
        </Button>
        <div className="min-w-0 flex-1">{sortSelect}</div>
      </div>
    );
  }
  return (
    <div
      className="grid gap-3 rounded-lg border bg-card p-3 sm:grid-cols-2 lg:grid-cols-4"
      data-testid="member-filters"
    >
      <div className="grid min-w-0 gap-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-q`}>Ara</Label>
        <SearchInput
          id={`${id}-q`}
          value={state.q}
          onCommit={(q) => update({ q: q.trim() })}
          placeholder="Ad, e-posta, telefon veya satıcı no"
          data-testid="member-search"
        />
      </div>
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor={`${id}-role`}>Rol</Label>
        <NativeSelect
          id={`${id}-role`}
          value={state.role}
          onChange={(e) => update({ role: e.target.value as MemberFilterState['role'] })}
          data-testid="member-role"
        >
          <option value="">Tüm roller</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor={`${id}-status`}>Durum</Label>
        <NativeSelect
          id={`${id}-status`}
          value={state.status}
          onChange={(e) => update({ status: e.target.value as MemberFilterState['status'] })}
          data-testid="member-status-filter"
        >
          <option value="">Tüm durumlar</option>
          {MEMBER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {MESSAGES.networkAdmin.status[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor={`${id}-city`}>Şehir</Label>
        <div className="flex min-w-0 gap-2">
          <Combobox
            id={`${id}-city`}
            options={CITY_OPTIONS}
            value={state.city}
            onValueChange={(city) => update({ city })}
            placeholder="Tüm şehirler"
            searchPlaceholder="Şehir ara"
          />
          {state.city ? (
            <Button
              variant="ghost"
              size="icon"
              aria-label="Şehir filtresini kaldır"
              onClick={() => update({ city: '' })}
            >
              <X aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      </div>
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor={`${id}-sponsor`}>Sponsor</Label>
        <div className="flex min-w-0 gap-2">
          <MemberPicker
            id={`${id}-sponsor`}
            value={state.sponsor}
            selected={sponsor}
            onChange={(o) => update({ sponsor: o?.id ?? '' })}
            placeholder="Tüm sponsorlar"
            data-testid="member-sponsor"
          />
          {state.sponsor ? (
            <Button
              variant="ghost"
              size="icon"
              aria-label="Sponsor filtresini kaldır"
              onClick={() => update({ sponsor: '' })}
            >
              <X aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      </div>
      <div className="grid min-w-0 grid-cols-2 gap-2 sm:col-span-2 lg:col-span-1">
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={`${id}-from`}>Katılım (ilk gün)</Label>
          <Input
            id={`${id}-from`}
            type="date"
            value={state.from}
            max={state.to || undefined}
            onChange={(e) => update({ from: e.target.value })}
            data-testid="member-from"
          />
        </div>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={`${id}-to`}>Katılım (son gün)</Label>
          <Input
            id={`${id}-to`}
            type="date"
            value={state.to}
            min={state.from || undefined}
            onChange={(e) => update({ to: e.target.value })}
            data-testid="member-to"
          />
        </div>
      </div>
      {isMobile ? sortSelect : null}
      {filtered || isMobile ? (
        <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-4">
          {isMobile ? (
            <Button variant="secondary" size="sm" onClick={() => setOpen(false)} aria-expanded={true}>
              Filtreleri gizle
            </Button>
          ) : null}
          {filtered ? (
            <Button variant="outline" size="sm" onClick={reset} data-testid="member-filters-clear">
              <X aria-hidden="true" />
              Filtreleri temizle
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
