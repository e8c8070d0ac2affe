import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollRestoration } from './use-scroll-restoration';

function Page() {
  useScrollRestoration();
  return null;
}

const openAsNewDocument = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );

describe('useScrollRestoration on a page loaded as a new document', () => {
  let scrollTo: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    window.sessionStorage.clear();
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => scrollTo.mockRestore());

  it('does not scroll to where another page opened the same way was left', () => {
    window.sessionStorage.setItem(
      'attar-scroll-positions',
      JSON.stringify({ default: 900, 'default:/profile': 900 }),
    );
    openAsNewDocument('/unsubscribe?token=abc');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('comes back to where the same address was left, as after a reload', () => {
    window.sessionStorage.setItem(
      'attar-scroll-positions',
      JSON.stringify({ 'default:/shop?page=2': 700 }),
    );
    openAsNewDocument('/shop?page=2');
    expect(scrollTo).toHaveBeenCalledWith(0, 700);
  });
});
