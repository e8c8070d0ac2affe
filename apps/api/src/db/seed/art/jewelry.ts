import { type ArtContext, cubicPoints, floorShadow, type Point, round, SERIF } from './kit.js';
import { brilliant, dropStone, gem, type Ink, jewelDefs, pearl } from './stones.js';

export const JEWELRY_FORMS = {
  rings: ['solitaire', 'cocktail', 'signet', 'band'],
  necklaces: ['pendant', 'choker', 'haar', 'coin'],
  earrings: ['drop', 'jhumka', 'chandbali'],
  bracelets: ['cuff', 'tennis', 'kada'],
} as const;
export type JewelryForm = (typeof JEWELRY_FORMS)[keyof typeof JEWELRY_FORMS][number];

function ring(ink: Ink, form: JewelryForm, monogram: string): string {
  const band = `<ellipse cx="500" cy="630" rx="152" ry="158" fill="none" stroke="${ink.dark}" stroke-width="20"/>
     <ellipse cx="500" cy="612" rx="152" ry="160" fill="none" stroke="${ink.goldV}" stroke-width="${form === 'signet' ? 34 : 24}"/>
     <ellipse cx="500" cy="612" rx="164" ry="172" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="2"/>`;
  if (form === 'band') {
    const stones: string[] = [];
    for (let i = 0; i < 24; i += 1) {
      const t = (i / 24) * Math.PI * 2;
      stones.push(
        brilliant(ink, round(500 + 152 * Math.cos(t)), round(612 + 160 * Math.sin(t)), 12),
      );
    }
    return band + stones.join('');
  }
  if (form === 'signet') {
    return `${band}<ellipse cx="500" cy="446" rx="112" ry="82" fill="${ink.gold}" stroke="${ink.dark}" stroke-width="3"/>
      <ellipse cx="500" cy="446" rx="94" ry="66" fill="none" stroke="${ink.dark}" stroke-opacity="0.6" stroke-width="2"/>
      <text x="500" y="472" font-family="${SERIF}" font-size="78" font-style="italic" fill="${ink.dark}" fill-opacity="0.85" text-anchor="middle">${monogram}</text>`;
  }
  if (form === 'cocktail') {
    const halo: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const t = (i / 20) * Math.PI * 2;
      halo.push(
        `<circle cx="${round(500 + 108 * Math.cos(t))}" cy="${round(392 + 84 * Math.sin(t))}" r="9" fill="#f4f6f8" stroke="${ink.dark}" stroke-width="1.5"/>`,
      );
    }
    return `${band}<ellipse cx="500" cy="392" rx="124" ry="100" fill="${ink.gold}"/>${halo.join('')}
      <ellipse cx="500" cy="392" rx="90" ry="68" fill="${ink.gem}" stroke="${ink.dark}" stroke-width="3"/>
      <ellipse cx="500" cy="392" rx="52" ry="38" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="2"/>
      <path d="M 410 392 H 448 M 552 392 H 590 M 500 324 V 354 M 500 430 V 460" stroke="#fff" stroke-opacity="0.3" stroke-width="2"/>
      <ellipse cx="468" cy="366" rx="22" ry="12" fill="#fff" fill-opacity="0.5"/>`;
  }
  return `${band}
    <path d="M 470 458 L 432 368 M 530 458 L 568 368 M 490 456 L 476 372 M 510 456 L 524 372" stroke="${ink.gold}" stroke-width="9" stroke-linecap="round"/>
    <path d="M 426 366 L 574 366 L 500 446 Z" fill="${ink.gem}"/>
    <path d="M 456 322 L 544 322 L 574 366 L 426 366 Z" fill="${ink.gem}" fill-opacity="0.8"/>
    <path d="M 456 322 L 474 366 L 500 322 L 526 366 L 544 322 M 426 366 L 500 446 L 574 366 M 474 366 L 500 446 L 526 366"
      fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="1.6"/>
    <path d="M 462 328 L 486 328 L 478 356 Z" fill="#fff" fill-opacity="0.6"/>`;
}

