import {
  EXCHANGE_PAYMENT_METHOD,
  type Order,
  type OrderStatus,
  formatPrice,
  isOnlinePayment,
  isPayOnDelivery,
  paiseToRupees,
} from '@attar/contracts';
import { type MailContact, renderBrandedMail } from '../../lib/mail-layout.js';
import type { MailMessage } from '../../lib/mailer.js';

/** The statuses a shopper hears about after the confirmation: one mail each. */
export const MAILED_ORDER_STATUSES = [
  'SHIPPED',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'CANCELLED',
  'RETURNED_TO_ORIGIN',
] as const satisfies readonly OrderStatus[];
export type MailedOrderStatus = (typeof MAILED_ORDER_STATUSES)[number];

/**
 * What the order alone does not say: the store's return window, in days from delivery, and the
 * store's contact details the mail is signed with.
 */
export interface OrderStatusMailFacts {
  returnWindowDays: number;
  contact: MailContact;
  /** Why the store cancelled the order by itself, said right after the cancellation. */
  cancelReason?: string;
  /** Refunds asked of the payment gateway by this move (a paid online order cancelled). */
  refunds?: { reference: string; amountPaise: number }[];
  /** The order's parcel, when one is booked: the shipped mail names its courier and AWB. */
  parcel?: MailedParcel | null;
}

