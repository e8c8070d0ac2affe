import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

/** The toast module and the Toaster with fresh module state, the page not yet idle. */
async function freshToasts() {
  vi.resetModules();
  vi.stubGlobal('requestIdleCallback', () => 1);
  const [{ toast }, { DeferredToaster }] = await Promise.all([
    import('./toast'),
    import('./toaster'),
  ]);
  return { toast, DeferredToaster };
}

describe('DeferredToaster', () => {
  it('draws nothing on its first render, on the server as in the browser', async () => {
    const { DeferredToaster } = await freshToasts();
    expect(renderToString(<DeferredToaster />)).toBe('');
    const { container } = render(<DeferredToaster />);
    expect(container).toBeEmptyDOMElement();
  });

  it('comes in with the first toast, before the page is idle', async () => {
    const { toast, DeferredToaster } = await freshToasts();
    render(<DeferredToaster />);
    toast.success('Added to Wishlist', {
      description: 'Rose Attar has been added to your wishlist.',
    });
    const shown = (await screen.findByText('Added to Wishlist')).closest('[data-sonner-toast]');
    expect(shown).toHaveAttribute('data-type', 'success');
    expect(shown).toHaveTextContent('Rose Attar has been added to your wishlist.');
  });

  it('shows a toast made before it was mounted', async () => {
    const { toast, DeferredToaster } = await freshToasts();
    toast.error('Failed to load products');
    render(<DeferredToaster />);
    const shown = (await screen.findByText('Failed to load products')).closest(
      '[data-sonner-toast]',
    );
    expect(shown).toHaveAttribute('data-type', 'error');
  });
});
