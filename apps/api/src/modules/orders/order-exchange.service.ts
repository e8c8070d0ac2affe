import {
  EXCHANGE_PAYMENT_METHOD,
  hsnCodeFor,
  variantLabel,
  type ProductType,
} from '@attar/contracts';
import type { Tx } from '../../db/client.js';
import type { OrderRow } from '../../db/schema/index.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { AppError } from '../../lib/errors.js';
import type { AuditActor } from '../audit/audit.service.js';
import * as inventory from '../catalog/inventory.service.js';
import { lineName, linesForSale } from '../catalog/variants.service.js';
import { rateInForce } from '../tax/tax.service.js';
import { formatOrderNumber } from './order-placement.service.js';
import * as repo from './orders.repository.js';

export interface ExchangeOrderInput {
  /** The order the returned item came from: its customer and shipping address carry over. */
  original: OrderRow;
  replacement: {
    id: number;
    name: string;
    sku: string;
    size: string | null;
    hsnCode: string | null;
    productType: ProductType;
    /** The variant the shopper chose, by SKU; the product's default without one. */
    variantSku?: string | null;
  };
  quantity: number;
  admin: AuditActor & { id: number };
  /** Shown as the order's payment method, e.g. "Exchange for AH-2026-000012 (request 7)". */
  label: string;
  /** Where a low-stock mail job goes when the replacement runs low. */
  jobs: JobQueue;
}

/**
 * The no-charge order that ships an exchange's replacement (docs/product.md, "Returns and
 * exchanges"): it takes the stock (409 INSUFFICIENT_STOCK when none is left) in the caller's
 * transaction, is CONFIRMED by the approving admin, and then moves through the ordinary order
 * statuses.
 */
export async function createExchangeOrder(tx: Tx, input: ExchangeOrderInput): Promise<OrderRow> {
  const { original, replacement, quantity, admin } = input;
  const now = new Date();
  // The replacement is sold at no charge, but its line still names the rate of its HSN code
  // today, as any sale would (its charges, none, follow it as the principal supply).
  const hsnCode = hsnCodeFor(replacement);
  const gstRateBasisPoints = await rateInForce(tx, hsnCode, now);
  if (gstRateBasisPoints === null) {
    throw new AppError(
      409,
      'PRODUCT_UNAVAILABLE',
      `${replacement.name} cannot be sent: HSN ${hsnCode} has no GST rate. Add its rate in Settings > GST rates first.`,
    );
  }
  const order = await repo.insertOrder(tx, {
    orderNumber: formatOrderNumber(await repo.nextOrderNumber(tx), now),
    userId: original.userId,
    status: 'CONFIRMED',
    paymentStatus: 'PAID',
    paymentMethodId: null,
    paymentMethod: EXCHANGE_PAYMENT_METHOD,
    paymentMethodName: input.label,
    subtotalPaise: 0,
    discountPaise: 0,
    shippingPaise: 0,
    codFeePaise: 0,
    totalPaise: 0,
    gstPaise: 0,
    chargesGstRateBasisPoints: gstRateBasisPoints,
    promoCode: null,
    shippingAddressId: original.shippingAddressId,
    shippingAddress: original.shippingAddress,
    createdAt: now,
    updatedAt: now,
  });
  // The variant chosen, else the default (a ring's size may have been given in words): its
  // stock is taken and the line names it.
  const [{ product, variant }] = (await linesForSale(tx, [
    { productId: replacement.id, sku: replacement.variantSku },
  ])) as [Awaited<ReturnType<typeof linesForSale>>[number]];
  await inventory.takeStockForOrder(
    tx,
    input.jobs,
    [
      {
        productId: replacement.id,
        variantId: variant.id,
        name: lineName(product, variant),
        sku: variant.sku,
        quantity,
      },
    ],
    { id: order.id, orderNumber: order.orderNumber },
    await inventory.lowStockThreshold(tx),
  );
  await repo.insertItems(tx, [
    {
      orderId: order.id,
      productId: replacement.id,
      variantId: variant.id,
      productName: replacement.name,
      productSku: variant.sku,
      size: variantLabel(variant) || replacement.size,
      unitPricePaise: 0,
      quantity,
      lineTotalPaise: 0,
      discountPaise: 0,
      gstPaise: 0,
      hsnCode,
      gstRateBasisPoints,
    },
  ]);
  await repo.insertEvent(tx, {
    orderId: order.id,
    status: 'CONFIRMED',
    changedBy: admin.id,
    changedByRole: 'ADMIN',
    createdAt: now,
  });
  return order;
}
