import {
  type ArtContext,
  floorShadow,
  glassGradient,
  goldGradient,
  INK,
  SERIF,
  toneGradient,
} from './kit.js';

/** Bottle silhouettes: four eau de parfum flacons, a heavy oud bottle and three attar vials. */
export const PERFUME_FORMS = ['tower', 'flacon', 'facet', 'dome'] as const;
export const ATTAR_FORMS = ['flask', 'teardrop', 'minaret'] as const;
export type FragranceForm = (typeof PERFUME_FORMS)[number] | (typeof ATTAR_FORMS)[number] | 'oud';

const GOLD_TEXT = '#a8834a';

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface BottleShape {
  body: string;
  box: Box;
  liquidTop: number;
  neck: Box;
  collar: Box;
  cap: (fill: string) => string;
  /** Extra lines drawn over the glass: facet edges, gold overlay work. */
  detail?: (gold: string) => string;
  label?: 'paper' | 'plaque';
}

const rect = (b: Box, rx = 0) =>
  `M ${b.x + rx} ${b.y} H ${b.x + b.w - rx} Q ${b.x + b.w} ${b.y} ${b.x + b.w} ${b.y + rx} V ${b.y + b.h - rx} Q ${b.x + b.w} ${b.y + b.h} ${b.x + b.w - rx} ${b.y + b.h} H ${b.x + rx} Q ${b.x} ${b.y + b.h} ${b.x} ${b.y + b.h - rx} V ${b.y + rx} Q ${b.x} ${b.y} ${b.x + rx} ${b.y} Z`;

const onionDome = (baseY: number, half: number, tipY: number) =>
  `M ${500 - half} ${baseY} C ${500 - half * 2.2} ${baseY - 40}, ${500 - half * 1.2} ${tipY + 70}, 500 ${tipY}
   C ${500 + half * 1.2} ${tipY + 70}, ${500 + half * 2.2} ${baseY - 40}, ${500 + half} ${baseY} Z`;

// A rect, not a stroked line: a gradient on a zero-width line has no box and would not paint.
const finial = (fromY: number, toY: number, fill: string) =>
  `<rect x="497" y="${toY}" width="6" height="${fromY - toY + 4}" fill="${fill}"/><circle cx="500" cy="${toY - 7}" r="10" fill="${fill}"/>`;

