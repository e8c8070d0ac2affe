import { type ArtContext, goldGradient, round, toneGradient } from './kit.js';

/** Gold, stones and pearls shared by every piece of jewellery. */

export interface Ink {
  gold: string;
  goldV: string;
  gem: string;
  pearl: string;
  dark: string;
}

export function jewelDefs(ctx: ArtContext): { defs: string; ink: Ink } {
  const { id, palette } = ctx;
  return {
    defs: `<defs>${goldGradient(`${id}-au`)}${goldGradient(`${id}-av`, true)}${toneGradient(`${id}-gem`, palette)}
      <radialGradient id="${id}-pl" cx="0.35" cy="0.3" r="0.75"><stop offset="0" stop-color="#ffffff"/>
        <stop offset="0.45" stop-color="#f1e9da"/><stop offset="1" stop-color="#bfae8e"/></radialGradient></defs>`,
    ink: {
      gold: `url(#${id}-au)`,
      goldV: `url(#${id}-av)`,
      gem: `url(#${id}-gem)`,
      pearl: `url(#${id}-pl)`,
      dark: '#7a5a2c',
    },
  };
}

export const gem = (ink: Ink, x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r + 3}" fill="${ink.gold}"/><circle cx="${x}" cy="${y}" r="${r}" fill="${ink.gem}" stroke="#000" stroke-opacity="0.25"/>
   <path d="M ${round(x - r * 0.7)} ${y} H ${round(x + r * 0.7)} M ${x} ${round(y - r * 0.7)} V ${round(y + r * 0.7)}" stroke="#fff" stroke-opacity="0.35" stroke-width="1"/>
   <circle cx="${round(x - r * 0.3)}" cy="${round(y - r * 0.3)}" r="${round(r * 0.32)}" fill="#fff" fill-opacity="0.6"/>`;

/** A brilliant cut seen from above: octagonal girdle, lighter table and star facets. */
export function brilliant(ink: Ink, x: number, y: number, r: number): string {
  const ring = (radius: number, turn: number) =>
    Array.from({ length: 8 }, (_, i) => {
      const t = ((i + turn) / 8) * Math.PI * 2;
      return [round(x + radius * Math.cos(t)), round(y + radius * Math.sin(t))] as const;
    });
  const outer = ring(r, 0);
  const table = ring(r * 0.52, 0.5);
  const poly = (pts: readonly (readonly [number, number])[]) =>
    pts.map((p) => p.join(',')).join(' ');
  const facets = outer
    .map((p, i) => `M ${p[0]} ${p[1]} L ${table[i]?.[0]} ${table[i]?.[1]}`)
    .join(' ');
  return `<circle cx="${x}" cy="${y}" r="${round(r + 3)}" fill="${ink.gold}"/>
    <polygon points="${poly(outer)}" fill="${ink.gem}" stroke="#5d6b78" stroke-opacity="0.5" stroke-width="1"/>
    <polygon points="${poly(table)}" fill="#fff" fill-opacity="0.45"/>
    <path d="${facets}" stroke="#fff" stroke-opacity="0.6" stroke-width="1"/>
    <path d="M ${round(x - r * 0.45)} ${round(y - r * 0.45)} l ${round(r * 0.18)} ${round(r * 0.05)} l ${round(-r * 0.13)} ${round(r * 0.13)} Z" fill="#fff"/>`;
}

export const pearl = (ink: Ink, x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${ink.pearl}" stroke="#a8946e" stroke-opacity="0.5" stroke-width="1"/>`;

const teardrop = (x: number, top: number, w: number, h: number) =>
  `M ${x} ${top} C ${x + w * 0.25} ${top + h * 0.3} ${x + w / 2} ${top + h * 0.5} ${x + w / 2} ${top + h * 0.7}
   C ${x + w / 2} ${top + h * 0.88} ${x + w * 0.25} ${top + h} ${x} ${top + h}
   C ${x - w * 0.25} ${top + h} ${x - w / 2} ${top + h * 0.88} ${x - w / 2} ${top + h * 0.7}
   C ${x - w / 2} ${top + h * 0.5} ${x - w * 0.25} ${top + h * 0.3} ${x} ${top} Z`;

/** A framed teardrop stone with facet lines, the centre of drops and pendants. */
export function dropStone(ink: Ink, x: number, top: number, w: number, h: number): string {
  return `<path d="${teardrop(x, top - 8, w + 16, h + 16)}" fill="${ink.gold}"/>
    <path d="${teardrop(x, top, w, h)}" fill="${ink.gem}"/>
    <path d="M ${x} ${top} L ${x} ${top + h} M ${x - w / 2} ${top + h * 0.7} L ${x} ${top + h * 0.45} L ${x + w / 2} ${top + h * 0.7} M ${x - w * 0.35} ${top + h * 0.93} L ${x} ${top + h * 0.7} L ${x + w * 0.35} ${top + h * 0.93}"
      fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="1.5"/>
    <ellipse cx="${x - w * 0.16}" cy="${top + h * 0.55}" rx="${w * 0.08}" ry="${h * 0.12}" fill="#fff" fill-opacity="0.45"/>`;
}
