import { STORE_SETTINGS, type StoreSettingKey, type StoreSettingValue } from '@attar/contracts';
import type { DbOrTx } from '../../db/client.js';
import { rememberedOnStorefront } from '../../lib/storefront-changes.js';
import * as repo from './settings.repository.js';

/**
 * A store setting, typed by its schema in contracts. A missing or no longer valid value reads
 * as the key's default, so a store never runs on a setting it cannot understand.
 */
export async function getSetting<K extends StoreSettingKey>(
  db: DbOrTx,
  key: K,
): Promise<StoreSettingValue<K>> {
  const { schema, default: fallback } = STORE_SETTINGS[key];
  const parsed = schema.safeParse(await repo.readValue(db, key));
  return (parsed.success ? parsed.data : fallback) as StoreSettingValue<K>;
}

/**
 * A setting as getSetting reads it, for paths that read one on every request (checkout's COD
 * fee and limit): kept in process for CATALOG_CACHE_TTL_MS at most, and cleared at once on
 * every instance by an admin's settings write. Given a transaction, it reads the row.
 */
export async function getSettingCached<K extends StoreSettingKey>(
  db: DbOrTx,
  key: K,
): Promise<StoreSettingValue<K>> {
  return rememberedOnStorefront(db, `setting:${key}`, () => getSetting(db, key));
}

/**
 * A setting as getSetting reads it, its row locked until the transaction ends, so that a writer
 * knows the value it replaces.
 */
export async function getSettingForUpdate<K extends StoreSettingKey>(
  tx: DbOrTx,
  key: K,
): Promise<StoreSettingValue<K>> {
  const { schema, default: fallback } = STORE_SETTINGS[key];
  const parsed = schema.safeParse(await repo.lockValue(tx, key));
  return (parsed.success ? parsed.data : fallback) as StoreSettingValue<K>;
}

/** Stores a setting after checking it against its schema (a bad value is a programming error). */
export async function setSetting<K extends StoreSettingKey>(
  db: DbOrTx,
  key: K,
  value: StoreSettingValue<K>,
): Promise<StoreSettingValue<K>> {
  const checked = STORE_SETTINGS[key].schema.parse(value) as StoreSettingValue<K>;
  await repo.writeValue(db, key, checked);
  return checked;
}

/**
 * Keys the store's first start does not write: each reads as its default until an admin saves
 * it, and a stored row tells that the owner has (the setup checklist's "store contact details").
 */
const SAVED_BY_ADMIN_ONLY: readonly StoreSettingKey[] = ['store_contact'];

/** Whether an admin has saved the setting (for keys the first start does not write). */
export async function isSettingSaved(db: DbOrTx, key: StoreSettingKey): Promise<boolean> {
  return (await repo.readValue(db, key)) !== undefined;
}

/** Every key with its default, for the first start of a store (but those an admin must save). */
export function defaultSettings(): { key: StoreSettingKey; value: unknown }[] {
  return (Object.keys(STORE_SETTINGS) as StoreSettingKey[])
    .filter((key) => !SAVED_BY_ADMIN_ONLY.includes(key))
    .map((key) => ({ key, value: STORE_SETTINGS[key].default }));
}
