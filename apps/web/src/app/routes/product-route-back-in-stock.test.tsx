import {
  BACK_IN_STOCK_MESSAGES,
  type BackInStockResult,
  type ProductDetail,
} from '@attar/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth/auth-store';
import { writeSession } from '@/features/auth/session-storage';
import { EMAIL_REQUIRED } from '@/features/back-in-stock/components/notify-me-form';
import { productDetailOf, variantOf } from '@/features/catalog/test/catalog-fixtures';
import { errorResponse, jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { ProductRoute } from './product-route';

// "Notify me when it's back" on the product page: offered for a sold-out size only, a signed-in
// shopper's one click, a visitor's email address, the server's answers, and a fresh start for
// each size.

const SOLD_OUT_LINE = 'Sold out in this size. We can email you once, when it is back.';

const soldOut = { stockQuantity: 0, inStock: false } as const;

const ATTAR = productDetailOf([
  variantOf('ROSE-6', { size: '6 ml', price: 1500 }),
  variantOf('ROSE-12', { size: '12 ml', isDefault: true }),
  variantOf('ROSE-24', { size: '24 ml', price: 5000, ...soldOut }),
  variantOf('ROSE-50', { size: '50 ml', price: 9000, ...soldOut }),
]);

function subscribed(overrides: Partial<BackInStockResult> = {}): BackInStockResult {
  return {
    status: 'SUBSCRIBED',
    email: 'meera@example.in',
    productId: 3,
    productName: 'Taif Rose Attar',
    sku: 'ROSE-24',
    size: '24 ml',
    message: BACK_IN_STOCK_MESSAGES.subscribed('meera@example.in'),
    ...overrides,
  };
}

interface Sent {
  body: unknown;
  authorization: string | undefined;
}

/**
 * The product page at `path`, the product answered by `products` in turn (the last one again
 * after), and POST /api/back-in-stock by `answer`; what that POST carried is kept in `sent`.
 */
function renderProduct({
  products,
  answer = () => jsonResponse(subscribed(), 201),
  path = '/product/3',
}: {
  products: ProductDetail[];
  answer?: (body: Record<string, unknown>) => Response;
  path?: string;
}) {
  const sent: Sent[] = [];
  let productReads = 0;
  const fetchMock = mockFetch((url, init) => {
    if (url.pathname === '/api/products/getProduct/3') {
      const next = products[Math.min(productReads, products.length - 1)]!;
      productReads += 1;
      return jsonResponse(next);
    }
    if (url.pathname === '/api/back-in-stock') {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      const headers = (init?.headers ?? {}) as Record<string, string>;
      sent.push({ body, authorization: headers.Authorization });
      return answer(body);
    }
    return jsonResponse({
      content: [],
      totalElements: 0,
      totalPages: 0,
      number: 0,
      size: 5,
      summary: { averageRating: null, reviewCount: 0 },
    });
  });
  const utils = renderRoutes({
    routes: [{ path: '/product/:id', element: <ProductRoute /> }],
    initialEntries: [path],
  });
  return { ...utils, sent, fetchMock, productReads: () => productReads };
}

const sizes = () => screen.getByRole('radiogroup', { name: /size/i });
const chooseSize = (user: ReturnType<typeof userEvent.setup>, name: RegExp) =>
  user.click(within(sizes()).getByRole('radio', { name }));
/** The form's code loads once the page is idle; the button then shows. */
const notifyButton = () => screen.findByRole('button', { name: 'Notify me' });

function signIn() {
  writeSession({ token: 'a.jwt', userId: 7, role: 'CUSTOMER' });
  useAuthStore.setState({
    token: 'a.jwt',
    isAuthenticated: true,
    isRestoring: false,
    user: { id: 7, email: 'meera@example.in', fullName: 'Meera Kapoor', role: 'CUSTOMER' },
  });
}

describe('Notify me on the product page', () => {
  beforeEach(() =>
    useAuthStore.setState({ user: null, token: null, isAuthenticated: false, isRestoring: false }),
  );
  afterEach(() =>
    useAuthStore.setState({ user: null, token: null, isAuthenticated: false, isRestoring: false }),
  );

  it('is offered for a sold-out size only, and not for a size in stock', async () => {
    const user = userEvent.setup();
    renderProduct({ products: [ATTAR] });
    await screen.findByRole('radiogroup', { name: /size/i });
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(screen.queryByText(SOLD_OUT_LINE)).not.toBeInTheDocument();

    await chooseSize(user, /24 ml/);
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByText(SOLD_OUT_LINE)).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Notify me when it is back' });
    const email = within(form).getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(within(form).getByRole('button', { name: 'Notify me' })).toBeEnabled();

    await chooseSize(user, /6 ml/);
    expect(screen.queryByText(SOLD_OUT_LINE)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notify me' })).not.toBeInTheDocument();
  });

  it('signed in: one click asks for the chosen size, without an email address, and shows the answer', async () => {
    signIn();
    const user = userEvent.setup();
    const { sent } = renderProduct({ products: [ATTAR], path: '/product/3?sku=ROSE-24' });

    expect(await screen.findByText(SOLD_OUT_LINE)).toBeInTheDocument();
    await user.click(await notifyButton());
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();

    expect(await screen.findByRole('status')).toHaveTextContent(
      'We will email meera@example.in once, when it is back in stock.',
    );
    expect(sent).toEqual([
      { body: { productId: 3, sku: 'ROSE-24' }, authorization: 'Bearer a.jwt' },
    ]);
    expect(screen.queryByRole('button', { name: 'Notify me' })).not.toBeInTheDocument();
  });

  it('for a visitor: sends the email address given, no token, and shows the server’s sentence', async () => {
    const user = userEvent.setup();
    const message = BACK_IN_STOCK_MESSAGES.confirmationSent('asha@example.in');
    const { sent } = renderProduct({
      products: [ATTAR],
      path: '/product/3?sku=ROSE-24',
      answer: () =>
        jsonResponse(
          subscribed({ status: 'CONFIRMATION_SENT', email: 'asha@example.in', message }),
          202,
        ),
    });

    await notifyButton();
    await user.type(screen.getByLabelText('Email'), '  asha@example.in ');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));

    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(sent).toEqual([
      {
        body: { productId: 3, sku: 'ROSE-24', email: 'asha@example.in' },
        authorization: undefined,
      },
    ]);
    expect(
      screen.queryByRole('form', { name: 'Notify me when it is back' }),
    ).not.toBeInTheDocument();
  });

  it('says what the server says of a missing address', () => {
    expect(EMAIL_REQUIRED).toBe(BACK_IN_STOCK_MESSAGES.emailRequired);
  });

  it('refuses an empty address beside the field without a call, and shows the server’s refusal of a bad one there too', async () => {
    const user = userEvent.setup();
    const { sent } = renderProduct({
      products: [ATTAR],
      path: '/product/3?sku=ROSE-24',
      answer: () =>
        jsonResponse(
          {
            status: 400,
            error: 'Bad Request',
            code: 'VALIDATION_FAILED',
            message: 'Request validation failed',
            details: [{ path: 'email', message: 'Please enter a valid email address' }],
          },
          400,
        ),
    });

    await user.click(await notifyButton());
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAccessibleDescription(BACK_IN_STOCK_MESSAGES.emailRequired);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await user.type(email, 'asha@');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    await expect
      .poll(() => screen.getByLabelText('Email'))
      .toHaveAccessibleDescription('Please enter a valid email address');
    // Beside the field only: no second line repeats it.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });

  it('shows why the server refused: the size is in stock now, and the page reads its stock again', async () => {
    const user = userEvent.setup();
    const backInStock = productDetailOf(
      ATTAR.variants.map((v) =>
        v.sku === 'ROSE-24' ? { ...v, stockQuantity: 4, inStock: true } : v,
      ),
    );
    const { productReads } = renderProduct({
      products: [ATTAR, ATTAR, backInStock],
      path: '/product/3?sku=ROSE-24',
      answer: () => errorResponse(409, 'BACK_IN_STOCK_NOT_NEEDED', BACK_IN_STOCK_MESSAGES.inStock),
    });

    await user.type(await screen.findByLabelText('Email'), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BACK_IN_STOCK_MESSAGES.inStock);
    // The form stays, to try again.
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.in');
    await expect.poll(productReads).toBe(2);

    // Read again once more, the size is in stock: no offer, and Add to Cart is on.
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    await expect.poll(productReads).toBe(3);
    expect(await screen.findByText('Only 4 left')).toBeInTheDocument();
    expect(screen.queryByText(SOLD_OUT_LINE)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('starts afresh for each size chosen', async () => {
    const user = userEvent.setup();
    const { sent } = renderProduct({
      products: [ATTAR],
      path: '/product/3?sku=ROSE-24',
      answer: (body) =>
        jsonResponse(
          subscribed({
            status: 'CONFIRMATION_SENT',
            sku: String(body.sku),
            message: `Check your inbox for ${String(body.sku)}.`,
          }),
          202,
        ),
    });

    // An address refused on one size is gone on the next.
    await user.click(await notifyButton());
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      BACK_IN_STOCK_MESSAGES.emailRequired,
    );
    await chooseSize(user, /50 ml/);
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Check your inbox for ROSE-50.');

    // Back on 24 ml, the form again, empty: the answer was for 50 ml.
    await chooseSize(user, /24 ml/);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(sent.map(({ body }) => body)).toEqual([
      { productId: 3, sku: 'ROSE-50', email: 'asha@example.in' },
    ]);
  });

  it('for a product of one size, says "Sold out." and asks for its SKU', async () => {
    signIn();
    const user = userEvent.setup();
    const { sent } = renderProduct({
      products: [
        productDetailOf([variantOf('OUD-10', { size: '10 ml', isDefault: true, ...soldOut })]),
      ],
    });

    expect(
      await screen.findByText('Sold out. We can email you once, when it is back.'),
    ).toBeInTheDocument();
    await user.click(await notifyButton());
    await screen.findByRole('status');
    expect(sent.map(({ body }) => body)).toEqual([{ productId: 3, sku: 'OUD-10' }]);
  });

  it('shows other refusals as the server words them', async () => {
    signIn();
    const user = userEvent.setup();
    renderProduct({
      products: [ATTAR],
      path: '/product/3?sku=ROSE-24',
      answer: () =>
        errorResponse(429, 'RATE_LIMITED', 'Too many requests. Please try again in a minute.'),
    });

    await user.click(await notifyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in a minute.',
    );
    expect(screen.getByRole('button', { name: 'Notify me' })).toBeEnabled();
  });
});
