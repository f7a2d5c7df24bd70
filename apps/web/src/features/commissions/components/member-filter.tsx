import type { CommissionPerson } from '@portal/shared/contracts/commissions';
import { ROLE_LABELS } from '@portal/shared/roles';
import { useId, useState } from 'react';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox';
import { Label } from '@/components/ui/label';
import { useCommissionMembers } from '@/features/commissions/api/get-commission-members';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const EVERYONE = '';

/**
 * The admin's and the national distributor's beneficiary filter: "Tüm ağ" or one member, found
 * by name, e-mail or seller number on the server.
 */
export function MemberFilter({
  value,
  selected,
  onChange,
  className,
}: {
  value: string;
  /** The chosen member as the last answer named them, for the button's label. */
  selected: CommissionPerson | null;
  onChange: (id: string) => void;
  className?: string;
}) {
  const id = useId();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const found = useCommissionMembers(q, true);
  const label = (m: CommissionPerson) => `${m.name} · ${m.sellerNo} · ${ROLE_LABELS[m.role]}`;
  const options: ComboboxOption[] = [{ value: EVERYONE, label: 'Tüm ağ' }];
  if (selected && value === selected.id) options.push({ value: selected.id, label: label(selected) });
  for (const m of found.data?.members ?? []) {
    if (!options.some((o) => o.value === m.id)) options.push({ value: m.id, label: label(m) });
  }
  if (value && !options.some((o) => o.value === value)) options.push({ value, label: 'Seçilen üye' });
  return (
    <div className={`grid min-w-0 gap-1.5 ${className ?? ''}`}>
      <Label htmlFor={id}>Üye</Label>
      <Combobox
        id={id}
        options={options}
        value={value}
        onValueChange={onChange}
        filter={false}
        onSearchChange={setSearch}
        loading={found.isFetching}
        placeholder="Tüm ağ"
        searchPlaceholder="Ad, e-posta veya satıcı no"
        emptyText={q ? 'Üye bulunamadı' : 'Aramak için yazın'}
      />
    </div>
  );
}
