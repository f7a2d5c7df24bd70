import type { CampaignMember } from '@portal/shared/contracts/notification-campaigns';
import { MESSAGES } from '@portal/shared/messages';
import { addressableRoles, type CampaignAudience } from '@portal/shared/notification-campaigns';
import { ROLE_LABELS, type Role } from '@portal/shared/roles';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useCampaignMemberSearch } from '@/features/notification-campaigns/api/search-members';
import { PROVINCE_NAMES_ALPHABETICAL } from '@/lib/cities';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const W = MESSAGES.campaigns;

function Chip({ label, onRemove, testId }: { label: string; onRemove: () => void; testId: string }) {
  return (
    <li
      className="flex max-w-full items-center gap-1 rounded-full border bg-muted px-3 py-1 text-sm"
      data-testid={testId}
    >
      <span className="truncate">{label}</span>
      <button
        type="button"
        onClick={onRemove}
        className="-mr-1 rounded-full p-0.5 text-muted-foreground hover:text-foreground"
        aria-label={`${label} kaldır`}
      >
        <X className="size-3.5" aria-hidden="true" />
      </button>
    </li>
  );
}

type Props = {
  senderRole: Role;
  value: CampaignAudience;
  onChange: (audience: CampaignAudience) => void;
  errors: { roles?: string; cities?: string; memberIds?: string };
};

/** Roles, cities and chosen members: the members matching every part chosen receive it. */
export function AudiencePicker({ senderRole, value, onChange, errors }: Props) {
  const roles = addressableRoles(senderRole);
  const [search, setSearch] = useState('');
  const [known, setKnown] = useState<Record<string, CampaignMember>>({});
  const found = useCampaignMemberSearch(useDebouncedValue(search, 300));

  const toggleRole = (role: Role, on: boolean) =>
    onChange({ ...value, roles: on ? [...value.roles, role] : value.roles.filter((r) => r !== role) });
  const addMember = (member: CampaignMember) => {
    setKnown((k) => ({ ...k, [member.id]: member }));
    if (!value.memberIds.includes(member.id)) onChange({ ...value, memberIds: [...value.memberIds, member.id] });
    setSearch('');
  };

  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{W.roles}</legend>
        <div className="flex flex-wrap gap-2">
          {roles.map((role) => {
            const checked = value.roles.includes(role);
            return (
              <label
                key={role}
                className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
              >
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={checked}
                  onChange={(e) => toggleRole(role, e.target.checked)}
                  data-testid={`audience-role-${role}`}
                />
                {ROLE_LABELS[role]}
              </label>
            );
          })}
        </div>
        {errors.roles ? <p className="text-sm text-destructive">{errors.roles}</p> : null}
      </fieldset>

      <div className="flex flex-col gap-2">
        <label htmlFor="audience-city" className="text-sm font-medium">
          {W.cities}
        </label>
        <NativeSelect
          id="audience-city"
          value=""
          onChange={(e) => {
            const city = e.target.value;
            if (city && !value.cities.includes(city)) onChange({ ...value, cities: [...value.cities, city] });
          }}
          data-testid="audience-city"
        >
          <option value="">Şehir ekle…</option>
          {PROVINCE_NAMES_ALPHABETICAL.filter((c) => !value.cities.includes(c)).map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </NativeSelect>
        {value.cities.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {value.cities.map((city) => (
              <Chip
                key={city}
                label={city}
                testId="audience-city-chip"
                onRemove={() => onChange({ ...value, cities: value.cities.filter((c) => c !== city) })}
              />
            ))}
          </ul>
        ) : null}
        {errors.cities ? <p className="text-sm text-destructive">{errors.cities}</p> : null}
      </div>

      <div className="flex flex-col gap-2">
        <label htmlFor="audience-member-search" className="text-sm font-medium">
          {W.members}
        </label>
        <Input
          id="audience-member-search"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={W.memberSearch}
          autoComplete="off"
          data-testid="audience-member-search"
        />
        {search.trim().length >= 2 && found.data ? (
          found.data.members.length === 0 ? (
            <p className="text-sm text-muted-foreground">Eşleşen üye bulunamadı.</p>
          ) : (
            <ul className="max-h-56 overflow-y-auto rounded-md border" data-testid="audience-member-results">
              {found.data.members.map((m) => (
                <li key={m.id}>
                  <button
                    type="button"
                    className="flex w-full min-w-0 flex-col items-start px-3 py-2 text-left text-sm hover:bg-muted"
                    onClick={() => addMember(m)}
                  >
                    <span className="max-w-full truncate font-medium">{m.name}</span>
                    <span className="max-w-full truncate text-xs text-muted-foreground">
                      {ROLE_LABELS[m.role]} · {m.city ?? '—'} · {m.email}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )
        ) : null}
        {value.memberIds.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {value.memberIds.map((id) => (
              <Chip
                key={id}
                label={known[id]?.name ?? id}
                testId="audience-member-chip"
                onRemove={() => onChange({ ...value, memberIds: value.memberIds.filter((m) => m !== id) })}
              />
            ))}
          </ul>
        ) : null}
        {errors.memberIds ? <p className="text-sm text-destructive">{errors.memberIds}</p> : null}
      </div>
    </div>
  );
}
