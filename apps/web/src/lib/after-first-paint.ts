/*
 * Runs a callback once the page's first contentful paint is on screen (decision 0030).
 *
 * A requestAnimationFrame callback runs before its frame is drawn, and a timer set there can
 * still run before the frame reaches the screen: a script asked for then may arrive before the
 * user sees anything, and so stand in the first paint's way on a slow phone. The paint timing
 * entry is delivered once the frame is presented, so the callback waits for it. Browsers without
 * paint timing wait two frames instead, and a page that never reports a paint (nothing
 * contentful in it) still starts after SAFETY_MS.
 */

const SAFETY_MS = 3000;

export function afterFirstPaint(callback: () => void): void {
  // A task of its own, after the one that learned of the paint.
  const start = () => setTimeout(callback, 0);
  const paintTiming =
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint') === true;
  if (!paintTiming) {
    requestAnimationFrame(() => requestAnimationFrame(start));
    return;
  }

  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(safety);
    start();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) run();
  });
  // buffered: a paint that happened before this script ran is reported too.
  observer.observe({ type: 'paint', buffered: true });
  const safety = setTimeout(run, SAFETY_MS);
}
