import type { GstSummary } from '@attar/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, renderAt } from '@/test/utils';
import GstPage from './gst-page';

const OCTOBER: GstSummary = {
  from: '2026-10-01',
  to: '2026-10-31',
  invoices: {
    count: 3,
    byRate: [
      {
        rate: 3,
        taxableValue: 2426.7,
        cgst: 36.4,
        sgst: 36.4,
        igst: 0,
        totalTax: 72.8,
        value: 2499.5,
      },
      {
        rate: 18,
        taxableValue: 104237.29,
        cgst: 400,
        sgst: 400,
        igst: 17962.71,
        totalTax: 18762.71,
        value: 123000,
      },
    ],
    total: {
      taxableValue: 106663.99,
      cgst: 436.4,
      sgst: 436.4,
      igst: 17962.71,
      totalTax: 18835.51,
      value: 125499.5,
    },
  },
  creditNotes: {
    count: 1,
    byRate: [
      {
        rate: 18,
        taxableValue: 847.46,
        cgst: 0,
        sgst: 0,
        igst: 152.54,
        totalTax: 152.54,
        value: 1000,
      },
    ],
    total: { taxableValue: 847.46, cgst: 0, sgst: 0, igst: 152.54, totalTax: 152.54, value: 1000 },
  },
  net: {
    byRate: [
      {
        rate: 3,
        taxableValue: 2426.7,
        cgst: 36.4,
        sgst: 36.4,
        igst: 0,
        totalTax: 72.8,
        value: 2499.5,
      },
      {
        rate: 18,
        taxableValue: 103389.83,
        cgst: 400,
        sgst: 400,
        igst: 17810.17,
        totalTax: 18610.17,
        value: 122000,
      },
    ],
    total: {
      taxableValue: 105816.53,
      cgst: 436.4,
      sgst: 436.4,
      igst: 17810.17,
      totalTax: 18682.97,
      value: 124499.5,
    },
  },
};

const EMPTY = { count: 0, byRate: [], total: { ...OCTOBER.creditNotes.total, value: 0 } };

function mockGstApi() {
  const urls: URL[] = [];
  const tokens: (string | null)[] = [];
  mockFetch((url, init) => {
    urls.push(url);
    if (url.pathname.endsWith('.csv')) tokens.push(new Headers(init?.headers).get('authorization'));
    if (url.pathname === '/api/admin/gst/summary') {
      const period = { from: url.searchParams.get('from')!, to: url.searchParams.get('to')! };
      return jsonResponse(
        period.from === '2026-10-01'
          ? OCTOBER
          : { ...period, invoices: EMPTY, creditNotes: EMPTY, net: EMPTY },
      );
    }
    if (url.pathname.endsWith('.csv')) {
      const section =
        url.searchParams.get('section') ??
        (url.pathname === '/api/admin/payments.csv' ? 'payments' : 'sales-register');
      return new Response('\uFEFFHSN\r\n', {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${section}-${url.searchParams.get('from')}.csv"`,
        },
      });
    }
    return errorResponse(404, 'NOT_FOUND', 'Not found');
  });
  return {
    summaries: () => urls.filter((url) => url.pathname === '/api/admin/gst/summary'),
    files: () => urls.filter((url) => url.pathname.endsWith('.csv')),
    tokens,
  };
}

