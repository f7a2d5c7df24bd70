import { describe, expect, it } from 'vitest';
import { doctorApplicationInputSchema } from './contracts/doctor-applications';
import { createInvitationInputSchema } from './contracts/invitations';
import { DOCTOR_APPLICATION_MESSAGES, DOCTOR_APPLICATION_STATUS_LABELS, KVKK_POLICY_PATH } from './doctor-applications';
import {
  DAY_MS,
  INVITATION_STATUS_LABELS,
  invitationExpiry,
  invitationLink,
  invitationShareText,
  invitationStatusAt,
  whatsappShareUrl,
} from './invitations';

const NOW = new Date('2026-03-10T12:00:00Z');
const base = { status: 'active', expiresAt: new Date('2026-03-11T12:00:00Z'), usedCount: 0, maxUses: 1 };

describe('invitationStatusAt', () => {
  it('reads an active invitation as active until its expiry, then expired', () => {
    expect(invitationStatusAt(base, NOW)).toBe('active');
    expect(invitationStatusAt({ ...base, expiresAt: NOW }, NOW)).toBe('expired');
    expect(invitationStatusAt({ ...base, expiresAt: '2026-03-01T00:00:00Z' }, NOW)).toBe('expired');
  });
  it('reads one whose uses are spent as used, whatever the row says', () => {
    expect(invitationStatusAt({ ...base, usedCount: 1 }, NOW)).toBe('used');
    expect(invitationStatusAt({ ...base, maxUses: 3, usedCount: 2 }, NOW)).toBe('active');
  });
  it('keeps a stored final state', () => {
    for (const status of ['used', 'expired', 'revoked'] as const) {
      expect(invitationStatusAt({ ...base, status }, NOW)).toBe(status);
    }
  });
  it('labels the four states in Turkish', () => {
    expect(INVITATION_STATUS_LABELS).toEqual({
      active: 'Aktif',
      used: 'Kullanıldı',
      expired: 'Süresi Doldu',
      revoked: 'İptal Edildi',
    });
    expect(DOCTOR_APPLICATION_STATUS_LABELS).toEqual({
      pending: 'Bekleyen',
      approved: 'Onaylanan',
      rejected: 'Reddedilen',
    });
  });
});

describe('links and sharing', () => {
  it('builds the invitation page link on the app address', () => {
    expect(invitationLink('https://portal.example/', 'ABCD2345')).toBe('https://portal.example/invitation/ABCD2345');
    expect(invitationExpiry(7, NOW).getTime() - NOW.getTime()).toBe(7 * DAY_MS);
  });
  it('shares a Turkish text with the link through wa.me, encoded', () => {
    const text = invitationShareText('https://portal.example/invitation/ABCD2345', 'client', 'Kadıköy Bayi');
    expect(text).toContain('Kadıköy Bayi sizi ağımıza Danışan olarak davet ediyor');
    const url = whatsappShareUrl(text);
    expect(url.startsWith('https://wa.me/?text=')).toBe(true);
    expect(url).not.toContain(' ');
    expect(decodeURIComponent(url.slice('https://wa.me/?text='.length))).toBe(text);
  });
});

describe('the new invitation schema', () => {
  it('defaults to 7 days and one use, and empties optional fields to null', () => {
    const parsed = createInvitationInputSchema.parse({ role: 'client', name: ' ', email: '', phone: '' });
    expect(parsed).toMatchObject({ expiresInDays: 7, maxUses: 1, name: null, email: null, phone: null });
  });
  it('refuses the admin role and out-of-range limits', () => {
    expect(createInvitationInputSchema.safeParse({ role: 'admin' }).success).toBe(false);
    expect(createInvitationInputSchema.safeParse({ role: 'client', expiresInDays: 31 }).success).toBe(false);
    expect(createInvitationInputSchema.safeParse({ role: 'client', maxUses: 101 }).success).toBe(false);
    expect(createInvitationInputSchema.safeParse({ role: 'client', expiresInDays: '30', maxUses: '100' }).success).toBe(
      true,
    );
  });
});

describe('the doctor application schema', () => {
  const form = {
    name: 'Dr. Ayşe Demir',
    specialty: 'Dahiliye',
    registryNumber: 'TTB/34-9912',
    city: 'izmir',
    phone: '0532 123 45 67',
    email: 'Ayse@Example.com',
    kvkkAccepted: true,
  };
  it('normalizes the city, phone and e-mail', () => {
    expect(doctorApplicationInputSchema.parse(form)).toMatchObject({
      city: 'İzmir',
      phone: '05321234567',
      email: 'ayse@example.com',
    });
  });
  it('requires the KVKK consent, with its message', () => {
    const result = doctorApplicationInputSchema.safeParse({ ...form, kvkkAccepted: false });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(DOCTOR_APPLICATION_MESSAGES.kvkk);
    expect(KVKK_POLICY_PATH).toBe('/policies/kvkk-aydinlatma-metni');
  });
});
