import { DEFAULT_RETURN_WINDOW_DAYS, RETURN_MESSAGES } from '@attar/contracts';

/*
 * The Return Policy tab's words. The three cards' texts are the spec's (docs/product.md, "Screens
 * and routes"), word for word; the answers follow the rules the API enforces (contracts'
 * return-rules) and the refund rule of docs/product.md, "Returns and exchanges", so that what we
 * promise is what happens.
 */

export const POLICY_CARDS = [
  { title: 'Easy Returns', text: '30-day hassle-free returns for unused and unopened products.' },
  { title: 'Exchanges', text: 'Easily exchange your fragrances for a different size or scent.' },
] as const;

const WINDOW = `${DEFAULT_RETURN_WINDOW_DAYS} days`;

export interface FaqEntry {
  value: string;
  question: string;
  /** One paragraph each. */
  answer: readonly string[];
}

export const RETURN_FAQ: readonly FaqEntry[] = [
  {
    value: 'return-policy',
    question: 'What is your return policy?',
    answer: [
      `We accept return and exchange requests within ${WINDOW} of delivery. A fragrance returned because you changed your mind, because of its size or for another personal reason must be unused, unopened and still sealed.`,
      'If a product arrives defective, damaged in shipping, not as described or different from what you ordered, or if it causes an allergic reaction, we take it back even when it has been opened.',
      `Jewelry can be returned, or exchanged for the same piece in another size. ${RETURN_MESSAGES.giftSetNoExchange}`,
    ],
  },
  {
    value: 'start-a-return',
    question: 'How do I start a return or exchange?',
    answer: [
      'Sign in, open the My Returns tab and choose "Request Return/Exchange". Pick the order, choose Return or Exchange, select the item and tell us the reason.',
      `Only delivered orders still within ${WINDOW} of delivery are listed. Once sent, your request appears under My Returns, where you can follow its status until it is completed.`,
    ],
  },
  {
    value: 'return-shipping',
    question: 'Do I pay for return shipping?',
    answer: [
      'No. Returns are free: we collect the item from your address at no cost to you, for returns and exchanges alike.',
      'Please pack it securely, in its original packaging where you can, with everything it came with.',
    ],
  },
  {
    value: 'refund-timing',
    question: 'When will I receive my refund?',
    answer: [
      'We process your refund in 3-5 business days once the item has reached us and been checked; the funds then take 5-10 more business days to reach your account. You get back the amount you paid for the item: its price less its share of any promo discount, GST included.',
      'Prepaid orders are refunded to the original payment method. Cash-on-delivery orders are refunded by UPI or bank transfer: add your UPI ID when you make the request, or we will contact you for your details.',
    ],
  },
  {
    value: 'exchanges',
    question: 'Can I exchange a product?',
    answer: [
      'Yes. Choose Exchange when you make your request and pick what you would like instead: another size, or another product of the same kind at the same price or less, as long as it is in stock. Jewelry can be exchanged for the same piece in another size; just tell us the ring size you need.',
      `Once your exchange is approved, the replacement is sent to you as a new order at no charge, and you can track it from My Returns. ${RETURN_MESSAGES.giftSetNoExchange}`,
    ],
  },
];
