import { addresses, auditLog } from '@portal/db/schema';
import { ADDRESS_LIMIT, ADDRESS_MESSAGES } from '@portal/shared/addresses';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, type TestContext } from './helpers';

let t: TestContext;
/** The member whose book the tests fill, and another member whose addresses must stay out of reach. */
let client: { cookie: string; id: string };
let other: { cookie: string; id: string };

beforeAll(async () => {
  t = await createTestApp();
  const c = await signIn(t.app, DEMO.musteri);
  const o = await signIn(t.app, DEMO.bayi);
  client = { cookie: c.cookie, id: c.user.id };
  other = { cookie: o.cookie, id: o.user.id };
});
afterAll(() => t.close());
beforeEach(async () => {
  for (const member of [client, other]) await t.database.db.delete(addresses).where(eq(addresses.userId, member.id));
});

type Res = Awaited<ReturnType<TestContext['app']['inject']>>;
interface AddressDto {
  id: string;
  title: string;
  recipientName: string;
  phone: string;
  city: string;
  district: string;
  addressLine: string;
  postalCode: string | null;
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
}

const HOME = {
  title: 'Ev',
  recipientName: 'Demo Müşteri',
  phone: '0532 123 45 67',
  city: 'İstanbul',
  district: 'Kadıköy',
  addressLine: 'Caferağa Mah. Moda Cad. No: 12 D: 3',
  postalCode: '34710',
};
const WORK = {
  title: 'İş',
  recipientName: 'Demo Müşteri',
  phone: '0212 555 00 00',
  city: 'İstanbul',
  district: 'Şişli',
  addressLine: 'Esentepe Mah. Büyükdere Cad. No: 185 Kat: 4',
};

const call = (cookie: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
const create = (cookie: string, payload: unknown) => call(cookie, 'POST', '/api/addresses', payload);
const listOf = async (cookie: string) => {
  const res = await call(cookie, 'GET', '/api/addresses');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { addresses: AddressDto[] }).addresses;
};
async function created(cookie: string, payload: unknown): Promise<AddressDto> {
  const res = await create(cookie, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as AddressDto;
}

function expectError(res: Res, status: number, code: string, message?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body.code).toBe(code);
  if (message) expect(body.message).toBe(message);
  return body as { code: string; message: string; details?: { path: string; message: string }[] };
}

/** A 400 that names the field with its Turkish message. */
function expectFieldError(res: Res, path: string, message: string) {
  const body = expectError(res, 400, 'VALIDATION_ERROR', 'Geçersiz istek');
  expect(body.details).toContainEqual({ path, message });
}

