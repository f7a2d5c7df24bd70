import type { NetworkSearchHit } from '@portal/shared/contracts/network';
import { ROLE_LABELS } from '@portal/shared/roles';
import { useMemo, useState } from 'react';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox';
import { useMemberSearch } from '@/features/points/api/search-members';
import { useDebouncedValue } from '@/lib/use-debounced-value';

type MemberPickerProps = {
  value: string;
  onValueChange: (id: string) => void;
  /** Only members strictly below this member (a transfer goes down the own subtree). */
  below?: string;
  id?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
};

const label = (m: NetworkSearchHit) => `${m.name} · ${ROLE_LABELS[m.role]} · ${m.sellerNo}`;

/** Picks an active member of the caller's tree, searched on the server by name, e-mail, phone or seller number. */
export function MemberPicker({ value, onValueChange, below, ...rest }: MemberPickerProps) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 250);
  const found = useMemberSearch(q);
  const [picked, setPicked] = useState<NetworkSearchHit | null>(null);
  const hits = useMemo(
    () =>
      (found.data?.hits ?? []).filter(
        (h) => h.isActive && !h.isDeleted && (!below || (h.id !== below && h.ancestorIds.includes(below))),
      ),
    [found.data, below],
  );
  const options = useMemo<ComboboxOption[]>(() => {
    const list = hits.map((h) => ({ value: h.id, label: label(h), keywords: h.city ?? '' }));
    if (picked && picked.id === value && !hits.some((h) => h.id === picked.id)) {
      list.unshift({ value: picked.id, label: label(picked), keywords: '' });
    }
    return list;
  }, [hits, picked, value]);
  return (
    <Combobox
      {...rest}
      options={options}
      value={value}
      onValueChange={(id) => {
        setPicked(hits.find((h) => h.id === id) ?? null);
        onValueChange(id);
      }}
      filter={false}
      onSearchChange={setSearch}
      loading={found.isFetching}
      placeholder="Üye seçin"
      searchPlaceholder="Ad, e-posta, telefon veya satıcı no"
      emptyText={q.length < 2 ? 'Aramak için en az 2 karakter yazın' : 'Ağınızda bu aramaya uyan üye yok'}
    />
  );
}
