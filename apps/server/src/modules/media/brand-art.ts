import type { ArtCategory } from '@caskmark/shared/catalogue/media-urls';
import { SHAPES } from './bottle-shapes';
import { escapeXml, initials, PALETTES, unitHash, wrapText } from './palette';

/** A round monogram for a producer (header dropdown, producer page). 256 × 256. */
export function renderLogo(name: string, category: ArtCategory): string {
  const palette = PALETTES[category];
  const letters = initials(name);
  const word = category === 'other' ? 'SPIRITS' : category.toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256" role="img" aria-label="${escapeXml(name)}">
  <title>${escapeXml(name)}</title>
  <defs>
    <radialGradient id="disc" cx="0.35" cy="0.3" r="0.8">
      <stop offset="0" stop-color="${palette.backdrop}"/>
      <stop offset="1" stop-color="#0d0d11"/>
    </radialGradient>
  </defs>
  <circle cx="128" cy="128" r="124" fill="url(#disc)"/>
  <circle cx="128" cy="128" r="112" fill="none" stroke="${palette.accent}" stroke-width="3"/>
  <circle cx="128" cy="128" r="104" fill="none" stroke="${palette.accent}" stroke-opacity="0.4" stroke-width="1"/>
  <text x="128" y="${letters.length > 1 ? 146 : 150}" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="${letters.length > 1 ? 78 : 92}" fill="${palette.accent}">${escapeXml(letters)}</text>
  <text x="128" y="194" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="13" letter-spacing="4" fill="${palette.accent}" fill-opacity="0.85">${word}</text>
</svg>`;
}

export interface BannerSpec {
  category: ArtCategory;
  title?: string;
  subtitle?: string;
  seed?: string;
}

/**
 * A wide banner, 1600 × 500: a row of faint bottles on the right under a warm glow, and the title on
 * the left when there is one (decorative banners leave the heading to the page).
 */
export function renderBanner(spec: BannerSpec): string {
  const { category, title, subtitle } = spec;
  const palette = PALETTES[category];
  const lines = title ? wrapText(title, 26, 2) : [];
  const key = `${category}|${title ?? ''}|${spec.seed ?? ''}`;
  const label = title ?? subtitle ?? 'Caskmark';
  const bottles = (['classic', 'decanter', 'tall', 'squat', 'burgundy'] as const)
    .map((shape, index) => {
      const x = 860 + index * 140 + Math.round(unitHash(key, `b${index}`) * 30);
      const scale = 0.62 + unitHash(key, `s${index}`) * 0.18;
      const y = 500 - 540 * scale;
      return `<path d="${SHAPES[shape].body}" transform="translate(${x - 240 * scale} ${y}) scale(${scale.toFixed(3)})" fill="${palette.accent}" fill-opacity="${(0.1 + index * 0.035).toFixed(3)}" stroke="${palette.accent}" stroke-opacity="0.35" stroke-width="2"/>`;
    })
    .join('\n  ');
  const titleMarkup = lines
    .map((line, index) => `<tspan x="120" y="${(lines.length > 1 ? 210 : 250) + index * 80}">${escapeXml(line)}</tspan>`)
    .join('');
  const text = title
    ? `<rect x="120" y="${lines.length > 1 ? 120 : 160}" width="64" height="4" fill="${palette.accent}"/>
  <text font-family="Georgia, 'Times New Roman', serif" font-size="68" fill="#f4efe6">${titleMarkup}</text>
  <text x="120" y="${lines.length > 1 ? 380 : 320}" font-family="Helvetica, Arial, sans-serif" font-size="22" letter-spacing="5" fill="${palette.accent}">${escapeXml((subtitle ?? '').toUpperCase())}</text>`
    : rings(palette.accent, key);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 500" width="1600" height="500" role="img" aria-label="${escapeXml(label)}">
  <title>${escapeXml(label)}</title>
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${palette.backdrop}"/>
      <stop offset="0.7" stop-color="#0e0e13"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.75" cy="0.6" r="0.5">
      <stop offset="0" stop-color="${palette.accent}" stop-opacity="0.28"/>
      <stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="1600" height="500" fill="url(#bg)"/>
  <rect width="1600" height="500" fill="url(#glow)"/>
  ${bottles}
  ${text}
</svg>`;
}

/** Barrel-head rings on the left of a decorative banner: faint, concentric, placed by the key. */
function rings(accent: string, key: string): string {
  const cx = 260 + Math.round(unitHash(key, 'rx') * 160);
  const cy = 250 + Math.round((unitHash(key, 'ry') - 0.5) * 120);
  return [260, 200, 150, 104, 62]
    .map((radius, index) => `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="none" stroke="${accent}" stroke-opacity="${(0.05 + index * 0.025).toFixed(3)}" stroke-width="${index === 0 ? 3 : 1.5}"/>`)
    .join('\n  ');
}
