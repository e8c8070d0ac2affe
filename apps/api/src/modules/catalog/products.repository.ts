import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNull,
  lte,
  notInArray,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { ProductListSortOrder } from '@attar/contracts';
import type { DbOrTx } from '../../db/client.js';
import {
  categories,
  mediaAssets,
  productImages,
  products,
  type ProductRow,
} from '../../db/schema/index.js';
import { preparedQuery } from '../../lib/prepared-queries.js';
import {
  searchMatch,
  searchRank,
  searchTermsOf,
  type SearchTerms,
  type SearchValues,
} from './product-search.js';
import { searchLexicon } from './search-lexicon.js';
import {
  defaultVariantStock,
  liveVariantsJson,
  setUnitsOfProduct,
  someLiveStock,
  stockOfVariants,
  variantStockOf,
  type ShownVariant,
  type VariantStock,
} from './variants.repository.js';

export interface ProductFilter {
  search?: string;
  categoryId?: number;
  categorySlug?: string;
  gender?: ProductRow['gender'];
  occasion?: string;
  productType?: ProductRow['productType'];
  isFeatured?: boolean;
  /** The price paid (the sale price when set), in paise, at least and at most. */
  minPricePaise?: number;
  maxPricePaise?: number;
  /** A case-blind PostgreSQL regular expression one of the product's notes must match. */
  notePattern?: string;
  /** A second pattern, also to be matched by a note (a note and a family chosen together). */
  familyPattern?: string;
  metal?: ProductRow['metal'];
  /** True: only what can be bought (stock above 0); false: only what is sold out. */
  inStock?: boolean;
}

export type ProductWithCategory = Omit<ProductRow, 'searchVector'> & {
  categoryName: string;
} & VariantStock;

// Every column but the search document, which no caller needs to read back.
const { searchVector: _searchVector, ...productColumns } = getTableColumns(products);

/** A product's columns with its category's name and its variants' stock. */
export const withCategoryColumns = {
  product: productColumns,
  categoryName: categories.name,
  stock: variantStockOf(products),
};

export function toProductWithCategory(row: {
  product: Omit<ProductRow, 'searchVector'>;
  categoryName: string;
  stock: VariantStock;
}): ProductWithCategory {
  return { ...row.product, ...row.stock, categoryName: row.categoryName };
}

export interface ImageRow {
  productId: number;
  publicId: string;
  isPrimary: boolean;
  width: number | null;
  height: number | null;
}

/** How a query takes a value: as a placeholder of a prepared query, recording the value to bind. */
type Bind = <T>(name: string, value: T) => T | SQLWrapper;

function placeholders(): { bind: Bind; values: Record<string, unknown> } {
  const values: Record<string, unknown> = {};
  return {
    values,
    bind: (name, value) => {
      values[name] = value;
      return sql.placeholder(name);
    },
  };
}

function bindTerms(terms: SearchTerms | null, bind: Bind): SearchValues | null {
  if (!terms) return null;
  return {
    keyword: bind('keyword', terms.keyword),
    compact: terms.compact === null ? null : bind('compact', terms.compact),
    tsquery: terms.tsquery === null ? null : bind('tsquery', terms.tsquery),
    words: terms.words.map((word, index) => bind(`word${index}`, word)),
  };
}

/** What a list prices a product at: the lowest price paid for any of its variants. */
const effectivePrice = products.fromPricePaise;

