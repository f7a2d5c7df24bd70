import type { Role } from './roles';

/** No 0/O, 1/I/L: codes are read aloud and typed from paper. */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;

export function generateInviteCode(randomInt: (maxExclusive: number) => number): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) {
    code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  }
  return code;
}

/** Codes are matched case-insensitively and without the spaces or dashes people add. */
export function normalizeInviteCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

export function isInviteCodeShape(input: string): boolean {
  return inviteCodeProblem(input) === null;
}

/**
 * Why a typed code cannot be one, after normalizing: nothing typed, characters the alphabet
 * leaves out (0, O, 1, I, L and anything not a letter or digit), or the wrong length. The
 * characters come first: "ABCD1234" has 8 characters, its problem is the 1.
 */
export type InviteCodeProblem =
  | { kind: 'empty' }
  | { kind: 'characters'; characters: string[] }
  | { kind: 'length'; length: number };

export function inviteCodeProblem(input: string): InviteCodeProblem | null {
  const code = normalizeInviteCode(input);
  if (code.length === 0) return { kind: 'empty' };
  const foreign = [...new Set([...code].filter((c) => !INVITE_CODE_ALPHABET.includes(c)))];
  if (foreign.length > 0) return { kind: 'characters', characters: foreign };
  if (code.length !== INVITE_CODE_LENGTH) return { kind: 'length', length: code.length };
  return null;
}

/**
 * Whether a member's seller number is shown to them: a client buys for themselves and sells
 * nothing, so the number (which every profile carries) is not theirs to read (issue 13).
 */
export function showsSellerNo(role: Role): boolean {
  return role !== 'client';
}

export function formatSellerNo(sequence: number): string {
  return `TR-${String(sequence).padStart(6, '0')}`;
}

/** Turkish mobile numbers in one form (05XXXXXXXXX) whatever way they were typed. */
export function normalizePhone(input: string): string | null {
  const digits = input.replace(/\D/g, '');
  let national = digits;
  if (national.startsWith('90') && national.length === 12) national = `0${national.slice(2)}`;
  if (national.length === 10 && national.startsWith('5')) national = `0${national}`;
  return /^05\d{9}$/.test(national) ? national : null;
}
