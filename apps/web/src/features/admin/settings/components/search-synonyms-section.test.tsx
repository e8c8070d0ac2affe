import type { SearchSynonym } from '@attar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, renderAt } from '@/test/utils';
import { SearchSynonymsSection } from './search-synonyms-section';

const ROSE: SearchSynonym = {
  id: 1,
  words: ['rose', 'gulab', 'गुलाब'],
  updatedAt: '2026-11-28T10:00:00.000Z',
};

/** A synonyms API kept in memory; a group of one word is refused as the server refuses it. */
function serveSynonyms() {
  let groups = [ROSE];
  const sent: { method: string; path: string; body: unknown }[] = [];
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as { words: string[] }) : null;
    if (method !== 'GET') sent.push({ method, path: url.pathname, body });
    if (method === 'GET') return jsonResponse(groups);
    if (body && body.words.length < 2)
      return errorResponse(400, 'VALIDATION_FAILED', 'A group has 2 to 20 words or phrases.');
    if (method === 'POST') {
      const group = { id: 2, words: body!.words.map((w) => w.toLowerCase()), updatedAt: 'x' };
      groups = [...groups, group];
      return jsonResponse(group, 201);
    }
    const id = Number(url.pathname.split('/').at(-1));
    if (method === 'PUT') {
      groups = groups.map((g) => (g.id === id ? { ...g, words: body!.words, updatedAt: 'y' } : g));
      return jsonResponse(groups.find((g) => g.id === id));
    }
    groups = groups.filter((g) => g.id !== id);
    return new Response(null, { status: 204 });
  });
  return sent;
}

describe('Settings > Search synonyms', () => {
  it('lists the groups, adds one from comma-separated words, and says why a group is refused', async () => {
    const user = userEvent.setup();
    const sent = serveSynonyms();
    renderAt(<SearchSynonymsSection />, '/admin/settings');
    const list = await screen.findByRole('list', { name: 'Synonym groups' });
    expect(list).toHaveTextContent('rose, gulab, गुलाब');

    const field = screen.getByLabelText('Add a group');
    await user.type(field, 'Marigold');
    await user.click(screen.getByRole('button', { name: 'Add group' }));
    expect(await screen.findByText('A group has 2 to 20 words or phrases.')).toBeInTheDocument();

    await user.type(field, ', zendu ,गेंदा');
    await user.click(screen.getByRole('button', { name: 'Add group' }));
    expect(await within(list).findByText('marigold, zendu, गेंदा')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: '/api/admin/search/synonyms',
      body: { words: ['Marigold', 'zendu', 'गेंदा'] },
    });
  });

  it('edits a group in place and deletes one after asking', async () => {
    const user = userEvent.setup();
    const sent = serveSynonyms();
    renderAt(<SearchSynonymsSection />, '/admin/settings');
    await user.click(await screen.findByRole('button', { name: 'Edit the group “rose”' }));
    const field = screen.getByLabelText('Words of the group “rose”');
    await user.clear(field);
    await user.type(field, 'rose, gulab');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const list = screen.getByRole('list', { name: 'Synonym groups' });
    expect(await within(list).findByText('rose, gulab')).toBeInTheDocument();
    expect(sent.at(-1)).toMatchObject({ method: 'PUT', path: '/api/admin/search/synonyms/1' });

    await user.click(screen.getByRole('button', { name: 'Delete the group “rose”' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the group “rose”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list).queryByText('rose, gulab')).toBeNull());
    expect(sent.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/admin/search/synonyms/1' });
  });
});