const saved: string[] = [];
const { createObjectURL, revokeObjectURL } = URL;
beforeEach(() => {
  saved.length = 0;
  // Ten past midnight on 1 November in India, still 31 October in UTC: last month is October.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-10-31T18:40:00Z') });
  window.localStorage.setItem('token', 'admin-token');
  URL.createObjectURL = vi.fn(() => 'blob:gst');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

const table = (caption: string) => screen.findByRole('table', { name: new RegExp(`^${caption}`) });

describe('GST returns', () => {
  it('opens on last month in India time and shows its totals by rate for invoices, credit notes and net', async () => {
    const api = mockGstApi();
    renderAt(<GstPage />, '/admin/gst');
    expect(screen.getByRole('heading', { name: 'GST returns' })).toBeInTheDocument();
    expect(screen.getByLabelText('Month')).toHaveValue('2026-10');
    expect(screen.getByLabelText('From')).toHaveValue('2026-10-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-10-31');

    const invoices = await table('Invoices');
    expect(within(invoices).getByText('3 invoices')).toBeInTheDocument();
    const eighteen = within(invoices).getByRole('row', { name: /^18%/ });
    expect(eighteen).toHaveTextContent('₹1,04,237.29');
    expect(eighteen).toHaveTextContent('₹17,962.71');
    expect(eighteen).toHaveTextContent('₹1,23,000.00');
    expect(within(invoices).getByRole('row', { name: /^Total/ })).toHaveTextContent('₹1,25,499.50');
    const notes = await table('Credit notes');
    expect(within(notes).getByText('1 credit note')).toBeInTheDocument();
    expect(within(notes).getByRole('row', { name: /^Total/ })).toHaveTextContent('₹1,000.00');
    const net = await table('Net');
    expect(within(net).getByRole('row', { name: /^3%/ })).toHaveTextContent('₹2,499.50');
    expect(within(net).getByRole('row', { name: /^Total/ })).toHaveTextContent('₹1,24,499.50');
    expect(Object.fromEntries(api.summaries()[0]!.searchParams)).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
    });
  });

  it('downloads each CSV of the period with the token, the online payments too', async () => {
    const api = mockGstApi();
    const user = userEvent.setup();
    renderAt(<GstPage />, '/admin/gst');
    await table('Invoices');
    for (const label of [
      'B2CS CSV',
      'B2CL CSV',
      'HSN summary CSV',
      'CDNUR CSV',
      'Sales register CSV',
      'Online payments CSV',
    ]) {
      await user.click(screen.getByRole('button', { name: label }));
      await waitFor(() => expect(screen.getByRole('button', { name: label })).toBeEnabled());
    }
    expect(api.files().map((url) => `${url.pathname}?${url.searchParams}`)).toEqual([
      '/api/admin/gst/gstr1.csv?from=2026-10-01&to=2026-10-31&section=b2cs',
      '/api/admin/gst/gstr1.csv?from=2026-10-01&to=2026-10-31&section=b2cl',
      '/api/admin/gst/gstr1.csv?from=2026-10-01&to=2026-10-31&section=hsn',
      '/api/admin/gst/gstr1.csv?from=2026-10-01&to=2026-10-31&section=cdnur',
      '/api/admin/gst/sales-register.csv?from=2026-10-01&to=2026-10-31',
      '/api/admin/payments.csv?from=2026-10-01&to=2026-10-31',
    ]);
    expect(api.tokens).toEqual(Array(6).fill('Bearer admin-token'));
    expect(saved).toEqual([
      'b2cs-2026-10-01.csv',
      'b2cl-2026-10-01.csv',
      'hsn-2026-10-01.csv',
      'cdnur-2026-10-01.csv',
      'sales-register-2026-10-01.csv',
      'payments-2026-10-01.csv',
    ]);
  });

  it('follows another month or a range, and refuses a range that ends before it starts', async () => {
    const api = mockGstApi();
    renderAt(<GstPage />, '/admin/gst');
    await table('Invoices');
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-02' } });
    expect(screen.getByLabelText('To')).toHaveValue('2026-02-28');
    expect(await screen.findByText('0 invoices')).toBeInTheDocument();
    expect(within(await table('Invoices')).getByText('None in this period.')).toBeInTheDocument();
    expect(Object.fromEntries(api.summaries().at(-1)!.searchParams)).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-05' } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The end date must not be before the start date.',
    );
    expect(screen.getByLabelText('Month')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'B2CS CSV' })).toBeDisabled();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
