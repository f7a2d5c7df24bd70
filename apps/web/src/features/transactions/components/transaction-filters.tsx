import { ROLE_LABELS } from '@portal/shared/roles';
import {
  TRANSACTION_DIRECTION_LABELS,
  TRANSACTION_DIRECTIONS,
  TRANSACTION_KIND_LABELS,
  TRANSACTION_KINDS,
} from '@portal/shared/transactions';
import { ListFilter, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Combobox } from '@/components/ui/combobox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchInput } from '@/components/ui/search-input';
import { useMemberSearch } from '@/features/transactions/api/search-members';
import type { TransactionFilterState } from '@/features/transactions/components/use-transaction-filters';

type Props = {
  state: TransactionFilterState;
  update: (patch: Partial<TransactionFilterState>) => void;
  reset: () => void;
  /** The admin and the national distributor choose whose movements they see. */
  member: { id: string; name: string; sellerNo: string } | null;
  canChooseMember: boolean;
  /** On phones the filters fold behind a button with the number in use. */
  isMobile: boolean;
};

function MemberChooser({
  id,
  value,
  selected,
  onChange,
}: {
  id: string;
  value: string;
  selected: { id: string; name: string; sellerNo: string } | null;
  onChange: (id: string) => void;
}) {
  const [search, setSearch] = useState('');
  const hits = useMemberSearch(search);
  const options = [
    ...(selected ? [{ value: selected.id, label: `${selected.name} (${selected.sellerNo})` }] : []),
    ...(hits.data?.hits ?? [])
      .filter((h) => h.id !== selected?.id && !h.isDeleted)
      .map((h) => ({ value: h.id, label: `${h.name} (${h.sellerNo}) · ${ROLE_LABELS[h.role]}` })),
  ];
  return (
    <Combobox
      id={id}
      options={options}
      value={value || selected?.id || ''}
      onValueChange={onChange}
      filter={false}
      onSearchChange={setSearch}
      loading={hits.isFetching}
      placeholder="Üye seçin"
      searchPlaceholder="Ad, e-posta veya satıcı no (en az 2 harf)"
      emptyText={search.trim().length < 2 ? 'Aramak için en az 2 harf yazın' : 'Üye bulunamadı'}
      data-testid="transaction-member"
    />
  );
}

/** Member (admin, national distributor), kind, direction, days and reference; every change goes to the address. */
export function TransactionFilters({ state, update, reset, member, canChooseMember, isMobile }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const inUse = [state.member, state.kind, state.direction, state.from, state.to, state.q].filter(Boolean).length;
  const filtered = inUse > 0;
  if (isMobile && !open) {
    return (
      <Button
        variant="outline"
        className="self-start"
        onClick={() => setOpen(true)}
        aria-expanded={false}
        data-testid="transaction-filters-open"
      >
        <ListFilter aria-hidden="true" />
        Filtreler{inUse ? ` (${inUse})` : ''}
      </Button>
    );
  }
  return (
    <div
      className="grid gap-3 rounded-lg border bg-card p-3 sm:grid-cols-2 lg:grid-cols-6"
      data-testid="transaction-filters"
    >
      {canChooseMember ? (
        <div className="grid min-w-0 gap-1.5 sm:col-span-2">
          <Label htmlFor={`${id}-member`}>Üye</Label>
          <MemberChooser
            id={`${id}-member`}
            value={state.member}
            selected={member}
            onChange={(memberId) => update({ member: memberId })}
          />
        </div>
      ) : null}
      <div className="grid min-w-0 gap-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-q`}>Referans</Label>
        <SearchInput
          id={`${id}-q`}
          value={state.q}
          onCommit={(q) => update({ q: q.trim() })}
          placeholder="Sipariş no veya dönem"
          data-testid="transaction-search"
        />
      </div>
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor={`${id}-kind`}>İşlem türü</Label>
        <NativeSelect
          id={`${id}-kind`}
          value={state.kind}
          onChange={(e) => update({ kind: e.target.value as TransactionFilterState['kind'] })}
          data-testid="transaction-kind"
        >
          <option value="">Tüm türler</option>
          {TRANSACTION_KINDS.map((k) => (
            <option key={k} value={k}>
              {TRANSACTION_KIND_LABELS[k]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor={`${id}-direction`}>Yön</Label>
        <NativeSelect
          id={`${id}-direction`}
          value={state.direction}
          onChange={(e) => update({ direction: e.target.value as TransactionFilterState['direction'] })}
          data-testid="transaction-direction"
        >
          <option value="">Giriş ve çıkış</option>
          {TRANSACTION_DIRECTIONS.map((d) => (
            <option key={d} value={d}>
              {TRANSACTION_DIRECTION_LABELS[d]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid min-w-0 grid-cols-2 gap-2 sm:col-span-2">
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={`${id}-from`}>İlk gün</Label>
          <Input
            id={`${id}-from`}
            type="date"
            value={state.from}
            max={state.to || undefined}
            onChange={(e) => update({ from: e.target.value })}
          />
        </div>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={`${id}-to`}>Son gün</Label>
          <Input
            id={`${id}-to`}
            type="date"
            value={state.to}
            min={state.from || undefined}
            onChange={(e) => update({ to: e.target.value })}
          />
        </div>
      </div>
      {filtered || isMobile ? (
        <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-6">
          {isMobile ? (
            <Button variant="secondary" size="sm" onClick={() => setOpen(false)} aria-expanded={true}>
              Filtreleri gizle
            </Button>
          ) : null}
          {filtered ? (
            <Button variant="outline" size="sm" onClick={reset} data-testid="transaction-filters-clear">
              <X aria-hidden="true" />
              Filtreleri temizle
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