const SHAPES: Record<FragranceForm, BottleShape> = {
  tower: {
    body: rect({ x: 385, y: 400, w: 230, h: 390 }, 16),
    box: { x: 385, y: 400, w: 230, h: 390 },
    liquidTop: 468,
    neck: { x: 472, y: 372, w: 56, h: 32 },
    collar: { x: 452, y: 344, w: 96, h: 32 },
    cap: (fill) => `<path d="${rect({ x: 430, y: 196, w: 140, h: 152 }, 6)}" fill="${fill}"/>`,
    label: 'paper',
  },
  flacon: {
    body: 'M 350 760 V 545 Q 350 452 440 442 H 560 Q 650 452 650 545 V 760 Q 650 790 620 790 H 380 Q 350 790 350 760 Z',
    box: { x: 350, y: 442, w: 300, h: 348 },
    liquidTop: 505,
    neck: { x: 475, y: 412, w: 50, h: 34 },
    collar: { x: 455, y: 386, w: 90, h: 30 },
    cap: (fill) =>
      `<circle cx="500" cy="318" r="70" fill="${fill}"/><ellipse cx="474" cy="290" rx="22" ry="12" fill="#fff" fill-opacity="0.3" transform="rotate(-30 474 290)"/>`,
    label: 'paper',
  },
  facet: {
    body: 'M 410 432 H 590 L 640 492 V 760 L 610 790 H 390 L 360 760 V 492 Z',
    box: { x: 360, y: 432, w: 280, h: 358 },
    liquidTop: 505,
    neck: { x: 474, y: 404, w: 52, h: 32 },
    collar: { x: 450, y: 374, w: 100, h: 34 },
    cap: (fill) =>
      `<path d="M 442 376 L 430 252 L 462 214 H 538 L 570 252 L 558 376 Z" fill="${fill}"/>
       <path d="M 462 214 L 472 376 M 538 214 L 528 376" stroke="#fff" stroke-opacity="0.25" stroke-width="2"/>`,
    detail: () =>
      `<path d="M 410 432 L 422 492 H 578 L 590 432 M 422 492 V 758 H 578 V 492 M 360 492 H 422 M 578 492 H 640 M 390 790 L 422 758 M 610 790 L 578 758"
        fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="2"/>`,
    label: 'paper',
  },
  dome: {
    body: 'M 429 775 A 175 175 0 1 1 571 775 L 560 790 H 440 Z',
    box: { x: 325, y: 440, w: 350, h: 350 },
    liquidTop: 520,
    neck: { x: 474, y: 410, w: 52, h: 36 },
    collar: { x: 456, y: 382, w: 88, h: 32 },
    cap: (fill) => `<path d="${rect({ x: 462, y: 236, w: 76, h: 150 }, 34)}" fill="${fill}"/>`,
    label: 'paper',
  },
  oud: {
    body: 'M 390 470 H 610 L 670 530 V 750 L 630 790 H 370 L 330 750 V 530 Z',
    box: { x: 330, y: 470, w: 340, h: 320 },
    liquidTop: 515,
    neck: { x: 470, y: 440, w: 60, h: 34 },
    collar: { x: 440, y: 404, w: 120, h: 40 },
    cap: (fill) =>
      `<path d="${rect({ x: 420, y: 286, w: 160, h: 122 }, 10)}" fill="${fill}"/>
       <path d="M 420 316 H 580 M 420 378 H 580" stroke="${INK}" stroke-opacity="0.35" stroke-width="3"/>`,
    detail: () =>
      `<path d="M 390 470 L 400 530 H 600 L 610 470 M 330 530 H 400 M 600 530 H 670" fill="none" stroke="#fff" stroke-opacity="0.3" stroke-width="2"/>`,
    label: 'plaque',
  },
  flask: {
    body: 'M 464 780 A 135 135 0 1 1 536 780 L 530 790 H 470 Z',
    box: { x: 365, y: 515, w: 270, h: 275 },
    liquidTop: 565,
    neck: { x: 482, y: 418, w: 36, h: 104 },
    collar: { x: 468, y: 398, w: 64, h: 24 },
    cap: (fill) => `<path d="${onionDome(400, 30, 262)}" fill="${fill}"/>${finial(262, 214, fill)}`,
    detail: (gold) =>
      `<path d="M 372 640 Q 436 604 500 640 Q 564 604 628 640 M 376 676 Q 438 708 500 676 Q 562 708 624 676"
        fill="none" stroke="${gold}" stroke-width="5"/>
       <circle cx="500" cy="658" r="14" fill="${gold}"/>`,
  },
  teardrop: {
    body: 'M 500 444 C 560 520 630 600 630 680 C 630 750 570 790 500 790 C 430 790 370 750 370 680 C 370 600 440 520 500 444 Z',
    box: { x: 370, y: 444, w: 260, h: 346 },
    liquidTop: 560,
    neck: { x: 486, y: 404, w: 28, h: 48 },
    collar: { x: 472, y: 386, w: 56, h: 22 },
    cap: (fill) =>
      `<path d="M 500 220 C 520 280 540 320 540 350 C 540 374 522 388 500 388 C 478 388 460 374 460 350 C 460 320 480 280 500 220 Z" fill="${fill}"/>`,
    detail: (gold) =>
      `<path d="M 500 560 L 560 680 L 500 760 L 440 680 Z" fill="none" stroke="${gold}" stroke-width="4"/>
       <path d="M 500 600 L 530 680 L 500 724 L 470 680 Z" fill="${gold}" fill-opacity="0.85"/>`,
  },
  minaret: {
    body: 'M 430 560 H 570 L 610 620 V 760 L 580 790 H 420 L 390 760 V 620 Z',
    box: { x: 390, y: 560, w: 220, h: 230 },
    liquidTop: 600,
    neck: { x: 480, y: 520, w: 40, h: 44 },
    collar: { x: 464, y: 498, w: 72, h: 26 },
    cap: (fill) => `<path d="${onionDome(500, 36, 330)}" fill="${fill}"/>${finial(330, 266, fill)}`,
    detail: (gold) =>
      `<path d="M 390 620 H 610 M 390 740 H 610" stroke="${gold}" stroke-width="6"/>
       <path d="M 430 560 L 440 620 V 740 M 570 560 L 560 620 V 740" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="2"/>`,
  },
};

