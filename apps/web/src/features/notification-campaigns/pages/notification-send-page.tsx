import { CampaignForm } from '@/features/notification-campaigns/components/campaign-form';
import { useCurrentUser } from '@/lib/auth';

/** /dashboard/notification-send (admin, turkeyDistributor): a notification to roles, cities or chosen members. */
export function NotificationSendPage() {
  const user = useCurrentUser();
  return (
    <div className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-5" data-testid="notification-send-page">
      <CampaignForm senderRole={user.role} />
    </div>
  );
}