/** A booked parcel as the shopper's mails name it. */
export interface MailedParcel {
  courierName: string;
  awb: string;
  /** The courier's tracking page of the AWB, when the store knows one. */
  trackingUrl: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why an order's mails come whatever the shopper's newsletter choice. */
export const ORDER_MAIL_FOOTNOTE =
  'You received this email because of an order on your Attar House account: we send it whatever your newsletter choice.';

const indiaDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

export const orderShippedSubject = (orderNumber: string) =>
  `Your Attar House order ${orderNumber} has shipped`;
export const orderOutForDeliverySubject = (orderNumber: string) =>
  `Your Attar House order ${orderNumber} is out for delivery`;
export const orderDeliveredSubject = (orderNumber: string) =>
  `Your Attar House order ${orderNumber} is delivered`;
export const orderCancelledSubject = (orderNumber: string) =>
  `Your Attar House order ${orderNumber} is cancelled`;
export const orderReturningSubject = (orderNumber: string) =>
  `Your Attar House order ${orderNumber} is coming back to us`;

function isMailedStatus(status: OrderStatus): status is MailedOrderStatus {
  return (MAILED_ORDER_STATUSES as readonly OrderStatus[]).includes(status);
}

export function isExchange(order: Order): boolean {
  return order.paymentMethod.method === EXCHANGE_PAYMENT_METHOD;
}

/**
 * Whether reaching `status` mails the shopper. An exchange's replacement has its own "exchange
 * shipped" mail from the returns module, so its SHIPPED step sends no second one.
 */
function mailsOnStatus(order: Order, status: OrderStatus): status is MailedOrderStatus {
  return isMailedStatus(status) && !(status === 'SHIPPED' && isExchange(order));
}

export function itemLines(order: Order): string[] {
  return order.items.map(
    (item) => `${item.quantity} x ${item.name}${item.size ? `, size ${item.size}` : ''}`,
  );
}

/** What a pay-on-delivery order still asks at the door; nothing for others. */
export function amountDueAtDoor(order: Order): string[] {
  if (!isPayOnDelivery(order.paymentMethod.method) || order.paymentStatus !== 'PENDING') return [];
  return [
    `Please keep ${formatPrice(order.totalAmount)} ready to pay the courier (${order.paymentMethod.displayName}).`,
  ];
}

function deliveredParagraphs(
  order: Order,
  facts: OrderStatusMailFacts,
  publicUrl: string,
): string[] {
  const delivered = order.deliveredDate ? new Date(order.deliveredDate) : new Date();
  const windowEnd = new Date(delivered.getTime() + facts.returnWindowDays * DAY_MS);
  const returns = isExchange(order)
    ? // The returns module refuses a request on a replacement's items (return-eligibility.ts).
      'Items received in an exchange cannot be returned again; if something is wrong, reply to this mail or write to us from the Contact page.'
    : `If something is not right, you may ask to return or exchange an item within ${facts.returnWindowDays} days of delivery, until ${indiaDate.format(windowEnd)}, from Return & Exchange: ${publicUrl}/returns`;
  // One review link per product, however many lines (sizes) of it the order had.
  const products = new Map(order.items.map((item) => [item.productId, item.name]));
  return [
    `Your order ${order.orderNumber} was delivered on ${indiaDate.format(delivered)}:`,
    ...itemLines(order),
    returns,
    'How do you like it? A review helps other shoppers choose:',
    ...[...products].map(
      ([productId, name]) => `Review ${name}: ${publicUrl}/product/${productId}#reviews`,
    ),
  ];
}

/** Where the parcel is: its courier and AWB, and the courier's tracking page when known. */
function parcelLines(parcel: MailedParcel | null | undefined): string[] {
  if (!parcel) return [];
  return [
    `It travels with ${parcel.courierName}, AWB (tracking number) ${parcel.awb}.`,
    ...(parcel.trackingUrl ? [`Track it on the courier's site: ${parcel.trackingUrl}`] : []),
  ];
}

/**
 * The parcel is on its way back undelivered (RTO). Money paid online is refunded once it reaches
 * the store and the admin marks it received, not before: the parcel may still be delivered.
 */
function returningParagraphs(order: Order): string[] {
  const paidOnline = isOnlinePayment(order.paymentMethod.method) && order.paymentStatus === 'PAID';
  const money = paidOnline
    ? `You paid ${formatPrice(order.totalAmount)} by ${order.paymentMethod.displayName}: we will refund all of it to the same payment method once the parcel reaches us, and write to you then.`
    : isExchange(order)
      ? 'This replacement was free of charge, so there is nothing to refund.'
      : `Nothing was paid for this order (${order.paymentMethod.displayName}), so there is nothing to refund.`;
  return [
    `The courier could not deliver your order ${order.orderNumber} and is bringing the parcel back to us with:`,
    ...itemLines(order),
    money,
    'If you still want these items, you are welcome to order them again. If you did not expect this, reply to this mail or write to us from the Contact page.',
  ];
}

function cancelledParagraphs(order: Order, facts: OrderStatusMailFacts): string[] {
  const paid = order.paymentStatus === 'REFUNDED' && order.totalAmount > 0;
  const refunds = facts.refunds ?? [];
  const refund =
    refunds.length > 0
      ? [
          `You paid ${formatPrice(order.totalAmount)} by ${order.paymentMethod.displayName}; we are refunding ${formatPrice(paiseToRupees(refunds.reduce((sum, refund) => sum + refund.amountPaise, 0)))} to the same payment method.`,
          `Refund reference: ${refunds.map((refund) => refund.reference).join(', ')}`,
          'The payment gateway usually processes a refund in 5-7 business days; your bank may take a few more days to show it.',
        ]
      : paid
        ? [
            `You paid ${formatPrice(order.totalAmount)} by ${order.paymentMethod.displayName}; we are refunding all of it to the same payment method.`,
            'Refunds are processed in 3-5 business days, and the money then takes 5-10 more business days to reach your account, depending on your bank.',
          ]
        : isExchange(order)
          ? ['This replacement was free of charge, so there is nothing to refund.']
          : isPayOnDelivery(order.paymentMethod.method)
            ? [
                `Nothing was paid for this order (${order.paymentMethod.displayName}), so there is nothing to refund.`,
              ]
            : ['No payment was taken for this order, so there is nothing to refund.'];
  return [
    order.cancelReason
      ? `As you asked, we cancelled your order ${order.orderNumber} before it shipped (${order.cancelReason}). These items will not be sent:`
      : `We cancelled your order ${order.orderNumber} before it shipped. These items will not be sent:`,
    ...itemLines(order),
    ...(facts.cancelReason ? [facts.cancelReason] : []),
    ...refund,
    'If you did not expect this, reply to this mail or write to us from the Contact page.',
  ];
}

function content(
  status: MailedOrderStatus,
  order: Order,
  facts: OrderStatusMailFacts,
  publicUrl: string,
) {
  switch (status) {
    case 'SHIPPED':
      return {
        subject: orderShippedSubject(order.orderNumber),
        heading: 'Your order has shipped',
        paragraphs: [
          `Your order ${order.orderNumber} has left our warehouse with:`,
          ...itemLines(order),
          ...parcelLines(facts.parcel),
          ...amountDueAtDoor(order),
          'You can follow it on your order page, linked below.',
        ],
      };
    case 'OUT_FOR_DELIVERY':
      return {
        subject: orderOutForDeliverySubject(order.orderNumber),
        heading: 'Your order arrives today',
        paragraphs: [
          `Your order ${order.orderNumber} is out for delivery and should reach you today.`,
          ...amountDueAtDoor(order),
        ],
      };
    case 'DELIVERED':
      return {
        subject: orderDeliveredSubject(order.orderNumber),
        heading: 'Your order is delivered',
        paragraphs: deliveredParagraphs(order, facts, publicUrl),
      };
    case 'CANCELLED':
      return {
        subject: orderCancelledSubject(order.orderNumber),
        heading: 'Your order is cancelled',
        paragraphs: cancelledParagraphs(order, facts),
      };
    case 'RETURNED_TO_ORIGIN':
      return {
        subject: orderReturningSubject(order.orderNumber),
        heading: 'Your parcel is coming back to us',
        paragraphs: returningParagraphs(order),
      };
  }
}

/** The mail a shopper gets when the order reaches `status`, or null when it gets none. */
export function orderStatusMail(
  order: Order,
  status: OrderStatus,
  facts: OrderStatusMailFacts,
  publicUrl: string,
): MailMessage | null {
  if (!mailsOnStatus(order, status)) return null;
  const { subject, heading, paragraphs } = content(status, order, facts, publicUrl);
  const { html, text } = renderBrandedMail({
    subject,
    preheader: paragraphs[0]!,
    heading,
    paragraphs,
    action: {
      label: 'See your order',
      url: `${publicUrl}/track-order?order=${encodeURIComponent(order.orderNumber)}`,
    },
    footnotes: [ORDER_MAIL_FOOTNOTE],
    contact: facts.contact,
  });
  return { to: order.customer.email, subject, text, html };
}
