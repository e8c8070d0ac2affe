import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '@/app/router';
import { jsonResponse, mockFetch, renderInRouter } from '@/test/utils';

describe('unknown paths', () => {
  it('show the not-found page inside the store, after "Loading page..."', async () => {
    mockFetch(() => jsonResponse([]));
    renderInRouter(<AppRoutes />, ['/no-such-scent']);

    expect(screen.getByText('Loading page...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Like a fragrance on the breeze, this page has drifted away.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Attar House' }),
    ).toHaveAttribute('href', '/');
    // The title is set in an effect, which may run a moment after the heading renders.
    await waitFor(() => expect(document.title).toBe('Page Not Found | Attar House'));
  });
});
