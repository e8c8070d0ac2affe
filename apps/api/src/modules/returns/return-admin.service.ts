import {
  canMoveReturn,
  isOnlinePayment,
  ONLINE_PAYMENT_MESSAGES,
  REFUND_METHOD_LABELS,
  refundPaise,
  RETURN_MESSAGES,
  toPage,
  type AdminReturnsQuery,
  type approveReturnSchema,
  type completeReturnSchema,
  type Page,
  type receiveReturnSchema,
  type ReturnEventType,
  type ReturnRequest,
  type ReturnStatus,
  isPayOnDelivery,
} from '@attar/contracts';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client.js';
import type { ReturnRequestRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { pageOffset } from '../../lib/pagination.js';
import { diffFields, recordChange, type AuditActor } from '../audit/audit.service.js';
import * as inventory from '../catalog/inventory.service.js';
import { productsById } from '../catalog/catalog.service.js';
import { variantsById } from '../catalog/variants.service.js';
import { createExchangeOrder } from '../orders/order-exchange.service.js';
import { markOrderRefunded } from '../orders/order-admin.service.js';
import { noticesHandled } from '../notifications/admin-notifications.service.js';
import { customerOrderWithItems } from '../orders/order-queries.service.js';
import { receiptSummary, toReturnDto, toReturnDtos } from './return-dto.js';
import { enqueueReturnMail, type ReturnMailKind } from './return-mail.js';
import * as repo from './returns.repository.js';
import { RETURN_ENTITY, type ReturnDeps } from './returns.service.js';

type Admin = AuditActor & { id: number };

/** GET /api/admin/returns: every request, newest first, filtered. */
export async function searchRequests(
  deps: Pick<ReturnDeps, 'db'>,
  query: AdminReturnsQuery,
): Promise<Page<ReturnRequest>> {
  const { rows, total } = await repo.pageOfViews(
    deps.db,
    {
      status: query.status,
      type: query.type,
      text: query.query,
      fromDate: query.fromDate,
      toDate: query.toDate,
    },
    query.size,
    pageOffset(query),
  );
  return toPage(await toReturnDtos(deps.db, rows, 'admin'), total, query);
}

/** GET /api/admin/returns/{id}. */
export async function getRequest(deps: { db: DbOrTx }, id: number): Promise<ReturnRequest> {
  const request = await toReturnDto(deps.db, id, 'admin');
  if (!request) throw notFound('Return request');
  return request;
}

function invalidMove(from: ReturnStatus, to: ReturnStatus): AppError {
  return new AppError(
    409,
    'INVALID_STATUS_TRANSITION',
    `A request that is ${from} cannot become ${to}.`,
    { from, to },
  );
}

/** A timeline entry a step writes; its note is shown to the customer unless `internal`. */
interface StepEvent {
  type: ReturnEventType;
  note: string | null;
  internal?: boolean;
}

interface Step {
  changes: Partial<ReturnRequestRow>;
  events: StepEvent[];
  mail: ReturnMailKind | null;
}

/**
 * Runs one admin decision: the request row locked, the step's effects, its timeline entries
 * and its audit entry in one transaction; the customer's mail after the commit.
 */
async function decide(
  deps: ReturnDeps,
  admin: Admin,
  id: number,
  action: string,
  step: (tx: Tx, request: ReturnRequestRow) => Promise<Step>,
): Promise<ReturnRequest> {
  await deps.db.transaction(async (tx) => {
    const request = await repo.lockRequest(tx, id);
    if (!request) throw notFound('Return request');
    const outcome = await step(tx, request);
    const now = new Date();
    const updated = await repo.updateRequest(tx, id, outcome.changes);
    for (const event of outcome.events) {
      await repo.insertEvent(tx, {
        requestId: id,
        type: event.type,
        note: event.note,
        // Without a note there is nothing to hide: the entry reads as shown.
        noteVisibleToCustomer: !(event.internal && event.note !== null),
        actorId: admin.id,
        actorRole: 'ADMIN',
        createdAt: now,
      });
    }
    const audited = (row: ReturnRequestRow) => {
      const { updatedAt: _updatedAt, ...fields } = row;
      return fields as unknown as Record<string, unknown>;
    };
    await recordChange(tx, {
      actor: admin,
      entityType: RETURN_ENTITY,
      entityId: id,
      action,
      changes: diffFields(audited(request), audited(updated)),
      reason: outcome.events.map((event) => event.note).find(Boolean) ?? null,
    });
    if (outcome.mail)
      await enqueueReturnMail(deps, tx, outcome.mail, await getRequest({ db: tx }, id));
  });
  return getRequest(deps, id);
}

/**
 * Approves a REQUESTED request. For an exchange this takes the replacement's stock and creates
 * the linked no-charge exchange order (409 INSUFFICIENT_STOCK when none is left).
 */
export function approveRequest(
  deps: ReturnDeps,
  admin: Admin,
  id: number,
  input: z.output<typeof approveReturnSchema>,
): Promise<ReturnRequest> {
  return decide(deps, admin, id, 'APPROVE', async (tx, request) => {
    if (!canMoveReturn(request.status, 'APPROVED')) throw invalidMove(request.status, 'APPROVED');
    await noticesHandled(tx, 'NEW_RETURN', request.id);
    const step: Step = {
      changes: { status: 'APPROVED' },
      events: [{ type: 'APPROVED', note: input.note, internal: !input.noteVisibleToCustomer }],
      mail: 'APPROVED',
    };
    if (request.type === 'EXCHANGE' && request.exchangeProductId !== null) {
      const found = await customerOrderWithItems(tx, request.userId, request.orderId);
      const item = found?.items.find((line) => line.id === request.orderItemId);
      const replacement = (await productsById(tx, [request.exchangeProductId])).get(
        request.exchangeProductId,
      );
      if (!found || !item || !replacement) throw notFound('Exchange product');
      // The size the shopper chose, unless an admin has removed it since.
      const size =
        request.exchangeVariantId === null
          ? null
          : ((await variantsById(tx, [request.exchangeVariantId])).get(request.exchangeVariantId) ??
            null);
      if (size?.deletedAt) {
        throw new AppError(409, 'EXCHANGE_NOT_ALLOWED', RETURN_MESSAGES.exchangeSkuRemoved, {
          sku: size.sku,
        });
      }
      const order = await createExchangeOrder(tx, {
        jobs: deps.jobs,
        original: found.order,
        replacement: {
          id: replacement.id,
          name: replacement.name,
          sku: replacement.sku,
          size: request.exchangeSize ?? replacement.size,
          hsnCode: replacement.hsnCode,
          productType: replacement.productType,
          variantSku: size?.sku ?? null,
        },
        quantity: item.quantity,
        admin,
        label: `Exchange for ${found.order.orderNumber} (request ${request.id})`,
      });
      step.changes.exchangeOrderId = order.id;
      step.events.push({ type: 'EXCHANGE_ORDER_CREATED', note: order.orderNumber });
    }
    return step;
  });
}

/** Rejects a REQUESTED request with a reason the customer sees. */
export function rejectRequest(
  deps: ReturnDeps,
  admin: Admin,
  id: number,
  reason: string,
): Promise<ReturnRequest> {
  return decide(deps, admin, id, 'REJECT', async (tx, request) => {
    if (!canMoveReturn(request.status, 'REJECTED')) throw invalidMove(request.status, 'REJECTED');
    await noticesHandled(tx, 'NEW_RETURN', request.id);
    return {
      changes: { status: 'REJECTED', rejectionReason: reason },
      events: [{ type: 'REJECTED', note: reason }],
      mail: 'REJECTED',
    };
  });
}

/** Records the item's arrival: how many units came back and how many of them are damaged. */
export function receiveItem(
  deps: ReturnDeps,
  admin: Admin,
  id: number,
  input: z.output<typeof receiveReturnSchema>,
): Promise<ReturnRequest> {
  return decide(deps, admin, id, 'RECEIVE', async (tx, request) => {
    if (request.status !== 'APPROVED') {
      throw new AppError(409, 'INVALID_STATUS_TRANSITION', RETURN_MESSAGES.receiveNeedsApproval);
    }
    if (request.receivedAt) throw new AppError(409, 'CONFLICT', RETURN_MESSAGES.alreadyReceived);
    const found = await customerOrderWithItems(tx, request.userId, request.orderId);
    const item = found?.items.find((line) => line.id === request.orderItemId);
    if (!item) throw notFound('Order item');
    if (input.quantityReceived > item.quantity) {
      const message = RETURN_MESSAGES.receivedOverOrdered(item.quantity);
      throw new AppError(400, 'VALIDATION_FAILED', message, [
        { path: 'quantityReceived', message },
      ]);
    }
    const receipt = receiptSummary(input.quantityReceived, input.quantityDamaged);
    return {
      changes: {
        quantityReceived: input.quantityReceived,
        quantityDamaged: input.quantityDamaged,
        receivedAt: new Date(),
      },
      events: [
        {
          type: 'RECEIVED',
          note: [receipt, input.note].filter(Boolean).join('. '),
          // The counts are facts the customer sees anyway (the DTO shows them alone when the
          // admin's words are internal); only the admin's words are marked.
          internal: Boolean(input.note) && !input.noteVisibleToCustomer,
        },
      ],
      mail: 'RECEIVED',
    };
  });
}

/** A completed return's units, for what the caller adds to the completion's transaction. */
export interface CompletedReturn {
  requestId: number;
  orderId: number;
  orderItemId: number;
  quantity: number;
  refundPaise: number;
}

/**
 * Work a caller joins to a return's completion, in its transaction (the return-completion flow
 * issues the credit note there); the timeline entries it answers are added to the request's.
 */
export type OnReturnCompleted = (
  tx: Tx,
  completed: CompletedReturn,
) => Promise<{
  events: { type: ReturnEventType; note: string | null }[];
  /** The refund's reference when the caller asked a payment gateway for it. */
  refundReference?: string;
}>;

/**
 * Completes an APPROVED request whose item was received: the undamaged units go back in stock
 * through the inventory service; a return records its refund (the amount paid for the units
 * received, promo share and GST included), paid to the original payment, or for cash on
 * delivery by UPI or bank transfer with the admin's reference. `onReturned` runs for a return
 * only (an exchange sends a free replacement instead), after its refund is recorded.
 */
export function completeRequest(
  deps: ReturnDeps,
  admin: Admin,
  id: number,
  input: z.output<typeof completeReturnSchema>,
  onReturned: OnReturnCompleted = async () => ({ events: [] }),
): Promise<ReturnRequest> {
  return decide(deps, admin, id, 'COMPLETE', async (tx, request) => {
    if (!canMoveReturn(request.status, 'COMPLETED')) throw invalidMove(request.status, 'COMPLETED');
    if (!request.receivedAt || request.quantityReceived === null) {
      throw new AppError(409, 'CONFLICT', RETURN_MESSAGES.notReceived);
    }
    const found = await customerOrderWithItems(tx, request.userId, request.orderId);
    const item = found?.items.find((line) => line.id === request.orderItemId);
    if (!found || !item) throw notFound('Order item');
    const step: Step = {
      changes: { status: 'COMPLETED' },
      events: [],
      mail: request.type === 'RETURN' ? 'REFUNDED' : 'EXCHANGE_COMPLETED',
    };
    if (request.type === 'RETURN') {
      const refund = refundOf(found.order.paymentMethod, input);
      const amount = refundPaise(item, request.quantityReceived);
      const joined = await onReturned(tx, {
        requestId: request.id,
        orderId: found.order.id,
        orderItemId: item.id,
        quantity: request.quantityReceived,
        refundPaise: amount,
      });
      const reference = joined.refundReference ?? refund.reference;
      Object.assign(step.changes, {
        refundPaise: amount,
        refundMethod: refund.method,
        refundDestination: refund.destination,
        refundReference: reference,
        refundedAt: new Date(),
      });
      step.events.push({
        type: 'REFUNDED',
        note: [REFUND_METHOD_LABELS[refund.method], reference].filter(Boolean).join(': '),
      });
      step.events.push(...joined.events);
    }
    const restock = request.quantityReceived - (request.quantityDamaged ?? 0);
    if (restock > 0) {
      const line = { productId: item.productId, variantId: item.variantId, quantity: restock };
      await inventory.putBackStock(tx, [line], {
        reason: 'RETURN',
        actor: admin,
        order: { id: found.order.id, orderNumber: found.order.orderNumber },
        note: `Return request ${request.id}`,
      });
    }
    step.events.push({
      type: 'COMPLETED',
      note: input.note,
      internal: !input.noteVisibleToCustomer,
    });
    // An order paid online is REFUNDED by the payment flow once the gateway has refunded it.
    if (
      request.type === 'RETURN' &&
      !isOnlinePayment(found.order.paymentMethod) &&
      (await repo.everyLineReturned(tx, found.order.id, request.id))
    ) {
      await markOrderRefunded(tx, found.order.id);
    }
    return step;
  });
}

function refundOf(
  paymentMethod: string,
  input: z.output<typeof completeReturnSchema>,
): {
  method: NonNullable<ReturnRequestRow['refundMethod']>;
  destination: string | null;
  reference: string | null;
} {
  const invalid = (path: string, message: string) =>
    new AppError(400, 'VALIDATION_FAILED', message, [{ path, message }]);
  if (isPayOnDelivery(paymentMethod)) {
    if (!input.refundMethod || input.refundMethod === 'ORIGINAL_PAYMENT') {
      throw invalid('refundMethod', RETURN_MESSAGES.codNeedsTransfer);
    }
    if (!input.refundDestination)
      throw invalid('refundDestination', RETURN_MESSAGES.refundDestinationRequired);
    if (!input.refundReference)
      throw invalid('refundReference', RETURN_MESSAGES.refundReferenceRequired);
    return {
      method: input.refundMethod,
      destination: input.refundDestination,
      reference: input.refundReference,
    };
  }
  if (isOnlinePayment(paymentMethod)) {
    if (input.refundMethod && input.refundMethod !== 'ORIGINAL_PAYMENT') {
      throw invalid('refundMethod', ONLINE_PAYMENT_MESSAGES.returnRefundsToSource);
    }
    return { method: 'ORIGINAL_PAYMENT', destination: null, reference: null };
  }
  return {
    method: input.refundMethod ?? 'ORIGINAL_PAYMENT',
    destination: input.refundDestination,
    reference: input.refundReference,
  };
}

/**
 * In the transaction that moves an order to SHIPPED: when it ships an exchange's replacement,
 * the request's timeline says so and the customer's "exchange shipped" mail is enqueued, so
 * that both happen exactly when the order ships.
 */
export async function recordExchangeShipped(
  deps: Pick<ReturnDeps, 'jobs' | 'publicUrl' | 'requestId'>,
  tx: Tx,
  orderId: number,
): Promise<void> {
  const requests = await repo.requestsOfExchangeOrder(tx, orderId);
  for (const row of requests) {
    await repo.insertEvent(tx, {
      requestId: row.id,
      type: 'EXCHANGE_SHIPPED',
      note: null,
      actorId: null,
      actorRole: 'SYSTEM',
    });
    await enqueueReturnMail(deps, tx, 'EXCHANGE_SHIPPED', await getRequest({ db: tx }, row.id));
  }
}