function whereOf(filter: ProductFilter, terms: SearchValues | null, bind: Bind): SQL | undefined {
  const { categoryId, categorySlug, gender, occasion, productType, isFeatured } = filter;
  const { minPricePaise, maxPricePaise, notePattern, familyPattern, metal, inStock } = filter;
  const conditions: (SQL | undefined)[] = [isNull(products.deletedAt)];
  if (terms) conditions.push(searchMatch(terms));
  if (categoryId !== undefined)
    conditions.push(eq(products.categoryId, bind('categoryId', categoryId)));
  if (categorySlug !== undefined)
    conditions.push(eq(categories.slug, bind('categorySlug', categorySlug)));
  if (gender) conditions.push(eq(products.gender, bind('gender', gender)));
  if (occasion) conditions.push(sql`${bind('occasion', occasion)} = any(${products.occasions})`);
  if (productType) conditions.push(eq(products.productType, bind('productType', productType)));
  if (isFeatured !== undefined)
    conditions.push(eq(products.isFeatured, bind('isFeatured', isFeatured)));
  if (minPricePaise !== undefined)
    conditions.push(sql`${effectivePrice} >= ${bind('minPricePaise', minPricePaise)}`);
  if (maxPricePaise !== undefined)
    conditions.push(sql`${effectivePrice} <= ${bind('maxPricePaise', maxPricePaise)}`);
  if (notePattern !== undefined) conditions.push(anyNoteMatches(bind('notePattern', notePattern)));
  if (familyPattern !== undefined)
    conditions.push(anyNoteMatches(bind('familyPattern', familyPattern)));
  if (metal) conditions.push(eq(products.metal, bind('metal', metal)));
  // Each way has a placeholder of its own name, so the two are prepared apart.
  const inStockCondition = (name: string) =>
    someLiveStock((units) => sql`${units} > ${bind(name, 0)}`);
  if (inStock === true) conditions.push(inStockCondition('inStockAbove'));
  if (inStock === false) conditions.push(sql`not ${inStockCondition('soldOutAbove')}`);
  return and(...conditions);
}

function anyNoteMatches(pattern: unknown): SQL {
  return sql`exists (select 1 from unnest(${products.notes}) as note(value) where note.value ~* ${pattern}::text)`;
}

function orderOf(sortOrder: ProductListSortOrder, terms: SearchValues | null): SQL[] {
  switch (sortOrder) {
    case 'relevance':
      // Without a keyword there is nothing to be relevant to: featured order instead.
      if (terms) return [desc(searchRank(terms)), desc(products.isFeatured), asc(products.id)];
      return orderOf('featured', null);
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
    case 'price_asc':
      return [asc(effectivePrice), asc(products.id)];
    case 'price_desc':
      return [desc(effectivePrice), asc(products.id)];
    case 'name_asc':
      return [asc(products.name), asc(products.id)];
    case 'name_desc':
      return [desc(products.name), asc(products.id)];
    case 'featured':
      return [desc(products.isFeatured), desc(products.createdAt), asc(products.id)];
  }
}

/** A product as the storefront shows it: with its category name and its images. */
export type ProductWithImages = ProductWithCategory & { images: ImageRow[] };

// A product's images as one JSON array (primary first, in display order), aggregated over its
// product_images rows joined to their media, so products and their pictures come back in one query.
const imageList = sql<Omit<ImageRow, 'productId'>[]>`coalesce(json_agg(json_build_object(
    'publicId', ${productImages.publicId},
    'isPrimary', ${productImages.isPrimary},
    'width', ${mediaAssets.width},
    'height', ${mediaAssets.height})
  order by ${productImages.isPrimary} desc, ${productImages.sortOrder}, ${productImages.id}), '[]'::json)`;

function imagesOfProduct(productId: SQLWrapper): SQL<Omit<ImageRow, 'productId'>[]> {
  return sql`(select ${imageList}
  from ${productImages}
  left join ${mediaAssets} on ${mediaAssets.publicId} = ${productImages.publicId}
  where ${productImages.productId} = ${productId})`;
}

type ProductFields = Omit<ProductWithCategory, 'categoryName' | keyof VariantStock>;
type ProductColumnKey = keyof typeof productColumns;

const productFieldList = Object.entries(productColumns) as [
  ProductColumnKey,
  (typeof productColumns)[ProductColumnKey],
][];

function productFromJson(values: unknown[]): ProductFields {
  const row: Record<string, unknown> = {};
  for (let index = 0; index < productFieldList.length; index += 1) {
    const [key, column] = productFieldList[index]!;
    const value = values[index];
    row[key] = value === null ? null : column.mapFromDriverValue(value);
  }
  return row as ProductFields;
}

/**
 * A product's columns as one JSON array, read back into the row as each column reads its value
 * (decision 0037). pg sets up every field of a result on every run and parses each value of
 * each row: with the 29 product columns as fields, the set-up alone took about a tenth of the
 * API's CPU for a product read with the cache off. One JSON field is one set-up and one parse.
 * `columns` are the product's columns where the query reads them (a subquery's, for a page).
 */
