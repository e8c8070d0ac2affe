import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderRoutes } from '@/test/utils';
import { eligibleItemOf, eligibleOrderOf } from '../../test/return-fixtures';
import {
  dialog,
  inDialog,
  MY_RETURNS_ROUTES,
  openOrder,
  productRadio,
  returnsApi,
  submitButton,
} from '../../test/returns-api-mock';

const ROSE = eligibleItemOf();
const OPENED_OUD = eligibleItemOf({
  id: 102,
  productId: 14,
  product: {
    id: 14,
    name: 'Mysore Sandal Oud',
    sku: 'AH-OUD-6',
    images: [],
    productType: 'FRAGRANCE',
  },
  name: 'Mysore Sandal Oud',
  sku: 'AH-OUD-6',
  size: null,
  quantity: 2,
  price: 4200,
  returnEligible: false,
  ineligibleReason: 'A return or exchange has already been requested for this item.',
});
const GIFT_SET = eligibleItemOf({
  id: 103,
  productId: 21,
  product: {
    id: 21,
    name: 'Festive Gift Set',
    sku: 'AH-GIFT-1',
    images: [],
    productType: 'GIFT_SET',
  },
  name: 'Festive Gift Set',
  sku: 'AH-GIFT-1',
  exchangeEligible: false,
});
const ORDER = eligibleOrderOf({ totalAmount: 15150, items: [ROSE, OPENED_OUD, GIFT_SET] });

function setUp(answers: Parameters<typeof returnsApi>[0] = { orders: [ORDER] }) {
  const api = returnsApi(answers);
  mockFetch(api.handler);
  const user = userEvent.setup();
  renderRoutes({ routes: MY_RETURNS_ROUTES, initialEntries: ['/returns'] });
  return { api, user };
}

describe('the request dialog, step 1: the order', () => {
  it('lists the eligible orders with their details, and cannot submit yet', async () => {
    const { api, user } = setUp();
    await user.click(await screen.findByRole('button', { name: 'Request Return/Exchange' }));
    const order = await inDialog().findByRole('button', { name: /Order AH-2026-000031/ });
    expect(order).toHaveTextContent('Delivered');
    expect(order).toHaveTextContent('Order ID 31 · Placed 1 March 2026 · Delivered 4 March 2026');
    expect(order).toHaveTextContent('3 items · Total ₹15,150 · Return by 3 April 2026');
    expect(submitButton()).toBeDisabled();
    const eligibleCall = api.calls.find(
      (call) => call.url.pathname === '/api/order/my-orders/return-exchange-eligible',
    );
    expect(eligibleCall?.url.searchParams.get('size')).toBe('20');
  });

  it('says so when no order can be returned', async () => {
    const { user } = setUp({ orders: [] });
    await user.click(await screen.findByRole('button', { name: 'Request Return/Exchange' }));
    expect(await inDialog().findByText('No orders eligible for return')).toBeInTheDocument();
    expect(
      inDialog().getByText('Orders must be delivered and within return window'),
    ).toBeInTheDocument();
  });
});

