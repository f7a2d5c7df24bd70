import { describe, expect, it } from 'vitest';
import {
  ADDRESS_MESSAGES,
  addressLocality,
  formatAddressPhone,
  normalizeAddressPhone,
  provinceName,
} from './addresses';
import { PROVINCES } from './cities';
import { addressCreateSchema, addressFieldsSchema, addressUpdateSchema } from './contracts/addresses';

const valid = {
  title: '  Ev ',
  recipientName: ' Ayşe Yılmaz ',
  phone: '0532 123 45 67',
  city: 'İstanbul',
  district: ' Kadıköy ',
  addressLine: ' Caferağa Mah. Moda Cad. No: 12 D: 3 ',
  postalCode: '34710',
};

/** The first message for each field a parse refused. */
function messages(input: unknown, schema = addressFieldsSchema): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('address phones', () => {
  it('takes mobiles and landlines however they are typed, in one form', () => {
    for (const input of ['05321234567', '0532 123 45 67', '+90 532 123 45 67', '5321234567', '(0532) 123-45-67']) {
      expect(normalizeAddressPhone(input)).toBe('05321234567');
    }
    for (const input of ['0212 555 00 00', '+90 (212) 555 00 00', '2125550000']) {
      expect(normalizeAddressPhone(input)).toBe('02125550000');
    }
    expect(normalizeAddressPhone('0312 444 55 66')).toBe('03124445566');
    expect(normalizeAddressPhone('0462 111 22 33')).toBe('04621112233');
  });

  it('refuses what is not a Turkish phone', () => {
    for (const input of [
      '',
      '12345',
      '0532123456',
      '053212345678',
      '0850 123 45 67',
      '0112 555 00 00',
      'abc05321234567',
    ]) {
      expect(normalizeAddressPhone(input)).toBeNull();
    }
  });

  it('reads numbers out in groups', () => {
    expect(formatAddressPhone('05321234567')).toBe('0532 123 45 67');
    expect(formatAddressPhone('02125550000')).toBe('0212 555 00 00');
    expect(formatAddressPhone('123')).toBe('123');
  });
});

describe('provinces', () => {
  it('knows all 81 in their own spelling, however they are typed', () => {
    expect(PROVINCES).toHaveLength(81);
    for (const p of PROVINCES) expect(provinceName(p.name)).toBe(p.name);
    expect(provinceName('istanbul')).toBe('İstanbul');
    expect(provinceName('IZMIR')).toBe('İzmir');
    expect(provinceName('Kadıköy')).toBeNull();
  });
});

describe('address fields', () => {
  it('trims every text and normalizes the phone and city', () => {
    expect(addressFieldsSchema.parse({ ...valid, city: 'istanbul' })).toEqual({
      title: 'Ev',
      recipientName: 'Ayşe Yılmaz',
      phone: '05321234567',
      city: 'İstanbul',
      district: 'Kadıköy',
      addressLine: 'Caferağa Mah. Moda Cad. No: 12 D: 3',
      postalCode: '34710',
    });
  });

  it('makes an empty or missing postal code null or absent', () => {
    expect(addressFieldsSchema.parse({ ...valid, postalCode: '  ' }).postalCode).toBeNull();
    expect(addressFieldsSchema.parse({ ...valid, postalCode: null }).postalCode).toBeNull();
    const { postalCode: _omitted, ...rest } = valid;
    expect(addressFieldsSchema.parse(rest).postalCode).toBeUndefined();
  });

  it('answers each broken field with its Turkish message', () => {
    expect(
      messages({
        title: 'x'.repeat(41),
        recipientName: 'A',
        phone: '12345',
        city: 'Kadıköy',
        district: ' ',
        addressLine: 'Kısa',
        postalCode: '3471',
      }),
    ).toEqual({
      title: ADDRESS_MESSAGES.titleTooLong,
      recipientName: ADDRESS_MESSAGES.recipientName,
      phone: ADDRESS_MESSAGES.phone,
      city: ADDRESS_MESSAGES.city,
      district: ADDRESS_MESSAGES.district,
      addressLine: ADDRESS_MESSAGES.addressLineTooShort,
      postalCode: ADDRESS_MESSAGES.postalCode,
    });
    expect(messages({ ...valid, addressLine: 'x'.repeat(301) })).toEqual({
      addressLine: ADDRESS_MESSAGES.addressLineTooLong,
    });
    expect(messages({ ...valid, recipientName: 'x'.repeat(101) })).toEqual({
      recipientName: ADDRESS_MESSAGES.recipientNameTooLong,
    });
    expect(messages({ ...valid, title: '   ' })).toEqual({ title: ADDRESS_MESSAGES.title });
  });

  it('says the same for missing fields and wrong types', () => {
    expect(messages({})).toMatchObject({
      title: ADDRESS_MESSAGES.title,
      recipientName: ADDRESS_MESSAGES.recipientName,
      phone: ADDRESS_MESSAGES.phone,
      city: ADDRESS_MESSAGES.city,
      district: ADDRESS_MESSAGES.district,
      addressLine: ADDRESS_MESSAGES.addressLine,
    });
    expect(messages({ ...valid, phone: 5321234567 })).toEqual({ phone: ADDRESS_MESSAGES.phone });
  });

  it('refuses unknown keys; an update may carry any subset', () => {
    expect(addressFieldsSchema.safeParse({ ...valid, userId: 'x' }).success).toBe(false);
    expect(addressCreateSchema.parse({ ...valid, isDefault: true }).isDefault).toBe(true);
    expect(addressUpdateSchema.parse({ phone: '0212 555 00 00' })).toEqual({ phone: '02125550000' });
    expect(addressUpdateSchema.safeParse({ isDefault: true }).success).toBe(false);
  });

  it('writes the locality line', () => {
    expect(addressLocality({ city: 'İstanbul', district: 'Kadıköy', postalCode: '34710' })).toBe(
      'Kadıköy / İstanbul 34710',
    );
    expect(addressLocality({ city: 'Ankara', district: 'Çankaya', postalCode: null })).toBe('Çankaya / Ankara');
  });
});
