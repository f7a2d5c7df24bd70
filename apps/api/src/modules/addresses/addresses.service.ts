import { ADDRESS_LIMIT } from '@portal/shared/addresses';
import type { Address, AddressCreate, AddressUpdate } from '@portal/shared/contracts/addresses';
import { audit } from '../../platform/audit';
import type { Actor, AppContext, Member } from '../../platform/context';
import { AppError } from '../../platform/errors';
import * as repo from './addresses.repository';

/**
 * The member's address book. Every function works on the caller's own addresses only: another
 * member's id is answered as not found, never as forbidden, so ids reveal nothing.
 */

function toDto(row: repo.AddressRow): Address {
  return {
    id: row.id,
    title: row.title,
    recipientName: row.recipientName,
    phone: row.phone,
    city: row.city,
    district: row.district,
    addressLine: row.addressLine,
    postalCode: row.postalCode,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of an address. */
function auditValues(row: repo.AddressRow) {
  const { id: _id, userId: _userId, createdAt: _createdAt, updatedAt: _updatedAt, ...values } = row;
  return values;
}

export async function list(ctx: AppContext, member: Member): Promise<Address[]> {
  const rows = await repo.listFor(ctx.db, member.id);
  return rows.map(toDto);
}

export async function get(ctx: AppContext, member: Member, id: string): Promise<Address> {
  const row = await repo.findOwn(ctx.db, member.id, id);
  if (!row) throw new AppError('ADDRESS_NOT_FOUND');
  return toDto(row);
}

/**
 * The copy of an address an order keeps (orders.shipping_address), for checkout: the member's own
 * address or ADDRESS_NOT_FOUND.
 */
export async function shippingSnapshot(ctx: AppContext, member: Member, id: string) {
  const { title, recipientName, phone, city, district, addressLine, postalCode } = await get(ctx, member, id);
  return { title, recipientName, phone, city, district, addressLine, postalCode };
}

/** The first address, or one asked to be the default, becomes the default. At most ADDRESS_LIMIT. */
export async function create(
  ctx: AppContext,
  member: Member,
  input: AddressCreate,
  actor: Actor | null = null,
): Promise<Address> {
  const { isDefault: askedDefault, ...fields } = input;
  const row = await ctx.db.transaction(async (tx) => {
    await repo.lockMember(tx, member.id);
    if ((await repo.countFor(tx, member.id)) >= ADDRESS_LIMIT) throw new AppError('ADDRESS_LIMIT');
    const isDefault = askedDefault === true || !(await repo.hasDefault(tx, member.id));
    if (isDefault) await repo.clearDefault(tx, member.id);
    const created = await repo.insert(tx, member.id, { ...fields, postalCode: fields.postalCode ?? null, isDefault });
    await audit(tx, actor, {
      action: 'address.created',
      entityType: 'address',
      entityId: created.id,
      actorId: member.id,
      after: auditValues(created),
    });
    return created;
  });
  return toDto(row);
}

export async function update(
  ctx: AppContext,
  member: Member,
  id: string,
  patch: AddressUpdate,
  actor: Actor | null = null,
): Promise<Address> {
  const row = await ctx.db.transaction(async (tx) => {
    const before = await repo.findOwn(tx, member.id, id);
    if (!before) throw new AppError('ADDRESS_NOT_FOUND');
    // Only the fields that came; an absent postal code stays, a null or empty one is removed.
    const values = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    if (Object.keys(values).length === 0) return before;
    const after = await repo.update(tx, member.id, id, values);
    if (!after) throw new AppError('ADDRESS_NOT_FOUND');
    await audit(tx, actor, {
      action: 'address.updated',
      entityType: 'address',
      entityId: id,
      actorId: member.id,
      before: auditValues(before),
      after: auditValues(after),
    });
    return after;
  });
  return toDto(row);
}

/** Deleting the default hands it to the newest remaining address. Answers the book as it is now. */
export async function remove(
  ctx: AppContext,
  member: Member,
  id: string,
  actor: Actor | null = null,
): Promise<Address[]> {
  await ctx.db.transaction(async (tx) => {
    await repo.lockMember(tx, member.id);
    const removed = await repo.remove(tx, member.id, id);
    if (!removed) throw new AppError('ADDRESS_NOT_FOUND');
    let newDefault: string | null = null;
    if (removed.isDefault) {
      newDefault = await repo.newest(tx, member.id);
      if (newDefault) await repo.markDefault(tx, member.id, newDefault);
    }
    await audit(tx, actor, {
      action: 'address.deleted',
      entityType: 'address',
      entityId: id,
      actorId: member.id,
      before: auditValues(removed),
      after: newDefault ? { newDefaultId: newDefault } : null,
    });
  });
  return list(ctx, member);
}

/** Makes one address the default and clears the previous one, in one transaction. */
export async function setDefault(
  ctx: AppContext,
  member: Member,
  id: string,
  actor: Actor | null = null,
): Promise<Address[]> {
  await ctx.db.transaction(async (tx) => {
    await repo.lockMember(tx, member.id);
    const target = await repo.findOwn(tx, member.id, id);
    if (!target) throw new AppError('ADDRESS_NOT_FOUND');
    if (target.isDefault) return;
    await repo.clearDefault(tx, member.id, id);
    await repo.markDefault(tx, member.id, id);
    await audit(tx, actor, {
      action: 'address.default_changed',
      entityType: 'address',
      entityId: id,
      actorId: member.id,
      after: { isDefault: true },
    });
  });
  return list(ctx, member);
}
