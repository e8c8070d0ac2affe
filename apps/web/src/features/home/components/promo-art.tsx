import { cn } from '@/lib/cn';

export type PromoArtKind = 'trio' | 'half';

/** Gold line drawings for the offer banners: three bottles for B2G1, a halved seal for FLAT50. */
export function PromoArt({ kind, className }: { kind: PromoArtKind; className?: string }) {
  return (
    <svg
      viewBox="0 0 240 200"
      aria-hidden="true"
      className={cn('text-gold', className)}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.2"
      strokeLinecap="round"
    >
      {kind === 'trio' ? (
        <g>
          {[40, 120, 200].map((x, index) => (
            <g key={x} opacity={index === 2 ? 1 : 0.7}>
              <path d={`M${x - 8} 50h16v12h-16z`} />
              <path d={`M${x - 4} 62v8M${x + 4} 62v8`} />
              <path d={`M${x} 70c-20 8-32 24-32 46a32 32 0 0 0 64 0c0-22-12-38-32-46z`} />
              <path d={`M${x - 18} 126c6 10 12 14 18 14`} opacity="0.6" />
            </g>
          ))}
          <path d="M200 30l4 8 8 2-8 2-4 8-4-8-8-2 8-2z" fill="currentColor" stroke="none" />
          <path d="M20 176h200" opacity="0.4" />
        </g>
      ) : (
        <g>
          <circle cx="120" cy="100" r="72" />
          <circle cx="120" cy="100" r="60" opacity="0.5" />
          <path d="M120 28v144" />
          <path
            d="M120 40a60 60 0 0 1 0 120z"
            fill="currentColor"
            fillOpacity="0.16"
            stroke="none"
          />
          {Array.from({ length: 12 }, (_, index) => {
            const angle = (index * Math.PI) / 6;
            const inner = 78;
            const outer = 88;
            return (
              <path
                key={index}
                d={`M${120 + inner * Math.cos(angle)} ${100 + inner * Math.sin(angle)}L${120 + outer * Math.cos(angle)} ${100 + outer * Math.sin(angle)}`}
                opacity="0.6"
              />
            );
          })}
        </g>
      )}
    </svg>
  );
}
