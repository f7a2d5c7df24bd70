import { z } from 'zod';
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

const text = (required: string) => z.string({ error: required }).trim();

const phoneField = z
  .string({ error: ADDRESS_MESSAGES.phone })
  .trim()
  .transform((value, ctx) => {
    const phone = normalizeAddressPhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: ADDRESS_MESSAGES.phone });
      return z.NEVER;
    }
    return phone;
  });

const cityField = z
  .string({ error: ADDRESS_MESSAGES.city })
  .trim()
  .transform((value, ctx) => {
    const city = provinceName(value);
    if (!city) {
      ctx.addIssue({ code: 'custom', message: ADDRESS_MESSAGES.city });
      return z.NEVER;
    }
    return city;
  });

/** Optional: an empty box or null means no postal code. */
const postalCodeField = z
  .string({ error: ADDRESS_MESSAGES.postalCode })
  .trim()
  .refine((value) => value === '' || /^\d{5}$/.test(value), { error: ADDRESS_MESSAGES.postalCode })
  .transform((value) => value || null)
  .nullable()
  .optional();

/**
 * The fields of an address as a member types them. The server validates request bodies with it
 * and the address form with the same rules and messages. Every text is trimmed; the phone comes
 * out normalized and the city in the province list's spelling.
 *
 * Districts: the project has no district list yet (`GET /api/cities` answers an empty list for
 * every city), so a district is a short free text. When a list arrives, check it here.
 */
export const addressFieldsSchema = z.strictObject({
  title: text(ADDRESS_MESSAGES.title)
    .min(1, { error: ADDRESS_MESSAGES.title })
    .max(ADDRESS_FIELD_LIMITS.title, { error: ADDRESS_MESSAGES.titleTooLong }),
  recipientName: text(ADDRESS_MESSAGES.recipientName)
    .min(2, { error: ADDRESS_MESSAGES.recipientName })
    .max(ADDRESS_FIELD_LIMITS.recipientName, { error: ADDRESS_MESSAGES.recipientNameTooLong }),
  phone: phoneField,
  city: cityField,
  district: text(ADDRESS_MESSAGES.district)
    .min(2, { error: ADDRESS_MESSAGES.district })
    .max(ADDRESS_FIELD_LIMITS.district, { error: ADDRESS_MESSAGES.districtTooLong }),
  addressLine: text(ADDRESS_MESSAGES.addressLine)
    .min(1, { error: ADDRESS_MESSAGES.addressLine })
    .min(ADDRESS_FIELD_LIMITS.addressLineMin, { error: ADDRESS_MESSAGES.addressLineTooShort })
    .max(ADDRESS_FIELD_LIMITS.addressLine, { error: ADDRESS_MESSAGES.addressLineTooLong }),
  postalCode: postalCodeField,
});
export type AddressFieldsInput = z.input<typeof addressFieldsSchema>;
export type AddressFields = z.output<typeof addressFieldsSchema>;

/** POST /api/addresses: the fields, and whether the new address should become the default at once. */
export const addressCreateSchema = addressFieldsSchema.extend({ isDefault: z.boolean().optional() });
export type AddressCreate = z.output<typeof addressCreateSchema>;

/** PATCH /api/addresses/:id: any of the fields; the default has its own action. */
export const addressUpdateSchema = addressFieldsSchema.partial();
export type AddressUpdate = z.output<typeof addressUpdateSchema>;

/** A saved address as the API answers it (stored values are already normalized: no transforms). */
export const addressSchema = z.object({
  id: z.string(),
  title: z.string(),
  recipientName: z.string(),
  phone: z.string(),
  city: z.string(),
  district: z.string(),
  addressLine: z.string(),
  postalCode: z.string().nullable(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

export const addressListSchema = z.object({ addresses: z.array(addressSchema) });
export type AddressList = z.infer<typeof addressListSchema>;

/** 'Kadıköy / İstanbul 34710': the second line of an address card. */
export function addressLocality(address: Pick<Address, 'city' | 'district' | 'postalCode'>): string {
  return `${address.district} / ${address.city}${address.postalCode ? ` ${address.postalCode}` : ''}`;
}
