import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, renderAt } from '@/test/utils';
import { MarketingEmailsCard } from './marketing-emails-card';

// My Account's switch "Emails about my cart and offers".

function serve(initial: boolean, refusePut = false) {
  let current = initial;
  const puts: unknown[] = [];
  mockFetch((url, init) => {
    if (url.pathname !== '/api/account/marketing') return errorResponse(404, 'NOT_FOUND', '?');
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { marketingEmails: boolean };
      puts.push(body);
      if (refusePut) return errorResponse(503, 'SERVICE_UNAVAILABLE', 'The store is busy.');
      current = body.marketingEmails;
    }
    return jsonResponse({ marketingEmails: current });
  });
  return puts;
}

describe('the switch "Emails about my cart and offers"', () => {
  it('shows the account’s choice and turns the emails off and on', async () => {
    const puts = serve(true);
    renderAt(<MarketingEmailsCard />);
    const toggle = await screen.findByRole('switch', { name: 'Emails about my cart and offers' });
    expect(toggle).toBeChecked();

    const user = userEvent.setup();
    await user.click(toggle);
    expect(
      await screen.findByText('You will no longer get emails about your cart and offers.'),
    ).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(
      await screen.findByText('You will get emails about your cart and offers.'),
    ).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(puts).toEqual([{ marketingEmails: false }, { marketingEmails: true }]);
  });

  it('says that order emails come either way', async () => {
    serve(false);
    renderAt(<MarketingEmailsCard />);
    expect(
      await screen.findByRole('switch', { name: 'Emails about my cart and offers' }),
    ).not.toBeChecked();
    expect(screen.getByText(/Emails about your orders and the “Notify me” alerts/)).toBeVisible();
  });

  it('keeps the saved choice when a change is refused, and says so', async () => {
    serve(true, true);
    renderAt(<MarketingEmailsCard />);
    const toggle = await screen.findByRole('switch', { name: 'Emails about my cart and offers' });
    await userEvent.setup().click(toggle);
    expect(await screen.findByText('The store is busy.')).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });
});
