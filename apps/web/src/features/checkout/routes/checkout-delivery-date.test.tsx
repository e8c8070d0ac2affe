import type { Address, QuoteRequest } from '@attar/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { errorResponse, jsonResponse, mockFetch, renderAt } from '@/test/utils';
import type { CheckoutItem } from '../checkout-item';
import { cashOnDelivery, homeAddress, quoteFor } from '../test/checkout-fixtures';
import { type AddressPicker, CheckoutPage } from './checkout-page';

const workAddress: Address = { ...homeAddress, id: 8, zipCode: '400001', city: 'Mumbai' };
const armyAddress: Address = { ...homeAddress, id: 9, zipCode: '900001', city: 'APS' };

const items: CheckoutItem[] = [
  {
    id: 11,
    name: 'Taif Rose Attar',
    price: 2750,
    size: '12 ml',
    quantity: 2,
    sku: 'AH-ROSE-12',
  },
];

/** Delivery by pincode: 1... in three days, 4... in one, 9... none; the quote says the same. */
function stubServer() {
  const quotedPincodes: (string | undefined)[] = [];
  const estimateOf = (pincode: string) =>
    pincode.startsWith('9')
      ? null
      : pincode.startsWith('4')
        ? { from: '2026-12-03', to: '2026-12-03' }
        : { from: '2026-12-01', to: '2026-12-03' };
  mockFetch((url, init) => {
    switch (url.pathname) {
      case '/api/shipping/get-by-pincode': {
        const pincode = url.searchParams.get('pincode') ?? '';
        const available = !pincode.startsWith('9');
        return jsonResponse({
          pincode,
          available,
          charge: 0,
          codAvailable: available,
          freeAbove: null,
          estimatedDelivery: estimateOf(pincode),
        });
      }
      case '/api/payment-methods/active':
        return jsonResponse([cashOnDelivery]);
      case '/api/admin/settings/cod-fee':
        return jsonResponse({ codFee: 49 });
      case '/api/cart/quote': {
        const body = JSON.parse(String(init?.body)) as QuoteRequest;
        const pincode = body.pincode ?? undefined;
        quotedPincodes.push(pincode);
        return jsonResponse({
          ...quoteFor(body.paymentMethodId === cashOnDelivery.id),
          giftWrapCharge: 0,
          giftWrap: { offered: false, fee: 0 },
          delivery: pincode
            ? {
                pincode,
                available: !pincode.startsWith('9'),
                codAvailable: !pincode.startsWith('9'),
                estimatedDelivery: estimateOf(pincode),
              }
            : null,
        });
      }
      default:
        return errorResponse(404, 'NOT_FOUND', `No mock for ${url.pathname}`);
    }
  });
  return { quotedPincodes };
}

/** The address book stands in as one button per address. */
const renderAddresses = ({ onSelect }: AddressPicker) => (
  <div>
    {[homeAddress, workAddress, armyAddress].map((address) => (
      <button key={address.id} type="button" onClick={() => onSelect(address)}>
        Ship to {address.city}
      </button>
    ))}
  </div>
);

function renderCheckout() {
  return renderAt(
    <CheckoutPage
      items={items}
      promoCode={null}
      onOrderPlaced={() => {}}
      renderAddresses={renderAddresses}
    />,
    '/checkout',
  );
}

const summaryColumn = () => screen.getByRole('region', { name: 'Order Summary' }).parentElement!;

describe('checkout: "Delivered by" for the chosen address', () => {
  it('shows the date of the chosen address, remembers its pincode, and keeps it to the review', async () => {
    stubServer();
    const user = userEvent.setup();
    renderCheckout();
    await screen.findByRole('region', { name: 'Order Summary' });
    expect(screen.queryByText(/^Delivered (by|between)/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ship to New Delhi' }));
    const column = within(summaryColumn());
    expect(
      await column.findByText('Delivered between Tue, 1 Dec and Thu, 3 Dec'),
    ).toBeInTheDocument();
    expect(column.getByText('To pincode 110001')).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.pincode)).toBe('110001');

    // Another address: its own date, and its pincode remembered instead.
    await user.click(screen.getByRole('button', { name: 'Ship to Mumbai' }));
    expect(await column.findByText('Delivered by Thu, 3 Dec')).toBeInTheDocument();
    expect(column.queryByText(/^Delivered between/)).not.toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.pincode)).toBe('400001');

    // Still there when the order is reviewed.
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    await vi.waitFor(() => expect(continueButton).toBeEnabled());
    await user.click(continueButton);
    await user.click(await screen.findByRole('radio', { name: /Cash on Delivery/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Review Order' })).toBeInTheDocument();
    expect(within(summaryColumn()).getByText('Delivered by Thu, 3 Dec')).toBeInTheDocument();
  });

  it('promises no date for an address without delivery', async () => {
    const { quotedPincodes } = stubServer();
    const user = userEvent.setup();
    renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Ship to APS' }));
    expect(await screen.findByText('Delivery Not Available')).toBeInTheDocument();
    await vi.waitFor(() => expect(quotedPincodes).toContain('900001'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(/^Delivered (by|between)/)).not.toBeInTheDocument();
  });
});
