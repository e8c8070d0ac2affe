import { cn } from '@/lib/cn';

export type AboutArtKind = 'attar' | 'jewellery';

/** Line drawings for the craft panels: a copper deg with its bhapka, and a kundan pendant. */
export function AboutArt({ kind, className }: { kind: AboutArtKind; className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'relative flex aspect-[5/4] items-center justify-center overflow-hidden rounded-card bg-ink',
        className,
      )}
    >
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_50%_55%,rgb(200_169_106/0.22),transparent_65%)]" />
      <svg
        viewBox="0 0 320 256"
        className="relative h-4/5 w-auto text-gold"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.3"
        strokeLinecap="round"
      >
        {kind === 'attar' ? (
          <g>
            <path d="M50 150c0-36 22-58 52-58s52 22 52 58c0 26-22 44-52 44s-52-18-52-44z" />
            <path d="M74 92h56M84 92V78h36v14" />
            <path d="M40 194h124l-10 18H50z" />
            <path d="M70 212c4 10 10 16 32 16s28-6 32-16" opacity="0.5" />
            <path
              d="M82 222c4-10-4-14 0-22M102 226c4-10-4-14 0-22M122 222c4-10-4-14 0-22"
              opacity="0.6"
            />
            <path d="M102 78c0-22 30-34 90-34h30" />
            <path d="M222 40v10" />
            <path d="M206 100c0-28 14-46 32-46s32 18 32 46v56c0 16-14 26-32 26s-32-10-32-26z" />
            <path d="M190 132h96v72h-96z" opacity="0.45" />
            <path d="M196 150c20 6 64 6 84 0M196 172c20 6 64 6 84 0" opacity="0.4" />
          </g>
        ) : (
          <g>
            <path d="M60 20c0 80 40 120 100 120s100-40 100-120" />
            <path d="M76 20c0 68 34 104 84 104s84-36 84-104" opacity="0.45" />
            <path d="M160 136l34 30-34 60-34-60z" />
            <path d="M160 152l18 16-18 32-18-32z" opacity="0.6" />
            <circle cx="160" cy="236" r="7" />
            <circle cx="122" cy="150" r="8" />
            <circle cx="198" cy="150" r="8" />
            {[0, 1, 2, 3, 4, 5].map((index) => (
              <circle key={index} cx={76 + index * 6} cy={40 + index * 14} r="3" opacity="0.7" />
            ))}
            {[0, 1, 2, 3, 4, 5].map((index) => (
              <circle key={index} cx={244 - index * 6} cy={40 + index * 14} r="3" opacity="0.7" />
            ))}
          </g>
        )}
      </svg>
    </div>
  );
}
