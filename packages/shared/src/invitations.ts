/**
 * Invitation and doctor-application rules shared by the server and the browser: the states and
 * their labels, the limits of a new invitation, the link and the text a member shares, and the
 * words of these screens and e-mails. The request and response schemas are in
 * contracts/invitations.ts and contracts/doctor-applications.ts.
 */
import { ROLE_LABELS, type Role } from './roles';

export const INVITATION_STATUSES = ['active', 'used', 'expired', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = {
  active: 'Aktif',
  used: 'Kullanıldı',
  expired: 'Süresi Doldu',
  revoked: 'İptal Edildi',
};

/** A new invitation: valid for 1–30 days (7 unless chosen), 1–100 uses (1 unless chosen). */
export const INVITATION_LIMITS = {
  expiresInDays: { min: 1, max: 30, default: 7 },
  maxUses: { min: 1, max: 100, default: 1 },
  name: 100,
  email: 254,
} as const;

export const DAY_MS = 86_400_000;

/**
 * The state an invitation is in at a moment. The stored status can lag behind time: an active
 * invitation past its expiry is expired, and one whose uses are spent is used, whatever the row
 * still says.
 */
export function invitationStatusAt(
  invitation: { status: string; expiresAt: Date | string; usedCount: number; maxUses: number },
  now: Date = new Date(),
): InvitationStatus {
  const status = invitation.status as InvitationStatus;
  if (status !== 'active') return status;
  if (invitation.usedCount >= invitation.maxUses) return 'used';
  if (new Date(invitation.expiresAt).getTime() <= now.getTime()) return 'expired';
  return 'active';
}

/** When an invitation made now for `days` days runs out. */
export function invitationExpiry(days: number, now: Date = new Date()): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

/** The page a code opens: the invitation page of the web app. */
export function invitationLink(appUrl: string, code: string): string {
  return `${appUrl.replace(/\/+$/, '')}/invitation/${encodeURIComponent(code)}`;
}

/** What a member sends with the link (WhatsApp, or pasted anywhere). */
export function invitationShareText(link: string, role: Role, inviterName?: string | null): string {
  const who = inviterName ? `${inviterName} sizi` : 'Sizi';
  return `${who} ağımıza ${ROLE_LABELS[role]} olarak davet ediyor. Kayıt olmak için bağlantıyı açın: ${link}`;
}

/** A WhatsApp share link that lets the member pick the chat; the text is URL-encoded. */
export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/** The words of the invitation screens, notifications and e-mails. `html` takes escaped values. */
export const INVITATION_MESSAGES = {
  created: 'Davet oluşturuldu',
  createdAndMailed: (email: string) => `Davet oluşturuldu ve ${email} adresine gönderildi`,
  revoked: 'Davet iptal edildi',
  resent: 'Davet e-postası yeniden gönderildi',
  copied: 'Bağlantı kopyalandı',
  copyFailed: 'Bağlantı kopyalanamadı; elle seçip kopyalayın',
  role: 'Davet edilecek rolü seçin',
  email: 'Geçerli bir e-posta adresi girin',
  phone: 'Geçerli bir cep telefonu girin (05XX XXX XX XX)',
  nameTooLong: `Ad en fazla ${INVITATION_LIMITS.name} karakter olabilir`,
  expiresInDays: `Geçerlilik ${INVITATION_LIMITS.expiresInDays.min}–${INVITATION_LIMITS.expiresInDays.max} gün arasında olmalıdır`,
  maxUses: `Kullanım hakkı ${INVITATION_LIMITS.maxUses.min}–${INVITATION_LIMITS.maxUses.max} arasında olmalıdır`,
  parent: 'Davet edilen üyenin bağlanacağı üst üyeyi seçin',
  mail: {
    subject: (inviterName: string) => `${inviterName} sizi davet ediyor`,
    text: (p: { name: string | null; inviterName: string; role: string; url: string; expiresAt: string }) =>
      `Merhaba${p.name ? ` ${p.name}` : ''},\n\n${p.inviterName} sizi ağımıza ${p.role} olarak davet ediyor. Kayıt olmak için aşağıdaki bağlantıyı açın. Davet ${p.expiresAt} tarihine kadar geçerlidir.\n\n${p.url}\n\nBu daveti beklemiyorsanız bu e-postayı yok sayabilirsiniz.`,
    html: (p: { name: string | null; inviterName: string; role: string; url: string; expiresAt: string }) =>
      `<p>Merhaba${p.name ? ` ${p.name}` : ''},</p><p>${p.inviterName} sizi ağımıza <strong>${p.role}</strong> olarak davet ediyor. Kayıt olmak için aşağıdaki bağlantıyı açın. Davet ${p.expiresAt} tarihine kadar geçerlidir.</p><p><a href="${p.url}">Daveti aç</a></p><p>${p.url}</p><p>Bu daveti beklemiyorsanız bu e-postayı yok sayabilirsiniz.</p>`,
  },
} as const;
