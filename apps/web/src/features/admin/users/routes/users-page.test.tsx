import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, LocationProbe, mockFetch, renderRoutes } from '@/test/utils';
import { adminUser, ANAYA, pageOf, SELF, usersApi, usersPageRoutes } from '../test/users-fixtures';

function mockUsersApi(answer?: Parameters<typeof usersApi>[0]) {
  const api = usersApi(answer);
  mockFetch(api.handler);
  return api;
}

function renderUsersPage(path = '/admin/users') {
  return renderRoutes({ routes: usersPageRoutes(<LocationProbe />), initialEntries: [path] });
}

/** A row of the accounts table (the subscribers tab, mounted too, may show the same name). */
const rowOf = (text: string) =>
  within(screen.getByRole('table', { name: 'Customers and admins' }))
    .getByText(text)
    .closest('tr')!;
const location = () => screen.getByTestId('location');

describe('the users screen, "Customers & admins" tab', () => {
  it('lists accounts with their role, status and orders; erased ones have no actions', async () => {
    const api = mockUsersApi();
    renderUsersPage();
    const table = await screen.findByRole('table', { name: 'Customers and admins' });
    await within(table).findByText('Anaya Sharma');

    const anaya = within(rowOf('Anaya Sharma'));
    expect(anaya.getByText('anaya@example.in')).toBeInTheDocument();
    expect(anaya.getByText('9876543210')).toBeInTheDocument();
    expect(anaya.getByText('Customer')).toBeInTheDocument();
    expect(anaya.getByText('Active')).toBeInTheDocument();
    expect(anaya.getByText('3')).toBeInTheDocument();
    expect(anaya.getByText('5 March 2026')).toBeInTheDocument();
    expect(anaya.getByRole('button', { name: 'Edit Anaya Sharma' })).toBeInTheDocument();
    expect(anaya.getByRole('button', { name: 'Delete Anaya Sharma' })).toBeInTheDocument();

    expect(within(rowOf('Ravi Kumar')).getByText('Inactive')).toBeInTheDocument();
    const erased = within(rowOf('Former customer'));
    expect(erased.getByText('Erased')).toBeInTheDocument();
    expect(erased.queryByRole('button')).toBeNull();

    // The signed-in admin: "(you)", editable, never deletable from here.
    const self = within(rowOf('Store Owner'));
    expect(self.getByText('(you)')).toBeInTheDocument();
    expect(self.getByText('Admin')).toBeInTheDocument();
    expect(self.queryByRole('button', { name: /Delete/ })).toBeNull();

    const [first] = api.of('/api/admin/get-users');
    expect(Object.fromEntries(first!.url.searchParams)).toEqual({ page: '0', size: '10' });
  });

  it('keeps the search and the role in the address and asks the API for them', async () => {
    const user = userEvent.setup();
    const api = mockUsersApi();
    renderUsersPage();
    await screen.findByText('Anaya Sharma');

    await user.type(screen.getByLabelText('Search accounts'), '98765');
    await waitFor(() => expect(location()).toHaveTextContent('/admin/users?search=98765'));
    await user.selectOptions(screen.getByLabelText('Role'), 'Admins');
    await waitFor(() =>
      expect(location()).toHaveTextContent('/admin/users?search=98765&role=ADMIN'),
    );
    await waitFor(() =>
      expect(Object.fromEntries(api.of('/api/admin/get-users').at(-1)!.url.searchParams)).toEqual({
        page: '0',
        size: '10',
        search: '98765',
        role: 'ADMIN',
      }),
    );
  });

  it('opens on the list the address names', async () => {
    const api = mockUsersApi();
    renderUsersPage('/admin/users?search=ravi&role=CUSTOMER&page=2&size=20');
    await screen.findByText('Anaya Sharma');
    expect(screen.getByLabelText('Search accounts')).toHaveValue('ravi');
    expect(Object.fromEntries(api.of('/api/admin/get-users')[0]!.url.searchParams)).toEqual({
      page: '1',
      size: '20',
      search: 'ravi',
      role: 'CUSTOMER',
    });
  });

  it('says when no account matches, and when the list could not be loaded, with a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockUsersApi((call) => {
      if (call.url.pathname !== '/api/admin/get-users') return undefined;
      if (fail) return errorResponse(503, 'NOT_READY', 'The database is starting.');
      return jsonResponse(pageOf([]));
    });
    renderUsersPage('/admin/users?search=nobody');
    expect(await screen.findByText('The accounts could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('The database is starting.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No account matches this search.')).toBeInTheDocument();
  });
});

