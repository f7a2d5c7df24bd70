import type { Campaign } from '@portal/shared/contracts/notification-campaigns';
import { formatDateTime, formatNumber } from '@portal/shared/format';
import { MESSAGES } from '@portal/shared/messages';
import { isRole, ROLE_LABELS } from '@portal/shared/roles';
import { BellRing, Undo2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

const W = MESSAGES.campaigns;

/** Who a campaign went to, in words: "Bayi · İstanbul · 2 üye". */
export function audienceLabel(audience: Campaign['audience']): string {
  const parts = [
    audience.roles.map((r) => (isRole(r) ? ROLE_LABELS[r] : r)).join(', '),
    audience.cities.join(', '),
    audience.memberIds.length > 0 ? `${formatNumber(audience.memberIds.length)} seçili üye` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : W.everyone;
}

function ratio(read: number, delivered: number) {
  return delivered > 0 ? Math.round((read / delivered) * 100) : 0;
}

/** One campaign: what it said, to whom, how many got it and read it; withdraw while it is sent. */
export function CampaignCard({ campaign, onWithdraw }: { campaign: Campaign; onWithdraw: (c: Campaign) => void }) {
  const withdrawn = campaign.status === 'withdrawn';
  return (
    <Card className="gap-0 py-0" data-testid="campaign-row" data-campaign-id={campaign.id}>
      <CardContent className="flex flex-col gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="flex min-w-0 items-start gap-3">
            <BellRing className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            <div className="min-w-0">
              <p className="font-medium break-words">{campaign.title}</p>
              <p className="text-sm break-words text-muted-foreground">{campaign.message}</p>
            </div>
          </div>
          <Badge variant={withdrawn ? 'secondary' : 'success'} data-testid="campaign-status">
            {withdrawn ? W.statusWithdrawn : W.statusSent}
          </Badge>
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
          <div className="col-span-2 min-w-0">
            <dt className="text-xs text-muted-foreground">{W.audience}</dt>
            <dd className="break-words" data-testid="campaign-audience">
              {audienceLabel(campaign.audience)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">{W.delivered}</dt>
            <dd className="tabular font-medium" data-testid="campaign-delivered">
              {formatNumber(campaign.deliveredCount)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">{W.read}</dt>
            <dd className="tabular font-medium" data-testid="campaign-read">
              {formatNumber(campaign.readCount)}{' '}
              <span className="text-xs font-normal text-muted-foreground">
                (%{ratio(campaign.readCount, campaign.deliveredCount)})
              </span>
            </dd>
          </div>
        </dl>
        <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
          <span>
            {formatDateTime(campaign.createdAt)}
            {campaign.senderName ? ` · ${campaign.senderName}` : ''}
            {campaign.withdrawnAt ? ` · ${W.statusWithdrawn}: ${formatDateTime(campaign.withdrawnAt)}` : ''}
          </span>
          {withdrawn ? null : (
            <Button size="sm" variant="outline" onClick={() => onWithdraw(campaign)} data-testid="campaign-withdraw">
              <Undo2 aria-hidden="true" />
              {W.withdraw}
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
