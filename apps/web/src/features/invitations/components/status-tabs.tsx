import { INVITATION_STATUS_LABELS, INVITATION_STATUSES, type InvitationStatus } from '@portal/shared/invitations';
import { formatNumber } from '@portal/shared/format';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';

type Counts = Record<InvitationStatus | 'all', number>;

/** The status filter as tabs with their counts; '' is every status. */
export function InvitationStatusTabs({
  value,
  counts,
  onChange,
}: {
  value: InvitationStatus | '';
  counts: Counts | undefined;
  onChange: (status: InvitationStatus | '') => void;
}) {
  const tabs: { value: InvitationStatus | ''; label: string; count?: number }[] = [
    { value: '', label: 'Tümü', count: counts?.all },
    ...INVITATION_STATUSES.map((s) => ({ value: s, label: INVITATION_STATUS_LABELS[s], count: counts?.[s] })),
  ];
  return (
    <Tabs value={value || 'all'} onValueChange={(v) => onChange(v === 'all' ? '' : (v as InvitationStatus))}>
      <div className="-mx-1 overflow-x-auto px-1 pb-1">
        <TabsList>
          {tabs.map((tab) => (
            <TabsTrigger
              key={tab.value || 'all'}
              value={tab.value || 'all'}
              data-testid={`invitation-tab-${tab.value || 'all'}`}
            >
              {tab.label}
              {tab.count !== undefined ? (
                <span className="tabular ml-1 text-xs text-muted-foreground">({formatNumber(tab.count)})</span>
              ) : null}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
    </Tabs>
  );
}
