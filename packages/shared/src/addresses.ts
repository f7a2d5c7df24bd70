/**
 * Address rules: limits, messages, the phone and province normalizers. The request and response
 * schemas of /api/addresses are in contracts/addresses.ts and use these rules.
 */
import { PROVINCES } from './cities';
import { normalizePhone } from './codes';
import { normalizeSearch } from './format';

/** How many addresses a member may keep (the ADDRESS_LIMIT error says the same number). */
export const ADDRESS_LIMIT = 20;

export const ADDRESS_FIELD_LIMITS = {
  title: 40,
  recipientName: 100,
  district: 60,
  addressLineMin: 10,
  addressLine: 300,
} as const;

export const ADDRESS_MESSAGES = {
  title: 'Adres başlığını girin (ör. Ev, İş)',
  titleTooLong: `Adres başlığı en fazla ${ADDRESS_FIELD_LIMITS.title} karakter olabilir`,
  recipientName: 'Alıcının adını ve soyadını girin',
  recipientNameTooLong: `Alıcı adı en fazla ${ADDRESS_FIELD_LIMITS.recipientName} karakter olabilir`,
  phone: 'Geçerli bir telefon numarası girin (05XX XXX XX XX veya 0XXX XXX XX XX)',
  city: 'Listeden bir il seçin',
  district: 'İlçeyi girin',
  districtTooLong: `İlçe en fazla ${ADDRESS_FIELD_LIMITS.district} karakter olabilir`,
  addressLine: 'Açık adresi girin (mahalle, cadde/sokak, bina ve daire no)',
  addressLineTooShort: `Açık adres en az ${ADDRESS_FIELD_LIMITS.addressLineMin} karakter olmalıdır`,
  addressLineTooLong: `Açık adres en fazla ${ADDRESS_FIELD_LIMITS.addressLine} karakter olabilir`,
  postalCode: 'Posta kodu 5 haneden oluşmalıdır',
} as const;

/**
 * A delivery phone in one form (0XXXXXXXXXX): a mobile (05XX, the same rule as sign-in phones) or
 * a landline (02XX–04XX area codes), typed with or without +90, spaces, dashes or parentheses.
 */
export function normalizeAddressPhone(input: string): string | null {
  if (/[^\d\s+().-]/.test(input)) return null;
  const mobile = normalizePhone(input);
  if (mobile) return mobile;
  let national = input.replace(/\D/g, '');
  if (national.startsWith('90') && national.length === 12) national = `0${national.slice(2)}`;
  if (national.length === 10) national = `0${national}`;
  return /^0[2-4]\d{9}$/.test(national) ? national : null;
}

/** 05321234567 → '0532 123 45 67', 02125550000 → '0212 555 00 00': how Turkish numbers are read out. */
export function formatAddressPhone(phone: string): string {
  const m = /^(0\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return m ? `${m[1]} ${m[2]} ${m[3]} ${m[4]}` : phone;
}

const provinceByKey = new Map(PROVINCES.map((p) => [normalizeSearch(p.name), p.name]));

/** One of the 81 provinces, in its own spelling ('istanbul' → 'İstanbul'); null for anything else. */
export function provinceName(input: string): string | null {
  return provinceByKey.get(normalizeSearch(input)) ?? null;
}

/** 'Kadıköy / İstanbul 34710': the second line of an address card. */
export function addressLocality(address: { city: string; district: string; postalCode: string | null }): string {
  return `${address.district} / ${address.city}${address.postalCode ? ` ${address.postalCode}` : ''}`;
}
