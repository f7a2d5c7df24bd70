import { MESSAGES } from '@portal/shared/messages';
import type { Role } from '@portal/shared/roles';
import { Landmark, Lock, Shield, SlidersHorizontal, UserRound } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { ErrorBoundary } from '@/components/error-boundary';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSettings } from '@/features/settings/api/get-settings';
import { AccountSettingsSection } from '@/features/settings/components/account-settings';
import { AppSettingsForm } from '@/features/settings/components/app-settings-form';
import { messageOf } from '@/lib/use-server-form';
import { PrivacyCard } from '@/features/settings/components/privacy-card';
import { ProfileSettingsForm } from '@/features/settings/components/profile-settings-form';
import { SecuritySettings } from '@/features/settings/components/security-settings';
import { storedLocalTheme } from '@/features/settings/components/theme-preference';
import { useCurrentUser } from '@/lib/auth';
import { setTheme } from '@/lib/theme';

const TABS = [
  { value: 'app', label: 'Uygulama', icon: SlidersHorizontal },
  { value: 'profile', label: 'Profil', icon: UserRound },
  { value: 'security', label: 'Güvenlik', icon: Shield },
  { value: 'account', label: 'Hesap', icon: Landmark },
  { value: 'privacy', label: 'Gizlilik', icon: Lock },
] as const;
type Tab = (typeof TABS)[number]['value'];

/**
 * Spec §6: clients get app, profile and security; every other role also gets account. Privacy
 * (KVKK data rights, decision 042) is everyone's.
 */
export function tabsFor(role: Role): Tab[] {
  return role === 'client'
    ? ['app', 'profile', 'security', 'privacy']
    : ['app', 'profile', 'security', 'account', 'privacy'];
}

function SettingsSkeleton() {
  return (
    <div className="flex flex-col gap-4" role="status" aria-label="Ayarlar yükleniyor">
      <Skeleton className="h-48 w-full rounded-xl" />
      <Skeleton className="h-64 w-full rounded-xl" />
    </div>
  );
}

export function SettingsPage() {
  const user = useCurrentUser();
  const settings = useSettings();
  const [params, setParams] = useSearchParams();
  const allowed = tabsFor(user.role);
  const requested = params.get('tab');
  const tab: Tab = allowed.includes(requested as Tab) ? (requested as Tab) : 'app';

  // A browser with no theme choice of its own takes the one saved on the account.
  const savedTheme = settings.data?.app.theme;
  useEffect(() => {
    if (savedTheme && storedLocalTheme() === null) setTheme(savedTheme);
  }, [savedTheme]);

  useEffect(() => {
    if (settings.isError) toast.error(MESSAGES.settings.loadFailed, { id: 'settings-load-failed' });
  }, [settings.isError]);

  const onTabChange = (value: string) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  };

  let body: ReactNode;
  if (settings.isPending) {
    body = <SettingsSkeleton />;
  } else if (settings.isError) {
    body = (
      <Alert variant="destructive" data-testid="settings-load-error">
        <AlertTitle>{MESSAGES.settings.loadFailed}</AlertTitle>
        <AlertDescription>
          <p>{messageOf(settings.error)}</p>
          <Button variant="outline" size="sm" onClick={() => void settings.refetch()} disabled={settings.isFetching}>
            Yeniden Dene
          </Button>
        </AlertDescription>
      </Alert>
    );
  } else {
    const data = settings.data;
    body = (
      <>
        <TabsContent value="app">
          <ErrorBoundary level="component">
            <AppSettingsForm app={data.app} role={user.role} />
          </ErrorBoundary>
        </TabsContent>
        <TabsContent value="profile">
          <ErrorBoundary level="component">
            <ProfileSettingsForm profile={data.profile} />
          </ErrorBoundary>
        </TabsContent>
        <TabsContent value="security">
          <ErrorBoundary level="component">
            <SecuritySettings security={data.security} email={data.profile.email} />
          </ErrorBoundary>
        </TabsContent>
        {allowed.includes('account') && data.account ? (
          <TabsContent value="account">
            <ErrorBoundary level="component">
              <AccountSettingsSection account={data.account} role={user.role} />
            </ErrorBoundary>
          </TabsContent>
        ) : null}
        <TabsContent value="privacy">
          <ErrorBoundary level="component">
            <PrivacyCard />
          </ErrorBoundary>
        </TabsContent>
      </>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4" data-testid="settings-page">
      <Tabs value={tab} onValueChange={onTabChange}>
        <TabsList className="w-full sm:w-fit" data-testid="settings-tabs" aria-label="Ayar bölümleri">
          {TABS.filter((t) => allowed.includes(t.value)).map((t) => (
            <TabsTrigger
              key={t.value}
              value={t.value}
              className="flex-1 px-2 sm:flex-none sm:px-3"
              data-testid={`settings-tab-${t.value}`}
            >
              <t.icon aria-hidden="true" className="hidden size-4 min-[400px]:block" />
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {body}
      </Tabs>
    </div>
  );
}
