import { type AdminNotification, type FailedJob, type StoreSettings } from '@attar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationBell } from '@/features/admin/components/notification-bell';
import { errorResponse, jsonResponse, mockFetch, renderAt, renderRoutes } from '@/test/utils';
import SettingsPage from '../routes/settings-page';
import { NO_FAILED_JOBS_MESSAGE } from './failed-jobs-section';
import { NEW_STORE_SETTINGS } from '../test/settings-fixtures';

const SETTINGS: StoreSettings = NEW_STORE_SETTINGS;

const MAIL: FailedJob = {
  id: 7,
  queue: 'mail',
  summary: 'Email to meera@example.in: Your order AH-2026-000041',
  error: 'connect ECONNREFUSED 127.0.0.1:2525',
  attempts: 7,
  failedAt: '2026-03-05T10:10:00.000Z',
  resolution: null,
  resolvedAt: null,
};
const IMAGE: FailedJob = {
  id: 6,
  queue: 'image-variants',
  summary: 'Sizes of rose-attar.jpg',
  error: 'Input buffer contains unsupported image format',
  attempts: 4,
  // 18:45 in London on the 4th is a quarter past midnight on the 5th in India.
  failedAt: '2026-03-04T18:45:00.000Z',
  resolution: null,
  resolvedAt: null,
};
const OLD_IMPORT: FailedJob = {
  id: 2,
  queue: 'product-import',
  summary: 'CSV import 3',
  error: 'Row 4: price is not a number',
  attempts: 3,
  failedAt: '2026-02-01T06:30:00.000Z',
  resolution: 'DISMISSED',
  resolvedAt: '2026-02-02T06:30:00.000Z',
};
const JOB_FAILED_NOTIFICATION: AdminNotification = {
  id: 90,
  type: 'JOB_FAILED',
  title: 'Email failed',
  message: `${MAIL.summary} (after 7 attempts: ${MAIL.error})`,
  link: '/admin/settings#failed-jobs',
  refId: MAIL.id,
  isRead: false,
  createdAt: MAIL.failedAt,
};
const ALREADY_RESOLVED = 'This job was already retried or dismissed.';

function pageOf<T>(content: T[], page: number, size: number, total: number) {
  const totalPages = Math.ceil(total / size);
  return {
    content,
    totalElements: total,
    totalPages,
    number: page,
    size,
    first: page === 0,
    last: page >= totalPages - 1,
    empty: content.length === 0,
  };
}

/**
 * The failed-jobs API over a list the test gives, kept as the server would: a retry or dismissal
 * resolves the job. `refuseWrite` answers a write instead (the job is resolved all the same, as
 * when another admin got there first); `refuseList` answers the list instead.
 */
function mockJobsApi(
  initial: FailedJob[],
  { refuseWrite, refuseList }: { refuseWrite?: Response; refuseList?: Response } = {},
) {
  const jobs = structuredClone(initial);
  const listed: URLSearchParams[] = [];
  const writes: string[] = [];
  mockFetch((url, init) => {
    const resolveMatch = /^\/api\/admin\/jobs\/failed\/(\d+)\/(retry|dismiss)$/.exec(url.pathname);
    if (init?.method === 'POST' && resolveMatch) {
      writes.push(url.pathname);
      const job = jobs.find((candidate) => candidate.id === Number(resolveMatch[1]));
      if (!job) return errorResponse(404, 'NOT_FOUND', 'Failed job not found');
      if (job.resolution === null) {
        job.resolution = resolveMatch[2] === 'retry' ? 'RETRIED' : 'DISMISSED';
        job.resolvedAt = '2026-03-06T04:30:00.000Z';
      }
      return refuseWrite?.clone() ?? jsonResponse(job);
    }
    if (url.pathname === '/api/admin/jobs/failed') {
      listed.push(url.searchParams);
      if (refuseList) return refuseList.clone();
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('size'));
      const shown = jobs.filter(
        (job) => url.searchParams.get('status') === 'all' || job.resolution === null,
      );
      return jsonResponse(
        pageOf(shown.slice(page * size, (page + 1) * size), page, size, shown.length),
      );
    }
    if (url.pathname === '/api/admin/settings') return jsonResponse(SETTINGS);
    if (url.pathname === '/api/location/user') return jsonResponse([]);
    if (url.pathname === '/api/notifications/unread-count') return jsonResponse({ unreadCount: 1 });
    if (url.pathname === '/api/notifications/search')
      return jsonResponse(pageOf([JOB_FAILED_NOTIFICATION], 0, 5, 1));
    if (url.pathname.endsWith('/mark-as-read'))
      return jsonResponse({ ...JOB_FAILED_NOTIFICATION, isRead: true });
    return errorResponse(404, 'NOT_FOUND', 'Not found');
  });
  return { listed, writes };
}

