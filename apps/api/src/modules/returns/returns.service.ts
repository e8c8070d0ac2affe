import {
  paiseToRupees,
  RETURN_MESSAGES,
  rupeesToPaise,
  toPage,
  variantLabel,
  type EligibleOrder,
  type EligibleOrdersQuery,
  type ExchangeOption,
  type ExchangeSizeOption,
  type Page,
  type Product,
  type ProductDetail,
  type PageQuery,
  type ReturnRequest,
  type returnRequestCreateSchema,
} from '@attar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import type { OrderItemRow, OrderRow, ProductVariantRow } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { pageOffset } from '../../lib/pagination.js';
import { recordChange } from '../audit/audit.service.js';
import { exchangeCandidates, productsById } from '../catalog/catalog.service.js';
import { getProductDetail, variantOfSku } from '../catalog/variants.service.js';
import { notifyAdmins } from '../notifications/admin-notifications.service.js';
import { customerOrderWithItems, deliveredOrdersOf } from '../orders/order-queries.service.js';
import { getSetting } from '../settings/settings.service.js';
import {
  assertOrderReturnable,
  assertRequestAllowed,
  earliestReturnableDelivery,
  isExchangeOrder,
  itemEligibility,
  returnWindowEnd,
} from './return-eligibility.js';
import { toReturnDto, toReturnDtos } from './return-dto.js';
import { enqueueReturnMail } from './return-mail.js';
import * as repo from './returns.repository.js';

export type ReturnRequestInput = z.output<typeof returnRequestCreateSchema>;

export interface ReturnDeps {
  db: Db;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** The request asking: mail jobs' logs carry its id. */
  requestId?: string;
}

export const RETURN_ENTITY = 'RETURN_REQUEST';

const EXCHANGE_OPTIONS_LIMIT = 24;

async function returnWindowDays(db: DbOrTx): Promise<number> {
  return (await getSetting(db, 'return_window_days')).days;
}

/**
 * GET /api/order/my-orders/return-exchange-eligible: the customer's DELIVERED orders within the
 * return window, each line with whether it may be returned or exchanged and why not.
 */
export async function eligibleOrders(
  db: Db,
  userId: number,
  query: EligibleOrdersQuery,
): Promise<Page<EligibleOrder>> {
  const windowDays = await returnWindowDays(db);
  const since = earliestReturnableDelivery(new Date(), windowDays);
  const { orders, items, total } = await deliveredOrdersOf(db, userId, since, query);
  const [blocked, products] = await Promise.all([
    repo.itemsWithBlockingRequest(
      db,
      items.map((item) => item.id),
    ),
    productsById(
      db,
      items.map((item) => item.productId),
    ),
  ]);
  const content = orders.map((order) => ({
    orderId: order.id,
    orderNumber: order.orderNumber,
    orderDate: order.createdAt.toISOString(),
    status: order.status,
    totalAmount: paiseToRupees(order.totalPaise),
    deliveredDate: order.deliveredAt?.toISOString() ?? null,
    returnWindowEndsAt: returnWindowEnd(order.deliveredAt!, windowDays).toISOString(),
    paymentMethod: { method: order.paymentMethod, displayName: order.paymentMethodName },
    items: items
      .filter((item) => item.orderId === order.id)
      .map((item) => {
        const product = products.get(item.productId);
        const eligibility = itemEligibility({
          productType: product?.productType ?? null,
          fromExchangeOrder: isExchangeOrder(order),
          hasBlockingRequest: blocked.has(item.id),
        });
        return {
          id: item.id,
          productId: item.productId,
          product: {
            id: item.productId,
            name: item.productName,
            sku: item.productSku,
            images: product?.imageUrls ?? [],
            productType: product?.productType ?? null,
          },
          name: item.productName,
          sku: item.productSku,
          size: item.size,
          quantity: item.quantity,
          price: paiseToRupees(item.unitPricePaise),
          amountPaid: paiseToRupees(item.lineTotalPaise - item.discountPaise),
          ...eligibility,
        };
      }),
  }));
  return toPage(content, total, query);
}

