import { type FocusEvent, useCallback, useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '@/lib/use-prefers-reduced-motion';
import type { EmblaApi } from './use-embla';

interface SlideshowOptions {
  /** How many positions the carousel stops at. */
  count: number;
  /** Time at each position before the carousel moves on by itself; omit for a manual-only carousel. */
  intervalMs?: number;
  /** After a manual move (arrow, dot, swipe), how long auto-advance stays paused before resuming. */
  holdAfterManualMs?: number;
}

export interface Slideshow {
  selected: number;
  goTo: (index: number) => void;
  next: () => void;
  previous: () => void;
  /** Whether the visitor has left auto-advance on (the pause button turns it off). */
  playing: boolean;
  togglePlaying: () => void;
  /** Whether the carousel moves by itself at all (not under reduced motion, nor with one position). */
  canAutoAdvance: boolean;
  /** Spread on the carousel's region: keyboard focus inside pauses it. */
  regionProps: {
    onFocus: (event: FocusEvent) => void;
    onBlur: (event: FocusEvent) => void;
  };
}

/**
 * The position of a carousel, its auto-advance timer and its pauses, kept in React state so the
 * timing is the same whether or not Embla can measure the page; Embla follows the state.
 */
export function useSlideshow(
  embla: EmblaApi,
  { count, intervalMs, holdAfterManualMs = 0 }: SlideshowOptions,
): Slideshow {
  const reducedMotion = usePrefersReducedMotion();
  const [rawSelected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [focused, setFocused] = useState(false);
  // Each manual move bumps the counter, so that a second move restarts the hold.
  const [manualMoves, setManualMoves] = useState(0);
  const [held, setHeld] = useState(false);
  const dragging = useRef(false);

  const positions = Math.max(count, 1);
  const selected = rawSelected % positions;
  const canAutoAdvance = intervalMs !== undefined && !reducedMotion && count > 1;
  const advancing = canAutoAdvance && playing && !focused && !held;

  const moveManually = useCallback(
    (index: number) => {
      setSelected(((index % positions) + positions) % positions);
      if (holdAfterManualMs > 0) {
        setHeld(true);
        setManualMoves((moves) => moves + 1);
      }
    },
    [positions, holdAfterManualMs],
  );

  useEffect(() => {
    if (!held) return;
    const timer = setTimeout(() => setHeld(false), holdAfterManualMs);
    return () => clearTimeout(timer);
  }, [held, manualMoves, holdAfterManualMs]);

  useEffect(() => {
    if (!advancing) return;
    // Restarted on every move, so each position gets its full interval.
    const timer = setTimeout(() => setSelected((index) => (index + 1) % positions), intervalMs);
    return () => clearTimeout(timer);
  }, [advancing, selected, positions, intervalMs]);

  // Embla follows the state; a visitor's swipe flows back into it as a manual move.
  useEffect(() => {
    if (!embla) return;
    if (embla.selectedScrollSnap() !== selected) embla.scrollTo(selected, reducedMotion);
  }, [embla, selected, reducedMotion]);

  useEffect(() => {
    if (!embla) return;
    const onPointerDown = () => {
      dragging.current = true;
    };
    const onPointerUp = () => {
      dragging.current = false;
    };
    const onSelect = () => {
      if (dragging.current) moveManually(embla.selectedScrollSnap());
    };
    embla.on('pointerDown', onPointerDown).on('pointerUp', onPointerUp).on('select', onSelect);
    return () => {
      embla.off('pointerDown', onPointerDown).off('pointerUp', onPointerUp).off('select', onSelect);
    };
  }, [embla, moveManually]);

  return {
    selected,
    goTo: moveManually,
    next: () => moveManually(selected + 1),
    previous: () => moveManually(selected - 1),
    playing,
    togglePlaying: () => setPlaying((value) => !value),
    canAutoAdvance,
    regionProps: {
      // Only keyboard focus pauses: a clicked arrow keeps focus, and a click must resume after the hold.
      onFocus: (event) => setFocused(isFocusVisible(event.target)),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}

function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

/**
 * How many stops an embla row has at the current width (0 until embla has measured), kept
 * current as the row is re-measured on resize.
 */
export function useSnapCount(embla: EmblaApi): number {
  const [stops, setStops] = useState(0);
  useEffect(() => {
    if (!embla) return;
    const measure = () => setStops(embla.scrollSnapList().length);
    measure();
    embla.on('reInit', measure);
    return () => {
      embla.off('reInit', measure);
    };
  }, [embla]);
  return stops;
}
