import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminOrderOf } from '../test-fixtures';
import { OrderFiguresSection } from './order-overview';

describe('the admin order page’s figures', () => {
  it('lists the automatic offers the order got under the promo code’s discount', () => {
    render(
      <OrderFiguresSection
        order={adminOrderOf({
          offerDiscount: 299,
          offers: [
            {
              code: null,
              title: 'A gift above ₹2,999',
              discount: 299,
              freeShipping: false,
              freeGift: 'Rose Attar 3 ml',
            },
            {
              code: 'FLAT50',
              title: 'FLAT 50% OFF',
              discount: 550,
              freeShipping: false,
              freeGift: null,
            },
          ],
        })}
      />,
    );
    const figures = screen.getByRole('region', { name: 'Figures' });
    expect(within(figures).getByText('Discount').nextElementSibling).toHaveTextContent(
      '− ₹550 (FLAT50)',
    );
    const offers = within(figures).getByText('Automatic offers').nextElementSibling as HTMLElement;
    expect(
      within(offers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A gift above ₹2,999: Free gift: Rose Attar 3 ml, − ₹299']);
  });

  it('has no offers line for an order that got none', () => {
    render(<OrderFiguresSection order={adminOrderOf()} />);
    expect(screen.queryByText('Automatic offers')).not.toBeInTheDocument();
  });
});