/** GET /api/returns/my-requests: the customer's own requests, newest first. */
export async function myRequests(
  db: Db,
  userId: number,
  query: PageQuery,
): Promise<Page<ReturnRequest>> {
  const { rows, total } = await repo.pageOfViews(db, { userId }, query.size, pageOffset(query));
  return toPage(await toReturnDtos(db, rows, 'customer'), total, query);
}

/** The customer's returnable order and the line asked for; 404 for another's order. */
async function returnableLine(
  db: DbOrTx,
  userId: number,
  input: { orderId: number; productId: number; orderItemId?: number | null },
): Promise<{ order: OrderRow; item: OrderItemRow; windowDays: number }> {
  const found = await customerOrderWithItems(db, userId, input.orderId);
  if (!found) throw notFound('Order');
  const windowDays = await returnWindowDays(db);
  assertOrderReturnable(found.order, windowDays, new Date());
  const item = found.items.find((line) =>
    input.orderItemId
      ? line.id === input.orderItemId && line.productId === input.productId
      : line.productId === input.productId,
  );
  if (!item) throw new AppError(404, 'NOT_FOUND', RETURN_MESSAGES.itemNotInOrder);
  return { order: found.order, item, windowDays };
}

/** Whether a variant is the one the order line bought. */
function isVariantBought(item: OrderItemRow, variant: { id: number; sku: string }): boolean {
  return variant.id === item.variantId || variant.sku === item.productSku;
}

/**
 * The sizes of the item's own product it may be exchanged for: its live variants other than the
 * one bought, at the price paid or less, each in stock when it holds units enough for the line.
 */
function otherSizes(item: OrderItemRow, product: ProductDetail): ExchangeSizeOption[] {
  return product.variants
    .filter((variant) => !isVariantBought(item, variant))
    .map((variant) => ({
      sku: variant.sku,
      size: variant.size,
      colour: variant.colour,
      price: variant.salePrice ?? variant.price,
      stockQuantity: variant.stockQuantity,
      inStock: variant.inStock && variant.stockQuantity >= item.quantity,
    }))
    .filter((size) => rupeesToPaise(size.price) <= item.unitPricePaise);
}

function optionOf(item: OrderItemRow, product: Product): ExchangeOption {
  return {
    id: product.id,
    name: product.name,
    sku: product.sku,
    size: product.size,
    price: product.salePrice ?? product.price,
    imageUrl: product.imageUrl,
    stockQuantity: product.stockQuantity,
    sameProduct: product.id === item.productId,
    sameName: product.name.toLowerCase() === item.productName.toLowerCase(),
    sizes: [],
  };
}

/**
 * The item's own product as an option: in another of its sizes when it is sold in several (and
 * one of them is in stock), or, for a jewelry piece sold in one variant, itself in a ring size
 * given in words when the candidates hold it; null when neither.
 */
function sameProductOption(
  item: OrderItemRow,
  product: ProductDetail,
  candidates: Product[],
): ExchangeOption | null {
  const soldInOtherSizes = product.variants.some((variant) => !isVariantBought(item, variant));
  if (!soldInOtherSizes) {
    const itself = candidates.find((candidate) => candidate.id === item.productId);
    return product.productType === 'JEWELRY' && itself ? optionOf(item, itself) : null;
  }
  const sizes = otherSizes(item, product);
  const offered = sizes.filter((size) => size.inStock);
  if (offered.length === 0) return null;
  return {
    ...optionOf(item, product),
    size: null,
    price: Math.min(...offered.map((size) => size.price)),
    stockQuantity: offered.reduce((units, size) => units + size.stockQuantity, 0),
    sameName: true,
    sizes,
  };
}

/**
 * GET /api/returns/exchange-options: what the line may be exchanged for, in stock for its
 * quantity now: the same product in another of its sizes (a jewelry piece sold in one variant:
 * in a size given in words), or another product of its kind at the price paid or less.
 */
