import {
  EXCHANGE_PAYMENT_METHOD,
  type Order,
  type OrderStatus,
  formatPrice,
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
}

const DAY_MS = 24 * 60 * 60 * 1000;

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

function isMailedStatus(status: OrderStatus): status is MailedOrderStatus {
  return (MAILED_ORDER_STATUSES as readonly OrderStatus[]).includes(status);
}

function isExchange(order: Order): boolean {
  return order.paymentMethod.method === EXCHANGE_PAYMENT_METHOD;
}

/**
 * Whether reaching `status` mails the shopper. An exchange's replacement has its own "exchange
 * shipped" mail from the returns module, so its SHIPPED step sends no second one.
 */
function mailsOnStatus(order: Order, status: OrderStatus): status is MailedOrderStatus {
  return isMailedStatus(status) && !(status === 'SHIPPED' && isExchange(order));
}

function itemLines(order: Order): string[] {
  return order.items.map(
    (item) => `${item.quantity} x ${item.name}${item.size ? `, size ${item.size}` : ''}`,
  );
}

/** What a pay-on-delivery order still asks at the door; nothing for others. */
function amountDueAtDoor(order: Order): string[] {
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
    footnotes: [
      'You received this email because of an order on your Attar House account: we send it whatever your newsletter choice.',
    ],
    contact: facts.contact,
  });
  return { to: order.customer.email, subject, text, html };
}
