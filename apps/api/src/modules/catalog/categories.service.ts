import {
  toPage,
  type AdminCategory,
  type AdminCategoryQuery,
  type CategoryCreateInput,
  type CategoryUpdateInput,
  type Page,
} from '@attar/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import type { CategoryRow } from '../../db/schema/index.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, notFound } from '../../lib/errors.js';
import { pageOffset } from '../../lib/pagination.js';
import { slugOf } from '../../lib/slug.js';
import { storefrontChanged } from '../../lib/storefront-changes.js';
import { diffFields, recordChange, type AuditActor } from '../audit/audit.service.js';
import { deleteUpload, type ImageStore, storeUpload } from '../media/upload.service.js';
import * as repo from './categories.repository.js';
import { toCategoryDto } from './product-dto.js';

const ENTITY = 'category';

function toAdminCategory(row: repo.CategoryWithCounts): AdminCategory {
  return {
    ...toCategoryDto(row),
    imagePublicId: row.imagePublicId,
    deletedProductCount: row.deletedProductCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The fields of a category its audit entries compare. */
function audited(row: CategoryRow) {
  return {
    name: row.name,
    slug: row.slug,
    description: row.description,
    productType: row.productType,
    imagePublicId: row.imagePublicId,
  };
}

const nameTaken = (name: string) => {
  const message = `There is already a category called "${name}". Choose another name.`;
  return new AppError(409, 'CATEGORY_NAME_TAKEN', message, [{ path: 'name', message }]);
};

const imageNotFound = () => {
  const message = 'No uploaded image has this id. Upload the image first.';
  return new AppError(404, 'NOT_FOUND', 'Image not found', [{ path: 'imagePublicId', message }]);
};

const inUse = (name: string, productCount: number) =>
  new AppError(
    409,
    'CATEGORY_IN_USE',
    `"${name}" still holds ${productCount} product${productCount === 1 ? '' : 's'}. Move ${productCount === 1 ? 'it' : 'them'} to another category or delete ${productCount === 1 ? 'it' : 'them'} first.`,
    { productCount },
  );

/** The database's own refusals (a race past our checks) as the answers the checks give. */
function refusal(error: unknown, name: string | undefined): unknown {
  if (isUniqueViolation(error, 'categories_name_unique')) return nameTaken(name ?? '');
  if (isForeignKeyViolation(error, 'categories_image_public_id_media_assets_public_id_fk')) {
    return imageNotFound();
  }
  return error;
}

async function ensureNameFree(db: DbOrTx, name: string, exceptId: number | null): Promise<void> {
  const other = await repo.findCategoryNamed(db, name, exceptId);
  if (other) throw nameTaken(other.name);
}

/** The name's slug, or the first of `slug-2`, `slug-3`, ... that no category has. */
async function freeSlug(db: DbOrTx, name: string): Promise<string> {
  const base = slugOf(name) || 'category';
  const taken = new Set(await repo.slugsStartingWith(db, base));
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

/** The admin's category list, with live and deleted product counts. */
export async function listAdminCategories(
  db: Db,
  query: AdminCategoryQuery,
): Promise<Page<AdminCategory>> {
  const { rows, total } = await repo.searchCategories(
    db,
    query.search,
    query.size,
    pageOffset(query),
  );
  return toPage(rows.map(toAdminCategory), total, query);
}

/**
 * Adds a category after the others, its slug derived from its name; 409 for a name in use.
 * `image` (from a multipart form) is stored by the media service and becomes its image.
 */
export async function createCategory(
  db: Db,
  images: ImageStore,
  actor: AuditActor,
  input: CategoryCreateInput,
  image: Buffer | null = null,
): Promise<AdminCategory> {
  // Checked before an image is stored, so that a refused name leaves no file behind; checked
  // again below under the lock.
  if (image) await ensureNameFree(db, input.name, null);
  const uploaded = image ? await storeUpload(db, images, image, { folder: 'categories' }) : null;
  const imagePublicId = uploaded ? uploaded.publicId : input.imagePublicId;
  let row: CategoryRow;
  try {
    row = await db.transaction(async (tx) => {
      await repo.lockCategoryNames(tx);
      await ensureNameFree(tx, input.name, null);
      const created = await repo.insertCategory(tx, {
        name: input.name,
        slug: await freeSlug(tx, input.name),
        description: input.description,
        productType: input.productType,
        imagePublicId,
        sortOrder: await repo.nextCategorySortOrder(tx),
      });
      await recordChange(tx, {
        actor,
        entityType: ENTITY,
        entityId: created.id,
        action: 'CREATE',
        changes: diffFields(null, audited(created)),
      });
      return created;
    });
  } catch (error) {
    if (uploaded) await deleteUpload(db, images, uploaded.publicId).catch(() => undefined);
    throw refusal(error, input.name);
  }
  await storefrontChanged(db);
  return toAdminCategory({ ...row, productCount: 0, deletedProductCount: 0 });
}

/**
 * Changes a category's fields; `image` (from a multipart form) is stored by the media service
 * and becomes its image. The slug is kept, so that links to the category keep working.
 */
export async function updateCategory(
  db: Db,
  images: ImageStore,
  actor: AuditActor,
  id: number,
  input: CategoryUpdateInput,
  image: Buffer | null,
): Promise<AdminCategory> {
  // Checked before an image is stored, so that a refused update leaves no file behind; checked
  // again below under the locks.
  if (!(await repo.findCategoryById(db, id))) throw notFound('Category');
  if (input.name !== undefined) await ensureNameFree(db, input.name, id);
  const uploaded = image ? await storeUpload(db, images, image, { folder: 'categories' }) : null;
  const values: Partial<CategoryRow> = {};
  if (input.name !== undefined) values.name = input.name;
  if (input.description !== undefined) values.description = input.description;
  if (input.productType !== undefined) values.productType = input.productType;
  if (input.imagePublicId !== undefined) values.imagePublicId = input.imagePublicId;
  if (uploaded) values.imagePublicId = uploaded.publicId;

  try {
    await db.transaction(async (tx) => {
      if (values.name !== undefined) await repo.lockCategoryNames(tx);
      const before = await repo.lockCategory(tx, id);
      if (!before) throw notFound('Category');
      if (values.name !== undefined) await ensureNameFree(tx, values.name, id);
      if (Object.keys(values).length === 0) return;
      const after = await repo.updateCategory(tx, id, values);
      const changes = diffFields(audited(before), audited(after));
      if (Object.keys(changes).length === 0) return;
      await recordChange(tx, {
        actor,
        entityType: ENTITY,
        entityId: id,
        action: 'UPDATE',
        changes,
      });
    });
  } catch (error) {
    if (uploaded) await deleteUpload(db, images, uploaded.publicId).catch(() => undefined);
    throw refusal(error, values.name);
  }
  await storefrontChanged(db);
  const row = await repo.findCategoryWithCounts(db, id);
  if (!row) throw notFound('Category');
  return toAdminCategory(row);
}

/**
 * Deletes a category that holds no live products (409 naming how many otherwise). Its
 * soft-deleted products cannot outlive it (every product has a category), so they are removed
 * for good with it, each removal recorded in the product's history; if customers ordered one of
 * them, order history keeps it and the category stays (409).
 */
export async function deleteCategory(db: Db, actor: AuditActor, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      // The row lock makes a product that is joining the category meanwhile wait for us.
      const row = await repo.lockCategory(tx, id);
      if (!row) throw notFound('Category');
      const live = await repo.liveProductCount(tx, id);
      if (live > 0) throw inUse(row.name, live);
      const purged = await repo.deletedProductsOf(tx, id);
      await repo.purgeDeletedProducts(
        tx,
        purged.map((product) => product.id),
      );
      for (const product of purged) {
        await recordChange(tx, {
          actor,
          entityType: 'product',
          entityId: product.id,
          action: 'PURGE',
          changes: diffFields({ name: product.name, sku: product.sku, categoryId: id }, null),
          reason: `Removed for good with its category "${row.name}"`,
        });
      }
      await repo.deleteCategory(tx, id);
      await recordChange(tx, {
        actor,
        entityType: ENTITY,
        entityId: id,
        action: 'DELETE',
        changes: diffFields(audited(row), null),
        reason:
          purged.length > 0 ? `With ${purged.length} deleted product(s) removed for good` : null,
      });
    });
    await storefrontChanged(db);
  } catch (error) {
    if (isForeignKeyViolation(error, 'order_items_product_id_products_id_fk')) {
      throw new AppError(
        409,
        'CATEGORY_IN_USE',
        'Customers have ordered some of the deleted products of this category, and their orders keep them, so the category has to stay.',
        { productCount: 0, deletedProductsOnOrders: true },
      );
    }
    // A product restored or moved into the category while we looked.
    if (isForeignKeyViolation(error, 'products_category_id_categories_id_fk')) {
      throw new AppError(
        409,
        'CATEGORY_IN_USE',
        'Products were just added to this category. Reload and try again.',
      );
    }
    throw error;
  }
}
