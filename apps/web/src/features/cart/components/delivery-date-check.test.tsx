import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { errorResponse, jsonResponse, mockFetch, renderAt } from '@/test/utils';
import { DeliveryDateCheck } from './delivery-date-check';
import { ProductDeliveryCheck } from './product-delivery-check';

/** The delivery check by pincode: 4... one day, 1... a range, 9... none, 5... the call fails. */
function stubDelivery() {
  return mockFetch((url) => {
    if (url.pathname !== '/api/shipping/get-by-pincode')
      return errorResponse(404, 'NOT_FOUND', 'Not found');
    const pincode = url.searchParams.get('pincode') ?? '';
    if (pincode.startsWith('5')) return errorResponse(500, 'INTERNAL_ERROR', 'Something broke');
    const available = !pincode.startsWith('9');
    return jsonResponse({
      pincode,
      available,
      charge: 0,
      codAvailable: pincode.startsWith('4'),
      freeAbove: null,
      estimatedDelivery: !available
        ? null
        : pincode.startsWith('4')
          ? { from: '2026-12-03', to: '2026-12-03' }
          : { from: '2026-12-01', to: '2026-12-03' },
    });
  });
}

const checkedPincodes = (fetchMock: ReturnType<typeof stubDelivery>) =>
  fetchMock.mock.calls.map(([input]) =>
    new URL(String(input), 'http://store.test').searchParams.get('pincode'),
  );

async function check(pincode: string) {
  const user = userEvent.setup();
  const field = await screen.findByLabelText('Check delivery');
  await user.clear(field);
  await user.type(field, pincode);
  await user.click(screen.getByRole('button', { name: 'Check' }));
  return user;
}

describe('DeliveryDateCheck (the product page)', () => {
  it('answers "Delivered by" a date and cash on delivery for a deliverable pincode, and remembers it', async () => {
    stubDelivery();
    renderAt(<DeliveryDateCheck />);
    expect(screen.getByText('Enter your pincode for a delivery date.')).toBeInTheDocument();

    await check('400001');

    expect(await screen.findByText('Delivered by Thu, 3 Dec')).toBeInTheDocument();
    expect(screen.getByText('Cash on delivery available')).toBeInTheDocument();
    expect(screen.getByText('Delivery to 400001')).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.pincode)).toBe('400001');
  });

  it('gives the range when the days differ, and says when cash on delivery is not taken', async () => {
    stubDelivery();
    renderAt(<DeliveryDateCheck />);
    await check('110001');
    expect(
      await screen.findByText('Delivered between Tue, 1 Dec and Thu, 3 Dec'),
    ).toBeInTheDocument();
    expect(screen.getByText('Cash on delivery not available')).toBeInTheDocument();
  });

  it('says "Delivery Not Available" for a pincode the store does not deliver to', async () => {
    stubDelivery();
    renderAt(<DeliveryDateCheck />);
    await check('999999');
    expect(await screen.findByText('Delivery Not Available')).toBeInTheDocument();
    expect(screen.getByText('We do not deliver to 999999 yet.')).toBeInTheDocument();
    expect(screen.queryByText(/^Delivered/)).not.toBeInTheDocument();
  });

  it('refuses a pincode that is not six digits (or starts with 0) without asking the server', async () => {
    const fetchMock = stubDelivery();
    renderAt(<DeliveryDateCheck />);
    await check('12345');
    expect(await screen.findByRole('alert')).toHaveTextContent('Pincode must be 6 digits.');
    expect(screen.getByLabelText('Check delivery')).toHaveAttribute('aria-invalid', 'true');

    await check('012345');
    expect(await screen.findByRole('alert')).toHaveTextContent('Pincode must be 6 digits.');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(STORAGE_KEYS.pincode)).toBeNull();
  });

  it('answers at once for the pincode remembered on an earlier page', async () => {
    window.localStorage.setItem(STORAGE_KEYS.pincode, '400001');
    const fetchMock = stubDelivery();
    renderAt(<DeliveryDateCheck />);
    expect(await screen.findByText('Delivered by Thu, 3 Dec')).toBeInTheDocument();
    expect(screen.queryByLabelText('Check delivery')).not.toBeInTheDocument();
    expect(checkedPincodes(fetchMock)).toEqual(['400001']);
  });

  it('"Change" asks for another pincode, answers for it and remembers it instead', async () => {
    window.localStorage.setItem(STORAGE_KEYS.pincode, '400001');
    stubDelivery();
    renderAt(<DeliveryDateCheck />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change pincode 400001' }));
    expect(screen.getByLabelText('Check delivery')).toHaveValue('400001');

    await check('110001');
    expect(
      await screen.findByText('Delivered between Tue, 1 Dec and Thu, 3 Dec'),
    ).toBeInTheDocument();
    expect(screen.getByText('Delivery to 110001')).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.pincode)).toBe('110001');
  });

  it('says when the check failed, and tries again', async () => {
    const fetchMock = stubDelivery();
    renderAt(<DeliveryDateCheck />);
    const user = await check('560001');
    expect(
      await screen.findByText(/Failed to check delivery availability\. Please try again\./),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(checkedPincodes(fetchMock)).toEqual(['560001', '560001']));
  });
});

describe('ProductDeliveryCheck (its place on the product page)', () => {
  it('keeps its place with the heading until the check has loaded, then answers', async () => {
    window.localStorage.setItem(STORAGE_KEYS.pincode, '400001');
    stubDelivery();
    renderAt(<ProductDeliveryCheck />);
    expect(screen.getByText('Check delivery')).toBeInTheDocument();
    expect(await screen.findByText('Delivered by Thu, 3 Dec')).toBeInTheDocument();
  });
});