describe('the users screen, "Subscribers" tab', () => {
  const saved: { href: string; download: string }[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  beforeEach(() => {
    saved.length = 0;
    URL.createObjectURL = vi.fn(() => 'blob:subscribers');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('shows the subscribers with since when and their account; the tab is kept in the address', async () => {
    const user = userEvent.setup();
    mockUsersApi();
    renderUsersPage();
    await screen.findByText('Anaya Sharma');
    await user.click(screen.getByRole('tab', { name: 'Subscribers' }));
    await waitFor(() => expect(location()).toHaveTextContent('/admin/users?tab=subscribers'));

    const table = screen.getByRole('table', { name: 'Newsletter subscribers' });
    const walkIn = within(within(table).getByText('walk.in@example.in').closest('tr')!);
    expect(walkIn.getByText('5 January 2026')).toBeInTheDocument();
    expect(walkIn.getByText('No account')).toBeInTheDocument();
    const anaya = within(within(table).getByText('anaya@example.in').closest('tr')!);
    expect(anaya.getByText('Anaya Sharma')).toBeInTheDocument();
  });

  it('searches with its own address parameter and exports what the search finds as CSV', async () => {
    const user = userEvent.setup();
    const api = mockUsersApi((call) =>
      call.url.pathname === '/api/admin/subscribers/export.csv'
        ? new Response('\uFEFFemail\r\n', {
            headers: {
              'Content-Type': 'text/csv; charset=utf-8',
              'Content-Disposition':
                'attachment; filename="attar-house-subscribers-2026-05-14.csv"',
            },
          })
        : undefined,
    );
    renderUsersPage('/admin/users?tab=subscribers&search=anaya');
    await screen.findByText('walk.in@example.in');
    await user.type(screen.getByLabelText('Search subscribers'), 'walk');
    await waitFor(() =>
      expect(location()).toHaveTextContent(
        '/admin/users?tab=subscribers&search=anaya&subscribers-search=walk',
      ),
    );
    await waitFor(() =>
      expect(api.of('/api/admin/subscribers').at(-1)!.url.searchParams.get('search')).toBe('walk'),
    );

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [exported] = api.of('/api/admin/subscribers/export.csv');
    expect(Object.fromEntries(exported!.url.searchParams)).toEqual({ search: 'walk' });
    expect(saved[0]).toEqual({
      href: 'blob:subscribers',
      download: 'attar-house-subscribers-2026-05-14.csv',
    });
  });

  it('says when nobody has subscribed, and when the export fails', async () => {
    const user = userEvent.setup();
    mockUsersApi((call) => {
      if (call.url.pathname === '/api/admin/subscribers') return jsonResponse(pageOf([]));
      if (call.url.pathname === '/api/admin/subscribers/export.csv')
        return errorResponse(500, 'INTERNAL_ERROR', 'Something went wrong on our side.');
      return undefined;
    });
    renderUsersPage('/admin/users?tab=subscribers');
    expect(
      await screen.findByText('No one has subscribed to the newsletter yet.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Could not export the subscribers')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});

describe('staff roles on the users screen', () => {
  const MEERA = adminUser(12, {
    email: 'meera@attarhouse.in',
    firstName: 'Meera',
    lastName: 'Rao',
    fullName: 'Meera Rao',
    role: 'ADMIN',
    staffRole: 'CATALOGUE',
  });
  const staffList = (call: { url: URL; method: string; body: unknown }) => {
    if (call.url.pathname === '/api/admin/get-users') {
      return jsonResponse(pageOf([SELF, ANAYA, MEERA]));
    }
    if (call.url.pathname === '/api/admin/users/12/staff-role' && call.method === 'PUT') {
      return jsonResponse({ ...MEERA, staffRole: 'FULFILMENT' });
    }
    if (call.url.pathname === '/api/admin/users/12/two-factor/reset' && call.method === 'POST') {
      return new Response(null, { status: 204 });
    }
    return undefined;
  };

  it('lets an owner change another staff member’s role, never their own', async () => {
    const api = mockUsersApi(staffList);
    renderUsersPage();
    await screen.findByText('Meera Rao');
    const meera = within(rowOf('Meera Rao'));
    expect(meera.getByText('Admin')).toBeInTheDocument();
    expect(meera.getByText('Catalogue')).toBeInTheDocument();
    expect(within(rowOf('Store Owner')).getByText('Owner')).toBeInTheDocument();
    expect(
      within(rowOf('Store Owner')).queryByRole('button', { name: /role/ }),
    ).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(meera.getByRole('button', { name: "Change Meera Rao's role" }));
    const dialog = within(await screen.findByRole('dialog', { name: "Change Meera Rao's role" }));
    expect(dialog.getByLabelText('Role')).toHaveValue('CATALOGUE');
    expect(dialog.getByRole('button', { name: 'Save role' })).toBeDisabled();
    await user.selectOptions(dialog.getByLabelText('Role'), 'Fulfilment');
    expect(
      dialog.getByText('Orders, returns and refunds, invoices, delivery zones; reads customers.'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Save role' }));

    expect(await screen.findByText('Meera Rao is now Fulfilment.')).toBeInTheDocument();
    expect(api.writes().map(({ method, url, body }) => [method, url.pathname, body])).toEqual([
      ['PUT', '/api/admin/users/12/staff-role', { staffRole: 'FULFILMENT' }],
    ]);
  });

  it('lets an owner reset the two-factor sign-in of a staff member who lost their phone', async () => {
    const api = mockUsersApi(staffList);
    renderUsersPage();
    await screen.findByText('Meera Rao');
    expect(
      within(rowOf('Anaya Sharma')).queryByRole('button', { name: /two-factor/ }),
    ).not.toBeInTheDocument();
    expect(
      within(rowOf('Store Owner')).queryByRole('button', { name: /two-factor/ }),
    ).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(
      within(rowOf('Meera Rao')).getByRole('button', {
        name: "Reset Meera Rao's two-factor sign-in",
      }),
    );
    const dialog = within(
      await screen.findByRole('alertdialog', { name: "Reset Meera Rao's two-factor sign-in?" }),
    );
    expect(dialog.getByText(/signed out on every device/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Reset two-factor' }));
    expect(await screen.findByText('Two-factor sign-in reset')).toBeInTheDocument();
    expect(api.writes().map(({ method, url }) => [method, url.pathname])).toEqual([
      ['POST', '/api/admin/users/12/two-factor/reset'],
    ]);
  });

  it('shows the server’s refusal in the dialog', async () => {
    mockUsersApi((call) =>
      call.method === 'PUT'
        ? errorResponse(
            409,
            'LAST_OWNER',
            'The store needs at least one active owner: make another account an owner first.',
          )
        : staffList(call),
    );
    renderUsersPage();
    await screen.findByText('Meera Rao');
    const user = userEvent.setup();
    await user.click(
      within(rowOf('Meera Rao')).getByRole('button', { name: "Change Meera Rao's role" }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    await user.selectOptions(dialog.getByLabelText('Role'), 'Manager');
    await user.click(dialog.getByRole('button', { name: 'Save role' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The store needs at least one active owner: make another account an owner first.',
    );
  });

  it('gives a manager the customers’ actions and none on staff accounts', async () => {
    mockUsersApi(staffList);
    renderRoutes({
      routes: usersPageRoutes(<LocationProbe />),
      initialEntries: ['/admin/users'],
      staffRole: 'MANAGER',
    });
    await screen.findByText('Meera Rao');
    expect(screen.queryByRole('button', { name: 'Add admin' })).not.toBeInTheDocument();
    expect(
      within(rowOf('Anaya Sharma')).getByRole('button', { name: 'Edit Anaya Sharma' }),
    ).toBeInTheDocument();
    expect(within(rowOf('Meera Rao')).queryByRole('button')).not.toBeInTheDocument();
  });
});
