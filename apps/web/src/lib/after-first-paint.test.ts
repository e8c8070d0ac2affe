import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

type Report = (list: { getEntries(): { name: string }[] }) => void;

let report: Report | null;
let observedWith: PerformanceObserverInit | undefined;
let disconnected: boolean;

function stubPaintTiming(supported: boolean) {
  report = null;
  observedWith = undefined;
  disconnected = false;
  class FakeObserver {
    static supportedEntryTypes = supported ? ['paint', 'navigation'] : ['navigation'];
    constructor(callback: Report) {
      report = callback;
    }
    observe(options: PerformanceObserverInit) {
      observedWith = options;
    }
    disconnect() {
      disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
}

const entries = (...names: string[]) => ({ getEntries: () => names.map((name) => ({ name })) });

describe('afterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs once the first contentful paint is reported, in a task of its own', () => {
    stubPaintTiming(true);
    const callback = vi.fn();
    afterFirstPaint(callback);
    expect(observedWith).toEqual({ type: 'paint', buffered: true });

    report?.(entries('first-paint'));
    vi.advanceTimersByTime(10);
    expect(callback).not.toHaveBeenCalled();

    report?.(entries('first-contentful-paint'));
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(disconnected).toBe(true);

    // Neither a second report nor the safety timer runs it again.
    report?.(entries('first-contentful-paint'));
    vi.advanceTimersByTime(10_000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('still runs after three seconds when no paint is reported', () => {
    stubPaintTiming(true);
    const callback = vi.fn();
    afterFirstPaint(callback);
    vi.advanceTimersByTime(2999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2); // the safety timer, then the callback's own task
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('waits two frames in a browser without paint timing', () => {
    stubPaintTiming(false);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
    const callback = vi.fn();
    afterFirstPaint(callback);
    expect(report).toBeNull();

    frames.shift()?.(0);
    vi.advanceTimersByTime(0);
    expect(callback).not.toHaveBeenCalled();
    frames.shift()?.(16);
    vi.advanceTimersByTime(0);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
