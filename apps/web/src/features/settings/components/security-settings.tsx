import type { Settings } from '@portal/shared/contracts/settings';
import { ChangePasswordForm } from '@/features/settings/components/change-password-form';
import { SessionsCard } from '@/features/settings/components/sessions-card';
import { TwoFactorCard } from '@/features/settings/components/two-factor-card';
import { useCurrentUser } from '@/lib/auth';

export function SecuritySettings({ security, email }: { security: Settings['security']; email: string }) {
  // /api/auth/me is what the rest of the app reads, and it is refreshed after every two-factor change.
  const { twoFactorEnabled } = useCurrentUser();
  return (
    <div className="flex flex-col gap-4" data-testid="security-settings">
      <ChangePasswordForm email={email} lastPasswordChange={security.lastPasswordChange} />
      <TwoFactorCard enabled={twoFactorEnabled} />
      <SessionsCard />
    </div>
  );
}