describe('adding addresses', () => {
  it('stores a trimmed, normalized address; the first one becomes the default', async () => {
    const home = await created(client.cookie, {
      ...HOME,
      title: '  Ev  ',
      city: 'istanbul',
      district: ' Kadıköy ',
      phone: '+90 532 123 45 67',
    });
    expect(home).toMatchObject({
      title: 'Ev',
      city: 'İstanbul',
      district: 'Kadıköy',
      phone: '05321234567',
      postalCode: '34710',
      isDefault: true,
    });
    const work = await created(client.cookie, WORK);
    expect(work).toMatchObject({ phone: '02125550000', postalCode: null, isDefault: false });
  });

  it('lists the default first, then the newest', async () => {
    const first = await created(client.cookie, HOME);
    const second = await created(client.cookie, WORK);
    const third = await created(client.cookie, { ...WORK, title: 'Annem' });
    expect((await listOf(client.cookie)).map((a) => a.id)).toEqual([first.id, third.id, second.id]);
  });

  it('a new address sent as the default takes it over in the same step', async () => {
    const home = await created(client.cookie, HOME);
    const work = await created(client.cookie, { ...WORK, isDefault: true });
    expect(work.isDefault).toBe(true);
    const list = await listOf(client.cookie);
    expect(list.map((a) => [a.id, a.isDefault])).toEqual([
      [work.id, true],
      [home.id, false],
    ]);
  });

  it(`keeps at most ${ADDRESS_LIMIT}: the 21st answers 409 ADDRESS_LIMIT`, async () => {
    await t.database.db.insert(addresses).values(
      Array.from({ length: ADDRESS_LIMIT }, (_, i) => ({
        userId: client.id,
        title: `Adres ${i + 1}`,
        recipientName: 'Demo Müşteri',
        phone: '05321234567',
        city: 'Ankara',
        district: 'Çankaya',
        addressLine: 'Kızılay Mah. Atatürk Blv. No: 1',
        isDefault: i === 0,
      })),
    );
    expectError(await create(client.cookie, HOME), 409, 'ADDRESS_LIMIT', 'En fazla 20 adres kaydedebilirsiniz');
    expect(await listOf(client.cookie)).toHaveLength(ADDRESS_LIMIT);
    // Another member's book is its own.
    await created(other.cookie, HOME);
  });

  it('the 20th goes in through the API, the 21st does not', async () => {
    for (let i = 0; i < ADDRESS_LIMIT; i++) await created(client.cookie, { ...HOME, title: `Adres ${i + 1}` });
    expectError(await create(client.cookie, WORK), 409, 'ADDRESS_LIMIT');
    const list = await listOf(client.cookie);
    expect(list).toHaveLength(ADDRESS_LIMIT);
    expect(list.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it('two first addresses sent at once: both stored, exactly one default', async () => {
    const [a, b] = await Promise.all([create(client.cookie, HOME), create(client.cookie, WORK)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect((await listOf(client.cookie)).filter((x) => x.isDefault)).toHaveLength(1);
  });

  it('audits what changed, under the member', async () => {
    const home = await created(client.cookie, HOME);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'address'), eq(auditLog.entityId, home.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'address.created', actorId: client.id });
    expect(rows[0]!.after).toMatchObject({ title: 'Ev', city: 'İstanbul', isDefault: true });
  });
});

describe('validation: 400 with the Turkish message beside the field', () => {
  it('city must be one of the 81 provinces', async () => {
    expectFieldError(await create(client.cookie, { ...HOME, city: 'Kadıköy' }), 'city', ADDRESS_MESSAGES.city);
    expectFieldError(await create(client.cookie, { ...HOME, city: '' }), 'city', ADDRESS_MESSAGES.city);
  });

  it('district is required and short', async () => {
    expectFieldError(await create(client.cookie, { ...HOME, district: '  ' }), 'district', ADDRESS_MESSAGES.district);
    expectFieldError(
      await create(client.cookie, { ...HOME, district: 'x'.repeat(61) }),
      'district',
      ADDRESS_MESSAGES.districtTooLong,
    );
  });

  it('phone must be a Turkish mobile or landline', async () => {
    for (const phone of ['12345', '0532 123 45', '0850 123 45 67', 'telefonum yok']) {
      expectFieldError(await create(client.cookie, { ...HOME, phone }), 'phone', ADDRESS_MESSAGES.phone);
    }
  });

  it('lengths of the texts and the postal code', async () => {
    expectFieldError(
      await create(client.cookie, { ...HOME, title: 'x'.repeat(41) }),
      'title',
      ADDRESS_MESSAGES.titleTooLong,
    );
    expectFieldError(await create(client.cookie, { ...HOME, title: '   ' }), 'title', ADDRESS_MESSAGES.title);
    expectFieldError(
      await create(client.cookie, { ...HOME, recipientName: 'x'.repeat(101) }),
      'recipientName',
      ADDRESS_MESSAGES.recipientNameTooLong,
    );
    expectFieldError(
      await create(client.cookie, { ...HOME, addressLine: '  Kısa    ' }),
      'addressLine',
      ADDRESS_MESSAGES.addressLineTooShort,
    );
    expectFieldError(
      await create(client.cookie, { ...HOME, addressLine: 'x'.repeat(301) }),
      'addressLine',
      ADDRESS_MESSAGES.addressLineTooLong,
    );
    expectFieldError(
      await create(client.cookie, { ...HOME, postalCode: '3471' }),
      'postalCode',
      ADDRESS_MESSAGES.postalCode,
    );
    const { postalCode: _none, ...withoutPostalCode } = HOME;
    expect((await created(client.cookie, { ...withoutPostalCode, postalCode: '' })).postalCode).toBeNull();
  });

  it('missing fields and unknown keys are refused; nothing is stored', async () => {
    const res = await create(client.cookie, {});
    const body = expectError(res, 400, 'VALIDATION_ERROR');
    expect(body.details).toEqual(
      expect.arrayContaining([
        { path: 'title', message: ADDRESS_MESSAGES.title },
        { path: 'phone', message: ADDRESS_MESSAGES.phone },
        { path: 'city', message: ADDRESS_MESSAGES.city },
      ]),
    );
    expectError(await create(client.cookie, { ...HOME, userId: other.id }), 400, 'VALIDATION_ERROR');
    expect(await listOf(client.cookie)).toEqual([]);
  });

  it('an update is checked by the same rules', async () => {
    const home = await created(client.cookie, HOME);
    expectFieldError(
      await call(client.cookie, 'PATCH', `/api/addresses/${home.id}`, { phone: '0532' }),
      'phone',
      ADDRESS_MESSAGES.phone,
    );
    expectFieldError(
      await call(client.cookie, 'PATCH', `/api/addresses/${home.id}`, { city: 'Moda' }),
      'city',
      ADDRESS_MESSAGES.city,
    );
    expectError(
      await call(client.cookie, 'PATCH', `/api/addresses/${home.id}`, { isDefault: false }),
      400,
      'VALIDATION_ERROR',
    );
  });
});

describe('editing', () => {
  it('changes only the fields sent; an empty postal code removes it', async () => {
    const home = await created(client.cookie, HOME);
    const res = await call(client.cookie, 'PATCH', `/api/addresses/${home.id}`, {
      title: ' Yeni ev ',
      phone: '0216 333 22 11',
      postalCode: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      ...HOME,
      id: home.id,
      title: 'Yeni ev',
      phone: '02163332211',
      postalCode: null,
      isDefault: true,
    });
    const [row] = await t.database.db.select().from(addresses).where(eq(addresses.id, home.id));
    expect(row!.title).toBe('Yeni ev');
  });
});

describe('the default', () => {
  it('switching it clears the previous one', async () => {
    const home = await created(client.cookie, HOME);
    const work = await created(client.cookie, WORK);
    const res = await call(client.cookie, 'POST', `/api/addresses/${work.id}/default`);
    expect(res.statusCode, res.body).toBe(200);
    const list = (res.json() as { addresses: AddressDto[] }).addresses;
    expect(list.map((a) => [a.id, a.isDefault])).toEqual([
      [work.id, true],
      [home.id, false],
    ]);
    // Again on the default: nothing changes.
    const again = await call(client.cookie, 'POST', `/api/addresses/${work.id}/default`);
    expect(again.statusCode).toBe(200);
    expect((await listOf(client.cookie)).filter((a) => a.isDefault).map((a) => a.id)).toEqual([work.id]);
  });

  it('deleting the default hands it to the newest remaining address', async () => {
    const home = await created(client.cookie, HOME);
    const work = await created(client.cookie, WORK);
    const parents = await created(client.cookie, { ...WORK, title: 'Annem' });
    const res = await call(client.cookie, 'DELETE', `/api/addresses/${home.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const list = (res.json() as { addresses: AddressDto[] }).addresses;
    expect(list.map((a) => [a.id, a.isDefault])).toEqual([
      [parents.id, true],
      [work.id, false],
    ]);
  });

  it('deleting another address leaves the default where it was; the last one leaves none', async () => {
    const home = await created(client.cookie, HOME);
    const work = await created(client.cookie, WORK);
    const res = await call(client.cookie, 'DELETE', `/api/addresses/${work.id}`);
    expect((res.json() as { addresses: AddressDto[] }).addresses.map((a) => [a.id, a.isDefault])).toEqual([
      [home.id, true],
    ]);
    const last = await call(client.cookie, 'DELETE', `/api/addresses/${home.id}`);
    expect(last.json()).toEqual({ addresses: [] });
    // The next first address is the default again.
    expect((await created(client.cookie, WORK)).isDefault).toBe(true);
  });
});

describe('another member’s address', () => {
  it('is not found for read, update, delete and default, and stays as it was', async () => {
    const theirs = await created(other.cookie, HOME);
    await created(client.cookie, WORK);
    const url = `/api/addresses/${theirs.id}`;
    const attempts: Res[] = [
      await call(client.cookie, 'GET', url),
      await call(client.cookie, 'PATCH', url, { title: 'Benim' }),
      await call(client.cookie, 'DELETE', url),
      await call(client.cookie, 'POST', `${url}/default`),
    ];
    for (const res of attempts) expectError(res, 404, 'ADDRESS_NOT_FOUND', 'Adres bulunamadı');
    expect((await listOf(client.cookie)).map((a) => a.title)).toEqual(['İş']);
    const [row] = await t.database.db.select().from(addresses).where(eq(addresses.id, theirs.id));
    expect(row).toMatchObject({ title: 'Ev', userId: other.id, isDefault: true });
    // The owner reads it.
    const own = await call(other.cookie, 'GET', url);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: theirs.id, title: 'Ev' });
  });

  it('an unknown id is not found; a malformed one is a bad request', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectError(await call(client.cookie, 'GET', `/api/addresses/${unknown}`), 404, 'ADDRESS_NOT_FOUND');
    expectError(await call(client.cookie, 'DELETE', `/api/addresses/${unknown}`), 404, 'ADDRESS_NOT_FOUND');
    expectError(await call(client.cookie, 'GET', '/api/addresses/not-an-id'), 400, 'VALIDATION_ERROR');
  });

  it('signed out, every address route answers 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/addresses' });
    expectError(res, 401, 'UNAUTHORIZED');
    const post = await t.app.inject({ method: 'POST', url: '/api/addresses', payload: HOME });
    expectError(post, 401, 'UNAUTHORIZED');
  });
});
