import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until a moment set by `start(seconds)`, ticking once a second; 0 when idle.
 * Counts from a deadline rather than tick by tick, so a throttled background tab stays right.
 */
export function useCountdown(): { secondsLeft: number; start: (seconds: number) => void } {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return;
    const timer = window.setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= deadline) setDeadline(null);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const time = Date.now();
    setNow(time);
    setDeadline(time + seconds * 1000);
  }, []);

  const secondsLeft = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { secondsLeft, start };
}
