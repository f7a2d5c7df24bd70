import type { TransferMember } from '@portal/shared/contracts/role-transfer';
import { ROLE_LABELS } from '@portal/shared/roles';
import { useState } from 'react';
import { Combobox } from '@/components/ui/combobox';
import { useCandidates } from '@/features/role-transfer/api/role-transfer';
import { useDebouncedValue } from '@/lib/use-debounced-value';

type Props = {
  id?: string;
  value: TransferMember | null;
  onChange: (member: TransferMember | null) => void;
  /** Only members who may take children (active, above client). */
  parents?: boolean;
  placeholder: string;
  'data-testid'?: string;
};

export function memberLabel(m: TransferMember): string {
  return `${m.name} · ${ROLE_LABELS[m.role]} · ${m.sellerNo}`;
}

/** A member picked by name, e-mail or seller number, searched on the server. */
export function MemberPicker({ id, value, onChange, parents = false, placeholder, ...rest }: Props) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 300);
  const query = useCandidates(debounced, parents);
  const found = query.data?.members ?? [];
  const members = value && !found.some((m) => m.id === value.id) ? [value, ...found] : found;
  return (
    <Combobox
      id={id}
      options={members.map((m) => ({
        value: m.id,
        label: memberLabel(m),
        keywords: `${m.city ?? ''} ${m.parentName ?? ''}`,
      }))}
      value={value?.id ?? ''}
      onValueChange={(v) => onChange(members.find((m) => m.id === v) ?? null)}
      onSearchChange={setSearch}
      filter={false}
      loading={query.isFetching}
      placeholder={placeholder}
      searchPlaceholder="Ad, e-posta veya satıcı no"
      emptyText="Üye bulunamadı"
      data-testid={rest['data-testid']}
    />
  );
}
