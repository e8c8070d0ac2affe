import { describe, expect, it } from 'vitest';
import { formatWallClock } from './india-wall-clock';

describe('India wall-clock times', () => {
  it('reads the time as written, whatever the browser’s time zone', () => {
    expect(formatWallClock('2026-11-12T00:00')).toBe('12 Nov 2026, 00:00');
    expect(formatWallClock('2026-01-05T23:59')).toBe('5 Jan 2026, 23:59');
  });

  it('shows a value of another form as it is', () => {
    expect(formatWallClock('2026-13-01T00:00')).toBe('2026-13-01T00:00');
  });
});
