import {
  ADDRESS_FIELD_MESSAGES,
  MAX_ADDRESSES_PER_CUSTOMER,
  pincodeInAnotherStateMessage,
  toPage,
  type Address,
  type AddressFields,
  type Page,
  type PageQuery,
} from '@attar/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { ShippingAddressRow } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, notFound } from '../../lib/errors.js';
import { pageOffset } from '../../lib/pagination.js';
import { findStateOfIndia, placesOfPincode } from '../location/location.service.js';
import * as repo from './addresses.repository.js';

const ONE_DEFAULT_INDEX = 'shipping_addresses_one_default_key';

function toAddressDto(row: ShippingAddressRow): Address {
  return {
    id: row.id,
    fullName: row.fullName,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    country: row.country,
    phoneNumber: row.phoneNumber,
    isDefault: row.isDefault,
  };
}

const sameText = (a: string, b: string) =>
  a.localeCompare(b, 'en-IN', { sensitivity: 'accent' }) === 0;

const refuse = (path: keyof AddressFields, message: string) =>
  new AppError(400, 'VALIDATION_FAILED', message, [{ path, message }]);

/**
 * The state as GET /api/location/user spells it (sent by name in any case, or by its id) and
 * the city, checked against India Post's pincode directory: the pincode must exist and lie in
 * the state. The city is the shopper's own words; one that matches a suggestion of the pincode
 * or a city of the state's list (by name or id) takes that spelling.
 */
async function placeInIndia(
  fields: Pick<AddressFields, 'state' | 'city' | 'zipCode'>,
): Promise<{ state: string; city: string }> {
  const state = await findStateOfIndia(fields.state);
  if (!state) throw refuse('state', ADDRESS_FIELD_MESSAGES.unknownState);
  const places = await placesOfPincode(fields.zipCode);
  if (places.length === 0) throw refuse('zipCode', ADDRESS_FIELD_MESSAGES.unknownPincode);
  const place = places.find((candidate) => candidate.stateId === state.stateId);
  if (!place) {
    const message = pincodeInAnotherStateMessage(
      fields.zipCode,
      places.map((candidate) => candidate.state),
      state.stateName,
    );
    throw refuse('zipCode', message);
  }
  const city = fields.city.replace(/\s+/g, ' ');
  const knownCity =
    place.cities.find((candidate) => sameText(candidate, city)) ??
    state.cities.find(
      (candidate) => sameText(candidate.cityName, city) || sameText(candidate.cityId, city),
    )?.cityName;
  return { state: state.stateName, city: knownCity ?? city };
}

async function addressValues(fields: AddressFields): Promise<repo.AddressValues> {
  const place = await placeInIndia(fields);
  return {
    fullName: fields.fullName,
    addressLine1: fields.addressLine1,
    addressLine2: fields.addressLine2,
    city: place.city,
    state: place.state,
    zipCode: fields.zipCode,
    country: fields.country,
    phoneNumber: fields.phoneNumber,
  };
}

// The customer's row lock serialises their changes; the index is the backstop if it did not.
async function withDefaultGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, ONE_DEFAULT_INDEX)) {
      throw new AppError(
        409,
        'CONFLICT',
        'Your addresses were changed at the same time elsewhere. Try again.',
      );
    }
    throw error;
  }
}

/**
 * Saves a new address for the customer. Their first address becomes the default, as does one
 * sent with `isDefault: true` (the previous default is cleared in the same transaction).
 */
export async function addAddress(db: Db, userId: number, fields: AddressFields): Promise<Address> {
  const values = await addressValues(fields);
  const row = await withDefaultGuard(() =>
    db.transaction(async (tx) => {
      await repo.lockCustomer(tx, userId);
      const existing = await repo.countAddresses(tx, userId);
      if (existing >= MAX_ADDRESSES_PER_CUSTOMER) {
        throw new AppError(
          409,
          'ADDRESS_LIMIT_REACHED',
          `You can keep at most ${MAX_ADDRESSES_PER_CUSTOMER} addresses. Delete one to add another.`,
        );
      }
      const makeDefault = existing === 0 || fields.isDefault === true;
      if (makeDefault) await repo.clearDefault(tx, userId);
      return repo.insertAddress(tx, userId, values, makeDefault);
    }),
  );
  return toAddressDto(row);
}

/** The customer's addresses, the default first, then the newest. */
export async function listAddresses(
  db: Db,
  userId: number,
  query: PageQuery,
): Promise<Page<Address>> {
  const total = await repo.countAddresses(db, userId);
  const rows =
    pageOffset(query) < total
      ? await repo.pageOfAddresses(db, userId, query.size, pageOffset(query))
      : [];
  return toPage(rows.map(toAddressDto), total, query);
}

/** One of the customer's addresses as stored (an order copies it), or undefined. */
export function findShippingAddress(
  db: Db,
  userId: number,
  id: number,
): Promise<ShippingAddressRow | undefined> {
  return repo.findAddress(db, userId, id);
}

/** One of the customer's addresses; another customer's is "not found". */
export async function getAddress(db: Db, userId: number, id: number): Promise<Address> {
  const row = await repo.findAddress(db, userId, id);
  if (!row) throw notFound('Address');
  return toAddressDto(row);
}

/**
 * Replaces an address's fields. `isDefault: true` makes it the default; false or absent
 * leaves the default where it is (a customer with addresses always has one default: to move
 * it, set it on another address).
 */
export async function updateAddress(
  db: Db,
  userId: number,
  id: number,
  fields: AddressFields,
): Promise<Address> {
  if (!(await repo.findAddress(db, userId, id))) throw notFound('Address');
  const values = await addressValues(fields);
  const row = await withDefaultGuard(() =>
    db.transaction(async (tx) => {
      await repo.lockCustomer(tx, userId);
      if (fields.isDefault === true) await repo.clearDefault(tx, userId, id);
      return repo.updateAddress(tx, userId, id, {
        ...values,
        ...(fields.isDefault === true ? { isDefault: true } : {}),
      });
    }),
  );
  if (!row) throw notFound('Address');
  return toAddressDto(row);
}

/** Deletes an address; when it was the default, the newest remaining one takes its place. */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  await withDefaultGuard(() =>
    db.transaction(async (tx) => {
      await repo.lockCustomer(tx, userId);
      const removed = await repo.deleteAddress(tx, userId, id);
      if (!removed) throw notFound('Address');
      if (removed.isDefault) await repo.makeNewestDefault(tx, userId);
    }),
  );
}

/**
 * Removes every address of an account being erased (decision 0015), in the erasure's
 * transaction; orders keep their own copy of the address they were sent to.
 */
export async function deleteAllAddressesOf(tx: Tx, userId: number): Promise<number> {
  return repo.deleteAddressesOf(tx, userId);
}
