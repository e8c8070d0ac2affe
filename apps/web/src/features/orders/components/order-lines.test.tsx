import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderOf } from '../test/order-fixtures';
import { OrderTotals } from './order-lines';

/** The figures as "label: value", in order. */
function figures(): string[] {
  return screen
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

describe('OrderTotals on the customer’s order', () => {
  it('shows the automatic offers the order got beside its promo code’s discount', () => {
    render(
      <OrderTotals
        order={orderOf({
          discount: 550,
          promoCode: 'FLAT50',
          offerDiscount: 300,
          offers: [
            {
              code: null,
              title: 'Monsoon: ₹300 off',
              discount: 300,
              freeShipping: false,
              freeGift: null,
            },
            {
              code: null,
              title: 'Free shipping weekend',
              discount: 0,
              freeShipping: true,
              freeGift: null,
            },
            {
              code: 'FLAT50',
              title: 'FLAT 50% OFF',
              discount: 550,
              freeShipping: false,
              freeGift: null,
            },
          ],
          totalAmount: 4_699,
        })}
      />,
    );
    expect(figures()).toEqual([
      'Subtotal: ₹5,500',
      'Monsoon: ₹300 off: − ₹300',
      'Free shipping weekend: Free shipping',
      'Discount (FLAT50): − ₹550',
      'Shipping: Free',
      'COD fee: ₹49',
      'Total: ₹4,699',
    ]);
  });

  it('shows an order from before promotions, without its list, as before', () => {
    const { offers: _offers, ...before } = orderOf();
    render(<OrderTotals order={before as never} />);
    expect(figures()).toEqual([
      'Subtotal: ₹5,500',
      'Shipping: Free',
      'COD fee: ₹49',
      'Total: ₹5,549',
    ]);
  });
});
