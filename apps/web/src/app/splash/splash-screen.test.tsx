import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SplashScreen } from './splash-screen';
import { FALLBACK_TIMEOUT_MS, LOADED_SESSION_KEY, startSplashTimeline } from './splash-timeline';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const overlay = () => document.querySelector('[data-splash]');
const shown = () => screen.getByRole('progressbar').getAttribute('aria-valuenow');
const message = () => screen.getByRole('status').textContent;

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
});

afterEach(() => {
  // Spies first: the fallback test spies on the fake clock's setTimeout, and restoring that spy
  // after the clock would put the fake function back on window for the rest of the file.
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('SplashScreen on the first load of a session', () => {
  it('walks the six steps with their messages, shows 100%, and reveals the app 300 ms later', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0); // no trickle: the steps alone move the bar
    render(<SplashScreen />);
    expect(screen.getByText('Attar House')).toBeVisible();
    expect(screen.getByText('Premium Fragrances')).toBeVisible();
    expect(screen.getByText('Crafting Memories Through Scent')).toBeVisible();
    expect(screen.getByText('0%')).toBeVisible();
    expect(message()).toBe('Welcome...');

    advance(300);
    expect(shown()).toBe('16');
    advance(400);
    expect(message()).toBe('Loading premium fragrances...');
    advance(200);
    expect(message()).toBe('Preparing your experience...');
    advance(300);
    expect(message()).toBe('Setting up collections...');
    advance(400);
    expect(message()).toBe('Almost ready...');
    expect(shown()).toBe('80');
    advance(200); // 1800 ms: the sixth step, then 100%
    expect(screen.getByText('100%')).toBeVisible();
    expect(message()).toBe('Welcome!');
    expect(overlay()).toHaveAttribute('data-splash', 'loading');
    expect(sessionStorage.getItem(LOADED_SESSION_KEY)).toBeNull();

    advance(299);
    expect(overlay()).toHaveAttribute('data-splash', 'loading');
    advance(1);
    // The app shows: the overlay fades, stops taking the pointer and leaves the accessibility tree.
    expect(overlay()).toHaveAttribute('data-splash', 'fading');
    expect(overlay()).toHaveClass('pointer-events-none', 'opacity-0');
    expect(overlay()).toHaveAttribute('aria-hidden', 'true');
    expect(sessionStorage.getItem(LOADED_SESSION_KEY)).toBe('true');

    advance(499);
    expect(overlay()).not.toBeNull();
    advance(1);
    expect(overlay()).toBeNull();
  });

  it('trickles up to 15 every 150 ms, never past 90 before the last steps', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    render(<SplashScreen />);
    advance(150);
    expect(shown()).toBe('15');
    advance(150);
    expect(shown()).toBe('30');
    advance(900); // 1200 ms: the trickle has reached its cap; the fifth step (80) is still to come
    expect(shown()).toBe('90');
    advance(400);
    expect(shown()).toBe('90');
    advance(200);
    expect(shown()).toBe('100');
  });
});

describe('SplashScreen on a later load in the same session', () => {
  it('skips the sequence and reveals the app after 800 ms', () => {
    sessionStorage.setItem(LOADED_SESSION_KEY, 'true');
    vi.spyOn(Math, 'random').mockReturnValue(0);
    render(<SplashScreen />);
    advance(700);
    // On a first load the steps would be at 32% by now.
    expect(shown()).toBe('0');
    advance(99);
    expect(overlay()).toHaveAttribute('data-splash', 'loading');
    advance(1);
    expect(overlay()).toHaveAttribute('data-splash', 'fading');
    advance(500);
    expect(overlay()).toBeNull();
  });
});

describe('the splash fallback', () => {
  it('reveals the app 4 s after the page load event even when the sequence is held back', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    // A busy or throttled page: only the fallback's timer is allowed to run.
    const setTimeoutOfClock = window.setTimeout;
    vi.spyOn(window, 'setTimeout').mockImplementation(((run: () => void, ms?: number) =>
      ms === FALLBACK_TIMEOUT_MS ? setTimeoutOfClock(run, ms) : 0) as typeof window.setTimeout);
    const onReveal = vi.fn();
    const stop = startSplashTimeline({ onProgress: () => {}, onReveal, random: () => 0 });

    vi.advanceTimersByTime(10_000);
    expect(onReveal).not.toHaveBeenCalled(); // the page has not loaded yet
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(FALLBACK_TIMEOUT_MS - 1);
    expect(onReveal).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onReveal).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(LOADED_SESSION_KEY)).toBe('true');
    stop();
  });

  it('counts from now when the page has already loaded, and reveals only once', () => {
    const onReveal = vi.fn();
    const stop = startSplashTimeline({ onProgress: () => {}, onReveal, random: () => 0 });
    vi.advanceTimersByTime(FALLBACK_TIMEOUT_MS + 1000);
    expect(onReveal).toHaveBeenCalledTimes(1); // the sequence at 2.1 s; the fallback adds nothing
    stop();
  });
});
