import { cn } from '@/lib/cn';

interface ProductArtProps {
  kind?: string | null;
  label?: string;
  className?: string;
}

/** A drawn stand-in when a product has no photograph (or it fails to load): no external images. */
export function ProductArt({ kind, label, className }: ProductArtProps) {
  const jewelry = kind === 'JEWELRY';
  return (
    <div
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn(
        'flex size-full items-center justify-center bg-[radial-gradient(circle_at_50%_35%,#fffdf8_0%,#f1ebdd_55%,#e6dcc6_100%)]',
        className,
      )}
    >
      <svg
        viewBox="0 0 120 120"
        className="h-1/2 w-auto text-gold-deep/70"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        {jewelry ? (
          <>
            <circle cx="60" cy="70" r="28" />
            <circle cx="60" cy="70" r="22" />
            <path d="M50 38l10-14 10 14-10 8z" />
            <path d="M50 38h20" />
          </>
        ) : (
          <>
            <path d="M52 20h16v10H52z" />
            <path d="M56 30v8M64 30v8" />
            <path d="M60 38c-16 6-26 18-26 34a26 26 0 0 0 52 0c0-16-10-28-26-34z" />
            <path d="M44 74c4 8 10 12 16 12" strokeLinecap="round" />
          </>
        )}
      </svg>
    </div>
  );
}
