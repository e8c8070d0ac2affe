import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import type { AutoplayOptionsType } from 'embla-carousel-autoplay';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useAfterIdle } from '@/lib/use-after-idle';

/*
 * A carousel's first slide shows from its markup alone: Embla only moves the track. So Embla and
 * its autoplay plugin (about 9 KB gzipped) load once the first screen is up (bench/README.md,
 * "Targets"), and each carousel starts moving then. Until that, the API is undefined, on the server
 * as in the browser.
 */

export type EmblaApi = EmblaCarouselType | undefined;

/** One load per library for the whole page; a failed load is tried again by the next carousel. */
function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

const loadEmbla = loadOnce(() => import('embla-carousel').then((module) => module.default));
const loadAutoplay = loadOnce(() =>
  import('embla-carousel-autoplay').then((module) => module.default),
);

/**
 * Runs `start` in a task of its own once the browser has drawn the next frame, and answers a
 * function that cancels it. Embla measures the track and every slide as it starts: run in the
 * commit that had just changed the page (the lower sections arriving), each carousel forced the
 * page's style and layout work into its own start, 25-100 ms on a slow phone (bench/README.md,
 * "Lighthouse"). After the frame the layout is already done, and each carousel starts apart.
 */
function afterNextFrame(start: () => void): () => void {
  let timer: number | undefined;
  let frame: number | undefined;
  if (typeof window.requestAnimationFrame === 'function') {
    frame = window.requestAnimationFrame(() => {
      frame = undefined;
      timer = window.setTimeout(start, 0);
    });
  } else {
    timer = window.setTimeout(start, 0);
  }
  return () => {
    if (frame !== undefined) window.cancelAnimationFrame(frame);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}

/** The library once the page has been idle (and only if `wanted`); null until then. */
function useLibraryAfterIdle<T>(load: () => Promise<T>, wanted: boolean): T | null {
  const idle = useAfterIdle();
  // Boxed: the libraries are functions, which useState would take for updaters.
  const [library, setLibrary] = useState<{ value: T } | null>(null);
  useEffect(() => {
    if (!idle || !wanted) return;
    let live = true;
    load().then(
      (value) => {
        if (live) setLibrary({ value });
      },
      () => {}, // the carousel stays on its first slide
    );
    return () => {
      live = false;
    };
  }, [idle, wanted, load]);
  return library?.value ?? null;
}

/**
 * Embla on the element given to the returned ref, like embla-carousel-react's hook but loaded
 * after the first screen. `autoplay` adds the autoplay plugin with those options; null leaves it
 * out (paused, or reduced motion). Options are plain values: a change of value re-initialises.
 */
export function useEmbla(
  options: EmblaOptionsType,
  autoplay: AutoplayOptionsType | null = null,
): [(viewport: HTMLElement | null) => void, EmblaApi] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const createEmbla = useLibraryAfterIdle(loadEmbla, true);
  const createAutoplay = useLibraryAfterIdle(loadAutoplay, autoplay !== null);

  // Callers pass fresh literals on every render: their values say when Embla must re-read them.
  const optionsKey = JSON.stringify(options);
  const autoplayKey = autoplay === null ? null : JSON.stringify(autoplay);
  const settings = useMemo(
    () => ({
      options: JSON.parse(optionsKey) as EmblaOptionsType,
      plugins:
        autoplayKey !== null && createAutoplay
          ? [createAutoplay(JSON.parse(autoplayKey) as AutoplayOptionsType)]
          : [],
    }),
    [optionsKey, autoplayKey, createAutoplay],
  );

  const [api, setApi] = useState<EmblaCarouselType>();
  const applied = useRef(settings);
  // Before the effect that creates Embla, so that a new instance starts with the latest settings.
  useEffect(() => {
    if (applied.current === settings) return;
    applied.current = settings;
    api?.reInit(settings.options, settings.plugins);
  }, [api, settings]);

  useEffect(() => {
    if (!createEmbla || !viewport) return;
    let instance: EmblaCarouselType | undefined;
    const cancel = afterNextFrame(() => {
      instance = createEmbla(viewport, applied.current.options, applied.current.plugins);
      setApi(instance);
    });
    return () => {
      cancel();
      if (!instance) return;
      instance.destroy();
      setApi(undefined);
    };
  }, [createEmbla, viewport]);

  return [setViewport, api];
}
