import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, LocationProbe, mockFetch, renderRoutes } from '@/test/utils';
import { clearStoredLoginData, onNewsletterSessionRejected } from '../session-rejected';
import { NewsletterSection } from './newsletter-section';

type Handler = Parameters<typeof mockFetch>[0];

function signIn() {
  localStorage.setItem('token', 'a.b.c');
  localStorage.setItem('authToken', 'a.b.c');
  localStorage.setItem('userId', '7');
}

function renderSection() {
  return renderRoutes({
    routes: [
      { path: '/', element: <NewsletterSection /> },
      { path: '*', element: <LocationProbe /> },
    ],
  });
}

/** The status call answers `status`; `rest` answers subscribe and unsubscribe. */
function mockNewsletterApi(
  status: () => Response,
  rest: Handler = () => errorResponse(500, 'X', 'unexpected'),
) {
  return mockFetch((url, init) => {
    if (url.pathname === '/api/subscribe/subscribed-user') return status();
    return rest(url, init);
  });
}

const emailField = () => screen.getByLabelText('Email address');
const location = () => screen.findByTestId('location');

const notSubscribed = () => jsonResponse({ isSubscribed: false, email: 'meera@example.in' });
const subscribed = () => jsonResponse({ isSubscribed: true, email: 'letters@example.in' });

