import type { ContactMessage } from '@attar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, LocationProbe, mockFetch, renderRoutes } from '@/test/utils';
import ContactMessagesPage from './contact-messages-page';

const GIFT: ContactMessage = {
  id: 7,
  name: 'Meera Iyer',
  email: 'meera@example.in',
  phone: '9876543210',
  subject: 'Gift wrapping',
  message: 'Do you gift wrap?\nFor a wedding.',
  createdAt: '2026-03-05T10:00:00.000Z',
  handledAt: null,
};
const BULK: ContactMessage = { ...GIFT, id: 6, name: 'Arjun', phone: null, subject: 'Bulk order' };

function mockMessagesApi(answer: (url: URL) => Response) {
  const urls: URL[] = [];
  mockFetch((url) => {
    urls.push(url);
    return answer(url);
  });
  return urls;
}

const page = (content: ContactMessage[], totalPages = 1) =>
  jsonResponse({
    content,
    totalElements: content.length,
    totalPages,
    number: 0,
    size: 20,
    first: true,
    last: totalPages <= 1,
    empty: content.length === 0,
  });

function renderPage(path = '/admin/contact-messages') {
  return renderRoutes({
    routes: [
      {
        path: '/admin/contact-messages',
        element: (
          <>
            <ContactMessagesPage />
            <LocationProbe />
          </>
        ),
      },
    ],
    initialEntries: [path],
  });
}

describe('the contact messages page', () => {
  it('shows each message with its sender, ways to answer, time in India and text', async () => {
    mockMessagesApi(() => page([GIFT, BULK]));
    renderPage();
    const gift = within(await screen.findByRole('article', { name: 'Gift wrapping' }));
    expect(gift.getByText('Meera Iyer')).toBeInTheDocument();
    expect(gift.getByRole('link', { name: 'meera@example.in' })).toHaveAttribute(
      'href',
      'mailto:meera@example.in',
    );
    expect(gift.getByRole('link', { name: '9876543210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(gift.getByText('5 March 2026, 3:30 pm')).toBeInTheDocument();
    expect(gift.getByText(/Do you gift wrap\?/)).toHaveTextContent(
      'Do you gift wrap? For a wedding.',
    );
    const bulk = within(screen.getByRole('article', { name: 'Bulk order' }));
    expect(bulk.queryByRole('link', { name: /^\d+$/ })).toBeNull();
  });

  it('scrolls to and marks the message a notification links to', async () => {
    mockMessagesApi(() => page([GIFT, BULK]));
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderPage('/admin/contact-messages#message-6');
    const bulk = await screen.findByRole('article', { name: 'Bulk order' });
    await waitFor(() => expect(scrolled.mock.contexts).toContain(bulk));
    expect(bulk.className).toContain('ring-2');
    expect(screen.getByRole('article', { name: 'Gift wrapping' }).className).not.toContain(
      'ring-2',
    );
  });

  it('pages through the messages in the address', async () => {
    const urls = mockMessagesApi(() => page([GIFT], 3));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?page=2'));
    await waitFor(() => expect(urls.at(-1)!.searchParams.get('page')).toBe('1'));
  });

  it('says when there are no messages, and when they could not be loaded', async () => {
    mockMessagesApi(() => page([]));
    const first = renderPage();
    expect(await screen.findByText(/No messages yet\./)).toBeInTheDocument();
    first.unmount();
    mockMessagesApi(() => errorResponse(500, 'INTERNAL_ERROR', 'Server down'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The contact messages could not be loaded.',
    );
  });
});
