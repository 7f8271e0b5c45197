import { createHash } from 'node:crypto';
import type { ArtCategory } from '@caskmark/shared/catalogue/media-urls';

/** Colours per category, chosen to read on the app's dark theme (docs/decisions/030-generated-svg-media.md). */
export interface Palette {
  /** Liquid gradient, top to bottom. */
  liquid: [string, string];
  /** Tint of the glass itself. */
  glass: string;
  accent: string;
  /** The background's coloured top. */
  backdrop: string;
}

export const PALETTES: Record<ArtCategory, Palette> = {
  whisky: { liquid: ['#e39a3b', '#8a4110'], glass: '#f5e6cc', accent: '#e8a94f', backdrop: '#3a2412' },
  wine: { liquid: ['#9e1c34', '#43060f'], glass: '#2f4a36', accent: '#d2566b', backdrop: '#2e0b14' },
  cognac: { liquid: ['#e2b04a', '#98601a'], glass: '#f8ecd0', accent: '#ecc978', backdrop: '#372a10' },
  tequila: { liquid: ['#f1f0d8', '#bdd3a8'], glass: '#e8f4ee', accent: '#9fd9b8', backdrop: '#13291f' },
  rum: { liquid: ['#7b3a16', '#2c1006'], glass: '#f0dcc8', accent: '#e39452', backdrop: '#2d170b' },
  other: { liquid: ['#9a9ab8', '#4a4a66'], glass: '#e6e6f2', accent: '#b4b4e0', backdrop: '#1d1d2e' },
};

/** A stable number in [0, 1) from a key: the same text always draws the same variation. */
export function unitHash(key: string, salt = ''): number {
  return Number.parseInt(createHash('sha1').update(`${salt}:${key}`).digest('hex').slice(0, 8), 16) / 0x1_0000_0000;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);
}

/** Greedy word wrap to lines of at most `maxChars`, at most `maxLines` (the last one ellipsised). */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.trim().split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars || !current) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines.map((line) => (line.length > maxChars ? `${line.slice(0, maxChars - 1)}…` : line));
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1]!;
  kept[maxLines - 1] = last.length >= maxChars ? `${last.slice(0, maxChars - 1)}…` : `${last}…`;
  return kept;
}

/** Initials for a monogram: the first letters of the first two significant words. */
export function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter((word) => word && !/^(co|the|de|du|la|le|and|of)$/i.test(word));
  return (words.slice(0, 2).map((word) => word[0]!.toUpperCase()).join('') || '?').normalize('NFC');
}