export async function exchangeOptions(
  db: Db,
  userId: number,
  input: { orderId: number; productId: number },
): Promise<ExchangeOption[]> {
  const { item } = await returnableLine(db, userId, input);
  const original = (await productsById(db, [item.productId])).get(item.productId);
  if (!original || original.productType === 'GIFT_SET') return [];
  const [candidates, detail] = await Promise.all([
    exchangeCandidates(db, {
      productType: original.productType,
      maxPricePaise: item.unitPricePaise,
      minStock: item.quantity,
      preferName: item.productName,
      limit: EXCHANGE_OPTIONS_LIMIT,
    }),
    original.deletedAt === null ? getProductDetail(db, original.id) : null,
  ]);
  const itself = detail ? sameProductOption(item, detail, candidates) : null;
  const others = candidates
    .filter((product) => product.id !== item.productId)
    .map((product) => optionOf(item, product));
  return itself ? [itself, ...others] : others;
}

const refuseExchange = (message: string, details?: Record<string, unknown>) =>
  new AppError(409, 'EXCHANGE_NOT_ALLOWED', message, details);

/**
 * The replacement's variant named by `sku`: 404 for a SKU no variant has, 400 for another
 * product's, 409 for a removed size, the size bought, one dearer than the price paid or one
 * without units enough for the line.
 */
async function chosenSize(
  db: DbOrTx,
  item: OrderItemRow,
  replacementId: number,
  sku: string,
): Promise<ProductVariantRow> {
  const variant = await variantOfSku(db, sku);
  if (!variant) throw new AppError(404, 'NOT_FOUND', RETURN_MESSAGES.exchangeSkuUnknown, { sku });
  if (variant.productId !== replacementId) {
    throw new AppError(400, 'VALIDATION_FAILED', RETURN_MESSAGES.exchangeSkuOtherProduct, [
      { path: 'exchangeSku', message: RETURN_MESSAGES.exchangeSkuOtherProduct },
    ]);
  }
  if (variant.deletedAt !== null) throw refuseExchange(RETURN_MESSAGES.exchangeSkuRemoved);
  if (replacementId === item.productId && isVariantBought(item, variant))
    throw refuseExchange(RETURN_MESSAGES.exchangeSameSize);
  const pricePaise = variant.salePricePaise ?? variant.pricePaise;
  if (pricePaise > item.unitPricePaise) {
    throw refuseExchange(RETURN_MESSAGES.exchangeTooExpensive, {
      price: paiseToRupees(pricePaise),
      paid: paiseToRupees(item.unitPricePaise),
    });
  }
  if (variant.stockQuantity < item.quantity)
    throw refuseExchange(RETURN_MESSAGES.exchangeSizeOutOfStock);
  return variant;
}

/**
 * The exchange's replacement must be of the item's kind, in stock, at its price or less; with
 * `exchangeSku`, the size chosen must be one of the replacement's (see `chosenSize`), which
 * answers it. Without one the replacement is its default variant (null).
 */
async function assertReplacementAllowed(
  db: DbOrTx,
  item: OrderItemRow,
  input: ReturnRequestInput,
): Promise<ProductVariantRow | null> {
  const replacementId = input.exchangeProductId!;
  const products = await productsById(db, [item.productId, replacementId]);
  const original = products.get(item.productId);
  const replacement = products.get(replacementId);
  if (!replacement || replacement.deletedAt !== null)
    throw refuseExchange(RETURN_MESSAGES.exchangeUnavailable);
  if (original && replacement.productType !== original.productType) {
    throw refuseExchange(RETURN_MESSAGES.exchangeWrongType);
  }
  // A size of the same product or of another: its own price and stock are what count.
  if (input.exchangeSku) return chosenSize(db, item, replacementId, input.exchangeSku);
  if (replacementId === item.productId) {
    if (original?.productType !== 'JEWELRY')
      throw refuseExchange(RETURN_MESSAGES.exchangeSameProduct);
    if (!input.exchangeSize) {
      throw new AppError(400, 'VALIDATION_FAILED', RETURN_MESSAGES.exchangeSizeRequired, [
        { path: 'exchangeSize', message: RETURN_MESSAGES.exchangeSizeRequired },
      ]);
    }
  }
  const pricePaise = rupeesToPaise(replacement.salePrice ?? replacement.price);
  if (pricePaise > item.unitPricePaise) {
    throw refuseExchange(RETURN_MESSAGES.exchangeTooExpensive, {
      price: paiseToRupees(pricePaise),
      paid: paiseToRupees(item.unitPricePaise),
    });
  }
  if (replacement.stockQuantity < item.quantity)
    throw refuseExchange(RETURN_MESSAGES.exchangeOutOfStock);
  return null;
}

