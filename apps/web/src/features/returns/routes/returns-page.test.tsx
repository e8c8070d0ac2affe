import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { DEFAULT_STORE_CONTACT } from '@attar/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeContactKeys } from '@/api/store-contact';
import { useAuthStore } from '@/features/auth/auth-store';
import { RedirectIfSignedIn } from '@/features/auth/components/redirect-if-signed-in';
import { errorResponse, jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { pageOf } from '../test/return-fixtures';
import { ReturnsPage } from './returns-page';

const SIGNED_OUT = {
  user: null,
  token: null,
  isAuthenticated: false,
  isLoading: false,
  isRestoring: false,
};

function Where() {
  const { pathname, hash } = useLocation();
  return <output data-testid="where">{`${pathname}${hash}`}</output>;
}

function renderCenter(entry = '/returns', { isSignedIn = false } = {}) {
  return renderRoutes({
    routes: [
      {
        path: '/returns',
        element: (
          <>
            <ReturnsPage isSignedIn={isSignedIn} />
            <Where />
          </>
        ),
      },
      {
        path: '/login',
        element: (
          <RedirectIfSignedIn>
            <p>Login page</p>
          </RedirectIfSignedIn>
        ),
      },
    ],
    initialEntries: [entry],
  });
}

const where = () => screen.getByTestId('where');

describe('the Return & Exchange Center (/returns)', () => {
  beforeEach(() => useAuthStore.setState(SIGNED_OUT));

  it('opens on the Return Policy tab by default', () => {
    renderCenter('/returns');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Return & Exchange Center' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Return Policy' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'My Returns' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
  });

  it('opens My Returns at /returns#requests', () => {
    renderCenter('/returns#requests');
    expect(screen.getByRole('tab', { name: 'My Returns' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  it('keeps the hash in step with the tabs, and "Go to My Returns" opens My Returns', async () => {
    const user = userEvent.setup();
    renderCenter('/returns');
    await user.click(screen.getByRole('tab', { name: 'My Returns' }));
    await waitFor(() => expect(where()).toHaveTextContent(/^\/returns#requests$/));
    await user.click(screen.getByRole('tab', { name: 'Return Policy' }));
    await waitFor(() => expect(where()).toHaveTextContent(/^\/returns$/));

    await user.click(screen.getByRole('button', { name: 'Go to My Returns' }));
    await waitFor(() => expect(where()).toHaveTextContent(/^\/returns#requests$/));
    const myReturns = screen.getByRole('tab', { name: 'My Returns' });
    expect(myReturns).toHaveAttribute('aria-selected', 'true');
    expect(myReturns).toHaveFocus();
  });

  it('shows the three policy cards word for word', () => {
    renderCenter('/returns');
    const promises = within(screen.getByRole('list', { name: 'Our promises' }));
    expect(promises.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Easy Returns',
      'Exchanges',
      'Support',
    ]);
    expect(
      promises.getByText('30-day hassle-free returns for unused and unopened products.'),
    ).toBeInTheDocument();
    expect(
      promises.getByText('Easily exchange your fragrances for a different size or scent.'),
    ).toBeInTheDocument();
    expect(promises.getByRole('link', { name: 'Contact page' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('answers five questions in an accordion that opens one at a time', async () => {
    const user = userEvent.setup();
    renderCenter('/returns');
    const faq = within(screen.getByRole('region', { name: 'Frequently asked questions' }));
    const questions = faq.getAllByRole('button');
    expect(questions.map((question) => question.textContent)).toEqual([
      'What is your return policy?',
      'How do I start a return or exchange?',
      'Do I pay for return shipping?',
      'When will I receive my refund?',
      'Can I exchange a product?',
    ]);
    expect(questions.every((question) => question.getAttribute('aria-expanded') === 'false')).toBe(
      true,
    );

    await user.click(faq.getByRole('button', { name: 'When will I receive my refund?' }));
    expect(faq.getByText(/in 3-5 business days once the item has reached us/)).toBeVisible();
    expect(faq.getByText(/its share of any promo discount, GST included/)).toBeVisible();

    await user.click(faq.getByRole('button', { name: 'What is your return policy?' }));
    expect(faq.getByText(/within 30 days of delivery/)).toBeVisible();
    expect(faq.getByRole('button', { name: 'When will I receive my refund?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('asks a visitor to sign in, and brings them back to My Returns afterwards', async () => {
    const user = userEvent.setup();
    renderCenter('/returns#requests');
    expect(
      screen.queryByRole('button', { name: 'Request Return/Exchange' }),
    ).not.toBeInTheDocument();
    expect(screen.getByText('Sign in to see your returns')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    // Signing in on the login page sends the person back where the link said.
    act(() =>
      useAuthStore.setState({
        isAuthenticated: true,
        token: 'jwt',
        user: { id: 3, email: 'meera@example.in', fullName: 'Meera Kapoor', role: 'CUSTOMER' },
      }),
    );
    await waitFor(() => expect(where()).toHaveTextContent(/^\/returns#requests$/));
    expect(screen.getByRole('tab', { name: 'My Returns' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('names the saved support email once the page has it, without asking for it', async () => {
    const fetchMock = mockFetch(() => errorResponse(404, 'NOT_FOUND', 'Not found'));
    const { queryClient } = renderCenter('/returns');
    expect(
      within(screen.getByRole('list', { name: 'Our promises' })).getByRole('link', {
        name: DEFAULT_STORE_CONTACT.email,
      }),
    ).toBeInTheDocument();

    act(() =>
      queryClient.setQueryData(storeContactKeys.all, {
        ...DEFAULT_STORE_CONTACT,
        email: 'care@lucknow-attars.example',
        hours: '',
      }),
    );
    const list = within(screen.getByRole('list', { name: 'Our promises' }));
    expect(await list.findByRole('link', { name: 'care@lucknow-attars.example' })).toHaveAttribute(
      'href',
      'mailto:care@lucknow-attars.example',
    );
    // No hours saved: the sentence ends after the address.
    expect(
      list.getByRole('link', { name: 'care@lucknow-attars.example' }).parentElement,
    ).toHaveTextContent(/care@lucknow-attars\.example\.$/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads a signed-in customer’s requests only once My Returns is open', async () => {
    const fetchMock = mockFetch((url) =>
      url.pathname === '/api/returns/my-requests'
        ? jsonResponse(pageOf([]))
        : errorResponse(404, 'NOT_FOUND', 'Not found'),
    );
    const user = userEvent.setup();
    renderCenter('/returns', { isSignedIn: true });
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('tab', { name: 'My Returns' }));
    expect(await screen.findByText('No return requests yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request Return/Exchange' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});
