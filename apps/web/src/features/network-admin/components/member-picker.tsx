import type { MemberOption } from '@portal/shared/contracts/network-admin';
import { ROLE_LABELS } from '@portal/shared/roles';
import { useState } from 'react';
import { Combobox } from '@/components/ui/combobox';
import { useMemberOptions } from '@/features/network-admin/api/search-member-options';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export const optionLabel = (o: Pick<MemberOption, 'name' | 'sellerNo' | 'role'>) =>
  [o.name, o.sellerNo, ROLE_LABELS[o.role]].filter(Boolean).join(' · ');

type MemberPickerProps = {
  value: string;
  /** The chosen member, to show its name before any search has run. */
  selected?: Pick<MemberOption, 'id' | 'name' | 'sellerNo' | 'role'> | null;
  onChange: (option: MemberOption | null) => void;
  /** Only members that can take children (active, not deleted, not clients). */
  parentsOnly?: boolean;
  /** Options that may not be chosen (e.g. the member itself). */
  exclude?: (option: MemberOption) => boolean;
  placeholder: string;
  id?: string;
  'aria-label'?: string;
  'data-testid'?: string;
};

/** A combobox that searches members on the server by name, seller number or e-mail. */
export function MemberPicker({
  value,
  selected,
  onChange,
  parentsOnly = false,
  exclude,
  placeholder,
  id,
  ...rest
}: MemberPickerProps) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 300);
  const options = useMemberOptions(debounced.trim(), parentsOnly);
  const list = options.data?.options ?? [];
  const shown = selected && !list.some((o) => o.id === selected.id) ? [selected as MemberOption, ...list] : list;
  return (
    <div data-testid={rest['data-testid']} className="min-w-0 flex-1">
      <Combobox
        id={id}
        aria-label={rest['aria-label']}
        value={value}
        onValueChange={(next) => onChange(shown.find((o) => o.id === next) ?? null)}
        options={shown.map((o) => ({
          value: o.id,
          label: optionLabel(o),
          keywords: o.city ?? undefined,
          disabled: exclude?.(o) ?? false,
        }))}
        filter={false}
        onSearchChange={setSearch}
        loading={options.isFetching}
        placeholder={placeholder}
        searchPlaceholder="Ad, satıcı no veya e-posta"
        emptyText="Üye bulunamadı"
      />
    </div>
  );
}
