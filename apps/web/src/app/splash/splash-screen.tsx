import { useEffect, useState } from 'react';
import { FADE_OUT_MS, splashMessage, startSplashTimeline } from './splash-timeline';

type Phase = 'loading' | 'fading' | 'gone';

/**
 * The app-start splash (docs/product.md, "Screens and routes" and "States and transitions"). The
 * app renders underneath from the start, so its data loads meanwhile; the overlay stops taking
 * pointer events the moment it starts to fade, holds nothing focusable, and leaves the page
 * entirely once faded. Under reduced motion the bar jumps and the overlay disappears at once (the
 * motion-safe classes), on the same timings.
 */
export function SplashScreen() {
  const [progress, setProgress] = useState(0);
  const [phase, setPhase] = useState<Phase>('loading');

  useEffect(
    () => startSplashTimeline({ onProgress: setProgress, onReveal: () => setPhase('fading') }),
    [],
  );

  useEffect(() => {
    if (phase !== 'fading') return;
    const timer = window.setTimeout(() => setPhase('gone'), FADE_OUT_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  if (phase === 'gone') return null;
  const percent = Math.round(progress);
  const fading = phase === 'fading';
  return (
    <div
      data-splash={phase}
      aria-hidden={fading || undefined}
      className={`fixed inset-0 z-[100] flex flex-col items-center justify-between bg-ivory px-6 py-12 text-ink ${
        fading ? 'pointer-events-none opacity-0' : 'opacity-100'
      } motion-safe:transition-opacity motion-safe:duration-500 motion-safe:ease-soft`}
    >
      <span aria-hidden="true" />
      <div className="flex w-full max-w-md flex-col items-center text-center">
        <p className="font-display text-5xl font-semibold tracking-[0.04em] whitespace-nowrap text-ink sm:text-6xl">
          Attar House
        </p>
        <p className="mt-3 text-eyebrow font-medium text-gold-deep uppercase">Premium Fragrances</p>
        <div
          role="progressbar"
          aria-label="Loading Attar House"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-10 h-px w-full max-w-xs overflow-hidden bg-ink/15"
        >
          <div
            className="h-full origin-left bg-gold motion-safe:transition-transform motion-safe:duration-150 motion-safe:ease-linear"
            style={{ transform: `scaleX(${percent / 100})` }}
          />
        </div>
        <p aria-hidden="true" className="mt-4 font-display text-2xl text-gold-deep tabular-nums">
          {percent}%
        </p>
        <p role="status" aria-live="polite" className="mt-2 min-h-5 text-sm text-ink/75">
          {splashMessage(progress)}
        </p>
      </div>
      <p className="font-display text-lg text-ink/70 italic">Crafting Memories Through Scent</p>
    </div>
  );
}
