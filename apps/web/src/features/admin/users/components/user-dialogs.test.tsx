import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, LocationProbe, mockFetch, renderRoutes } from '@/test/utils';
import { ANAYA, adminUser, usersApi, usersPageRoutes } from '../test/users-fixtures';

function mockUsersApi(answer?: Parameters<typeof usersApi>[0]) {
  const api = usersApi(answer);
  mockFetch(api.handler);
  return api;
}

function renderUsersPage(path = '/admin/users') {
  return renderRoutes({ routes: usersPageRoutes(<LocationProbe />), initialEntries: [path] });
}

async function openEdit(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Edit account' }) };
}

describe('editing an account', () => {
  it('sends only what changed, the mobile as typed, and closes on success', async () => {
    const api = mockUsersApi((call) =>
      call.method === 'PUT'
        ? jsonResponse({ ...ANAYA, firstName: 'Anu', fullName: 'Anu Sharma' })
        : undefined,
    );
    renderUsersPage();
    const { user, dialog } = await openEdit('Anaya Sharma');
    const form = within(dialog);
    expect(form.getByLabelText('First name')).toHaveValue('Anaya');
    expect(form.getByRole('switch', { name: 'Active' })).toBeChecked();

    await user.clear(form.getByLabelText('First name'));
    await user.type(form.getByLabelText('First name'), 'Anu');
    await user.clear(form.getByLabelText('Mobile number'));
    await user.type(form.getByLabelText('Mobile number'), '+91 91234 56780');
    await user.click(form.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [put] = api.writes();
    expect(put!.url.pathname).toBe('/api/AdminUpdateUser');
    expect(put!.url.searchParams.get('userId')).toBe('7');
    expect(put!.body).toEqual({ firstName: 'Anu', mobile: '9123456780' });
    expect(await screen.findByText('Account saved')).toBeInTheDocument();
  });

  it('deactivates with the consequence spelled out before saving', async () => {
    const api = mockUsersApi((call) =>
      call.method === 'PUT'
        ? jsonResponse({ ...ANAYA, isActive: false, status: 'INACTIVE' })
        : undefined,
    );
    renderUsersPage();
    const { user, dialog } = await openEdit('Anaya Sharma');
    await user.click(within(dialog).getByRole('switch', { name: 'Active' }));
    expect(
      within(dialog).getByText(
        'On saving, they are signed out everywhere at once and cannot sign in until reactivated.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toEqual({ isActive: false });
    expect(await screen.findByText('Account deactivated')).toBeInTheDocument();
  });

  it('shows PHONE_TAKEN beside the mobile and a refusal of the server in the dialog', async () => {
    let answer = () =>
      errorResponse(409, 'PHONE_TAKEN', 'This mobile number is already registered.');
    mockUsersApi((call) => (call.method === 'PUT' ? answer() : undefined));
    renderUsersPage();
    const { user, dialog } = await openEdit('Anaya Sharma');
    const form = within(dialog);
    await user.clear(form.getByLabelText('Mobile number'));
    await user.type(form.getByLabelText('Mobile number'), '9000000001');
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await form.findByText('This mobile number is already registered.')).toBeInTheDocument();
    expect(form.getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true');

    answer = () =>
      errorResponse(409, 'LAST_ACTIVE_ADMIN', 'You cannot deactivate the last active admin.');
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'You cannot deactivate the last active admin.',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('checks the fields as the server does before sending', async () => {
    const api = mockUsersApi();
    renderUsersPage();
    const { user, dialog } = await openEdit('Anaya Sharma');
    const form = within(dialog);
    await user.clear(form.getByLabelText('First name'));
    await user.clear(form.getByLabelText('Mobile number'));
    await user.type(form.getByLabelText('Mobile number'), '12345');
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await form.findByText('Required')).toBeInTheDocument();
    expect(form.getByText('Enter a valid 10-digit Indian mobile number')).toBeInTheDocument();
    expect(api.writes()).toHaveLength(0);
  });

  it('never offers the signed-in admin to deactivate themself', async () => {
    mockUsersApi();
    renderUsersPage();
    const { dialog } = await openEdit('Store Owner');
    expect(within(dialog).getByRole('switch', { name: 'Active' })).toBeDisabled();
    expect(within(dialog).getByText('You cannot deactivate your own account.')).toBeInTheDocument();
  });
});

describe('deleting an account', () => {
  it('says exactly what happens, then erases the account', async () => {
    const user = userEvent.setup();
    const api = mockUsersApi((call) =>
      call.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined,
    );
    renderUsersPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Anaya Sharma' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: "Delete Anaya Sharma's account?",
    });
    const text = dialog.textContent ?? '';
    expect(text).toContain('anaya@example.in has 3 orders.');
    expect(text).toContain(
      'name, email, mobile number, password, Google sign-in, addresses, wishlist and newsletter subscription are erased',
    );
    expect(text).toContain('Their orders stay, with the address each was sent to');
    expect(text).toContain('"Former customer"');
    expect(text).toContain('This cannot be undone.');
    // The dialog starts on Cancel, so Enter never deletes by accident.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Delete and erase' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.writes().map((call) => [call.method, call.url.pathname])).toEqual([
      ['DELETE', '/api/users/7'],
    ]);
    expect(await screen.findByText('Account deleted and personal data erased')).toBeInTheDocument();
  });

  it("keeps the dialog open with the server's reason when it refuses", async () => {
    const user = userEvent.setup();
    mockUsersApi((call) =>
      call.method === 'DELETE'
        ? errorResponse(409, 'LAST_ACTIVE_ADMIN', 'You cannot delete the last active admin.')
        : call.url.pathname === '/api/admin/get-users'
          ? jsonResponse({
              content: [adminUser(5, { role: 'ADMIN', fullName: 'Other Admin' })],
              totalElements: 1,
              totalPages: 1,
              number: 0,
              size: 10,
              first: true,
              last: true,
              empty: false,
            })
          : undefined,
    );
    renderUsersPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Other Admin' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete and erase' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You cannot delete the last active admin.',
    );
    expect(within(dialog).getByText(/"Former admin"/)).toBeInTheDocument();
  });
});

