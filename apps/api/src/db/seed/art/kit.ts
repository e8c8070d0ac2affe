/**
 * Shared vocabulary of the generated catalogue art: the house palette, the product tones,
 * colour arithmetic and the gradients every drawing reuses. All output is plain SVG text.
 */

export const INK = '#15110e';
export const IVORY = '#f7f2e8';
export const GOLD = '#c9a96e';

/** Base colours of the liquids, gems and boxes; each product nudges its tone a little. */
export const TONES = {
  amber: [33, 80, 46],
  rose: [348, 58, 60],
  saffron: [24, 88, 50],
  oud: [18, 62, 20],
  vetiver: [78, 34, 38],
  jasmine: [46, 78, 74],
  sandal: [30, 52, 62],
  musk: [28, 24, 78],
  citrus: [48, 86, 56],
  leather: [16, 48, 30],
  iris: [262, 34, 68],
  tea: [36, 56, 42],
  marigold: [36, 96, 52],
  henna: [12, 58, 34],
  emerald: [152, 72, 28],
  ruby: [350, 80, 36],
  sapphire: [222, 72, 36],
  pearl: [38, 30, 90],
  diamond: [205, 22, 92],
  gold: [40, 62, 52],
  ink: [24, 18, 12],
} as const satisfies Record<string, readonly [number, number, number]>;

export type Tone = keyof typeof TONES;

/** The colours one drawing works with, derived from the product's tone and name. */
export interface Palette {
  base: string;
  light: string;
  deep: string;
  glow: string;
  /** A small per-product number for choosing between variants deterministically. */
  seed: number;
}

/** Context handed to every drawing: a unique id prefix (gradient ids) and its palette. */
export interface ArtContext {
  id: string;
  palette: Palette;
  dark: boolean;
}

/** FNV-1a: stable across runs and platforms, enough to vary art between products. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function hsl(h: number, s: number, l: number): string {
  const sat = Math.max(0, Math.min(100, s)) / 100;
  const lig = Math.max(0, Math.min(100, l)) / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(lig, 1 - lig);
  const channel = (n: number) => {
    const value = lig - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

export function paletteFor(tone: Tone, key: string): Palette {
  const [h, s, l] = TONES[tone];
  const seed = hashString(key);
  // Hue drifts by up to +-7 degrees and lightness by +-4 so two ambers are not identical.
  const hue = (h + ((seed % 15) - 7) + 360) % 360;
  const lig = l + (((seed >>> 4) % 9) - 4);
  return {
    base: hsl(hue, s, lig),
    light: hsl(hue, s - 6, Math.min(lig + 22, 96)),
    deep: hsl(hue, s + 4, Math.max(lig - 22, 6)),
    glow: hsl(hue, Math.min(s, 40), 90),
    seed,
  };
}

/** Polished metal read left to right: shadow, highlight, body, second highlight, shadow. */
export function goldGradient(id: string, vertical = false): string {
  const axis = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${axis}>
    <stop offset="0" stop-color="#7d5e2f"/><stop offset="0.22" stop-color="#efdcaa"/>
    <stop offset="0.45" stop-color="#b58d4c"/><stop offset="0.7" stop-color="#f6e8c0"/>
    <stop offset="1" stop-color="#8a6934"/></linearGradient>`;
}

/** Clear glass over whatever is behind it: bright rims, nearly transparent middle. */
export function glassGradient(id: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#ffffff" stop-opacity="0.7"/>
    <stop offset="0.12" stop-color="#ffffff" stop-opacity="0.18"/>
    <stop offset="0.5" stop-color="#ffffff" stop-opacity="0.04"/>
    <stop offset="0.86" stop-color="#ffffff" stop-opacity="0.22"/>
    <stop offset="1" stop-color="#ffffff" stop-opacity="0.65"/></linearGradient>`;
}

/** A gem or liquid lit from the upper left. */
export function toneGradient(id: string, palette: Palette): string {
  return `<linearGradient id="${id}" x1="0.15" y1="0" x2="0.85" y2="1">
    <stop offset="0" stop-color="${palette.light}"/><stop offset="0.45" stop-color="${palette.base}"/>
    <stop offset="1" stop-color="${palette.deep}"/></linearGradient>`;
}

/** A soft contact shadow; a radial gradient is far cheaper to render than a blur filter. */
export function floorShadow(
  id: string,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  dark: boolean,
): string {
  const opacity = dark ? 0.6 : 0.3;
  return `<radialGradient id="${id}"><stop offset="0" stop-color="#000" stop-opacity="${opacity}"/>
    <stop offset="0.6" stop-color="#000" stop-opacity="${opacity / 3}"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
    <ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#${id})"/>`;
}

/** A round cut stone: coloured body, a lit table and a spark of light. */
export function roundGem(cx: number, cy: number, r: number, fill: string): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" stroke="#6f532a" stroke-width="${Math.max(1, r / 6)}"/>
    <circle cx="${cx - r * 0.25}" cy="${cy - r * 0.3}" r="${r * 0.35}" fill="#fff" fill-opacity="0.55"/>`;
}

export type Point = readonly [number, number];

/** Evenly spaced parameters along a cubic Bezier (for beads, links, stones). */
export function cubicPoints(p0: Point, p1: Point, p2: Point, p3: Point, count: number): Point[] {
  const points: Point[] = [];
  for (let i = 0; i < count; i += 1) {
    const t = count === 1 ? 0.5 : i / (count - 1);
    const u = 1 - t;
    const x = u ** 3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t ** 3 * p3[0];
    const y = u ** 3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t ** 3 * p3[1];
    points.push([round(x), round(y)]);
  }
  return points;
}

export function round(value: number): number {
  return Math.round(value * 10) / 10;
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export const SERIF = "'Cormorant Garamond', 'Playfair Display', Georgia, 'DejaVu Serif', serif";