function chain(p: [Point, Point, Point, Point], ink: Ink): string {
  const [a, b, c, d] = p;
  const half = `M ${a[0]} ${a[1]} C ${b[0]} ${b[1]} ${c[0]} ${c[1]} ${d[0]} ${d[1]}`;
  const mirror = `M ${1000 - a[0]} ${a[1]} C ${1000 - b[0]} ${b[1]} ${1000 - c[0]} ${c[1]} ${d[0]} ${d[1]}`;
  return [half, mirror]
    .map(
      (d) =>
        `<path d="${d}" fill="none" stroke="${ink.dark}" stroke-width="6"/><path d="${d}" fill="none" stroke="#f1dfae" stroke-width="3" stroke-dasharray="9 5"/>`,
    )
    .join('');
}

/** Points along both halves of a symmetric drape, left to right. */
function drape(p: [Point, Point, Point, Point], perHalf: number): Point[] {
  const left = cubicPoints(p[0], p[1], p[2], p[3], perHalf);
  const right = left
    .slice(0, -1)
    .map(([x, y]) => [1000 - x, y] as Point)
    .reverse();
  return [...left, ...right];
}

function necklace(ink: Ink, form: JewelryForm): string {
  if (form === 'haar') {
    const strands = [520, 600, 680].map((depth, i) => {
      const curve: [Point, Point, Point, Point] = [
        [330 - i * 18, 120],
        [245 - i * 20, 330],
        [320, depth - 20],
        [500, depth],
      ];
      return drape(curve, 17 + i * 2)
        .map(([x, y]) => pearl(ink, x, y, 10))
        .join('');
    });
    return `${strands.join('')}
      <path d="M 430 690 Q 500 640 570 690 L 560 770 Q 500 815 440 770 Z" fill="${ink.gold}" stroke="${ink.dark}" stroke-width="3"/>
      <ellipse cx="500" cy="730" rx="40" ry="44" fill="${ink.gem}" stroke="#f6e8c0" stroke-width="4"/>
      ${[-40, -20, 0, 20, 40].map((dx) => `<path d="M ${500 + dx} ${785 + Math.abs(dx) * -0.4} v 22" stroke="${ink.dark}" stroke-width="2"/>${pearl(ink, 500 + dx, 814 - Math.abs(dx) * 0.4, 9)}`).join('')}`;
  }
  if (form === 'choker') {
    const curve: [Point, Point, Point, Point] = [
      [352, 200],
      [262, 380],
      [330, 520],
      [500, 532],
    ];
    const stones = drape(curve, 9).map(([x, y], i) =>
      i % 2 === 0
        ? `${gem(ink, x, y, 19)}<path d="M ${x} ${y + 22} v 28" stroke="${ink.dark}" stroke-width="2"/>${pearl(ink, x, y + 64, 14)}`
        : pearl(ink, x, y, 14),
    );
    return (
      chain(
        [
          [330, 110],
          [330, 150],
          [345, 185],
          [352, 200],
        ],
        ink,
      ) + stones.join('')
    );
  }
  const curve: [Point, Point, Point, Point] = [
    [330, 110],
    [250, 330],
    [330, 560],
    [500, 590],
  ];
  if (form === 'coin') {
    const coins = drape(
      [
        [300, 320],
        [300, 470],
        [380, 575],
        [500, 588],
      ],
      5,
    ).map(
      ([x, y]) =>
        `<path d="M ${x} ${y} v 18" stroke="${ink.dark}" stroke-width="3"/><circle cx="${x}" cy="${y + 44}" r="26" fill="${ink.gold}" stroke="${ink.dark}" stroke-width="2"/>
         <circle cx="${x}" cy="${y + 44}" r="17" fill="none" stroke="${ink.dark}" stroke-opacity="0.55" stroke-width="2"/><circle cx="${x}" cy="${y + 44}" r="5" fill="${ink.gem}"/>`,
    );
    return chain(curve, ink) + coins.join('');
  }
  return `${chain(curve, ink)}
    <ellipse cx="500" cy="604" rx="12" ry="18" fill="none" stroke="${ink.gold}" stroke-width="6"/>
    ${dropStone(ink, 500, 630, 120, 170)}
    ${[-78, 78].map((dx) => gem(ink, 500 + dx, 760, 8)).join('')}`;
}

