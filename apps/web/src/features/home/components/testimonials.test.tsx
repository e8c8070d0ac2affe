import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/test/utils';
import { stubIntersectionObserver } from './embla-test-environment';
import { Testimonials } from './testimonials';

function shownAuthor(): string | null {
  const visible = screen
    .getAllByRole('group')
    .filter((slide) => slide.getAttribute('aria-hidden') !== 'true');
  expect(visible).toHaveLength(1);
  return visible[0]!.querySelector('figcaption span')!.textContent;
}

describe('Testimonials', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubIntersectionObserver();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows three testimonials and rotates them every 5 seconds', () => {
    renderAt(<Testimonials />);
    expect(screen.getByRole('heading', { name: 'What Our Patrons Say' })).toBeInTheDocument();
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(3);
    expect(shownAuthor()).toBe('Priya Sharma');
    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(shownAuthor()).toBe('Priya Sharma');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(shownAuthor()).toBe('Arjun Mehta');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(shownAuthor()).toBe('Fatima Khan');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(shownAuthor()).toBe('Priya Sharma');
  });

  it('does not rotate for visitors who ask for reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderAt(<Testimonials />);
    act(() => {
      vi.advanceTimersByTime(20000);
    });
    expect(shownAuthor()).toBe('Priya Sharma');
    expect(screen.queryByRole('button', { name: /Pause testimonials/ })).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Show testimonial from Fatima Khan' }),
    ).toBeInTheDocument();
  });
});
