import { z } from 'zod';
import { ADDRESS_FIELD_LIMITS, ADDRESS_MESSAGES, normalizeAddressPhone, provinceName } from '../addresses';

/** The contract of /api/addresses: the member's address book. */

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
export type AddressCreateRequest = z.input<typeof addressCreateSchema>;
export type AddressUpdateRequest = z.input<typeof addressUpdateSchema>;

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

/** The path parameter of one address. */
export const addressIdParamsSchema = z.object({ id: z.uuid() });