function earring(ink: Ink, form: JewelryForm, x: number): string {
  const top = 300;
  if (form === 'jhumka') {
    const petals = Array.from({ length: 8 }, (_, i) => {
      const t = (i / 8) * Math.PI * 2;
      return `<circle cx="${round(x + 24 * Math.cos(t))}" cy="${round(top + 24 * Math.sin(t))}" r="12" fill="${ink.gold}"/>`;
    }).join('');
    const drops = Array.from({ length: 9 }, (_, i) =>
      pearl(ink, x - 72 + i * 18, top + 290, 8),
    ).join('');
    return `${petals}${gem(ink, x, top, 15)}<path d="M ${x} ${top + 40} V ${top + 90}" stroke="${ink.dark}" stroke-width="4"/>
      <path d="M ${x - 82} ${top + 270} C ${x - 80} ${top + 150} ${x - 40} ${top + 92} ${x} ${top + 92} C ${x + 40} ${top + 92} ${x + 80} ${top + 150} ${x + 82} ${top + 270} Z" fill="${ink.gold}" stroke="${ink.dark}" stroke-width="2"/>
      <path d="M ${x - 70} ${top + 215} Q ${x} ${top + 200} ${x + 70} ${top + 215} L ${x + 76} ${top + 245} Q ${x} ${top + 230} ${x - 76} ${top + 245} Z" fill="${ink.gem}"/>
      <path d="M ${x - 30} ${top + 120} Q ${x - 44} ${top + 170} ${x - 52} ${top + 200}" stroke="#fff" stroke-opacity="0.5" stroke-width="6" stroke-linecap="round"/>
      ${drops}`;
  }
  if (form === 'chandbali') {
    const rim = Array.from({ length: 11 }, (_, i) => {
      const t = Math.PI * (0.08 + (0.84 * i) / 10);
      return pearl(ink, round(x + 128 * Math.cos(t)), round(top + 150 + 128 * Math.sin(t)), 8);
    }).join('');
    const stones = Array.from({ length: 7 }, (_, i) => {
      const t = Math.PI * (0.15 + (0.7 * i) / 6);
      return gem(ink, round(x + 100 * Math.cos(t)), round(top + 150 + 100 * Math.sin(t)), 9);
    }).join('');
    return `${gem(ink, x, top, 18)}<path d="M ${x} ${top + 24} V ${top + 70}" stroke="${ink.dark}" stroke-width="4"/>
      <path d="M ${x - 120} ${top + 150} A 120 120 0 0 0 ${x + 120} ${top + 150} L ${x + 78} ${top + 150} A 78 66 0 0 1 ${x - 78} ${top + 150} Z" fill="${ink.gold}" stroke="${ink.dark}" stroke-width="2"/>
      <path d="M ${x - 78} ${top + 150} Q ${x} ${top + 60} ${x + 78} ${top + 150}" fill="none" stroke="${ink.gold}" stroke-width="8"/>
      ${gem(ink, x, top + 96, 16)}${stones}${rim}`;
  }
  return `${gem(ink, x, top, 24)}<rect x="${x - 3}" y="${top + 26}" width="6" height="46" fill="${ink.goldV}"/>
    ${dropStone(ink, x, top + 78, 104, 190)}
    ${[-1, 1].map((side) => gem(ink, x + side * 64, top + 230, 7)).join('')}`;
}