/**
 * POST /api/returns/request. The order must be the customer's (404 otherwise), DELIVERED and
 * within the window; the line must qualify under the rules of its kind. The request, its first
 * timeline entry, the admin's notification and the audit entry commit together; the partial
 * unique index turns a parallel second request for the line into 409 RETURN_ALREADY_REQUESTED.
 */
export async function createRequest(
  deps: ReturnDeps,
  customer: { id: number; email: string },
  input: ReturnRequestInput,
): Promise<ReturnRequest> {
  const { db } = deps;
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const { order, item } = await returnableLine(tx, customer.id, input);
      const products = await productsById(tx, [item.productId]);
      const blocked = await repo.itemsWithBlockingRequest(tx, [item.id]);
      assertRequestAllowed(
        {
          productType: products.get(item.productId)?.productType ?? null,
          fromExchangeOrder: isExchangeOrder(order),
          hasBlockingRequest: blocked.has(item.id),
        },
        input,
      );
      const size =
        input.type === 'EXCHANGE' ? await assertReplacementAllowed(tx, item, input) : null;
      const request = await repo.insertRequest(tx, {
        orderId: order.id,
        orderItemId: item.id,
        userId: customer.id,
        productId: item.productId,
        type: input.type,
        reason: input.reason,
        comment: input.comment,
        unopenedSealed: input.unopenedSealed,
        exchangeProductId: input.type === 'EXCHANGE' ? input.exchangeProductId! : null,
        // A size chosen by SKU is named by its options; a ring size in words as given.
        exchangeSize:
          input.type !== 'EXCHANGE' ? null : size ? variantLabel(size) || null : input.exchangeSize,
        exchangeVariantId: size?.id ?? null,
        refundUpiId: input.type === 'RETURN' ? input.refundUpiId : null,
      });
      await repo.insertEvent(tx, {
        requestId: request.id,
        type: 'REQUESTED',
        note: input.reason,
        actorId: customer.id,
        actorRole: 'CUSTOMER',
        createdAt: request.createdAt,
      });
      await recordChange(tx, {
        actor: { id: customer.id, email: customer.email },
        entityType: RETURN_ENTITY,
        entityId: request.id,
        action: 'CREATE',
        changes: {
          status: { before: null, after: 'REQUESTED' },
          type: { before: null, after: request.type },
          reason: { before: null, after: request.reason },
        },
      });
      const kind = input.type === 'EXCHANGE' ? 'exchange' : 'return';
      await notifyAdmins(tx, {
        type: 'NEW_RETURN',
        title: `New ${kind} request ${request.id}`,
        message: `${customer.email} asks for a ${kind} of ${item.productName} (${item.productSku}) from ${order.orderNumber}: ${input.reason}.`,
        link: `/admin/return/${request.id}`,
        refId: request.id,
      });
      await enqueueReturnMail(
        deps,
        tx,
        'REQUESTED',
        (await toReturnDto(tx, request.id, 'customer'))!,
      );
      return request.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'return_requests_open_item_key')) {
      throw new AppError(409, 'RETURN_ALREADY_REQUESTED', RETURN_MESSAGES.alreadyRequested);
    }
    throw error;
  }
  return (await toReturnDto(db, id, 'customer'))!;
}

/** The return and exchange requests made on an order, for the admin's order page. */
export async function returnRequestsOfOrder(
  db: DbOrTx,
  orderId: number,
): Promise<
  {
    id: number;
    type: ReturnRequest['type'];
    status: ReturnRequest['status'];
    productName: string;
    createdAt: string;
  }[]
> {
  const rows = await repo.requestsOfOrder(db, orderId);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** Whether every line of the order was returned by a completed return request. */
export function isEveryLineReturned(db: DbOrTx, orderId: number): Promise<boolean> {
  return repo.everyLineReturned(db, orderId, 0);
}
