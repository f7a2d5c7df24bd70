import type { MaintenanceJob, MaintenanceJobStatus } from '@portal/shared/contracts/network-admin';
import { formatNumber } from '@portal/shared/format';
import { Badge } from '@/components/ui/badge';

const STATUS: Record<
  MaintenanceJobStatus,
  { label: string; variant: 'secondary' | 'info' | 'success' | 'destructive' }
> = {
  queued: { label: 'Sırada', variant: 'secondary' },
  running: { label: 'Çalışıyor', variant: 'info' },
  succeeded: { label: 'Tamamlandı', variant: 'success' },
  failed: { label: 'Başarısız', variant: 'destructive' },
};

export function JobStatusBadge({ status }: { status: MaintenanceJobStatus }) {
  return (
    <Badge variant={STATUS[status].variant} data-testid="job-status">
      {STATUS[status].label}
    </Badge>
  );
}

/** What the job found or changed, in one sentence. */
export function jobSummary(job: MaintenanceJob): string {
  if (job.status === 'failed') return job.error ?? 'İş tamamlanamadı';
  if (!job.result || job.status !== 'succeeded')
    return `${formatNumber(job.processed)} / ${formatNumber(job.total)} işlendi`;
  const r = job.result;
  const parts = [
    job.dryRun
      ? `${formatNumber(r.changed)} kayıt değişecekti (deneme, hiçbir şey değiştirilmedi)`
      : `${formatNumber(r.changed)} kayıt düzeltildi`,
    `${formatNumber(r.checked)} üye kontrol edildi`,
  ];
  if (r.unreachable) parts.push(`${formatNumber(r.unreachable)} üye döngüde olduğu için yerleştirilemedi`);
  if (r.tooDeep) parts.push(`${formatNumber(r.tooDeep)} üye 20 seviyeden derin olduğu için yerleştirilemedi`);
  return parts.join(' · ');
}
