import { ROLE_LABELS } from '@portal/shared/roles';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { StockHolder } from '@portal/shared/contracts/stock';
import { ALL_HOLDERS } from '@/features/stock/components/use-stock-filters';

/** The company warehouse is the admin's stock. */
export const WAREHOUSE_LABEL = 'Şirket deposu';

/** How a holder reads in a list: the admin's stock is the company warehouse; a city is added where the name lacks it. */
export function holderLabel(holder: Pick<StockHolder, 'name' | 'role' | 'city'>): string {
  if (holder.role === 'admin') return `${WAREHOUSE_LABEL} (${holder.name})`;
  const city = holder.city && !holder.name.includes(holder.city) ? ` · ${holder.city}` : '';
  return `${holder.name}${city}`;
}

const GROUPS: { role: StockHolder['role']; label: string }[] = [
  { role: 'admin', label: WAREHOUSE_LABEL },
  { role: 'turkeyDistributor', label: ROLE_LABELS.turkeyDistributor },
  { role: 'cityDistributor', label: 'Şehir Distribütörleri' },
];

/** Holders grouped by level, the member's own first in its group. */
export function HolderOptions({ holders, ownId }: { holders: StockHolder[]; ownId: string }) {
  return GROUPS.map((group) => {
    const members = holders
      .filter((h) => h.role === group.role)
      .sort((a, b) => Number(b.id === ownId) - Number(a.id === ownId) || a.name.localeCompare(b.name, 'tr'));
    if (members.length === 0) return null;
    return (
      <optgroup key={group.role} label={group.label}>
        {members.map((h) => (
          <option key={h.id} value={h.id}>
            {holderLabel(h)}
            {h.id === ownId ? ' (siz)' : ''}
          </option>
        ))}
      </optgroup>
    );
  });
}

type HolderSelectProps = {
  holders: StockHolder[];
  ownId: string;
  /** The holder shown, or ALL_HOLDERS. */
  value: string;
  onChange: (value: string) => void;
  /** The holder list is still on its way, or did not come. */
  status: 'pending' | 'error' | 'success';
  className?: string;
};

/** Whose stock the page shows: the admin and the national distributor may look at every holder. */
export function HolderSelect({ holders, ownId, value, onChange, status, className }: HolderSelectProps) {
  const id = useId();
  const hintId = useId();
  return (
    <div className={className ?? 'grid gap-1.5'}>
      <Label htmlFor={id}>Stok noktası</Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={status !== 'success'}
        aria-describedby={status === 'error' ? hintId : undefined}
        data-testid="stock-holder-select"
      >
        {status === 'success' ? (
          <>
            <option value={ALL_HOLDERS}>Tüm stok noktaları</option>
            <HolderOptions holders={holders} ownId={ownId} />
          </>
        ) : (
          <option value={value}>{status === 'pending' ? 'Yükleniyor...' : 'Stok noktaları alınamadı'}</option>
        )}
      </NativeSelect>
      {status === 'error' ? (
        <p id={hintId} className="text-sm text-destructive">
          Stok noktaları alınamadı; sayfayı yenileyip tekrar deneyin.
        </p>
      ) : null}
    </div>
  );
}
