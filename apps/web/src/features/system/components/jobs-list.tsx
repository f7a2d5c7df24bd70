import type { JobStatusView } from '@portal/shared/contracts/system';
import { formatDateTime, formatNumber } from '@portal/shared/format';
import { MESSAGES } from '@portal/shared/messages';
import { Badge } from '@/components/ui/badge';
import { formatInterval, formatMs } from '@/features/system/components/format';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

function JobState({ job }: { job: JobStatusView }) {
  if (job.running) return <Badge variant="info">Çalışıyor</Badge>;
  const failedLast = job.lastErrorAt !== null && (job.lastRunAt === null || job.lastErrorAt >= job.lastRunAt);
  if (failedLast) return <Badge variant="destructive">Son çalışma başarısız</Badge>;
  if (job.intervalMs <= 0) return <Badge variant="secondary">Kapalı</Badge>;
  return <Badge variant="success">Sağlıklı</Badge>;
}

/** The server's scheduled jobs: schedule, last and next run, failures and the last error. */
export function JobsList({ jobs }: { jobs: JobStatusView[] }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2" data-testid="system-jobs">
      {jobs.map((job) => (
        <li key={job.name} className="min-w-0 rounded-lg border p-3 text-sm" data-testid={`system-job-${job.name}`}>
          <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
            <p className="font-medium">{MESSAGES.system.jobs[job.name] ?? job.name}</p>
            <JobState job={job} />
          </div>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
            <dt className="text-muted-foreground">Sıklık</dt>
            <dd className="text-right">{formatInterval(job.intervalMs)}</dd>
            <dt className="text-muted-foreground">Son çalışma</dt>
            <dd className="text-right tabular">
              {when(job.lastRunAt)}
              {job.lastDurationMs !== null ? ` (${formatMs(job.lastDurationMs)})` : ''}
            </dd>
            <dt className="text-muted-foreground">Sonraki çalışma</dt>
            <dd className="text-right tabular">{when(job.nextRunAt)}</dd>
            <dt className="text-muted-foreground">Çalışma / hata</dt>
            <dd className="text-right tabular">
              {formatNumber(job.runs)} / {formatNumber(job.failures)}
            </dd>
          </dl>
          {job.lastError ? (
            <p className="mt-2 break-words rounded bg-destructive/10 p-2 text-xs text-destructive">
              {when(job.lastErrorAt)}: {job.lastError}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