function productAsJson(columns: Record<ProductColumnKey, SQLWrapper>): SQL<ProductFields> {
  const values = productFieldList.map(([key]) => sql`${columns[key]}`);
  return sql<ProductFields>`json_build_array(${sql.join(values, sql`, `)})`.mapWith(
    productFromJson,
  );
}

const storefrontColumns = {
  product: productAsJson(productColumns),
  categoryName: categories.name,
  images: imagesOfProduct(products.id),
  stock: variantStockOf(products),
};

function toProductWithImages(row: {
  product: ProductFields;
  categoryName: string;
  images: Omit<ImageRow, 'productId'>[];
  stock: VariantStock;
}): ProductWithImages {
  return {
    ...row.product,
    ...row.stock,
    categoryName: row.categoryName,
    images: row.images.map((image) => ({ ...image, productId: row.product.id })),
  };
}

/**
 * One page of live (not deleted) products with their category names and images, and the total
 * count, in one query (the count is a window over the same rows).
 */
export async function listProducts(
  db: DbOrTx,
  filter: ProductFilter,
  sortOrder: ProductListSortOrder,
  limit: number,
  offset: number,
): Promise<{ rows: ProductWithImages[]; total: number }> {
  const terms = filter.search ? searchTermsOf(filter.search, await searchLexicon(db)) : null;
  const { bind, values } = placeholders();
  const bound = bindTerms(terms, bind);
  const where = whereOf(filter, bound, bind);
  const order = orderOf(sortOrder, bound);
  const shape = `products:${sortOrder}:${Object.keys(values).join(',')}`;
  const query = preparedQuery(db, shape, (name) => {
    // Every matching product is numbered in the order asked for (the count is over the same
    // rows), and the page is the range of numbers it covers. Not LIMIT and OFFSET: with both as
    // parameters PostgreSQL could plan the statement anew on every run (for some values its
    // generic plan never looked cheaper), and it computed the select list, images included, for
    // every row OFFSET skipped (decision 0036). The order is written once, in `position`: each
    // placeholder of a search's rank is a parameter of its own, so a second copy would be
    // computed again for every match.
    const ranked = db
      .select({
        product: productColumns,
        categoryName: sql<string>`${categories.name}`.as('category_name'),
        total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
        position: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as(
          'position',
        ),
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .as('ranked');
    const offsetValue = sql`${sql.placeholder('offset')}::int`;
    const page = db.$with('page').as(
      db
        .select({
          product: ranked.product,
          categoryName: ranked.categoryName,
          total: ranked.total,
          position: ranked.position,
        })
        .from(ranked)
        .where(
          and(
            gt(ranked.position, offsetValue),
            lte(ranked.position, sql`${offsetValue} + ${sql.placeholder('limit')}::int`),
          ),
        ),
    );
    // The page's images, joined and grouped once for all its products.
    const images = db
      .select({ productId: productImages.productId, list: imageList.as('list') })
      .from(productImages)
      .leftJoin(mediaAssets, eq(mediaAssets.publicId, productImages.publicId))
      .where(inArray(productImages.productId, db.select({ id: page.product.id }).from(page)))
      .groupBy(productImages.productId)
      .as('images');
    return db
      .with(page)
      .select({
        product: productAsJson(page.product),
        categoryName: sql<string>`${page.categoryName}`,
        images: sql<Omit<ImageRow, 'productId'>[]>`coalesce(${images.list}, '[]'::json)`,
        stock: variantStockOf(page.product),
        total: sql<number>`${page.total}`.mapWith(Number),
      })
      .from(page)
      .leftJoin(images, eq(images.productId, page.product.id))
      .orderBy(page.position)
      .prepare(name);
  });
  const rows = await query.execute({ ...values, limit, offset });
  const total = rows[0]?.total ?? (offset > 0 ? await countProducts(db, shape, where, values) : 0);
  return { rows: rows.map(toProductWithImages), total };
}

/**
 * Only for a page past the end, which has no row to carry the count: the list's conditions with
 * the same placeholders, prepared under the list's shape (a crawler paging on, or a filter with
 * fewer products than the page asked for, would otherwise have its SQL built and planned anew).
 */
async function countProducts(
  db: DbOrTx,
  listShape: string,
  where: SQL | undefined,
  values: Record<string, unknown>,
): Promise<number> {
  const query = preparedQuery(db, `count:${listShape}`, (name) =>
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .prepare(name),
  );
  const [row] = await query.execute(values);
  return row?.total ?? 0;
}

/** A live product with its category name, images and live variants: the product page's one query. */
export async function findLiveProductDetail(
  db: DbOrTx,
  id: number,
): Promise<(ProductWithImages & { variants: ShownVariant[] }) | undefined> {
  // The stock comes from the variants the statement reads anyway (and a set's from its
  // components): no second pass over the variants for it.
  const { stock: _stock, ...detailColumns } = storefrontColumns;
  const query = preparedQuery(db, 'product-detail', (name) =>
    db
      .select({
        ...detailColumns,
        setUnits: setUnitsOfProduct(products),
        variants: liveVariantsJson(products.id),
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(products.id, sql.placeholder('id')), isNull(products.deletedAt)))
      .prepare(name),
  );
  const [row] = await query.execute({ id });
  if (!row) return undefined;
  const stock = stockOfVariants(row.variants, row.setUnits === null ? null : Number(row.setUnits));
  return { ...toProductWithImages({ ...row, stock }), variants: row.variants };
}

export async function findLiveProduct(
  db: DbOrTx,
  id: number,
): Promise<ProductWithCategory | undefined> {
  const [row] = await findLiveProducts(db, [id]);
  return row;
}

/** The live products among the given ids, in no particular order. */
export async function findLiveProducts(db: DbOrTx, ids: number[]): Promise<ProductWithCategory[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(withCategoryColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(inArray(products.id, ids), isNull(products.deletedAt)));
  return rows.map(toProductWithCategory);
}

/**
 * The products among the given ids with their images, deleted ones included, in no particular
 * order: one prepared statement, as every quote and order reads it.
 */
export async function findProducts(db: DbOrTx, ids: number[]): Promise<ProductWithImages[]> {
  if (ids.length === 0) return [];
  const query = preparedQuery(db, 'products-by-id', (name) =>
    db
      .select(storefrontColumns)
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(sql`${products.id} = any(${sql.placeholder('ids')}::int[])`)
      .prepare(name),
  );
  const rows = await query.execute({ ids });
  return rows.map(toProductWithImages);
}

/**
 * Live products of one kind selling at `maxPricePaise` or less with at least `minStock` in
 * stock, the same name as `preferName` first, then by price from the highest (what an exchange
 * may offer instead of an item).
 */
export async function findExchangeCandidates(
  db: DbOrTx,
  criteria: {
    productType: ProductRow['productType'];
    maxPricePaise: number;
    minStock: number;
    preferName: string;
    limit: number;
  },
): Promise<ProductWithCategory[]> {
  const rows = await db
    .select(withCategoryColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(
      and(
        isNull(products.deletedAt),
        eq(products.productType, criteria.productType),
        sql`${effectivePrice} <= ${criteria.maxPricePaise}`,
        sql`${defaultVariantStock} >= ${criteria.minStock}`,
      ),
    )
    .orderBy(
      desc(sql`lower(${products.name}) = lower(${criteria.preferName})`),
      desc(effectivePrice),
      asc(products.id),
    )
    .limit(criteria.limit);
  return rows.map(toProductWithCategory);
}

export async function isLiveProduct(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)));
  return row !== undefined;
}

/** Images of the given products, primary first, in display order. */
export async function imagesOf(db: DbOrTx, productIds: number[]): Promise<ImageRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: productImages.productId,
      publicId: productImages.publicId,
      isPrimary: productImages.isPrimary,
      width: mediaAssets.width,
      height: mediaAssets.height,
    })
    .from(productImages)
    .leftJoin(mediaAssets, eq(mediaAssets.publicId, productImages.publicId))
    .where(inArray(productImages.productId, productIds))
    .orderBy(desc(productImages.isPrimary), asc(productImages.sortOrder), asc(productImages.id));
}

/** Whether any live product has a SKU outside `skus`. */
export async function anyLiveProductOutside(db: DbOrTx, skus: readonly string[]): Promise<boolean> {
  const live = isNull(products.deletedAt);
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(skus.length > 0 ? and(live, notInArray(products.sku, [...skus])) : live)
    .limit(1);
  return row !== undefined;
}
