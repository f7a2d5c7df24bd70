import { INVITATION_STATUS_LABELS, INVITATION_STATUSES, type InvitationStatus } from '@portal/shared/invitations';
import { formatNumber } from '@portal/shared/format';
import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

type Counts = Record<InvitationStatus | 'all', number>;

/** The status filter as tabs with their counts ('' is every status), over the list they filter. */
export function InvitationStatusTabs({
  value,
  counts,
  onChange,
  children,
}: {
  value: InvitationStatus | '';
  counts: Counts | undefined;
  onChange: (status: InvitationStatus | '') => void;
  children: ReactNode;
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
      <TabsContent value={value || 'all'} className="flex flex-col gap-3">
        {children}
      </TabsContent>
    </Tabs>
  );
}
