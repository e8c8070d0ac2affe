import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartSummary } from './cart-summary';
import type { CartFigures } from './cart-figures';

const figures = (gstBreakdown: CartFigures['gstBreakdown']): CartFigures => ({
  subtotal: 5_300,
  discount: 0,
  promoCode: null,
  offers: [],
  shippingCharge: 0,
  deliveryAvailable: true,
  total: 5_300,
  gstBreakdown,
  prepaidSaving: 0,
});

/** Each row of the summary as "label: value", in order. */
function rows(): string[] {
  return screen
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

describe('CartSummary', () => {
  it('shows one GST row at 18% for a cart of fragrances only', () => {
    render(
      <CartSummary
        figures={figures([{ ratePercent: 18, gstIncluded: 808.47 }])}
        isEstimate={false}
      />,
    );
    expect(rows()).toEqual([
      'Subtotal: ₹5,300',
      'Shipping: Free',
      'Total: ₹5,300',
      'GST included (18%): ₹808.47',
    ]);
  });

  it('shows one GST row per rate for a cart of jewellery and fragrance, lowest rate first', () => {
    render(
      <CartSummary
        figures={figures([
          { ratePercent: 3, gstIncluded: 87.38 },
          { ratePercent: 18, gstIncluded: 45.76 },
        ])}
        isEstimate={false}
      />,
    );
    expect(rows().filter((row) => row.startsWith('GST'))).toEqual([
      'GST included (3%): ₹87.38',
      'GST included (18%): ₹45.76',
    ]);
  });

  it('writes a fractional rate as the server sends it', () => {
    render(
      <CartSummary
        figures={figures([{ ratePercent: 0.25, gstIncluded: 1.25 }])}
        isEstimate={false}
      />,
    );
    expect(screen.getByText('GST included (0.25%)')).toBeInTheDocument();
  });

  it('shows no GST row while its figures are the browser’s estimate', () => {
    render(<CartSummary figures={figures([])} isEstimate />);
    expect(screen.queryByText(/GST included/)).not.toBeInTheDocument();
    expect(screen.getByText('Total')).toBeInTheDocument();
  });

  it('says what paying online at checkout saves, and nothing when it saves nothing', () => {
    const { rerender } = render(
      <CartSummary figures={{ ...figures([]), prepaidSaving: 265 }} isEstimate={false} />,
    );
    expect(screen.getByText('Pay online at checkout and save ₹265.')).toBeInTheDocument();
    rerender(<CartSummary figures={figures([])} isEstimate={false} />);
    expect(screen.queryByText(/Pay online at checkout/)).not.toBeInTheDocument();
  });

  it('shows each automatic offer on a line of its own, and the code’s discount on its own line as before', () => {
    render(
      <CartSummary
        figures={{
          ...figures([{ ratePercent: 18, gstIncluded: 533.9 }]),
          subtotal: 4_298,
          discount: 500,
          promoCode: 'FLAT500',
          offers: [
            {
              code: null,
              title: 'Diwali: 10% off attars',
              discount: 400,
              freeShipping: false,
              freeGift: null,
            },
            {
              code: null,
              title: 'Free shipping this week',
              discount: 0,
              freeShipping: true,
              freeGift: null,
            },
            {
              code: null,
              title: 'A gift above ₹2,999',
              discount: 299,
              freeShipping: false,
              freeGift: 'Rose Attar 3 ml',
            },
            {
              code: 'FLAT500',
              title: '₹500 off',
              discount: 500,
              freeShipping: false,
              freeGift: null,
            },
          ],
          total: 3_099,
        }}
        isEstimate={false}
      />,
    );
    expect(rows()).toEqual([
      'Subtotal: ₹4,298',
      'Diwali: 10% off attars: −₹400',
      'Free shipping this week: Free shipping',
      'A gift above ₹2,999: Free gift: Rose Attar 3 ml, −₹299',
      'Discount (FLAT500): −₹500',
      'Shipping: Free',
      'Total: ₹3,099',
      'GST included (18%): ₹533.90',
    ]);
  });
});
