import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AuditLogSection } from '@/features/security/components/audit-log';
import { SessionsSection } from '@/features/security/components/sessions-list';
import { SignInReportSection } from '@/features/security/components/sign-in-report';
import { TwoFactorAdoptionSection } from '@/features/security/components/two-factor-adoption';

type Tab = 'sign-ins' | 'sessions' | 'two-factor' | 'audit';
const LABELS: Record<Tab, string> = {
  'sign-ins': 'Giriş Denemeleri',
  sessions: 'Oturumlar',
  'two-factor': 'İki Adımlı Doğrulama',
  audit: 'Denetim Kaydı',
};

function SecurityTabs({ tabs, canEnd }: { tabs: readonly Tab[]; canEnd: boolean }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as Tab | null;
  const tab = asked && tabs.includes(asked) ? asked : (tabs[0] as Tab);
  const select = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams();
        // Other tabs' filters are left behind; the tab itself is remembered for a reload.
        if (value !== tabs[0]) next.set('tab', value);
        if (value === 'audit') for (const [k, v] of prev) if (k !== 'tab') next.set(k, v);
        return next;
      },
      { replace: true },
    );
  return (
    <Tabs value={tab} onValueChange={select} className="min-w-0">
      <TabsList className="w-full sm:w-fit" aria-label="Güvenlik bölümleri">
        {tabs.map((t) => (
          <TabsTrigger key={t} value={t} data-testid={`security-tab-${t}`}>
            {LABELS[t]}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="sign-ins">
        <SignInReportSection />
      </TabsContent>
      <TabsContent value="sessions">
        <SessionsSection canEnd={canEnd} />
      </TabsContent>
      <TabsContent value="two-factor">
        <TwoFactorAdoptionSection />
      </TabsContent>
      {tabs.includes('audit') ? (
        <TabsContent value="audit">
          <AuditLogSection />
        </TabsContent>
      ) : null}
    </Tabs>
  );
}

/** /dashboard/admin/security-management: the admin's sign-ins, sessions (ending them), two-factor and audit log. */
export function SecurityManagementPage() {
  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="security-management-page">
      <SecurityTabs tabs={['sign-ins', 'sessions', 'two-factor', 'audit']} canEnd />
    </div>
  );
}

/** /dashboard/security/report: sign-ins, sessions and two-factor adoption within the caller's network. */
export function SecurityReportPage() {
  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="security-report-page">
      <SecurityTabs tabs={['sign-ins', 'sessions', 'two-factor']} canEnd={false} />
    </div>
  );
}
