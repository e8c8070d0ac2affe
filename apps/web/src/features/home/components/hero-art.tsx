import { cn } from '@/lib/cn';

export type HeroArtKind = 'bottle' | 'necklace' | 'spotlight';

const GLOW: Record<HeroArtKind, string> = {
  bottle: 'bg-[radial-gradient(ellipse_at_65%_50%,rgb(200_169_106/0.28),transparent_60%)]',
  necklace: 'bg-[radial-gradient(ellipse_at_60%_40%,rgb(233_220_192/0.22),transparent_62%)]',
  spotlight: 'bg-[radial-gradient(ellipse_at_70%_10%,rgb(250_247_240/0.25),transparent_55%)]',
};

/** Line drawings in champagne gold: the hero's imagery, drawn rather than downloaded. */
export function HeroArt({ kind, className }: { kind: HeroArtKind; className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('pointer-events-none flex items-center justify-center', GLOW[kind], className)}
    >
      <svg
        viewBox="0 0 400 400"
        className="h-[85%] max-h-[34rem] w-auto text-gold"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.2"
        strokeLinecap="round"
      >
        {kind === 'bottle' ? <Bottle /> : kind === 'necklace' ? <Necklace /> : <Spotlight />}
      </svg>
    </div>
  );
}

function Bottle() {
  return (
    <g>
      <path d="M186 70h28v22h-28z" />
      <path d="M178 92h44l-4 14h-36z" />
      <path d="M194 106v20M206 106v20" />
      <path d="M200 126c-52 18-84 58-84 112 0 52 38 92 84 92s84-40 84-92c0-54-32-94-84-112z" />
      <path d="M200 150c-36 16-58 48-58 88" opacity="0.5" />
      <path d="M132 262c20 30 44 46 68 46s48-16 68-46" opacity="0.6" />
      <path d="M214 60c18-14 42-10 52 6" opacity="0.45" />
      <path d="M226 46c20-12 48-6 58 12" opacity="0.3" />
      <circle cx="200" cy="238" r="6" />
      <path d="M60 350h280" opacity="0.35" />
    </g>
  );
}

function Necklace() {
  const beads = Array.from({ length: 15 }, (_, index) => {
    const angle = (Math.PI * (index + 1)) / 16;
    return { x: 200 - Math.cos(angle) * 130, y: 90 + Math.sin(angle) * 150 };
  });
  return (
    <g>
      <path d="M70 90c0 110 60 170 130 170s130-60 130-170" opacity="0.6" />
      {beads.map((bead) => (
        <circle key={`${bead.x}-${bead.y}`} cx={bead.x} cy={bead.y} r="5" />
      ))}
      <path d="M200 262l-22 30 22 44 22-44z" />
      <path d="M178 292h44M200 262v74" opacity="0.6" />
      <circle cx="200" cy="360" r="8" />
      <path d="M70 90c-10-18-4-34 8-40M330 90c10-18 4-34-8-40" opacity="0.4" />
    </g>
  );
}

function Spotlight() {
  const stars = [
    [90, 80],
    [320, 60],
    [280, 150],
    [120, 190],
    [340, 260],
  ];
  return (
    <g>
      <path d="M250 20L120 360M280 20l120 340" opacity="0.35" />
      <ellipse cx="260" cy="360" rx="140" ry="22" opacity="0.5" />
      <path d="M260 150c-18 0-30 14-30 32s12 30 30 30 30-12 30-30-12-32-30-32z" />
      <path d="M230 216c-22 30-32 80-32 130h124c0-50-10-100-32-130" />
      <path d="M246 212l14 20 14-20" opacity="0.6" />
      {stars.map(([x, y]) => (
        <path
          key={`${x}-${y}`}
          d={`M${x} ${(y ?? 0) - 10}v20M${(x ?? 0) - 10} ${y}h20`}
          opacity="0.7"
        />
      ))}
    </g>
  );
}