const renderSettings = () => renderAt(<SettingsPage />, '/admin/settings');
const failedJobsSection = () => screen.getByRole('region', { name: 'Failed background jobs' });
const rowOf = (summary: string) =>
  within(screen.getByRole('table', { name: 'Failed background jobs' }))
    .getByText(summary)
    .closest('tr')!;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the failed background jobs under settings', () => {
  it('lists the open ones: what, why, how many attempts and when, in India’s time', async () => {
    const api = mockJobsApi([MAIL, IMAGE]);
    renderSettings();
    await screen.findByText(MAIL.summary);

    const mail = within(rowOf(MAIL.summary));
    expect(mail.getByText('Email')).toBeInTheDocument();
    expect(mail.getByText('connect ECONNREFUSED 127.0.0.1:2525')).toBeInTheDocument();
    expect(mail.getByRole('cell', { name: '7' })).toBeInTheDocument();
    expect(mail.getByText('5 March 2026, 3:40 pm')).toBeInTheDocument();
    const image = within(rowOf(IMAGE.summary));
    expect(image.getByText('Image sizes')).toBeInTheDocument();
    expect(image.getByText('5 March 2026, 12:15 am')).toBeInTheDocument();
    expect(
      image.getByRole('button', { name: `Retry Image sizes: ${IMAGE.summary}` }),
    ).toBeEnabled();
    expect(
      image.getByRole('button', { name: `Dismiss Image sizes: ${IMAGE.summary}` }),
    ).toBeEnabled();

    expect(failedJobsSection()).toHaveAttribute('id', 'failed-jobs');
    expect(Object.fromEntries(api.listed[0]!)).toEqual({ page: '0', size: '10', status: 'open' });
  });

  it('retries one and dismisses the other, each leaving the list, until none is left', async () => {
    const user = userEvent.setup();
    const api = mockJobsApi([MAIL, IMAGE]);
    renderSettings();
    await user.click(await screen.findByRole('button', { name: `Retry Email: ${MAIL.summary}` }));
    expect(await screen.findByText('Job queued to run again')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(MAIL.error)).not.toBeInTheDocument());
    expect(screen.getByText(IMAGE.summary)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Dismiss Image sizes: ${IMAGE.summary}` }));
    expect(await screen.findByText('Job dismissed')).toBeInTheDocument();
    expect(
      await within(failedJobsSection()).findByText(NO_FAILED_JOBS_MESSAGE),
    ).toBeInTheDocument();
    expect(api.writes).toEqual([
      '/api/admin/jobs/failed/7/retry',
      '/api/admin/jobs/failed/6/dismiss',
    ]);
  });

  it('says so when another admin resolved the job first, and takes it off the list', async () => {
    const user = userEvent.setup();
    mockJobsApi([MAIL], {
      refuseWrite: errorResponse(409, 'JOB_ALREADY_RESOLVED', ALREADY_RESOLVED),
    });
    renderSettings();
    await user.click(await screen.findByRole('button', { name: `Retry Email: ${MAIL.summary}` }));
    expect(await screen.findByText('Could not retry the job')).toBeInTheDocument();
    expect(screen.getByText(ALREADY_RESOLVED)).toBeInTheDocument();
    expect(
      await within(failedJobsSection()).findByText(NO_FAILED_JOBS_MESSAGE),
    ).toBeInTheDocument();
  });

  it('has a calm line when nothing failed, and shows resolved jobs on request', async () => {
    const user = userEvent.setup();
    const api = mockJobsApi([OLD_IMPORT]);
    renderSettings();
    const section = within(await screen.findByRole('region', { name: 'Failed background jobs' }));
    expect(await section.findByText(NO_FAILED_JOBS_MESSAGE)).toBeInTheDocument();
    expect(section.queryByRole('table')).not.toBeInTheDocument();

    await user.click(section.getByRole('switch', { name: 'Show retried and dismissed' }));
    const row = within(await waitFor(() => rowOf(OLD_IMPORT.summary)));
    expect(row.getByText('CSV import')).toBeInTheDocument();
    expect(row.getByText('Dismissed')).toBeInTheDocument();
    expect(row.queryByRole('button', { name: /^Retry/ })).not.toBeInTheDocument();
    expect(api.listed.at(-1)!.get('status')).toBe('all');
  });

  it('says when the failed jobs could not be loaded, apart from the settings', async () => {
    mockJobsApi([], {
      refuseList: errorResponse(500, 'INTERNAL_ERROR', 'The database is not answering.'),
    });
    renderSettings();
    const alert = await within(
      await screen.findByRole('region', { name: 'Failed background jobs' }),
    ).findByRole('alert');
    expect(alert).toHaveTextContent('The failed jobs could not be loaded.');
    expect(alert).toHaveTextContent('The database is not answering.');
    expect(await screen.findByLabelText('COD fee (₹)')).toHaveValue(49);
  });
});

/** Where the router is, hash included (a notification's link names the section by it). */
function HashProbe() {
  const { pathname, hash } = useLocation();
  return <output data-testid="location">{`${pathname}${hash}`}</output>;
}

describe('a JOB_FAILED notification', () => {
  it('is labelled from the contracts and leads to the failed jobs, scrolled into view', async () => {
    const user = userEvent.setup();
    mockJobsApi([MAIL]);
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderRoutes({
      routes: [
        {
          path: '/admin',
          element: (
            <>
              <NotificationBell />
              <Outlet />
              <HashProbe />
            </>
          ),
          children: [
            { path: 'dashboard', element: <p>Dashboard</p> },
            { path: 'settings', element: <SettingsPage /> },
          ],
        },
      ],
      initialEntries: ['/admin/dashboard'],
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const item = await within(await screen.findByRole('menu')).findByRole('menuitem', {
      name: /Email failed/,
    });
    expect(item).toHaveTextContent('Background job failed');

    await user.click(item);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/settings#failed-jobs'),
    );
    await screen.findByText(MAIL.summary);
    await waitFor(() => expect(scrolled.mock.contexts).toContain(failedJobsSection()));
  });
});