function lacquerGradient(id: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#0c0907"/><stop offset="0.25" stop-color="#4b4037"/>
    <stop offset="0.5" stop-color="#1a1511"/><stop offset="0.78" stop-color="#3b3129"/>
    <stop offset="1" stop-color="#0c0907"/></linearGradient>`;
}

function label(kind: 'paper' | 'plaque', box: Box, ctx: ArtContext, gold: string): string {
  const w = Math.min(160, box.w * 0.66);
  const x = 500 - w / 2;
  const y = box.y + box.h * 0.42;
  if (kind === 'plaque') {
    return `<rect x="${x}" y="${y}" width="${w}" height="64" rx="3" fill="${INK}" stroke="${gold}" stroke-width="2"/>
      <text x="500" y="${y + 30}" font-family="${SERIF}" font-size="17" letter-spacing="5" fill="${gold}" text-anchor="middle">OUD</text>
      <text x="500" y="${y + 50}" font-family="${SERIF}" font-size="10" letter-spacing="3" fill="${gold}" text-anchor="middle">ATTAR HOUSE</text>`;
  }
  const paper = ctx.dark ? '#efe6d4' : '#fbf7ef';
  return `<rect x="${x}" y="${y}" width="${w}" height="86" fill="${paper}" fill-opacity="0.93" stroke="${gold}" stroke-width="1.5"/>
    <rect x="${x + 5}" y="${y + 5}" width="${w - 10}" height="76" fill="none" stroke="${gold}" stroke-width="0.8"/>
    <text x="500" y="${y + 38}" font-family="${SERIF}" font-size="13" letter-spacing="2.6" fill="${INK}" text-anchor="middle">ATTAR HOUSE</text>
    <path d="M ${500 - 18} ${y + 50} H ${500 + 18}" stroke="${gold}" stroke-width="1.2"/>
    <text x="500" y="${y + 67}" font-family="${SERIF}" font-size="9" letter-spacing="2.4" fill="${INK}" fill-opacity="0.7" text-anchor="middle">EAU DE PARFUM</text>`;
}

/** A perfume bottle or attar vial standing on the floor line (y = 790), centred on x = 500. */
export function drawBottle(ctx: ArtContext, form: FragranceForm): string {
  const shape = SHAPES[form];
  const { id, palette } = ctx;
  const { box } = shape;
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  // Lacquered caps on roughly a third of the flacons; attar stoppers are always gold.
  const lacquer =
    form !== 'flask' && form !== 'teardrop' && form !== 'minaret' && palette.seed % 3 === 0;
  const capFill = lacquer ? `url(#${id}-lq)` : `url(#${id}-au)`;
  const gold = `url(#${id}-au)`;
  return `<defs>${goldGradient(`${id}-au`)}${lacquerGradient(`${id}-lq`)}${glassGradient(`${id}-gl`)}
      ${toneGradient(`${id}-liq`, palette)}
      <linearGradient id="${id}-base" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#fff" stop-opacity="0.55"/></linearGradient>
      <clipPath id="${id}-out"><path d="${shape.body}"/></clipPath>
      <clipPath id="${id}-in"><path d="${shape.body}" transform="translate(${cx} ${cy}) scale(0.93) translate(${-cx} ${-cy})"/></clipPath>
    </defs>
    ${floorShadow(`${id}-sh`, 500, 792, box.w * 0.75, 26, ctx.dark)}
    <path d="${rect(shape.neck, 3)}" fill="${palette.glow}" fill-opacity="0.35" stroke="#fff" stroke-opacity="0.5"/>
    <path d="${shape.body}" fill="${palette.glow}" fill-opacity="${ctx.dark ? 0.12 : 0.3}"/>
    <g clip-path="url(#${id}-in)">
      <rect x="${box.x}" y="${shape.liquidTop}" width="${box.w}" height="${box.y + box.h - shape.liquidTop}" fill="url(#${id}-liq)" fill-opacity="0.92"/>
      <rect x="${box.x}" y="${shape.liquidTop}" width="${box.w}" height="4" fill="${palette.light}"/>
      <rect x="${box.x}" y="${box.y + box.h - 40}" width="${box.w}" height="40" fill="url(#${id}-base)"/>
    </g>
    <path d="${shape.body}" fill="url(#${id}-gl)" stroke="${palette.deep}" stroke-opacity="0.35" stroke-width="2"/>
    <g clip-path="url(#${id}-out)">
      <path d="${rect({ x: box.x + box.w * 0.09, y: box.y + 26, w: box.w * 0.055, h: box.h - 70 }, 8)}" fill="#fff" fill-opacity="0.5"/>
      <path d="${rect({ x: box.x + box.w * 0.86, y: box.y + 40, w: box.w * 0.025, h: box.h - 110 }, 4)}" fill="#fff" fill-opacity="0.35"/>
    </g>
    ${shape.detail ? shape.detail(gold) : ''}
    ${shape.label ? label(shape.label, box, ctx, GOLD_TEXT) : ''}
    <path d="${rect(shape.collar, 4)}" fill="${gold}"/>
    <path d="M ${shape.collar.x} ${shape.collar.y + shape.collar.h * 0.5} H ${shape.collar.x + shape.collar.w}" stroke="#6b4f26" stroke-opacity="0.5" stroke-width="1.5"/>
    ${shape.cap(capFill)}`;
}

/** Agarwood chips scattered at the foot of the oud category art. */
export function drawOudChips(seed: number): string {
  const chips: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const x = 250 + ((seed >>> (i * 3)) % 7) * 75;
    const y = 815 + (i % 2) * 22;
    const r = 4 + (i % 3) * 7;
    chips.push(
      `<path d="M ${x} ${y} l 38 -10 l 22 14 l -30 12 Z" fill="#3a2416" transform="rotate(${r} ${x} ${y})"/>
       <path d="M ${x + 6} ${y} l 30 -6" stroke="#6e4a2c" stroke-width="2" transform="rotate(${r} ${x} ${y})"/>`,
    );
  }
  return chips.join('');
}
