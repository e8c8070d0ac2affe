/** The app-start timings of docs/product.md, "Splash screen", in milliseconds. */
export const FIRST_LOAD_STEP_DELAYS = [300, 400, 200, 300, 400, 200] as const;
/** Where each of the six steps takes the progress; never past the steps' cap. */
const STEP_TARGETS = [16, 32, 48, 64, 80, 95] as const;
const STEP_CAP = 95;
export const TRICKLE_INTERVAL_MS = 150;
const TRICKLE_MAX_STEP = 15;
const TRICKLE_CAP = 90;
/** From 100% to the app showing, on the first load of a session. */
export const REVEAL_DELAY_MS = 300;
/** The whole wait on later loads in the same session. */
export const REPEAT_LOAD_DELAY_MS = 800;
export const FADE_OUT_MS = 500;
/** After the page's load event the splash ends, whatever the sequence is doing. */
export const FALLBACK_TIMEOUT_MS = 4000;

export const LOADED_SESSION_KEY = 'attar-app-loaded';

interface TimelineCallbacks {
  onProgress: (progress: number) => void;
  /** The app is to show now (the splash starts fading). Called once. */
  onReveal: () => void;
  /** A number in [0, 1); Math.random outside tests. */
  random?: () => number;
}

function hasLoadedThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(LOADED_SESSION_KEY) === 'true';
  } catch {
    return false; // storage blocked: show the full sequence, as for a first visit
  }
}

function markLoadedThisSession(): void {
  try {
    window.sessionStorage.setItem(LOADED_SESSION_KEY, 'true');
  } catch {
    /* storage blocked: the next load shows the sequence again, which is harmless */
  }
}

/**
 * Runs the splash's progress sequence (docs/product.md, "States and transitions") and answers a
 * function that stops it. The first load of a browser session walks six steps to 95%, then 100%,
 * then reveals the app; later loads reveal it after 800 ms. A random trickle moves the bar
 * meanwhile, and a fallback 4 s after the page's load event reveals the app whatever happens.
 */
export function startSplashTimeline({
  onProgress,
  onReveal,
  random = Math.random,
}: TimelineCallbacks): () => void {
  const timers: number[] = [];
  const later = (run: () => void, ms: number) => timers.push(window.setTimeout(run, ms));
  let progress = 0;
  let revealed = false;

  const setProgress = (next: number) => {
    progress = Math.max(progress, next);
    onProgress(progress);
  };
  const trickle = window.setInterval(() => {
    setProgress(Math.min(TRICKLE_CAP, progress + random() * TRICKLE_MAX_STEP));
  }, TRICKLE_INTERVAL_MS);
  const reveal = () => {
    if (revealed) return;
    revealed = true;
    window.clearInterval(trickle);
    markLoadedThisSession();
    onReveal();
  };
  const complete = (revealAfter: number) => {
    window.clearInterval(trickle);
    setProgress(100);
    if (revealAfter > 0) later(reveal, revealAfter);
    else reveal();
  };

  if (hasLoadedThisSession()) {
    later(() => complete(0), REPEAT_LOAD_DELAY_MS);
  } else {
    let elapsed = 0;
    FIRST_LOAD_STEP_DELAYS.forEach((delay, step) => {
      elapsed += delay;
      later(() => setProgress(Math.min(STEP_CAP, STEP_TARGETS[step] ?? STEP_CAP)), elapsed);
    });
    later(() => complete(REVEAL_DELAY_MS), elapsed);
  }

  const startFallback = () => later(reveal, FALLBACK_TIMEOUT_MS);
  if (document.readyState === 'complete') startFallback();
  else window.addEventListener('load', startFallback, { once: true });

  return () => {
    window.clearInterval(trickle);
    timers.forEach((timer) => window.clearTimeout(timer));
    window.removeEventListener('load', startFallback);
  };
}

const MESSAGES: readonly (readonly [number, string])[] = [
  [95, 'Welcome!'],
  [80, 'Almost ready...'],
  [60, 'Setting up collections...'],
  [40, 'Preparing your experience...'],
  [20, 'Loading premium fragrances...'],
  [0, 'Welcome...'],
];

/** The message for a progress value, by the spec's thresholds 0, 20, 40, 60, 80 and 95. */
export function splashMessage(progress: number): string {
  return MESSAGES.find(([threshold]) => progress >= threshold)?.[1] ?? 'Welcome...';
}
