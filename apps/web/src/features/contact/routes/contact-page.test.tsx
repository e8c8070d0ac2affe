import { DEFAULT_STORE_CONTACT } from '@attar/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, renderAt } from '@/test/utils';
import { ContactPage } from './contact-page';

const RECEIVED = 'Thank you. We will write back within two working days.';

/** The API as the page meets it: the store contact, and `answer` for the form's calls. */
function mockApi(answer: (url: URL) => Response | Promise<Response>) {
  const fetchMock = mockFetch((url) =>
    url.pathname === '/api/store-contact' ? jsonResponse(DEFAULT_STORE_CONTACT) : answer(url),
  );
  /** The calls other than the store contact's. */
  return () => fetchMock.mock.calls.filter(([input]) => !String(input).endsWith('/store-contact'));
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your name'), 'Meera Iyer');
  await user.type(screen.getByLabelText('Email'), 'Meera@Example.in');
  await user.type(screen.getByLabelText('Subject'), 'A gift for my mother');
  await user.type(
    screen.getByLabelText('Message'),
    'Which attar would you suggest for a warm evening?',
  );
}

describe('ContactPage', () => {
  it('shows the house details the footer shows, as the admin saved them', async () => {
    mockFetch((url) =>
      url.pathname === '/api/store-contact'
        ? jsonResponse({
            ...DEFAULT_STORE_CONTACT,
            address: 'Chowk, Lucknow, Uttar Pradesh 226003',
            phone: '(0522) 261-4000',
            email: 'hello@attarhouse.example',
            hours: '',
          })
        : jsonResponse({}),
    );
    renderAt(<ContactPage />, '/contact');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading our contact details...');
    expect(await screen.findByText('Chowk, Lucknow, Uttar Pradesh 226003')).toBeVisible();
    expect(screen.getByRole('link', { name: '(0522) 261-4000' })).toHaveAttribute(
      'href',
      'tel:05222614000',
    );
    expect(screen.getByRole('link', { name: 'hello@attarhouse.example' })).toHaveAttribute(
      'href',
      'mailto:hello@attarhouse.example',
    );
    // No hours saved: the row is left out.
    expect(screen.queryByText('Hours')).not.toBeInTheDocument();
    expect(document.title).toBe('Contact Us | Attar House');
  });

  it('keeps the form when the details cannot be loaded', async () => {
    mockFetch((url) =>
      url.pathname === '/api/store-contact'
        ? errorResponse(503, 'UNAVAILABLE', 'Try again')
        : jsonResponse({}),
    );
    renderAt(<ContactPage />, '/contact');
    expect(
      await screen.findByText(
        'Our address and telephone could not be loaded. The form on this page reaches us all the same.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('names every missing or wrong field beside it and sends nothing', async () => {
    const formCalls = mockApi(() => jsonResponse({}));
    const user = userEvent.setup();
    renderAt(<ContactPage />, '/contact');
    await user.type(screen.getByLabelText('Mobile number (optional)'), '12345');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Your name is required')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(screen.getByLabelText('Mobile number (optional)')).toHaveAccessibleDescription(
      'Enter a valid 10-digit Indian mobile number',
    );
    expect(screen.getByText('A subject is required')).toBeVisible();
    expect(screen.getByText('A message is required')).toBeVisible();
    expect(formCalls()).toEqual([]);
  });

  it('sends the message, disables the button meanwhile, and thanks the person', async () => {
    let answer: (response: Response) => void = () => {};
    const formCalls = mockApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderAt(<ContactPage />, '/contact');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    const [url, init] = formCalls()[0]!;
    expect(String(url)).toBe('/api/contact');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Meera Iyer',
      email: 'meera@example.in',
      subject: 'A gift for my mother',
      message: 'Which attar would you suggest for a warm evening?',
    });

    answer(jsonResponse({ id: 12, message: RECEIVED }, 201));
    expect(await screen.findByText(RECEIVED)).toBeVisible();
    expect(screen.getByText('Message sent')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText('Your name')).toHaveValue('');
  });

  it('keeps what was typed and shows why when sending fails', async () => {
    mockApi(() => errorResponse(429, 'RATE_LIMITED', 'Too many messages. Please try again later.'));
    const user = userEvent.setup();
    renderAt(<ContactPage />, '/contact');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many messages. Please try again later.',
    );
    expect(screen.getByLabelText('Your name')).toHaveValue('Meera Iyer');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});