beforeEach(() => {
  onNewsletterSessionRejected(clearStoredLoginData);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('NewsletterSection for a visitor', () => {
  it('asks for an address with an @ before anything else', async () => {
    const fetchMock = mockNewsletterApi(notSubscribed);
    const user = userEvent.setup();
    renderSection();
    await user.type(emailField(), 'meera.example.in');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    expect(emailField()).toHaveAccessibleDescription('Please enter a valid email address');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('remembers the address, says Login Required and goes to /login', async () => {
    const fetchMock = mockNewsletterApi(notSubscribed);
    const user = userEvent.setup();
    renderSection();
    await user.type(emailField(), 'meera@example.in');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Login Required')).toBeVisible();
    const probe = await location();
    expect(probe).toHaveTextContent('/login');
    expect(JSON.parse(probe.dataset.state ?? 'null')).toEqual({
      from: { pathname: '/', search: '', hash: '' },
    });
    expect(localStorage.getItem('newsletter-pending-email')).toBe('meera@example.in');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('NewsletterSection for a signed-in customer', () => {
  it('offers the account’s own address, the only one the server takes', async () => {
    signIn();
    localStorage.setItem('newsletter-pending-email', 'typed@example.in');
    const fetchMock = mockNewsletterApi(notSubscribed, (url) =>
      jsonResponse({
        isSubscribed: true,
        email: url.searchParams.get('email'),
        message: 'Subscribed Successfully',
      }),
    );
    const user = userEvent.setup();
    renderSection();
    const button = await screen.findByRole('button', { name: 'Subscribe' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(emailField()).toHaveValue('meera@example.in');
    expect(emailField()).toHaveAttribute('readonly');
    expect(screen.getByText('We write to the address of your account.')).toBeVisible();
    await user.click(button);
    expect(await screen.findByText('Subscribed Successfully')).toBeVisible();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toBe('/api/subscribe?email=meera%40example.in');
  });

  it('shows a refusal of another person’s address without ending the session', async () => {
    signIn();
    const cleared = vi.fn(clearStoredLoginData);
    onNewsletterSessionRejected(cleared);
    mockNewsletterApi(notSubscribed, () =>
      errorResponse(
        403,
        'NEWSLETTER_EMAIL_NOT_YOURS',
        'You can subscribe only your own email address (meera@example.in)',
      ),
    );
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscription Failed')).toBeVisible();
    expect(
      screen.getByText('You can subscribe only your own email address (meera@example.in)'),
    ).toBeVisible();
    expect(cleared).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('a.b.c');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('subscribes, then unsubscribes, with the toasts and the event the spec names', async () => {
    signIn();
    localStorage.setItem('newsletter-pending-email', 'letters@example.in');
    const updates = vi.fn();
    window.addEventListener('subscriptionUpdated', updates);
    let isSubscribed = false;
    const fetchMock = mockNewsletterApi(
      () => jsonResponse({ isSubscribed, email: 'letters@example.in' }),
      (url, init) => {
        if (init?.method === 'POST') {
          isSubscribed = true;
          return jsonResponse({
            isSubscribed: true,
            email: url.searchParams.get('email'),
            message: 'Subscribed Successfully',
          });
        }
        isSubscribed = false;
        return jsonResponse({
          isSubscribed: false,
          email: 'letters@example.in',
          message: 'Unsubscribed Successfully',
        });
      },
    );
    const user = userEvent.setup();
    renderSection();

    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscribed Successfully')).toBeVisible();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toBe('/api/subscribe?email=letters%40example.in');
    expect(new Headers(post?.[1]?.headers).get('Authorization')).toBe('Bearer a.b.c');
    expect(await screen.findByRole('button', { name: 'Unsubscribe' })).toBeVisible();
    expect(emailField()).toHaveValue('letters@example.in');
    expect(localStorage.getItem('newsletter-pending-email')).toBeNull();
    expect(updates).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('Unsubscribed Successfully')).toBeVisible();
    const remove = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(String(remove?.[0])).toBe('/api/subscribe');
    expect(JSON.parse(String(remove?.[1]?.body))).toEqual({ email: 'letters@example.in' });
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeVisible();
    expect(updates).toHaveBeenCalledTimes(2);
    window.removeEventListener('subscriptionUpdated', updates);
  });

  it.each([
    [
      'under data, as alreadySubscribed',
      { data: { alreadySubscribed: true, email: 'letters@example.in' } },
    ],
    ['under subscription', { subscription: { isSubscribed: true, email: 'letters@example.in' } }],
    ['at the top', { isSubscribed: true, email: 'letters@example.in' }],
  ])('reads a status %s', async (_, body) => {
    signIn();
    mockNewsletterApi(() => jsonResponse(body));
    renderSection();
    expect(await screen.findByRole('button', { name: 'Unsubscribe' })).toBeVisible();
    expect(emailField()).toHaveValue('letters@example.in');
    expect(emailField()).toHaveAttribute('readonly');
  });

  it('shows Subscription Failed with the server message, or Something went wrong', async () => {
    signIn();
    let answer = errorResponse(400, 'VALIDATION_FAILED', 'This address cannot receive mail');
    mockNewsletterApi(notSubscribed, () => answer);
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscription Failed')).toBeVisible();
    expect(screen.getByText('This address cannot receive mail')).toBeVisible();

    answer = new Response('', { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Something went wrong')).toBeVisible();
  });

  it('shows Unsubscription Failed when the server refuses', async () => {
    signIn();
    mockNewsletterApi(subscribed, () =>
      errorResponse(404, 'NOT_FOUND', 'This email address is not subscribed'),
    );
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('Unsubscription Failed')).toBeVisible();
    expect(screen.getByText('This email address is not subscribed')).toBeVisible();
  });

  it.each([401, 403])('on a %i clears the login data and goes to /login', async (status) => {
    signIn();
    const cleared = vi.fn(clearStoredLoginData);
    onNewsletterSessionRejected(cleared);
    mockNewsletterApi(notSubscribed, () => errorResponse(status, 'UNAUTHORIZED', 'Not allowed'));
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Authentication Required')).toBeVisible();
    expect(screen.getByText('Please login again to subscribe.')).toBeVisible();
    expect(cleared).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(await location()).toHaveTextContent('/login');
  });

  it.each([401, 403])(
    'on a %i to the status check clears the login data and goes to /login',
    async (status) => {
      signIn();
      const cleared = vi.fn(clearStoredLoginData);
      onNewsletterSessionRejected(cleared);
      mockNewsletterApi(() => errorResponse(status, 'UNAUTHORIZED', 'Not allowed'));
      renderSection();
      expect(await location()).toHaveTextContent('/login');
      expect(cleared).toHaveBeenCalledTimes(1);
      expect(localStorage.getItem('token')).toBeNull();
      expect(screen.queryByText(/Failed to load subscription status/)).not.toBeInTheDocument();
    },
  );

  it('says the status failed to load, but not on a 404', async () => {
    signIn();
    let answer = () => errorResponse(500, 'INTERNAL_ERROR', 'boom');
    mockNewsletterApi(() => answer());
    const first = renderSection();
    expect(
      await screen.findByText(/Failed to load subscription status\. Please try again\./),
    ).toBeVisible();
    first.unmount();

    answer = () => errorResponse(404, 'NOT_FOUND', 'No subscription');
    renderSection();
    const button = await screen.findByRole('button', { name: 'Subscribe' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByText(/Failed to load subscription status/)).not.toBeInTheDocument();
  });
});

describe('NewsletterSection following the login state', () => {
  it('re-checks the stored login every 2 seconds', async () => {
    // Only the intervals are faked, so that Testing Library's own waiting still runs.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const fetchMock = mockNewsletterApi(notSubscribed);
    renderSection();
    expect(screen.getByText(/Log in to subscribe/)).toBeVisible();
    signIn(); // in this tab: no storage event
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByText(/Log in to subscribe/)).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    await waitFor(() => expect(screen.queryByText(/Log in to subscribe/)).not.toBeInTheDocument());
    await waitFor(() => expect(emailField()).toHaveValue('meera@example.in'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each(['authChange', 'storage', 'subscriptionUpdated'])(
    're-checks at once on %s',
    async (name) => {
      mockNewsletterApi(notSubscribed);
      renderSection();
      expect(screen.getByText(/Log in to subscribe/)).toBeVisible();
      signIn();
      act(() => {
        window.dispatchEvent(new Event(name));
      });
      expect(screen.queryByText(/Log in to subscribe/)).not.toBeInTheDocument();
      await waitFor(() => expect(emailField()).toHaveValue('meera@example.in'));
    },
  );
});
