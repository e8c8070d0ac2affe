import { MENU_PATH_MESSAGE, type MenuItem, type MenuReorderInput } from '@attar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withMenuOrder } from '@/api/menu-admin';
import { menuKeys } from '@/api/menus';
import { errorResponse, jsonResponse, mockFetch, renderAt } from '@/test/utils';
import MenuPage from './menus-page';

const item = (id: number, title: string, children: MenuItem[] = []): MenuItem => ({
  id,
  title,
  description: null,
  path: '#',
  menuType: null,
  featured: false,
  children,
});

const TREE: MenuItem[] = [
  item(1, 'Fragrances', [
    { ...item(11, 'Attars'), path: '/fragrances?concentration=attar', menuType: 'attar' },
    item(12, 'Perfumes'),
  ]),
  { ...item(2, 'Jewelry'), path: '/jewelry', menuType: 'JEWELRY', featured: true },
  item(3, 'Gifting'),
];

interface Call {
  method: string;
  url: URL;
  body: unknown;
}

/** The menu API: the tree for reads, `answer` for the writes; every call is recorded. */
function mockMenuApi(answer: (call: Call) => Response | undefined = () => undefined) {
  const calls: Call[] = [];
  let tree = TREE;
  mockFetch((url, init) => {
    const call: Call = {
      method: init?.method ?? 'GET',
      url,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    };
    calls.push(call);
    const answered = answer(call);
    if (answered && answered.ok && url.pathname === '/api/menus/reorder') {
      const { parentId, orderedIds } = call.body as MenuReorderInput;
      tree = withMenuOrder(tree, parentId, orderedIds);
    }
    if (answered) return answered;
    if (url.pathname === '/api/menus/getAll')
      return jsonResponse({ content: tree, totalElements: 3, totalPages: 1, number: 0, size: 100 });
    return errorResponse(404, 'NOT_FOUND', 'Not found');
  });
  return { calls, writes: () => calls.filter((call) => call.method !== 'GET') };
}

const saved = (body: unknown) => jsonResponse({ id: 99, sortOrder: 0, ...(body as object) });

async function renderMenuPage() {
  const utils = renderAt(<MenuPage />, '/admin/menu');
  await screen.findByRole('list', { name: 'Menu items' });
  return utils;
}

/** The titles of the top-level rows, top to bottom. */
function topLevelTitles(): string[] {
  const list = screen.getByRole('list', { name: 'Menu items' });
  return within(list)
    .getAllByRole('listitem')
    .filter((entry) => entry.parentElement === list)
    .map((entry) => entry.querySelector('.font-medium')?.textContent ?? '');
}

