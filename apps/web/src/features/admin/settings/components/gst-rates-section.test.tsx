import type { GstRate, GstRateTable } from '@attar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, renderAt } from '@/test/utils';
import { GstRatesSection } from './gst-rates-section';

const rate = (values: Partial<GstRate> & Pick<GstRate, 'id' | 'hsnCode'>): GstRate => ({
  ratePercent: 18,
  effectiveFrom: '2017-07-01',
  description: 'Perfumes and toilet waters',
  status: 'IN_FORCE',
  ...values,
});

const perfume = rate({ id: 1, hsnCode: '3303' });
const jewellery = rate({
  id: 3,
  hsnCode: '7113',
  ratePercent: 3,
  description: 'Articles of jewellery of precious metal',
});
const scheduled = rate({
  id: 9,
  hsnCode: '7113',
  ratePercent: 5,
  effectiveFrom: '2027-04-01',
  description: 'Articles of jewellery of precious metal',
  status: 'SCHEDULED',
});

const TABLE: GstRateTable = {
  today: '2026-11-27',
  items: [
    {
      hsnCode: '3303',
      description: perfume.description,
      inForce: perfume,
      scheduled: [],
      rates: [perfume],
    },
    {
      hsnCode: '7113',
      description: jewellery.description,
      inForce: jewellery,
      scheduled: [scheduled],
      rates: [scheduled, jewellery],
    },
  ],
};

function mockRatesApi(answerPost?: (body: Record<string, unknown>) => Response) {
  const sent: { method: string; path: string; body?: unknown }[] = [];
  let table = structuredClone(TABLE);
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url.pathname.startsWith('/api/admin/settings/gst-rates')) {
      const body = init?.body
        ? (JSON.parse(String(init.body)) as Record<string, unknown>)
        : undefined;
      if (method !== 'GET') sent.push({ method, path: url.pathname, body });
      if (method === 'POST') return answerPost ? answerPost(body!) : jsonResponse(table, 201);
      if (method === 'DELETE') {
        table = { ...table, items: table.items.map((item) => ({ ...item, scheduled: [] })) };
        return new Response(null, { status: 204 });
      }
      return jsonResponse(table);
    }
    return errorResponse(404, 'NOT_FOUND', 'Not found');
  });
  return { sent };
}

describe('Settings > GST rates', () => {
  it('lists each HSN code with its rate in force and its scheduled change', async () => {
    mockRatesApi();
    renderAt(<GstRatesSection />, '/admin/settings');
    const row = (await screen.findByRole('cell', { name: '7113' })).closest('tr')!;
    expect(within(row).getByText('3% since 2017-07-01')).toBeInTheDocument();
    expect(within(row).getByText('5% from 2027-04-01')).toBeInTheDocument();
    const perfumeRow = screen.getByRole('cell', { name: '3303' }).closest('tr')!;
    expect(within(perfumeRow).getByText('18% since 2017-07-01')).toBeInTheDocument();
    expect(within(perfumeRow).getByText('None')).toBeInTheDocument();
  });

  it('adds a rate from a day, sending the rate in percent', async () => {
    const user = userEvent.setup();
    const api = mockRatesApi();
    renderAt(<GstRatesSection />, '/admin/settings');
    await user.type(await screen.findByLabelText('HSN code'), '3304');
    await user.type(screen.getByLabelText('Rate (%)'), '1.5');
    expect(screen.getByLabelText('Applies from')).toHaveValue('2026-11-27');
    await user.type(screen.getByLabelText('Description'), 'Beauty preparations');
    await user.click(screen.getByRole('button', { name: 'Add rate' }));
    await waitFor(() =>
      expect(api.sent).toEqual([
        {
          method: 'POST',
          path: '/api/admin/settings/gst-rates',
          body: {
            hsnCode: '3304',
            ratePercent: 1.5,
            effectiveFrom: '2026-11-27',
            description: 'Beauty preparations',
          },
        },
      ]),
    );
  });

  it('shows the server’s refusal under its field', async () => {
    const user = userEvent.setup();
    const message = 'HSN 3303 is already taxed: a new rate can start today (2026-11-27) or later.';
    mockRatesApi(() =>
      jsonResponse(
        {
          status: 400,
          error: 'Bad Request',
          code: 'VALIDATION_FAILED',
          message,
          details: [{ path: 'effectiveFrom', message }],
          requestId: 'test',
        },
        400,
      ),
    );
    renderAt(<GstRatesSection />, '/admin/settings');
    await user.type(await screen.findByLabelText('HSN code'), '3303');
    await user.type(screen.getByLabelText('Rate (%)'), '28');
    await user.type(screen.getByLabelText('Description'), 'Perfumes');
    await user.click(screen.getByRole('button', { name: 'Add rate' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Applies from')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a rate with three decimals before sending it', async () => {
    const user = userEvent.setup();
    const api = mockRatesApi();
    renderAt(<GstRatesSection />, '/admin/settings');
    await user.type(await screen.findByLabelText('HSN code'), '3304');
    await user.type(screen.getByLabelText('Rate (%)'), '1.125');
    await user.type(screen.getByLabelText('Description'), 'Beauty preparations');
    await user.click(screen.getByRole('button', { name: 'Add rate' }));
    expect(
      await screen.findByText('The rate may have at most two decimals, like 0.25.'),
    ).toBeInTheDocument();
    expect(api.sent).toEqual([]);
  });

  it('deletes a scheduled rate after asking', async () => {
    const user = userEvent.setup();
    const api = mockRatesApi();
    renderAt(<GstRatesSection />, '/admin/settings');
    await user.click(
      await screen.findByRole('button', {
        name: 'Delete the 5% rate of HSN 7113 from 2027-04-01',
      }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(api.sent).toEqual([{ method: 'DELETE', path: '/api/admin/settings/gst-rates/9' }]),
    );
    await waitFor(() => expect(screen.queryByText('5% from 2027-04-01')).not.toBeInTheDocument());
  });
});
