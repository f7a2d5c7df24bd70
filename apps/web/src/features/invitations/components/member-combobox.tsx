import type { MemberOption } from '@portal/shared/contracts/invitations';
import { ROLE_LABELS, type Role } from '@portal/shared/roles';
import { useMemo, useState } from 'react';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox';
import { useMemberOptions } from '@/features/invitations/api/get-member-options';
import { useDebouncedValue } from '@/lib/use-debounced-value';

type MemberComboboxProps = {
  value: string | null | undefined;
  onValueChange: (id: string, member: MemberOption | null) => void;
  /** Only members whose role is strictly above this one (the possible parents of it). */
  above?: Role;
  placeholder?: string;
  /** An extra first option (e.g. "Tümü" for a filter) with the value ''. */
  allLabel?: string;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-label'?: string;
  className?: string;
};

const label = (m: MemberOption) => `${m.name} · ${ROLE_LABELS[m.role]} · ${m.sellerNo}`;

/** Picks a member, searched on the server by name, e-mail or seller number. */
export function MemberCombobox({
  value,
  onValueChange,
  above,
  placeholder = 'Üye seçin',
  allLabel,
  ...rest
}: MemberComboboxProps) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, 250);
  const found = useMemberOptions({ q: q || undefined, above });
  // The chosen member keeps its label while the list shows other answers.
  const chosen = useMemberOptions({ id: value || undefined, above }, Boolean(value));
  const [picked, setPicked] = useState<MemberOption | null>(null);
  const members = found.data?.members ?? [];
  const current = value
    ? (members.find((m) => m.id === value) ??
      (picked?.id === value ? picked : null) ??
      chosen.data?.members.find((m) => m.id === value))
    : null;

  const options = useMemo<ComboboxOption[]>(() => {
    const list: ComboboxOption[] = [];
    if (allLabel) list.push({ value: '', label: allLabel });
    if (current && !members.some((m) => m.id === current.id)) list.push({ value: current.id, label: label(current) });
    for (const m of members) list.push({ value: m.id, label: label(m), keywords: `${m.email} ${m.city ?? ''}` });
    return list;
  }, [allLabel, current, members]);

  return (
    <Combobox
      {...rest}
      options={options}
      value={value ?? ''}
      onValueChange={(id) => {
        const member = members.find((m) => m.id === id) ?? null;
        setPicked(member);
        onValueChange(id, member);
      }}
      filter={false}
      onSearchChange={setSearch}
      loading={found.isFetching}
      placeholder={placeholder}
      searchPlaceholder="Ad, e-posta veya satıcı no"
      emptyText="Üye bulunamadı"
    />
  );
}
