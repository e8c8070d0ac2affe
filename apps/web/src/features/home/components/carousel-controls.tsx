import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { Slideshow } from '../hooks/use-slideshow';

/** `light` sits on ivory grounds, `dark` on ink. */
export type ControlTone = 'light' | 'dark';

const ROUND_BUTTON =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full transition-colors duration-300 ease-soft';

const ARROW_TONES: Record<ControlTone, string> = {
  light: 'border border-ink/25 bg-paper text-ink hover:border-gold-deep hover:text-gold-deep',
  dark: 'border border-ivory/35 text-ivory hover:border-gold hover:text-gold',
};

interface CarouselArrowProps {
  direction: 'previous' | 'next';
  label: string;
  onClick: () => void;
  tone?: ControlTone;
  className?: string;
}

export function CarouselArrow({
  direction,
  label,
  onClick,
  tone = 'light',
  className,
}: CarouselArrowProps) {
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={cn(ROUND_BUTTON, ARROW_TONES[tone], className)}
    >
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}

interface CarouselDotsProps {
  slideshow: Slideshow;
  /** One label per position, read out as "Show <label>". */
  labels: string[];
  tone?: ControlTone;
}

export function CarouselDots({ slideshow, labels, tone = 'light' }: CarouselDotsProps) {
  return (
    <div className="flex items-center">
      {labels.map((label, index) => {
        const current = index === slideshow.selected;
        return (
          <button
            key={label}
            type="button"
            onClick={() => slideshow.goTo(index)}
            aria-label={`Show ${label}`}
            aria-current={current ? 'true' : undefined}
            className="group inline-flex size-11 items-center justify-center"
          >
            <span
              className={cn(
                'h-0.5 rounded-full motion-safe:transition-all motion-safe:duration-500',
                current ? 'w-8' : 'w-5',
                tone === 'dark'
                  ? current
                    ? 'bg-gold'
                    : 'bg-ivory/45 group-hover:bg-ivory/80'
                  : current
                    ? 'bg-gold-deep'
                    : 'bg-ink/25 group-hover:bg-ink/50',
              )}
            />
          </button>
        );
      })}
    </div>
  );
}

/** The pause/play switch every self-moving carousel offers (WCAG 2.2.2); absent under reduced motion. */
export function PlayPauseButton({
  slideshow,
  tone = 'light',
  name,
}: {
  slideshow: Slideshow;
  tone?: ControlTone;
  name: string;
}) {
  if (!slideshow.canAutoAdvance) return null;
  const Icon = slideshow.playing ? Pause : Play;
  return (
    <button
      type="button"
      onClick={slideshow.togglePlaying}
      aria-label={slideshow.playing ? `Pause ${name}` : `Play ${name}`}
      className={cn(
        ROUND_BUTTON,
        tone === 'dark' ? 'text-ivory/80 hover:text-gold' : 'text-stone hover:text-ink',
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
    </button>
  );
}
