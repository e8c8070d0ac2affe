import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/test/utils';
import { stubIntersectionObserver } from './embla-test-environment';
import { PromoCarousel } from './promo-carousel';

/** The banner a sighted visitor sees: the one slide not hidden. */
function shownBanner(): string | null {
  const visible = screen
    .getAllByRole('group')
    .filter((slide) => slide.getAttribute('aria-hidden') !== 'true');
  expect(visible).toHaveLength(1);
  return visible[0]!.querySelector('h3')!.textContent;
}

// Each call is one act(): React renders (and starts the next timer) when it ends, as a browser would in between.
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('PromoCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubIntersectionObserver();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows both offers with their codes', () => {
    renderAt(<PromoCarousel />);
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(2);
    expect(slides[0]).toHaveTextContent('BUY 2 GET 1');
    expect(slides[0]).toHaveTextContent('Use code B2G1');
    expect(slides[1]).toHaveTextContent('FLAT 50% OFF');
    expect(slides[1]).toHaveTextContent('Use code FLAT50');
  });

  it('moves to the next banner every 4 seconds', () => {
    renderAt(<PromoCarousel />);
    expect(shownBanner()).toBe('BUY 2 GET 1');
    advance(3900);
    expect(shownBanner()).toBe('BUY 2 GET 1');
    advance(200);
    expect(shownBanner()).toBe('FLAT 50% OFF');
    advance(4000);
    expect(shownBanner()).toBe('BUY 2 GET 1');
  });

  it('rests for 5 seconds after a manual move, then resumes', () => {
    renderAt(<PromoCarousel />);
    advance(2000);
    fireEvent.click(screen.getByRole('button', { name: 'Next offer' }));
    expect(shownBanner()).toBe('FLAT 50% OFF');
    // Without the pause it would have moved on 4 s later.
    advance(4900);
    expect(shownBanner()).toBe('FLAT 50% OFF');
    // After the 5 s rest, the usual 4 s interval runs again.
    advance(100);
    advance(3900);
    expect(shownBanner()).toBe('FLAT 50% OFF');
    advance(200);
    expect(shownBanner()).toBe('BUY 2 GET 1');
  });

  it('a dot shows its banner and restarts the rest', () => {
    renderAt(<PromoCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Show offer: FLAT 50% OFF' }));
    expect(shownBanner()).toBe('FLAT 50% OFF');
    expect(screen.getByRole('button', { name: 'Show offer: FLAT 50% OFF' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    advance(4000);
    fireEvent.click(screen.getByRole('button', { name: 'Show offer: BUY 2 GET 1' }));
    advance(5000);
    advance(3900);
    expect(shownBanner()).toBe('BUY 2 GET 1');
    advance(200);
    expect(shownBanner()).toBe('FLAT 50% OFF');
  });

  it('stays put when paused with its button', () => {
    renderAt(<PromoCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause offers' }));
    advance(20000);
    expect(shownBanner()).toBe('BUY 2 GET 1');
    expect(screen.getByRole('button', { name: 'Play offers' })).toBeInTheDocument();
  });
});
