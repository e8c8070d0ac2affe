import type { AppliedOffer } from '@attar/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { quoteFor } from '../test/checkout-fixtures';
import { OrderSummary } from './order-summary';

const offer = (values: Partial<AppliedOffer> & Pick<AppliedOffer, 'title'>): AppliedOffer => ({
  code: null,
  discount: 0,
  freeShipping: false,
  freeGift: null,
  ...values,
});

/** The summary's figures as "label: value", in order. */
function figures(): string[] {
  const summary = screen.getByRole('region', { name: 'Order Summary' });
  return within(summary)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

describe('OrderSummary at checkout', () => {
  it('shows each automatic offer on its own line above the promo code’s discount', () => {
    render(
      <OrderSummary
        quote={{
          ...quoteFor(false, 4_501),
          discount: 500,
          promoCode: 'FLAT500',
          promoApplied: true,
          offerDiscount: 499,
          offers: [
            offer({ title: 'Diwali: ₹200 off', discount: 200 }),
            offer({ title: 'Free shipping above ₹999', freeShipping: true }),
            offer({ title: 'A gift above ₹2,999', discount: 299, freeGift: 'Rose Attar 3 ml' }),
            offer({ code: 'FLAT500', title: '₹500 off', discount: 500 }),
          ],
        }}
        isError={false}
        onRetry={() => {}}
        hasPincode
      />,
    );
    expect(figures()).toEqual([
      'Subtotal: ₹5,500',
      'Diwali: ₹200 off: − ₹200',
      'Free shipping above ₹999: Free shipping',
      'A gift above ₹2,999: Free gift: Rose Attar 3 ml, − ₹299',
      'Discount (FLAT500): − ₹500',
      'Shipping: Free',
      'Total: ₹4,501',
    ]);
  });

  it('shows no offer line for a cart no promotion applies to', () => {
    render(<OrderSummary quote={quoteFor(false)} isError={false} onRetry={() => {}} hasPincode />);
    expect(figures()).toEqual(['Subtotal: ₹5,500', 'Shipping: Free', 'Total: ₹5,500']);
  });
});
