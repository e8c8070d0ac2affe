import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { useDeferredSection } from './use-deferred-section';

type UseDeferredSection = typeof useDeferredSection;

function Loaded({ label }: { label: string }) {
  return <p>{label}</p>;
}

/** A fresh loader each time: loaded components are remembered per loader. */
const loaderOfLoaded = () => () =>
  Promise.resolve({ default: Loaded as ComponentType<{ label: string }> });

function sectionWith(
  useDeferredSection: UseDeferredSection,
  loader: ReturnType<typeof loaderOfLoaded>,
) {
  return function Section() {
    const { Component, placeholderRef } = useDeferredSection(loader);
    return Component ? <Component label="The section" /> : <div ref={placeholderRef}>Stand-in</div>;
  };
}

/** The hook with fresh module state (the app-wide idle signal starts unset). */
async function freshHook(): Promise<UseDeferredSection> {
  vi.resetModules();
  return (await import('./use-deferred-section')).useDeferredSection;
}

let reportIntersection: ((entries: { isIntersecting: boolean }[]) => void) | null;
let observedMargin: string | undefined;
let becomeIdle: (() => void) | null;

function stubBrowser({ intersectionObserver }: { intersectionObserver: boolean }) {
  reportIntersection = null;
  becomeIdle = null;
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    becomeIdle = callback;
    return 1;
  });
  if (!intersectionObserver) return;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: typeof reportIntersection, options: IntersectionObserverInit) {
        reportIntersection = callback;
        observedMargin = options.rootMargin;
      }
      observe() {}
      disconnect() {}
    },
  );
}

describe('useDeferredSection', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', undefined);
  });

  it('draws the stand-in first, on the server as in the browser', async () => {
    const Section = sectionWith(await freshHook(), loaderOfLoaded());
    expect(renderToString(<Section />)).toBe('<div>Stand-in</div>');
    stubBrowser({ intersectionObserver: true });
    render(<Section />);
    expect(screen.getByText('Stand-in')).toBeInTheDocument();
  });

  it('loads the section when its stand-in comes near the screen', async () => {
    stubBrowser({ intersectionObserver: true });
    const Section = sectionWith(await freshHook(), loaderOfLoaded());
    render(<Section />);
    await act(async () => {});
    expect(screen.getByText('Stand-in')).toBeInTheDocument();
    expect(observedMargin).toBe('200px 0px');

    act(() => reportIntersection?.([{ isIntersecting: true }]));
    expect(await screen.findByText('The section')).toBeInTheDocument();
  });

  it('loads the section once the page is idle, however far below it is', async () => {
    stubBrowser({ intersectionObserver: true });
    const Section = sectionWith(await freshHook(), loaderOfLoaded());
    render(<Section />);
    await act(async () => {});
    expect(screen.getByText('Stand-in')).toBeInTheDocument();

    act(() => becomeIdle?.());
    expect(await screen.findByText('The section')).toBeInTheDocument();
  });

  it('loads the section at once where IntersectionObserver is missing', async () => {
    stubBrowser({ intersectionObserver: false });
    const Section = sectionWith(await freshHook(), loaderOfLoaded());
    render(<Section />);
    expect(await screen.findByText('The section')).toBeInTheDocument();
  });
});
