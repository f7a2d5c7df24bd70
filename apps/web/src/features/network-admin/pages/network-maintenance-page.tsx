import {
  MAINTENANCE_JOB_KINDS,
  type MaintenanceJob,
  type MaintenanceJobKind,
} from '@portal/shared/contracts/network-admin';
import { formatDateTime } from '@portal/shared/format';
import { MESSAGES } from '@portal/shared/messages';
import { progressPercent } from '@portal/shared/network-consistency';
import { Calculator, Coins, History, Play, RotateCcw, Route } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { isJobActive, useJobs, useStartJob } from '@/features/network-admin/api/maintenance-jobs';
import { JobStatusBadge, jobSummary } from '@/features/network-admin/components/job-result';

const JOBS: Record<MaintenanceJobKind, { icon: typeof Route; description: string }> = {
  rebuild_paths: {
    icon: Route,
    description:
      'Her üyenin ağdaki yolunu ve derinliğini üst üye bağlantısından, yukarıdan aşağıya yeniden kurar. Döngüdeki veya 20 seviyeden derin üyeler tahmin edilmez, raporlanır.',
  },
  recount: {
    icon: Calculator,
    description: 'Her üyenin doğrudan üye sayısını ve ağ büyüklüğünü yollardan yeniden hesaplar.',
  },
  sync_points: {
    icon: Coins,
    description:
      'Kayıtlı puanı puan hareketlerinden hesaplanan bakiyeden farklı olan her üyenin puanını bakiyeye eşitler.',
  },
};

function JobCard({ kind, busy }: { kind: MaintenanceJobKind; busy: boolean }) {
  const id = useId();
  const [dryRun, setDryRun] = useState(false);
  const start = useStartJob();
  const { icon: Icon, description } = JOBS[kind];
  const onStart = () =>
    start.mutate(
      { kind, dryRun },
      {
        onSuccess: () => toast.success(dryRun ? 'Deneme çalıştırması başlatıldı' : 'Bakım işi başlatıldı'),
        onError: (error) => toast.error(error.message),
      },
    );
  return (
    <Card className="flex flex-col" data-testid={`job-card-${kind}`}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
          {MESSAGES.networkAdmin.jobKind[kind]}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto">
        <div className="flex items-center gap-2">
          <Switch id={`${id}-dry`} checked={dryRun} onCheckedChange={setDryRun} data-testid={`job-dry-${kind}`} />
          <Label htmlFor={`${id}-dry`} className="font-normal">
            Deneme çalıştırması (yalnızca say, değiştirme)
          </Label>
        </div>
      </CardContent>
      <CardFooter>
        <Button onClick={onStart} disabled={busy || start.isPending} data-testid={`job-start-${kind}`}>
          {start.isPending ? <Spinner /> : <Play aria-hidden="true" />}
          Başlat
        </Button>
      </CardFooter>
    </Card>
  );
}

function RunningJob({ job }: { job: MaintenanceJob }) {
  const percent = progressPercent(job.processed, job.total);
  return (
    <Alert data-testid="job-running">
      <Spinner />
      <AlertTitle>
        {MESSAGES.networkAdmin.jobKind[job.kind]}
        {job.dryRun ? ' (deneme)' : ''} çalışıyor
      </AlertTitle>
      <AlertDescription className="w-full">
        <Progress value={percent} label="İşin ilerlemesi" className="my-2" />
        <p className="tabular" aria-live="polite">
          {jobSummary(job)} · %{percent}
        </p>
      </AlertDescription>
    </Alert>
  );
}

function JobHistory({ jobs }: { jobs: MaintenanceJob[] }) {
  if (jobs.length === 0) {
    return <EmptyState icon={History} title="Henüz bakım işi çalıştırılmadı" data-testid="jobs-empty" />;
  }
  return (
    <ul className="flex flex-col gap-2" aria-label="Bakım işleri" data-testid="job-history">
      {jobs.map((job) => (
        <li key={job.id} className="rounded-lg border bg-card p-3 text-sm" data-testid="job-row">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-medium">
              {MESSAGES.networkAdmin.jobKind[job.kind]}
              {job.dryRun ? <span className="font-normal text-muted-foreground"> · deneme</span> : null}
            </p>
            <JobStatusBadge status={job.status} />
          </div>
          <p className="mt-1 text-muted-foreground" data-testid="job-summary">
            {jobSummary(job)}
          </p>
          <p className="mt-1 text-xs text-muted-foreground">
            {job.startedBy?.name ?? 'Sistem'} · {formatDateTime(job.startedAt ?? job.createdAt)}
            {job.finishedAt ? ` → ${formatDateTime(job.finishedAt)}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * /dashboard/network/maintenance: the three network jobs, one at a time, each in the background on
 * the server with a live progress bar, an optional dry run, and the history of every run.
 */
export function NetworkMaintenancePage() {
  const jobs = useJobs();
  const active = jobs.data?.jobs.find(isJobActive);
  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="network-maintenance-page">
      <p className="max-w-2xl text-sm text-muted-foreground">
        Ağ verisini toplu olarak denetleyen ve düzelten işler. Aynı anda yalnızca bir iş çalışır; her iş üyeleri
        1.000’lik gruplar hâlinde işler ve kayıt altına alınır.
      </p>
      {active ? <RunningJob job={active} /> : null}
      <div className="grid gap-3 md:grid-cols-3">
        {MAINTENANCE_JOB_KINDS.map((kind) => (
          <JobCard key={kind} kind={kind} busy={!!active} />
        ))}
      </div>
      <section className="flex flex-col gap-2" aria-labelledby="job-history-title">
        <h2 id="job-history-title" className="text-base font-semibold">
          Geçmiş
        </h2>
        {jobs.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : jobs.isError && !jobs.data ? (
          <Alert variant="destructive">
            <AlertTitle>Bakım işleri alınamadı</AlertTitle>
            <AlertDescription>
              <Button size="sm" variant="outline" onClick={() => jobs.refetch()}>
                <RotateCcw aria-hidden="true" />
                Yeniden Dene
              </Button>
            </AlertDescription>
          </Alert>
        ) : (
          <JobHistory jobs={jobs.data.jobs} />
        )}
      </section>
    </div>
  );
}