describe('the menus admin screen', () => {
  it('shows the menu as a tree: top-level items with their children indented under them', async () => {
    mockMenuApi();
    await renderMenuPage();
    expect(topLevelTitles()).toEqual(['Fragrances', 'Jewelry', 'Gifting']);
    const under = screen.getByRole('list', { name: 'Items under Fragrances' });
    expect(
      within(under)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual([expect.stringContaining('Attars'), expect.stringContaining('Perfumes')]);
    expect(within(under).getByText('/fragrances?concentration=attar')).toBeInTheDocument();
    expect(screen.getByText('Featured')).toBeInTheDocument();
    // The first can only go down, the last only up.
    expect(screen.getByRole('button', { name: 'Move Fragrances up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Gifting down' })).toBeDisabled();
  });

  it('adds a top-level item with the fields the server takes', async () => {
    const user = userEvent.setup();
    const api = mockMenuApi(({ method, body }) => (method === 'POST' ? saved(body) : undefined));
    const { queryClient } = await renderMenuPage();
    queryClient.setQueryData(menuKeys.tree(), TREE);

    await user.click(screen.getByRole('button', { name: 'Add menu item' }));
    const dialog = screen.getByRole('dialog', { name: 'Add menu item' });
    expect(within(dialog).getByLabelText('Parent')).toHaveValue('');
    await user.type(within(dialog).getByLabelText('Title'), 'Wedding Edit');
    const path = within(dialog).getByLabelText('Path');
    await user.clear(path);
    await user.type(path, '/collections/wedding');
    await user.type(within(dialog).getByLabelText('Menu type (optional)'), 'wedding');
    await user.click(within(dialog).getByRole('switch', { name: 'Featured' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add menu item' }));

    expect(await screen.findByText('Menu item added')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        body: {
          title: 'Wedding Edit',
          description: null,
          path: '/collections/wedding',
          menuType: 'wedding',
          featured: true,
          parentId: null,
        },
      }),
    ]);
    expect(api.writes()[0]!.url.pathname).toBe('/api/menus/addMenus');
    // The storefront's menu bar reads the menu again on its next load.
    expect(queryClient.getQueryState(menuKeys.tree())?.isInvalidated).toBe(true);
  });

  it('checks the path as the server does: # or a path of this site', async () => {
    const user = userEvent.setup();
    const api = mockMenuApi();
    await renderMenuPage();
    await user.click(screen.getByRole('button', { name: 'Add menu item' }));
    const dialog = screen.getByRole('dialog', { name: 'Add menu item' });
    await user.type(within(dialog).getByLabelText('Title'), 'Elsewhere');
    const path = within(dialog).getByLabelText('Path');
    await user.clear(path);
    await user.type(path, 'https://example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add menu item' }));

    expect(path).toHaveAccessibleDescription(MENU_PATH_MESSAGE);
    expect(api.writes()).toEqual([]);
  });

  it('adds an item under a parent from that row', async () => {
    const user = userEvent.setup();
    const api = mockMenuApi(({ method, body }) => (method === 'POST' ? saved(body) : undefined));
    await renderMenuPage();
    await user.click(screen.getByRole('button', { name: 'Add an item under Jewelry' }));
    const dialog = screen.getByRole('dialog', { name: 'Add menu item' });
    expect(within(dialog).getByLabelText('Parent')).toHaveValue('2');
    await user.type(within(dialog).getByLabelText('Title'), 'Polki');
    await user.click(within(dialog).getByRole('button', { name: 'Add menu item' }));
    await screen.findByText('Menu item added');
    expect(api.writes()[0]!.body).toMatchObject({ title: 'Polki', path: '#', parentId: 2 });
  });

  it('edits an item, sending only what changed, and moves it with a new parent', async () => {
    const user = userEvent.setup();
    const api = mockMenuApi(({ method, body }) => (method === 'PUT' ? saved(body) : undefined));
    await renderMenuPage();
    await user.click(screen.getByRole('button', { name: 'Edit Perfumes' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit menu item' });
    expect(within(dialog).getByLabelText('Parent')).toHaveValue('1');
    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Eaux de Parfum');
    await user.selectOptions(within(dialog).getByLabelText('Parent'), 'Under Gifting');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Menu item saved')).toBeInTheDocument();
    const [update] = api.writes();
    expect(update!.url.pathname).toBe('/api/menus/Update/12');
    expect(update!.body).toEqual({ title: 'Eaux de Parfum', parentId: 3 });
  });

  it('keeps an item with children at the top level', async () => {
    const user = userEvent.setup();
    mockMenuApi();
    await renderMenuPage();
    await user.click(screen.getByRole('button', { name: 'Edit Fragrances' }));
    const parent = within(screen.getByRole('dialog')).getByLabelText('Parent');
    expect(parent).toBeDisabled();
    expect(parent).toHaveAccessibleDescription(
      'It has 2 items under it, so it stays at the top level (the menu has two levels).',
    );
  });

  it('moves an item with the arrow buttons, keeping focus on it for the next press', async () => {
    const user = userEvent.setup();
    const api = mockMenuApi(({ method }) => (method === 'PUT' ? jsonResponse([]) : undefined));
    await renderMenuPage();
    await user.click(screen.getByRole('button', { name: 'Move Jewelry up' }));

    await waitFor(() => expect(topLevelTitles()).toEqual(['Jewelry', 'Fragrances', 'Gifting']));
    expect(api.writes()[0]).toMatchObject({
      method: 'PUT',
      body: { parentId: null, orderedIds: [2, 1, 3] },
    });
    expect(api.writes()[0]!.url.pathname).toBe('/api/menus/reorder');
    // Now first, it cannot go up again: focus waits on its other arrow.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Jewelry down' })).toHaveFocus(),
    );
    expect(await screen.findByText('Jewelry moved up, now 1 of 3.')).toBeInTheDocument();
  });

  it('reorders children under their parent, from the keyboard', async () => {
    const user = userEvent.setup();
    const api = mockMenuApi(({ method }) => (method === 'PUT' ? jsonResponse([]) : undefined));
    await renderMenuPage();
    screen.getByRole('button', { name: 'Move Attars down' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toEqual({ parentId: 1, orderedIds: [12, 11] });
  });

  it('puts the order back and says why when the server refuses a move', async () => {
    const user = userEvent.setup();
    mockMenuApi(({ method }) =>
      method === 'PUT'
        ? errorResponse(
            400,
            'VALIDATION_FAILED',
            'List every item under this parent; missing: "New".',
          )
        : undefined,
    );
    await renderMenuPage();
    await user.click(screen.getByRole('button', { name: 'Move Gifting up' }));
    expect(await screen.findByText('Could not move the menu item')).toBeInTheDocument();
    expect(
      screen.getByText('List every item under this parent; missing: "New".'),
    ).toBeInTheDocument();
    expect(topLevelTitles()).toEqual(['Fragrances', 'Jewelry', 'Gifting']);
  });

  it('asks before deleting a parent, naming its children, then deletes the branch', async () => {
    const user = userEvent.setup();
    const api = mockMenuApi(({ method }) =>
      method === 'DELETE' ? new Response(null, { status: 204 }) : undefined,
    );
    await renderMenuPage();
    await user.click(screen.getByRole('button', { name: 'Delete Fragrances' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Delete "Fragrances" and its 2 items?',
    });
    expect(dialog).toHaveTextContent('The 2 items under it in the menu are deleted too.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete all 3' }));

    expect(await screen.findByText('Menu item deleted')).toBeInTheDocument();
    const [remove] = api.writes();
    expect(remove!.url.pathname).toBe('/api/menus/Delete/1');
    expect(remove!.url.searchParams.get('cascade')).toBe('true');
  });

  it("shows the server's 409 when an item gained children meanwhile, and asks again with the count", async () => {
    const user = userEvent.setup();
    const api = mockMenuApi(({ method, url }) => {
      if (method !== 'DELETE') return undefined;
      if (url.searchParams.get('cascade') === 'true') return new Response(null, { status: 204 });
      return jsonResponse(
        {
          status: 409,
          error: 'Conflict',
          code: 'MENU_HAS_CHILDREN',
          message:
            '"Gifting" has 1 item under it. Delete with cascade=true to remove it too, or move it first.',
          details: { childCount: 1 },
          requestId: 'test',
        },
        409,
      );
    });
    await renderMenuPage();
    await user.click(screen.getByRole('button', { name: 'Delete Gifting' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete "Gifting"?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '"Gifting" has 1 item under it.',
    );
    expect(dialog).toHaveAccessibleName('Delete "Gifting" and its 1 item?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete all 2' }));
    expect(await screen.findByText('Menu item deleted')).toBeInTheDocument();
    expect(api.writes().map((call) => call.url.search)).toEqual(['', '?cascade=true']);
  });

  it("shows the server's message when saving fails", async () => {
    const user = userEvent.setup();
    mockMenuApi(({ method }) =>
      method === 'PUT'
        ? jsonResponse(
            {
              status: 400,
              error: 'Bad Request',
              code: 'VALIDATION_FAILED',
              message: 'The menu has at most 2 levels.',
              details: [
                {
                  path: 'parentId',
                  message:
                    'The menu has at most 2 levels, and "Jewelry" is already under another item.',
                },
              ],
              requestId: 'test',
            },
            400,
          )
        : undefined,
    );
    await renderMenuPage();
    await user.click(screen.getByRole('button', { name: 'Edit Gifting' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit menu item' });
    await user.selectOptions(within(dialog).getByLabelText('Parent'), 'Under Jewelry');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Could not save the menu item')).toBeInTheDocument();
    expect(screen.getByText('The menu has at most 2 levels.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Parent')).toHaveAccessibleDescription(
      'The menu has at most 2 levels, and "Jewelry" is already under another item.',
    );
  });
});
