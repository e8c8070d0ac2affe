import {
  paiseToRupees,
  RETURN_MESSAGES,
  rupeesToPaise,
  toPage,
  type EligibleOrder,
  type EligibleOrdersQuery,
  type ExchangeOption,
  type Page,
  type PageQuery,
  type ReturnRequest,
  type returnRequestCreateSchema,
} from '@attar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import type { OrderItemRow, OrderRow } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { pageOffset } from '../../lib/pagination.js';
import { recordChange } from '../audit/audit.service.js';
import { exchangeCandidates, productsById } from '../catalog/catalog.service.js';
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

/**
 * GET /api/returns/exchange-options: what the line may be exchanged for, in stock for its
 * quantity now: the same jewelry piece in another size, another size of the same fragrance,
 * or another product of its kind at the price paid or less.
 */
export async function exchangeOptions(
  db: Db,
  userId: number,
  input: { orderId: number; productId: number },
): Promise<ExchangeOption[]> {
  const { item } = await returnableLine(db, userId, input);
  const original = (await productsById(db, [item.productId])).get(item.productId);
  if (!original || original.productType === 'GIFT_SET') return [];
  const candidates = await exchangeCandidates(db, {
    productType: original.productType,
    maxPricePaise: item.unitPricePaise,
    minStock: item.quantity,
    preferName: item.productName,
    limit: EXCHANGE_OPTIONS_LIMIT,
  });
  return candidates
    .filter((product) => product.id !== item.productId || original.productType === 'JEWELRY')
    .map((product) => ({
      id: product.id,
      name: product.name,
      sku: product.sku,
      size: product.size,
      price: product.salePrice ?? product.price,
      imageUrl: product.imageUrl,
      stockQuantity: product.stockQuantity,
      sameProduct: product.id === item.productId,
      sameName: product.name.toLowerCase() === item.productName.toLowerCase(),
    }));
}

/** The exchange's replacement must be of the item's kind, in stock, at its price or less. */
async function assertReplacementAllowed(
  db: DbOrTx,
  item: OrderItemRow,
  input: ReturnRequestInput,
): Promise<void> {
  const replacementId = input.exchangeProductId!;
  const products = await productsById(db, [item.productId, replacementId]);
  const original = products.get(item.productId);
  const replacement = products.get(replacementId);
  const refuse = (message: string, details?: Record<string, unknown>) =>
    new AppError(409, 'EXCHANGE_NOT_ALLOWED', message, details);
  if (!replacement || replacement.deletedAt !== null)
    throw refuse(RETURN_MESSAGES.exchangeUnavailable);
  if (replacementId === item.productId) {
    if (original?.productType !== 'JEWELRY') throw refuse(RETURN_MESSAGES.exchangeSameProduct);
    if (!input.exchangeSize) {
      throw new AppError(400, 'VALIDATION_FAILED', RETURN_MESSAGES.exchangeSizeRequired, [
        { path: 'exchangeSize', message: RETURN_MESSAGES.exchangeSizeRequired },
      ]);
    }
  }
  if (original && replacement.productType !== original.productType) {
    throw refuse(RETURN_MESSAGES.exchangeWrongType);
  }
  const pricePaise = rupeesToPaise(replacement.salePrice ?? replacement.price);
  if (pricePaise > item.unitPricePaise) {
    throw refuse(RETURN_MESSAGES.exchangeTooExpensive, {
      price: paiseToRupees(pricePaise),
      paid: paiseToRupees(item.unitPricePaise),
    });
  }
  if (replacement.stockQuantity < item.quantity) throw refuse(RETURN_MESSAGES.exchangeOutOfStock);
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
      if (input.type === 'EXCHANGE') await assertReplacementAllowed(tx, item, input);
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
        exchangeSize: input.type === 'EXCHANGE' ? input.exchangeSize : null,
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