describe('the request dialog, step 2: type, product and reason', () => {
  it('summarises the order and shows every product with its eligibility', async () => {
    const { user } = setUp();
    await openOrder(user);
    expect(inDialog().getByRole('button', { name: 'Back to Orders' })).toBeInTheDocument();
    expect(inDialog().getByRole('region', { name: 'Order summary' })).toHaveTextContent(
      'Order AH-2026-000031',
    );
    expect(inDialog().getByLabelText('Request Type')).toHaveValue('RETURN');

    const rose = productRadio('Taif Rose Attar');
    const roseCard = rose.closest('label')!;
    expect(roseCard).toHaveTextContent('12 ml · Qty 1 · ₹2,750');
    expect(roseCard).toHaveTextContent('SKU AH-ROSE-12 · Item ID 101 · Product ID 11');
    expect(within(roseCard).getByText('Eligible')).toBeInTheDocument();
    expect(roseCard.querySelector('img')).toHaveAttribute('src', '/media/thumb/taif-rose');
    expect(rose).toBeEnabled();

    const oud = productRadio('Mysore Sandal Oud');
    expect(within(oud.closest('label')!).getByText('Not Eligible')).toBeInTheDocument();
    expect(within(oud.closest('label')!).getByText('No Image')).toBeInTheDocument();
    expect(oud).toBeDisabled();
    expect(oud).toHaveAccessibleDescription(
      'A return or exchange has already been requested for this item.',
    );
  });

  it('asks for the reason once a product is chosen, labelled by the request type', async () => {
    const { user } = setUp();
    await openOrder(user);
    expect(inDialog().queryByLabelText(/Reason for/)).not.toBeInTheDocument();
    expect(submitButton()).toBeDisabled();

    await user.click(productRadio('Taif Rose Attar'));
    const reason = inDialog().getByLabelText('Reason for return');
    expect([...reason.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Select a reason',
      'Defective product',
      'Wrong item received',
      'Changed mind',
      'Not as described',
      'Damaged in shipping',
      'Size/fit issue',
      'Allergic reaction',
      'Other',
    ]);
    expect(submitButton()).toBeEnabled();
    expect(inDialog().queryByLabelText('Additional Comments')).not.toBeInTheDocument();

    await user.selectOptions(reason, 'Defective product');
    expect(inDialog().getByLabelText('Additional Comments')).toBeInTheDocument();

    await user.selectOptions(inDialog().getByLabelText('Request Type'), 'EXCHANGE');
    expect(inDialog().getByLabelText('Reason for exchange')).toHaveValue('Defective product');
  });

  it('does not offer a gift set for exchange, and says why', async () => {
    const { user } = setUp();
    await openOrder(user);
    await user.click(productRadio('Festive Gift Set'));
    await user.selectOptions(inDialog().getByLabelText('Request Type'), 'EXCHANGE');

    const giftSet = productRadio('Festive Gift Set');
    expect(giftSet).toBeDisabled();
    expect(giftSet).not.toBeChecked();
    expect(within(giftSet.closest('label')!).getByText('Not Eligible')).toBeInTheDocument();
    expect(giftSet).toHaveAccessibleDescription(
      'Gift sets are returned whole and cannot be exchanged.',
    );
    expect(submitButton()).toBeDisabled();
  });

  it('goes back to the orders, forgetting the order, the product and the choices', async () => {
    const { user } = setUp();
    await openOrder(user);
    await user.selectOptions(inDialog().getByLabelText('Request Type'), 'EXCHANGE');
    await user.click(productRadio('Taif Rose Attar'));
    await user.selectOptions(inDialog().getByLabelText('Reason for exchange'), 'Changed mind');

    await user.click(inDialog().getByRole('button', { name: 'Back to Orders' }));
    expect(
      await inDialog().findByRole('button', { name: /Order AH-2026-000031/ }),
    ).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();

    await user.click(inDialog().getByRole('button', { name: /Order AH-2026-000031/ }));
    expect(inDialog().getByLabelText('Request Type')).toHaveValue('RETURN');
    expect(productRadio('Taif Rose Attar')).not.toBeChecked();
    expect(inDialog().queryByLabelText(/Reason for/)).not.toBeInTheDocument();
  });

  it('Cancel closes the dialog and starts afresh next time', async () => {
    const { user } = setUp();
    await openOrder(user);
    await user.click(productRadio('Taif Rose Attar'));
    await user.click(inDialog().getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Request Return/Exchange' }));
    expect(
      await inDialog().findByRole('button', { name: /Order AH-2026-000031/ }),
    ).toBeInTheDocument();
    expect(dialog()).toHaveAccessibleDescription('Step 1 of 2: choose the order.');
  });

  it('asks to confirm the seal only for a sealed fragrance returned for a change of mind', async () => {
    const unsealed = eligibleItemOf({
      id: 104,
      productId: 30,
      name: 'Silver Anklet',
      sealedRuleApplies: false,
    });
    const { user } = setUp({ orders: [eligibleOrderOf({ items: [ROSE, unsealed] })] });
    await openOrder(user);
    await user.click(productRadio('Taif Rose Attar'));
    const reason = inDialog().getByLabelText('Reason for return');
    const sealed = () => inDialog().queryByRole('checkbox', { name: /unopened and sealed/ });

    await user.selectOptions(reason, 'Defective product');
    expect(sealed()).not.toBeInTheDocument();
    for (const sealedOnly of ['Changed mind', 'Size/fit issue', 'Other']) {
      await user.selectOptions(reason, sealedOnly);
      expect(sealed()).toBeInTheDocument();
    }
    for (const acceptedOpened of [
      'Wrong item received',
      'Not as described',
      'Damaged in shipping',
      'Allergic reaction',
    ]) {
      await user.selectOptions(reason, acceptedOpened);
      expect(sealed()).not.toBeInTheDocument();
    }

    await user.click(productRadio('Silver Anklet'));
    await user.selectOptions(inDialog().getByLabelText('Reason for return'), 'Changed mind');
    expect(sealed()).not.toBeInTheDocument();
  });
});
