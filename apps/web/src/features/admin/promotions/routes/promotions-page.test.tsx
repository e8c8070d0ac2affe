import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, mockFetch, renderAt } from '@/test/utils';
import { promotionServer } from '../test/promotion-fixtures';
import PromotionsPage from './promotions-page';

const table = () => screen.findByRole('table', { name: 'Promotions' });

/** Each cell of the promotion's row, the first (the promotion) and the status included. */
async function cellsOf(name: RegExp): Promise<string[]> {
  const row = within(await table()).getByRole('row', { name });
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

beforeEach(() => window.localStorage.setItem('token', 'admin-token'));
afterEach(() => vi.restoreAllMocks());

describe('Promotions', () => {
  it('lists every promotion with what it gives, when it runs, its status, uses and results', async () => {
    mockFetch(promotionServer().handle);
    renderAt(<PromotionsPage />, '/admin/promotions');
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New promotion' })).toHaveAttribute(
      'href',
      '/admin/promotions/new',
    );

    const [promotion, runs, ...rest] = await cellsOf(/DIWALI20/);
    expect(promotion).toContain('DIWALI20Diwali on jewellery20% off');
    expect(runs).toBe('12 Nov 2026, 00:00 – 14 Nov 2026, 23:59');
    expect(rest).toEqual(['Scheduled', '0 / 5', '₹0', '₹0']);

    expect((await cellsOf(/FLAT500/)).slice(1)).toEqual([
      'No end',
      'Active',
      '3 / 5',
      '₹14,250.50',
      '₹1,500',
    ]);
    expect((await cellsOf(/B2G1/))[0]).toContain('BUY 2 GET 1Buy 2 get 1');
    expect((await cellsOf(/B2G1/)).slice(1)).toEqual(['No end', 'Off', '12', '₹98,000', '₹21,000']);

    const shipping = await cellsOf(/Free shipping on attars/);
    expect(shipping[0]).toContain('AutomaticFree shipping on attarsFree shipping');
    expect(shipping.slice(1, 3)).toEqual(['1 Oct 2026, 09:30 – No end', 'Active']);

    const gift = await cellsOf(/A gift above/);
    expect(gift[0]).toContain('Free gift: AH-ROSE-3 above ₹2,999');
    expect(gift.slice(1, 3)).toEqual(['Until 31 Oct 2026, 23:59', 'Ended']);

    // Each promotion opens its form, an automatic one named by its title.
    expect(
      screen.getByRole('link', { name: 'Automatic: Free shipping on attars' }),
    ).toHaveAttribute('href', '/admin/promotions/2');
  });

  it('reads the window, uses and results under the promotion too, for a phone where their columns are hidden', async () => {
    mockFetch(promotionServer().handle);
    renderAt(<PromotionsPage />, '/admin/promotions');
    const [promotion] = await cellsOf(/FLAT500/);
    expect(promotion).toContain('No endUses 3 / 5 · Revenue ₹14,250.50 · Discount ₹1,500');
    const headers = within(await table()).getAllByRole('columnheader');
    // What a phone keeps: the promotion and its status.
    expect(
      headers.filter((header) => !header.className.includes('hidden')).map((h) => h.textContent),
    ).toEqual(['Promotion', 'Status']);
  });

  it('says when the promotions could not be loaded', async () => {
    mockFetch(() => errorResponse(500, 'INTERNAL', 'Something went wrong.'));
    renderAt(<PromotionsPage />, '/admin/promotions');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The promotions could not be loaded.',
    );
  });
});
