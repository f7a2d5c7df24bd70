import { describe, expect, it } from 'vitest';
import {
  INVITE_CODE_ALPHABET,
  inviteCodeProblem,
  isInviteCodeShape,
  normalizeInviteCode,
  showsSellerNo,
} from './codes';
import { MENU_SECTIONS, OUTSIDE_MENU_SECTION, permissionPages } from './menu';
import { MESSAGES } from './messages';
import { PERMISSION_KEYS } from './permissions';
import { ROLES } from './roles';
import { aiSuggestionsFor, notificationTopicsFor, settingsForRole, settingsOutsideRole } from './settings';

/** Issue 13, words: the shared rules behind the matrix names, topics per role and code input. */

describe('permission pages', () => {
  const pages = permissionPages();

  it('name every key once, by a Turkish page title and a section, never by the key', () => {
    expect(pages.map((p) => p.key).sort()).toEqual([...PERMISSION_KEYS].sort());
    for (const page of pages) {
      expect(page.title).not.toMatch(/^canAccess/);
      expect(page.title.length).toBeGreaterThan(1);
      expect(page.section.length).toBeGreaterThan(1);
    }
  });

  it('take title and section from the side menu, submenus included', () => {
    const home = pages.find((p) => p.key === 'canAccessHome');
    expect(home).toMatchObject({ title: 'Ana Sayfa', section: 'Ana Menü', path: '/dashboard' });
    expect(pages.find((p) => p.key === 'canAccessSettings')).toMatchObject({
      title: 'Genel Ayarlar',
      section: 'Sistem › Ayarlar',
    });
    expect(pages.find((p) => p.key === 'canAccessNetworkMembers')?.section).toBe('Admin Paneli › Ağ Detayları');
    // A menu title renamed in menu.ts shows renamed in the matrix.
    const commissions = MENU_SECTIONS.flatMap((s) => s.items).find((i) => i.permissionKey === 'canAccessCommissions');
    expect(pages.find((p) => p.key === 'canAccessCommissions')?.title).toBe(commissions?.title);
  });

  it('name keys outside the menu by their page in the route table', () => {
    expect(pages.find((p) => p.key === 'canAccessTasks')).toMatchObject({
      title: 'Görevler',
      section: OUTSIDE_MENU_SECTION,
      path: '/dashboard/tasks',
    });
  });
});

describe('notification topics per role', () => {
  it('give a client only the topics of pages it has', () => {
    expect(notificationTopicsFor('client')).toEqual(['transactions']);
    expect(aiSuggestionsFor('client')).toBe(false);
    for (const role of ROLES.filter((r) => r !== 'client')) {
      expect(notificationTopicsFor(role)).toEqual(['transactions', 'commissions', 'network']);
      expect(aiSuggestionsFor(role)).toBe(true);
    }
  });

  it('name what a role cannot have when it is switched on, and read it as off', () => {
    const app = { aiEnabled: true, notificationPreferences: { transactions: true, commissions: true, network: false } };
    expect(settingsOutsideRole('client', app)).toEqual(['notificationPreferences.commissions', 'aiEnabled']);
    expect(settingsOutsideRole('dealer', app)).toEqual([]);
    expect(settingsOutsideRole('client', settingsForRole('client', app))).toEqual([]);
    expect(settingsForRole('client', app)).toEqual({
      aiEnabled: false,
      notificationPreferences: { transactions: true, commissions: false, network: false },
    });
    expect(settingsForRole('dealer', app)).toEqual(app);
  });
});

describe('invitation codes as typed', () => {
  it('accept lower case, spaces and dashes', () => {
    expect(normalizeInviteCode('abcd-2345')).toBe('ABCD2345');
    expect(normalizeInviteCode(' ABCD 2345 ')).toBe('ABCD2345');
    expect(inviteCodeProblem('abcd-2345')).toBeNull();
    expect(inviteCodeProblem(' ABCD 2345 ')).toBeNull();
    expect(isInviteCodeShape('xk7m-pq9r')).toBe(true);
  });

  it('name the characters no code holds instead of miscounting the length', () => {
    expect(inviteCodeProblem('ABCD1234')).toEqual({ kind: 'characters', characters: ['1'] });
    expect(inviteCodeProblem('abcd-1234')).toEqual({ kind: 'characters', characters: ['1'] });
    expect(inviteCodeProblem('OIL23456')).toEqual({ kind: 'characters', characters: ['O', 'I', 'L'] });
    const message = MESSAGES.inviteCode.problem({ kind: 'characters', characters: ['O'] });
    expect(message).toContain('“O”');
    expect(message).not.toContain('8 karakterden oluşur');
    for (const c of 'OI01L') expect(INVITE_CODE_ALPHABET).not.toContain(c);
  });

  it('count length only once the characters are right', () => {
    expect(inviteCodeProblem('ABCD234')).toEqual({ kind: 'length', length: 7 });
    expect(MESSAGES.inviteCode.problem({ kind: 'length', length: 7 })).toContain('7 karakter');
    expect(inviteCodeProblem('  - ')).toEqual({ kind: 'empty' });
  });
});

describe('seller numbers', () => {
  it('are shown to sellers, not to clients', () => {
    expect(showsSellerNo('client')).toBe(false);
    for (const role of ROLES.filter((r) => r !== 'client')) expect(showsSellerNo(role)).toBe(true);
  });
});