describe('adding an admin', () => {
  it('by default mails them a link to choose a password, and sends no password', async () => {
    const user = userEvent.setup();
    const api = mockUsersApi((call) =>
      call.method === 'POST'
        ? jsonResponse(
            {
              ...adminUser(20, { role: 'ADMIN', email: 'rohan@attarhouse.in' }),
              passwordLinkMailed: true,
            },
            201,
          )
        : undefined,
    );
    renderUsersPage();
    await user.click(await screen.findByRole('button', { name: 'Add admin' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add admin' }));
    expect(
      dialog.getByText('Off: they are mailed a link to choose their own, valid for 72 hours.'),
    ).toBeInTheDocument();
    expect(dialog.queryByLabelText('Password')).toBeNull();
    await user.type(dialog.getByLabelText('Email'), 'Rohan@AttarHouse.in');
    await user.type(dialog.getByLabelText('First name'), 'Rohan');
    await user.type(dialog.getByLabelText('Last name'), 'Das');
    // A manager unless another role is chosen; each role says what it may do.
    expect(dialog.getByLabelText('Role')).toHaveValue('MANAGER');
    expect(dialog.getByText('Everything but staff accounts and roles.')).toBeInTheDocument();
    await user.selectOptions(dialog.getByLabelText('Role'), 'Catalogue');
    expect(
      dialog.getByText('Products, categories, menus, images, search words and reviews.'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Add admin' }));

    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toEqual({
      email: 'rohan@attarhouse.in',
      firstName: 'Rohan',
      lastName: 'Das',
      staffRole: 'CATALOGUE',
    });
    expect(
      await screen.findByText('A link to choose a password was mailed to rohan@attarhouse.in.'),
    ).toBeInTheDocument();
  });

  it('with "Set a password now", checks and sends the password', async () => {
    const user = userEvent.setup();
    const api = mockUsersApi((call) =>
      call.method === 'POST'
        ? jsonResponse(
            {
              ...adminUser(21, { role: 'ADMIN', email: 'sana@attarhouse.in' }),
              passwordLinkMailed: false,
            },
            201,
          )
        : undefined,
    );
    renderUsersPage();
    await user.click(await screen.findByRole('button', { name: 'Add admin' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add admin' }));
    await user.type(dialog.getByLabelText('Email'), 'sana@attarhouse.in');
    await user.type(dialog.getByLabelText('First name'), 'Sana');
    await user.type(dialog.getByLabelText('Last name'), 'Khan');
    await user.click(dialog.getByRole('switch', { name: 'Set a password now' }));
    await user.type(dialog.getByLabelText('Password'), 'short');
    await user.click(dialog.getByRole('button', { name: 'Add admin' }));
    expect(await dialog.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(api.writes()).toHaveLength(0);

    await user.type(dialog.getByLabelText('Password'), ' and long');
    await user.click(dialog.getByRole('button', { name: 'Add admin' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toMatchObject({ password: 'short and long' });
    expect(
      await screen.findByText('sana@attarhouse.in can sign in with the password you set.'),
    ).toBeInTheDocument();
  });

  it('shows EMAIL_TAKEN beside the email', async () => {
    const user = userEvent.setup();
    mockUsersApi((call) =>
      call.method === 'POST'
        ? errorResponse(409, 'EMAIL_TAKEN', 'An account with this email already exists')
        : undefined,
    );
    renderUsersPage();
    await user.click(await screen.findByRole('button', { name: 'Add admin' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add admin' }));
    await user.type(dialog.getByLabelText('Email'), 'anaya@example.in');
    await user.type(dialog.getByLabelText('First name'), 'Anaya');
    await user.type(dialog.getByLabelText('Last name'), 'Sharma');
    await user.click(dialog.getByRole('button', { name: 'Add admin' }));
    expect(
      await dialog.findByText('An account with this email already exists'),
    ).toBeInTheDocument();
    expect(dialog.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});
