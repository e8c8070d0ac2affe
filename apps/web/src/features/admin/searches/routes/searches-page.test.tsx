import type { SearchReport } from '@attar/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, renderAt } from '@/test/utils';
import SearchesPage from './searches-page';

const REPORT: SearchReport = {
  totals: { searches: 1250, withoutResults: 7 },
  top: [
    { query: 'rose', searches: 900, withoutResults: 0 },
    { query: 'zendu', searches: 5, withoutResults: 5 },
  ],
  withoutResults: [
    { query: 'zendu', searches: 5, withoutResults: 5 },
    { query: 'kuchh bhi', searches: 2, withoutResults: 2 },
  ],
};

function mockSearchApi(
  answerAdd: (words: string[]) => Response = (words) =>
    jsonResponse({ id: 40, words, updatedAt: '2026-11-29T05:00:00.000Z' }, 201),
) {
  const reports: URL[] = [];
  const added: string[][] = [];
  mockFetch(async (url, init) => {
    if (url.pathname === '/api/admin/search/report') {
      reports.push(url);
      return jsonResponse(REPORT);
    }
    if (url.pathname === '/api/admin/search/synonyms' && init?.method === 'POST') {
      const { words } = JSON.parse(String(init.body)) as { words: string[] };
      added.push(words);
      return answerAdd(words);
    }
    return errorResponse(404, 'NOT_FOUND', 'Not found');
  });
  return { reports, added };
}

beforeEach(() => {
  // 29 November 2026, half past ten in India.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-29T05:00:00Z') });
  window.localStorage.setItem('token', 'admin-token');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const table = (caption: string) => screen.findByRole('table', { name: new RegExp(`^${caption}`) });

describe('Searches', () => {
  it('opens on the last 30 days with the totals, the searches that found nothing and the top ones', async () => {
    const api = mockSearchApi();
    renderAt(<SearchesPage />, '/admin/searches');
    expect(screen.getByRole('heading', { name: 'Searches' })).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2026-10-31');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-29');

    const failed = await table('Searches that found nothing');
    expect(within(failed).getByRole('row', { name: /^zendu/ })).toHaveTextContent('5');
    expect(within(failed).getByRole('row', { name: /^kuchh bhi/ })).toBeInTheDocument();
    const top = await table('Top searches');
    expect(within(top).getByRole('row', { name: /^rose/ })).toHaveTextContent('900');
    expect(
      screen.getByText(/1,250 searches in this period, 7 of them found nothing/),
    ).toBeInTheDocument();
    expect(Object.fromEntries(api.reports[0]!.searchParams)).toEqual({
      from: '2026-10-31',
      to: '2026-11-29',
    });
  });

  it('adds a synonym for a search that found nothing in one step', async () => {
    const api = mockSearchApi();
    const user = userEvent.setup();
    renderAt(<SearchesPage />, '/admin/searches');
    await user.click(await screen.findByRole('button', { name: 'Add a synonym for “zendu”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a synonym for “zendu”' });
    await user.type(within(dialog).getByLabelText('Means the same as'), 'marigold, गेंदा');
    await user.click(within(dialog).getByRole('button', { name: 'Add synonym' }));
    expect(await screen.findByText('Synonym added')).toBeInTheDocument();
    expect(api.added).toEqual([['zendu', 'marigold', 'गेंदा']]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with what the server refused, and asks for a word when none is given', async () => {
    mockSearchApi(() =>
      errorResponse(400, 'VALIDATION_FAILED', 'Each word or phrase has letters or digits.'),
    );
    const user = userEvent.setup();
    renderAt(<SearchesPage />, '/admin/searches');
    await user.click(await screen.findByRole('button', { name: 'Add a synonym for “kuchh bhi”' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Add synonym' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Enter at least one word it means.',
    );
    await user.type(within(dialog).getByLabelText('Means the same as'), '%%%');
    await user.click(within(dialog).getByRole('button', { name: 'Add synonym' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Each word or phrase has letters or digits.',
    );
  });

  it('says why a period cannot be shown instead of asking for it', async () => {
    const api = mockSearchApi();
    const user = userEvent.setup();
    renderAt(<SearchesPage />, '/admin/searches');
    await table('Top searches');
    await user.clear(screen.getByLabelText('From'));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose both days of the period.');
    expect(api.reports).toHaveLength(1);
  });
});