function bracelet(ink: Ink, form: JewelryForm): string {
  if (form === 'tennis') {
    const back: string[] = [];
    const front: string[] = [];
    for (let i = 0; i < 28; i += 1) {
      const t = (i / 28) * Math.PI * 2;
      const x = round(500 + 240 * Math.cos(t));
      const y = round(580 + 120 * Math.sin(t));
      // Stones on the far side of the wrist are smaller and dimmer: a cheap perspective.
      (Math.sin(t) < 0 ? back : front).push(brilliant(ink, x, y, round(17 + 5 * Math.sin(t))));
    }
    return `<ellipse cx="500" cy="580" rx="240" ry="120" fill="none" stroke="${ink.dark}" stroke-width="5"/>
      <g opacity="0.7">${back.join('')}</g>${front.join('')}`;
  }
  if (form === 'kada') {
    const beads = Array.from({ length: 9 }, (_, i) => {
      const t = Math.PI * (0.15 + (0.7 * i) / 8);
      return gem(ink, round(500 + 230 * Math.cos(t)), round(560 + 120 * Math.sin(t)), 15);
    }).join('');
    return `<ellipse cx="500" cy="578" rx="230" ry="120" fill="none" stroke="${ink.dark}" stroke-width="40"/>
      <ellipse cx="500" cy="560" rx="230" ry="120" fill="none" stroke="${ink.goldV}" stroke-width="44"/>
      <ellipse cx="500" cy="560" rx="230" ry="120" fill="none" stroke="#fff" stroke-opacity="0.4" stroke-width="3"/>${beads}`;
  }
  const lozenges = Array.from({ length: 11 }, (_, i) => {
    const t = Math.PI * (0.12 + (0.76 * i) / 10);
    const x = round(500 + 230 * Math.cos(t));
    const y = round(600 + 120 * Math.sin(t));
    const s = round(0.4 + 0.6 * Math.sin(t));
    return `<path d="M ${x} ${y - 22} l ${12 * s} 22 l ${-12 * s} 22 l ${-12 * s} -22 Z" fill="none" stroke="${ink.dark}" stroke-width="2.5"/>`;
  }).join('');
  const inside = 'M 270 560 A 230 120 0 0 1 730 560 L 730 640 A 230 120 0 0 0 270 640 Z';
  return `<path d="${inside}" fill="${ink.dark}"/><path d="${inside}" fill="${ink.goldV}" fill-opacity="0.35"/>
    <path d="M 270 560 A 230 120 0 0 0 730 560 L 730 640 A 230 120 0 0 1 270 640 Z" fill="${ink.gold}" stroke="${ink.dark}" stroke-width="2"/>
    ${lozenges}${gem(ink, 500, 720, 22)}`;
}

/** A piece of jewellery in gold with stones of the product's tone, lying in a soft pool of light. */
export function drawJewel(ctx: ArtContext, form: JewelryForm, monogram: string): string {
  const { defs: d, ink } = jewelDefs(ctx);
  const shadow = (cy: number, rx: number) => floorShadow(`${ctx.id}-sh`, 500, cy, rx, 26, ctx.dark);
  const is = (kind: keyof typeof JEWELRY_FORMS) =>
    (JEWELRY_FORMS[kind] as readonly string[]).includes(form);
  if (is('rings')) return d + shadow(806, 190) + ring(ink, form, monogram);
  // Necklaces and earrings are shown hanging, as on a display bust, so they cast no floor shadow.
  if (is('necklaces'))
    return `${d}<g transform="translate(50 90) scale(0.9)">${necklace(ink, form)}</g>`;
  if (is('earrings')) {
    const pair = earring(ink, form, 370) + earring(ink, form, 630);
    return `${d}<g transform="translate(500 560) scale(1.12) translate(-500 -500)">${pair}</g>`;
  }
  return d + shadow(form === 'cuff' ? 772 : 738, 250) + bracelet(ink, form);
}
