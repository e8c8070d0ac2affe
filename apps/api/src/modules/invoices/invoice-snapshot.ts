import type { InvoiceIdentity } from '@attar/contracts';
import type { OrderAddressSnapshot, OrderItemRow, OrderRow } from '../../db/schema/index.js';
import { rupeesInWords } from './amount-in-words.js';
import { isIntraState, type SupplyStateCodes } from './gst-state-codes.js';
import {
  computeInvoiceFigures,
  COURIER_SAC,
  type InvoiceLine,
  type InvoiceLineInput,
  type InvoiceTotals,
  type SupplyType,
} from './invoice-figures.js';

/**
 * Everything a tax invoice prints, as it was when issued (kept in invoices.snapshot): a later
 * change of the settings, the catalogue or the customer's account cannot alter it.
 */
export interface InvoiceSnapshot {
  version: 1;
  invoiceNumber: string;
  financialYear: string;
  issuedAt: string;
  seller: InvoiceIdentity & { stateCode: string | null };
  /** The buyer as the order's address names them; the store keeps no separate billing address. */
  buyer: { name: string; address: OrderAddressSnapshot };
  order: { id: number; orderNumber: string; orderDate: string; paymentMethod: string };
  placeOfSupply: { state: string; stateCode: string | null };
  supplyType: SupplyType;
  reverseCharge: false;
  lines: InvoiceLine[];
  totals: InvoiceTotals;
  amountInWords: string;
}

export interface InvoiceSource {
  identity: InvoiceIdentity;
  order: OrderRow;
  items: OrderItemRow[];
}

/** Each item with the HSN code and GST rate it was sold under. */
function goodsLines(items: OrderItemRow[]): InvoiceLineInput[] {
  return items.map((item) => ({
    kind: 'GOODS',
    description: item.size
      ? `${item.productName} (${item.size}), SKU ${item.productSku}`
      : `${item.productName}, SKU ${item.productSku}`,
    hsnSac: item.hsnCode,
    gstRateBasisPoints: item.gstRateBasisPoints,
    quantity: item.quantity,
    unitPricePaise: item.unitPricePaise,
    grossPaise: item.lineTotalPaise,
    discountPaise: item.discountPaise,
  }));
}

/**
 * Shipping, gift wrap and the cash-on-delivery fee, each a line of its own (the gift message is
 * never printed here). They are part of a composite
 * supply whose principal supply is the order's main goods line (docs/decisions/0041): they take
 * its rate, stored on the order, and print its HSN code. An order with no goods line of that
 * rate (none today) would print the courier services' SAC.
 */
function serviceLines(order: OrderRow, items: OrderItemRow[]): InvoiceLineInput[] {
  const rate = order.chargesGstRateBasisPoints;
  const principal = items
    .filter((item) => item.gstRateBasisPoints === rate)
    .sort((a, b) => b.lineTotalPaise - b.discountPaise - (a.lineTotalPaise - a.discountPaise))[0];
  const charges = [
    { description: 'Shipping charges', paise: order.shippingPaise },
    { description: 'Gift wrap', paise: order.giftWrapPaise },
    { description: 'Cash on delivery fee', paise: order.codFeePaise },
  ];
  return charges
    .filter((charge) => charge.paise > 0)
    .map((charge) => ({
      kind: 'SERVICE',
      description: charge.description,
      hsnSac: principal?.hsnCode ?? COURIER_SAC,
      gstRateBasisPoints: rate,
      quantity: 1,
      unitPricePaise: charge.paise,
      grossPaise: charge.paise,
      discountPaise: 0,
    }));
}

/**
 * The invoice of an order: one line per item and per charge, taxable values and taxes whose
 * sums are the order's total and its stored GST. An order whose lines do not add up to its total
 * is refused: an invoice must never disagree with the order.
 */
export function buildInvoiceSnapshot(
  source: InvoiceSource,
  issue: { invoiceNumber: string; financialYear: string; issuedAt: Date },
  codes: SupplyStateCodes,
): InvoiceSnapshot {
  const { identity, order } = source;
  const placeOfSupply = order.shippingAddress.state;
  const supplyType: SupplyType = isIntraState(codes, identity, placeOfSupply)
    ? 'INTRA_STATE'
    : 'INTER_STATE';
  const { lines, totals } = computeInvoiceFigures(
    [...goodsLines(source.items), ...serviceLines(order, source.items)],
    order.gstPaise,
    supplyType,
  );
  if (totals.totalPaise !== order.totalPaise) {
    throw new Error(
      `Order ${order.orderNumber}: its lines come to ${totals.totalPaise} paise, its total is ${order.totalPaise}`,
    );
  }
  return {
    version: 1,
    invoiceNumber: issue.invoiceNumber,
    financialYear: issue.financialYear,
    issuedAt: issue.issuedAt.toISOString(),
    seller: { ...identity, stateCode: codes.seller },
    buyer: { name: order.shippingAddress.fullName, address: order.shippingAddress },
    order: {
      id: order.id,
      orderNumber: order.orderNumber,
      orderDate: order.createdAt.toISOString(),
      paymentMethod: order.paymentMethodName,
    },
    placeOfSupply: { state: placeOfSupply, stateCode: codes.placeOfSupply },
    supplyType,
    reverseCharge: false,
    lines,
    totals,
    amountInWords: rupeesInWords(totals.totalPaise),
  };
}
