import type { AutoplayOptionsType } from 'embla-carousel-autoplay';
import { act, render, screen } from '@testing-library/react';
import { useEffect, useReducer } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from '../components/embla-test-environment';

// Each test imports Embla and its plugin afresh (vi.resetModules): on a loaded CI machine that
// import alone has taken longer than findBy's usual 5 s.
const LIBRARY_LOAD = { timeout: 20_000 };

let becomeIdle: (() => void) | null = null;

/** The hook with fresh module state: the page not yet idle until `becomeIdle` is called. */
async function freshUseEmbla() {
  vi.resetModules();
  stubIntersectionObserver();
  becomeIdle = null;
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    becomeIdle = callback;
    return 1;
  });
  const { useEmbla } = await import('./use-embla');
  return function Carousel({ autoplay = null }: { autoplay?: AutoplayOptionsType | null }) {
    const [viewportRef, embla] = useEmbla({ loop: true }, autoplay);
    // Plugins change through reInit, on the same API object: draw again when it happens, and
    // once on subscribing, as the hook's own effect may re-initialise before this one runs.
    const [, redraw] = useReducer((count: number) => count + 1, 0);
    useEffect(() => {
      embla?.on('reInit', redraw);
      if (embla) redraw();
      return () => {
        embla?.off('reInit', redraw);
      };
    }, [embla]);
    const state = embla
      ? `moving with ${Object.keys(embla.plugins()).join(', ') || 'no plugins'}`
      : 'still';
    return (
      <div>
        <div ref={viewportRef} className="overflow-hidden">
          <div className="flex">
            <div>First</div>
            <div>Second</div>
          </div>
        </div>
        <output>{state}</output>
      </div>
    );
  };
}

describe('useEmbla', () => {
  it(
    'leaves the carousel to its markup, on the server and in the browser, until the page is idle',
    { timeout: 60_000 },
    async () => {
      const Carousel = await freshUseEmbla();
      expect(renderToString(<Carousel />)).toContain('<output>still</output>');
      render(<Carousel />);
      await act(async () => {});
      expect(screen.getByRole('status')).toHaveTextContent('still');

      act(() => becomeIdle?.());
      expect(
        await screen.findByText('moving with no plugins', {}, LIBRARY_LOAD),
      ).toBeInTheDocument();
    },
  );

  it(
    'adds the autoplay plugin only to a carousel that asks for it',
    { timeout: 60_000 },
    async () => {
      const Carousel = await freshUseEmbla();
      const { rerender } = render(<Carousel autoplay={{ delay: 4000 }} />);
      act(() => becomeIdle?.());
      expect(await screen.findByText('moving with autoplay', {}, LIBRARY_LOAD)).toBeInTheDocument();

      // Paused: the plugin is dropped, and Embla goes on without it.
      rerender(<Carousel autoplay={null} />);
      expect(
        await screen.findByText('moving with no plugins', {}, LIBRARY_LOAD),
      ).toBeInTheDocument();
    },
  );
});
