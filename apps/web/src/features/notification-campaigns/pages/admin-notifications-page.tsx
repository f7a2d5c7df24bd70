import type { Campaign } from '@portal/shared/contracts/notification-campaigns';
import { withReason } from '@portal/shared/errors';
import { MESSAGES } from '@portal/shared/messages';
import { BellOff, Send } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useCampaigns } from '@/features/notification-campaigns/api/get-campaigns';
import { useWithdrawCampaign } from '@/features/notification-campaigns/api/withdraw-campaign';
import { CampaignCard } from '@/features/notification-campaigns/components/campaign-list';

const W = MESSAGES.campaigns;

/** /dashboard/admin/notifications: sent campaigns with audience, delivered and read counts; withdraw one. */
export function AdminNotificationsPage() {
  const list = useCampaigns();
  const withdraw = useWithdrawCampaign();
  const [confirm, setConfirm] = useState<Campaign | null>(null);
  const campaigns = list.data?.pages.flatMap((p) => p.campaigns) ?? [];

  const doWithdraw = (campaign: Campaign) =>
    withdraw.mutate(campaign.id, {
      onSuccess: () => toast.success(W.withdrawn),
      onError: (error) => toast.error(withReason(W.withdrawFailed, (error as Error).message)),
    });

  return (
    <div className="flex min-w-0 flex-col gap-5" data-testid="admin-notifications-page">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">{W.adminDescription}</p>
        <Button asChild size="sm" className="w-full sm:w-auto">
          <Link to="/dashboard/notification-send">
            <Send aria-hidden="true" />
            {W.sendTitle}
          </Link>
        </Button>
      </div>
      {list.isError && !list.data ? (
        <p className="text-sm text-destructive">{W.loadFailed}</p>
      ) : !list.data ? (
        <div className="flex flex-col gap-3">
          <Skeleton className="h-36 w-full" />
          <Skeleton className="h-36 w-full" />
        </div>
      ) : campaigns.length === 0 ? (
        <EmptyState icon={BellOff} title={W.empty} />
      ) : (
        <ul className="flex flex-col gap-3" data-testid="campaign-list">
          {campaigns.map((c) => (
            <li key={c.id}>
              <CampaignCard campaign={c} onWithdraw={setConfirm} />
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <Button
          variant="outline"
          className="self-center"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          Daha fazla göster
        </Button>
      ) : null}
      <AlertDialog open={!!confirm} onOpenChange={(open) => (open ? null : setConfirm(null))}>
        <AlertDialogContent data-testid="campaign-withdraw-confirm">
          <AlertDialogHeader>
            <AlertDialogTitle>{confirm?.title}</AlertDialogTitle>
            <AlertDialogDescription>{W.withdrawConfirm}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Vazgeç</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                if (confirm) doWithdraw(confirm);
                setConfirm(null);
              }}
              data-testid="campaign-withdraw-confirm-button"
            >
              {W.withdraw}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
