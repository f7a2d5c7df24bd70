import type { DoctorApplication } from '@portal/shared/contracts/doctor-applications';
import { formatAddressPhone } from '@portal/shared/addresses';
import { formatDateTime } from '@portal/shared/format';
import { INVITATION_STATUS_LABELS, type InvitationStatus } from '@portal/shared/invitations';
import { ROLE_LABELS } from '@portal/shared/roles';
import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { useDoctorApplication } from '@/features/doctor-applications/api/get-applications';
import { ApplicationStatusBadge } from '@/features/doctor-applications/components/application-status-badge';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words text-sm">{children}</dd>
    </div>
  );
}

type DetailProps = {
  id: string | null;
  onClose: () => void;
  onApprove: (application: DoctorApplication) => void;
  onReject: (application: DoctorApplication) => void;
};

/** One application in full: every field, the KVKK consent, and the decision or the ways to make it. */
export function ApplicationDetailSheet({ id, onClose, onApprove, onReject }: DetailProps) {
  const query = useDoctorApplication(id);
  const a = query.data;
  return (
    <Sheet open={id !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <SheetContent className="w-full overflow-y-auto sm:max-w-lg" data-testid="application-detail">
        <SheetHeader>
          <SheetTitle>{a?.name ?? 'Başvuru'}</SheetTitle>
          <SheetDescription>{a ? `${a.specialty} · ${a.city}` : 'Yükleniyor...'}</SheetDescription>
        </SheetHeader>
        <div className="flex flex-col gap-5 px-4 pb-6">
          {!a ? (
            query.isError ? (
              <p className="text-sm text-destructive">Başvuru yüklenemedi.</p>
            ) : (
              <Skeleton className="h-64 w-full" />
            )
          ) : (
            <>
              <div>
                <ApplicationStatusBadge status={a.status} />
              </div>
              <dl className="flex flex-col gap-3">
                <Row label="Ad soyad">{a.name}</Row>
                <Row label="Uzmanlık">{a.specialty}</Row>
                <Row label="Diploma / sicil no">{a.registryNumber}</Row>
                <Row label="İl">{a.city}</Row>
                <Row label="Telefon">
                  <a href={`tel:${a.phone}`} className="text-primary hover:underline">
                    {formatAddressPhone(a.phone)}
                  </a>
                </Row>
                <Row label="E-posta">
                  <a href={`mailto:${a.email}`} className="text-primary hover:underline">
                    {a.email}
                  </a>
                </Row>
                <Row label="Mesaj">{a.message ? <span className="whitespace-pre-line">{a.message}</span> : '—'}</Row>
                <Row label="Başvuru tarihi">{formatDateTime(a.createdAt)}</Row>
                <Row label="KVKK onayı">
                  Sürüm {a.kvkkVersion} · {formatDateTime(a.kvkkAcceptedAt)}
                </Row>
                {a.reviewedAt ? (
                  <Row label="Değerlendiren">
                    {a.reviewedBy?.name ?? '—'} · {formatDateTime(a.reviewedAt)}
                  </Row>
                ) : null}
                {a.reviewNote ? (
                  <Row label="Ret gerekçesi">
                    <span className="whitespace-pre-line">{a.reviewNote}</span>
                  </Row>
                ) : null}
                {a.invitation ? (
                  <Row label="Davet">
                    <span className="font-mono">{a.invitation.code}</span> · {ROLE_LABELS[a.invitation.role]} ·{' '}
                    {INVITATION_STATUS_LABELS[a.invitation.status as InvitationStatus] ?? a.invitation.status}
                  </Row>
                ) : null}
              </dl>
              {a.status === 'pending' ? (
                <div className="flex flex-col gap-2 sm:flex-row">
                  <Button onClick={() => onApprove(a)} data-testid="application-approve">
                    <Check aria-hidden="true" />
                    Onayla
                  </Button>
                  <Button
                    variant="outline"
                    className="text-destructive"
                    onClick={() => onReject(a)}
                    data-testid="application-reject"
                  >
                    <X aria-hidden="true" />
                    Reddet
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
