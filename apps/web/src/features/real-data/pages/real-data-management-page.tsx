import { DemoDataCard } from '@/features/real-data/components/demo-data-card';
import { ImportCard } from '@/features/real-data/components/import-card';

/** admin/real-data-management: remove the demo data, import the real products and members. */
export function RealDataManagementPage() {
  return (
    <div className="flex min-w-0 flex-col gap-6" data-testid="real-data-page">
      <ImportCard />
      <DemoDataCard />
    </div>
  );
}
