import { formatDate } from '@portal/shared/format';
import { INVITATION_MESSAGES } from '@portal/shared/invitations';
import { ROLE_LABELS, type Role } from '@portal/shared/roles';
import type { MailMessage } from '../../platform/mail';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The invitation e-mail: who invites, for which role, until when, and the link. The link opens an
 * account, so it is a secret: with real mail delivery the outbox keeps it masked.
 */
export function invitationEmail(p: {
  to: string;
  name: string | null;
  inviterName: string;
  role: Role;
  url: string;
  expiresAt: Date;
  /** Another subject than "X sizi davet ediyor" (an approved application's). */
  subject?: string;
}): MailMessage {
  const words = INVITATION_MESSAGES.mail;
  const plain = {
    name: p.name,
    inviterName: p.inviterName,
    role: ROLE_LABELS[p.role],
    url: p.url,
    expiresAt: formatDate(p.expiresAt),
  };
  return {
    to: p.to,
    kind: 'invitation',
    secrets: [p.url],
    subject: p.subject ?? words.subject(p.inviterName),
    text: words.text(plain),
    html: words.html({
      name: p.name === null ? null : escapeHtml(p.name),
      inviterName: escapeHtml(p.inviterName),
      role: escapeHtml(plain.role),
      url: escapeHtml(p.url),
      expiresAt: escapeHtml(plain.expiresAt),
    }),
  };
}
