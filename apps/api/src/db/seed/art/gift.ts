import { type ArtContext, floorShadow, goldGradient, hsl, SERIF } from './kit.js';

export const GIFT_FORMS = ['box', 'coffret', 'chest'] as const;
export type GiftForm = (typeof GIFT_FORMS)[number];

function boxDefs(ctx: ArtContext): string {
  const { id, palette } = ctx;
  return `<defs>${goldGradient(`${id}-au`)}${goldGradient(`${id}-av`, true)}
    <linearGradient id="${id}-bx" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.base}"/>
      <stop offset="1" stop-color="${palette.deep}"/></linearGradient></defs>`;
}

function wrappedBox(ctx: ArtContext): string {
  const gold = `url(#${ctx.id}-au)`;
  const goldV = `url(#${ctx.id}-av)`;
  return `<rect x="330" y="488" width="340" height="302" fill="url(#${ctx.id}-bx)"/>
    <rect x="330" y="488" width="340" height="18" fill="#000" fill-opacity="0.25"/>
    <rect x="312" y="430" width="376" height="64" rx="3" fill="url(#${ctx.id}-bx)"/>
    <rect x="312" y="430" width="376" height="8" fill="#fff" fill-opacity="0.18"/>
    <rect x="481" y="430" width="38" height="360" fill="${goldV}"/>
    <rect x="330" y="618" width="340" height="36" fill="${gold}"/>
    <path d="M 500 428 C 446 350 376 362 398 412 C 412 440 470 436 500 428 Z" fill="${gold}" stroke="#7d5e2f" stroke-width="2"/>
    <path d="M 500 428 C 554 350 624 362 602 412 C 588 440 530 436 500 428 Z" fill="${gold}" stroke="#7d5e2f" stroke-width="2"/>
    <path d="M 486 432 L 456 512 L 474 506 L 482 526 Z M 514 432 L 544 512 L 526 506 L 518 526 Z" fill="${gold}" stroke="#7d5e2f" stroke-width="1.5"/>
    <rect x="484" y="414" width="32" height="30" rx="8" fill="${goldV}" stroke="#7d5e2f" stroke-width="2"/>
    <g transform="rotate(-8 600 700)"><rect x="566" y="672" width="78" height="48" rx="3" fill="#fbf7ef" stroke="#a8834a" stroke-width="1.5"/>
      <text x="605" y="704" font-family="${SERIF}" font-size="20" font-style="italic" fill="#5b4526" text-anchor="middle">AH</text></g>`;
}

function coffret(ctx: ArtContext): string {
  const { id, palette } = ctx;
  const gold = `url(#${id}-au)`;
  // Six different oils: hues spread round the wheel from the product's own seed.
  const h = palette.seed % 360;
  const vials = Array.from({ length: 6 }, (_, i) => {
    const x = 338 + i * 56;
    const liquid = hsl((h + i * 47) % 360, 62, 52);
    return `<rect x="${x}" y="520" width="36" height="120" rx="5" fill="#fff" fill-opacity="0.3" stroke="#fff" stroke-opacity="0.6"/>
      <rect x="${x + 4}" y="548" width="28" height="88" rx="3" fill="${liquid}" fill-opacity="0.85"/>
      <rect x="${x + 7}" y="552" width="5" height="76" fill="#fff" fill-opacity="0.45"/>
      <rect x="${x + 6}" y="484" width="24" height="40" rx="3" fill="${gold}"/>`;
  }).join('');
  return `<path d="M 310 520 L 336 300 H 664 L 690 520 Z" fill="url(#${id}-bx)"/>
    <path d="M 336 320 H 664 L 680 506 H 320 Z" fill="${palette.glow}" fill-opacity="0.9"/>
    <text x="500" y="400" font-family="${SERIF}" font-size="26" letter-spacing="8" fill="#7a5a2c" text-anchor="middle">ATTAR HOUSE</text>
    <path d="M 450 420 H 550" stroke="#a8834a" stroke-width="1.5"/>
    <text x="500" y="452" font-family="${SERIF}" font-size="13" letter-spacing="5" fill="#7a5a2c" text-anchor="middle">DISCOVERY</text>
    <rect x="300" y="516" width="400" height="40" fill="${palette.glow}"/>
    ${vials}
    <rect x="300" y="600" width="400" height="190" fill="url(#${id}-bx)"/>
    <rect x="300" y="600" width="400" height="6" fill="${gold}"/>
    <rect x="300" y="784" width="400" height="6" fill="${gold}"/>`;
}

function chest(ctx: ArtContext): string {
  const gold = `url(#${ctx.id}-au)`;
  const goldV = `url(#${ctx.id}-av)`;
  return `<path d="M 320 560 V 500 Q 500 392 680 500 V 560 Z" fill="url(#${ctx.id}-bx)"/>
    <rect x="320" y="560" width="360" height="230" fill="url(#${ctx.id}-bx)"/>
    <path d="M 320 560 H 680" stroke="#120a05" stroke-width="4"/>
    <path d="M 320 500 Q 500 392 680 500" fill="none" stroke="${gold}" stroke-width="10"/>
    ${[380, 620].map((x) => `<rect x="${x - 12}" y="440" width="24" height="350" fill="${goldV}"/>`).join('')}
    ${[320, 680].map((x) => `<path d="M ${x} 740 V 790 H ${x === 320 ? 370 : 630} Z" fill="${gold}"/><path d="M ${x} 560 V 610 H ${x === 320 ? 370 : 630} V 560 Z" fill="${gold}" fill-opacity="0.9"/>`).join('')}
    <path d="M 470 540 H 530 V 600 Q 500 630 470 600 Z" fill="${gold}" stroke="#5a4220" stroke-width="2"/>
    <circle cx="500" cy="572" r="10" fill="${ctx.palette.base}" stroke="#5a4220" stroke-width="2"/>`;
}

/** A gift: a ribboned box, an open discovery coffret or a carved chest. */
export function drawGift(ctx: ArtContext, form: GiftForm): string {
  const body = form === 'coffret' ? coffret(ctx) : form === 'chest' ? chest(ctx) : wrappedBox(ctx);
  return boxDefs(ctx) + floorShadow(`${ctx.id}-sh`, 500, 792, 260, 26, ctx.dark) + body;
}
