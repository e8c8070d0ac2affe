import { PROMOTION_MESSAGES } from '@attar/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, LocationProbe, mockFetch, renderRoutes } from '@/test/utils';
import type { RecordedCall } from '@/features/admin/products/test-fixtures';
import { promotionServer } from '../test/promotion-fixtures';
import PromotionEditPage from './promotion-edit-page';

function mockPromotionApi(refuse?: (call: RecordedCall) => Response | undefined) {
  const server = promotionServer(refuse);
  mockFetch(server.handle);
  return server;
}

/** The page at `path` as the router draws it, and a probe showing where it goes next. */
function openForm(path: string) {
  return renderRoutes({
    routes: [
      { path: '/admin/promotions/new', element: <PromotionEditPage /> },
      { path: '/admin/promotions/:id', element: <PromotionEditPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
    initialEntries: [path],
  });
}

const field = (label: string | RegExp) => screen.getByLabelText(label);
const location = () => screen.findByTestId('location');
const writes = (server: ReturnType<typeof promotionServer>) =>
  server.writes.map(({ method, url, body }) => [method, url.pathname, body]);

beforeEach(() => window.localStorage.setItem('token', 'admin-token'));
afterEach(() => vi.restoreAllMocks());

describe('A new promotion', () => {
  it('shows only the fields of the kind chosen', async () => {
    mockPromotionApi();
    const user = userEvent.setup();
    openForm('/admin/promotions/new');
    expect(screen.getByRole('heading', { level: 1, name: 'New promotion' })).toBeInTheDocument();
    expect(field('Code')).toHaveAccessibleDescription('Leave empty for an automatic offer');
    const kinds = {
      PERCENT_OFF: ['Percentage off'],
      AMOUNT_OFF: ['Amount off (₹)'],
      BUY_X_GET_Y: ['Buy (items)', 'Get free (items)'],
      FREE_SHIPPING: [],
      FREE_GIFT: ['Gift (SKU)'],
    } as const;
    const all = Object.values(kinds).flat();
    for (const [kind, shown] of Object.entries(kinds)) {
      await user.selectOptions(field('What it gives'), kind);
      const present = all.filter((label) => screen.queryByLabelText(label) !== null);
      expect(present, kind).toEqual(shown);
    }
    // A free gift needs its minimum; the others may have one.
    expect(field('Minimum cart value (₹)')).toBeInTheDocument();
    await user.selectOptions(field('What it gives'), 'FREE_SHIPPING');
    expect(field('Minimum cart value (₹, optional)')).toBeInTheDocument();
  });

  it('checks the form with the contract’s rules and messages before sending it', async () => {
    const api = mockPromotionApi();
    const user = userEvent.setup();
    openForm('/admin/promotions/new');
    await user.type(field('Code'), 'ab');
    await user.type(field('Only these customers (optional)'), 'meera@example.in\nasha@');
    await user.type(field('Total uses (optional)'), '0');
    fireEvent.change(field('Starts (optional)'), { target: { value: '2026-11-14T00:00' } });
    fireEvent.change(field('Ends (optional)'), { target: { value: '2026-11-12T23:59' } });
    await user.click(screen.getByRole('button', { name: 'Add promotion' }));

    expect(field('Code')).toHaveAccessibleDescription(PROMOTION_MESSAGES.code);
    expect(field('Title')).toHaveAccessibleDescription(PROMOTION_MESSAGES.title);
    expect(field('Percentage off')).toHaveAccessibleDescription(PROMOTION_MESSAGES.percent);
    expect(field('Only these customers (optional)')).toHaveAccessibleDescription(
      'Email 2 (asha@): Use a valid email address.',
    );
    expect(field('Total uses (optional)')).toHaveAccessibleDescription(PROMOTION_MESSAGES.uses);
    expect(field('Ends (optional)')).toHaveAccessibleDescription(PROMOTION_MESSAGES.endBeforeStart);
    await waitFor(() => expect(field('Code')).toHaveFocus());
    expect(api.writes).toEqual([]);
  });

  it('refuses a first-order-only offer without a code, and a free gift without its minimum', async () => {
    const api = mockPromotionApi();
    const user = userEvent.setup();
    openForm('/admin/promotions/new');
    await user.type(field('Title'), 'A gift for first orders');
    await user.selectOptions(field('What it gives'), 'FREE_GIFT');
    await user.type(field('Gift (SKU)'), 'AH-ROSE-3');
    await user.click(screen.getByRole('switch', { name: 'First order only' }));
    await user.click(screen.getByRole('button', { name: 'Add promotion' }));
    expect(field('Code')).toHaveAccessibleDescription(PROMOTION_MESSAGES.automaticPerCustomer);
    expect(field('Minimum cart value (₹)')).toHaveAccessibleDescription(
      PROMOTION_MESSAGES.giftNeedsMinimum,
    );
    expect(api.writes).toEqual([]);
  });

  it('sends the promotion with its products, categories and sizes, then goes back to the list', async () => {
    const api = mockPromotionApi();
    const user = userEvent.setup();
    openForm('/admin/promotions/new');
    await user.type(field('Code'), 'rose15');
    await user.type(field('Title'), 'Rose week');
    await user.type(field('Percentage off'), '15');
    await user.type(field('Minimum cart value (₹, optional)'), '1499.50');

    const includes = screen.getByRole('group', { name: 'Applies only to' });
    await user.type(within(includes).getByLabelText('Only these products'), 'rose');
    await user.click(await within(includes).findByRole('button', { name: /Add Taif Rose Attar/ }));
    expect(
      within(includes).getByRole('list', { name: 'Only these products: chosen' }),
    ).toHaveTextContent('Taif Rose Attar');
    await user.click(await within(includes).findByRole('checkbox', { name: 'Rings' }));
    const excludes = screen.getByRole('group', { name: 'Leaves out' });
    await user.type(
      within(excludes).getByLabelText('Not these sizes (SKUs)'),
      'AH-ROSE-3, AH-ROSE-6',
    );

    await user.type(
      field('Only these customers (optional)'),
      'Meera@Example.in\n\nasha@example.in',
    );
    await user.type(field('Total uses (optional)'), '100');
    await user.type(field('Uses per customer (optional)'), '1');
    fireEvent.change(field('Starts (optional)'), { target: { value: '2026-11-12T00:00' } });
    fireEvent.change(field('Ends (optional)'), { target: { value: '2026-11-14T23:59' } });
    await user.click(screen.getByRole('button', { name: 'Add promotion' }));

    expect(await screen.findByText('Promotion added')).toBeInTheDocument();
    expect(await location()).toHaveTextContent('/admin/promotions');
    expect(writes(api)).toEqual([
      [
        'POST',
        '/api/admin/promotions',
        {
          code: 'ROSE15',
          title: 'Rose week',
          kind: 'PERCENT_OFF',
          percent: 15,
          amountOff: null,
          buyQuantity: null,
          getQuantity: null,
          giftSku: null,
          minCartValue: 1499.5,
          includes: { productIds: [11], categoryIds: [4], variantSkus: [] },
          excludes: { productIds: [], categoryIds: [], variantSkus: ['AH-ROSE-3', 'AH-ROSE-6'] },
          firstOrderOnly: false,
          customerEmails: ['meera@example.in', 'asha@example.in'],
          usageLimit: 100,
          perCustomerLimit: 1,
          startsAt: '2026-11-12T00:00',
          endsAt: '2026-11-14T23:59',
          isActive: true,
        },
      ],
    ]);
  });

  it('says beside the code when another promotion has it (409)', async () => {
    const api = mockPromotionApi();
    const user = userEvent.setup();
    openForm('/admin/promotions/new');
    await user.type(field('Code'), 'FLAT500');
    await user.type(field('Title'), 'Another five hundred');
    await user.selectOptions(field('What it gives'), 'AMOUNT_OFF');
    await user.type(field('Amount off (₹)'), '500');
    await user.click(screen.getByRole('button', { name: 'Add promotion' }));
    await waitFor(() =>
      expect(field('Code')).toHaveAccessibleDescription(PROMOTION_MESSAGES.codeTaken('FLAT500')),
    );
    expect(api.writes).toHaveLength(1);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('places the server’s refusal of an entry on its field', async () => {
    const message = 'No size has this SKU.';
    mockPromotionApi(() =>
      jsonResponse(
        {
          status: 400,
          error: 'Bad Request',
          code: 'VALIDATION_FAILED',
          message,
          requestId: 't',
          details: [{ path: 'includes.variantSkus.1', message }],
        },
        400,
      ),
    );
    const user = userEvent.setup();
    openForm('/admin/promotions/new');
    await user.type(field('Title'), 'Two sizes free shipping');
    await user.selectOptions(field('What it gives'), 'FREE_SHIPPING');
    const includes = screen.getByRole('group', { name: 'Applies only to' });
    const skus = within(includes).getByLabelText('Only these sizes (SKUs)');
    await user.type(skus, 'AH-ROSE-3 AH-NONE');
    await user.click(screen.getByRole('button', { name: 'Add promotion' }));
    await waitFor(() =>
      expect(skus).toHaveAccessibleDescription('Entry 2 (AH-NONE): No size has this SKU.'),
    );
  });
});

describe('An existing promotion', () => {
  it('opens with its values and saves a change', async () => {
    const api = mockPromotionApi();
    const user = userEvent.setup();
    openForm('/admin/promotions/5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'DIWALI20: Diwali on jewellery' }),
    ).toBeInTheDocument();
    expect(field('Code')).toHaveValue('DIWALI20');
    expect(field('Percentage off')).toHaveValue('20');
    expect(field('Starts (optional)')).toHaveValue('2026-11-12T00:00');
    const includes = screen.getByRole('group', { name: 'Applies only to' });
    expect(
      await within(includes).findByRole('list', { name: 'Only these products: chosen' }),
    ).toHaveTextContent('Taif Rose Attar');
    expect(await within(includes).findByRole('checkbox', { name: 'Rings' })).toBeChecked();

    await user.clear(field('Title'));
    await user.type(field('Title'), 'Diwali jewellery');
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Save promotion' }));
    expect(await screen.findByText('Promotion saved')).toBeInTheDocument();
    expect(await location()).toHaveTextContent('/admin/promotions');
    const [[method, path, body]] = writes(api) as [[string, string, Record<string, unknown>]];
    expect([method, path]).toEqual(['PUT', '/api/admin/promotions/5']);
    expect(body).toMatchObject({
      code: 'DIWALI20',
      title: 'Diwali jewellery',
      percent: 20,
      includes: { productIds: [11], categoryIds: [4], variantSkus: [] },
      isActive: false,
    });
  });

  it('deletes an unused promotion after asking', async () => {
    const api = mockPromotionApi();
    const user = userEvent.setup();
    openForm('/admin/promotions/2');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Delete Free shipping on attars?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Delete promotion' }));
    expect(await screen.findByText('Promotion deleted')).toBeInTheDocument();
    expect(await location()).toHaveTextContent('/admin/promotions');
    expect(writes(api)).toEqual([['DELETE', '/api/admin/promotions/2', undefined]]);
  });

  it('offers no delete for a promotion that has been used', async () => {
    mockPromotionApi();
    openForm('/admin/promotions/4');
    expect(await screen.findByRole('heading', { level: 1, name: /FLAT500/ })).toBeInTheDocument();
    expect(screen.getByText(/Used 3 \/ 5 · revenue ₹14,250.50/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal when it was used meanwhile (409)', async () => {
    mockPromotionApi((call) =>
      call.method === 'DELETE'
        ? jsonResponse(
            {
              status: 409,
              error: 'Conflict',
              code: 'CONFLICT',
              message: PROMOTION_MESSAGES.usedCannotBeDeleted,
              requestId: 't',
            },
            409,
          )
        : undefined,
    );
    const user = userEvent.setup();
    openForm('/admin/promotions/5');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete DIWALI20?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete promotion' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      PROMOTION_MESSAGES.usedCannotBeDeleted,
    );
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('says when no promotion has the id', async () => {
    mockPromotionApi();
    openForm('/admin/promotions/99');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Promotion not found' }),
    ).toBeInTheDocument();
  });
});
