import { ROLE_LABELS } from '@portal/shared/roles';
import { CalendarClock, UserRound } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { InvitationLookup } from '@portal/shared/contracts/invitations';
import { formatDateTime } from '@portal/shared/format';

/** Who invites, for which role, until when: shown before the registration form. */
export function InvitationSummary({ invitation }: { invitation: InvitationLookup }) {
  return (
    <section
      aria-label="Davet bilgileri"
      data-testid="invitation-summary"
      className="flex flex-col gap-3 rounded-lg border bg-accent/40 p-4 text-sm"
    >
      <div className="flex items-start gap-3">
        <div className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <UserRound className="size-5" aria-hidden="true" />
        </div>
        <div className="flex min-w-0 flex-col gap-0.5">
          <p>
            <strong className="font-semibold" data-testid="inviter-name">
              {invitation.inviter.name}
            </strong>{' '}
            sizi davet ediyor.
          </p>
          <p className="text-muted-foreground">
            {ROLE_LABELS[invitation.inviter.role] ?? invitation.inviter.role} · Satıcı no {invitation.inviter.sellerNo}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2">
        <dt className="text-muted-foreground">Üyelik rolü</dt>
        <dd>
          <Badge data-testid="invitation-role">{ROLE_LABELS[invitation.role] ?? invitation.role}</Badge>
        </dd>
        <dt className="text-muted-foreground">Davet kodu</dt>
        <dd className="font-mono tracking-wider">{invitation.code}</dd>
        <dt className="flex items-center gap-1 text-muted-foreground">
          <CalendarClock className="size-4" aria-hidden="true" />
          Son geçerlilik
        </dt>
        <dd>{invitation.expiresAt ? formatDateTime(invitation.expiresAt) : 'Süresiz'}</dd>
      </dl>
    </section>
  );
}
