import type { BottleShape } from '@caskmark/shared/catalogue/media-urls';

/**
 * Bottle silhouettes on a 480 × 600 canvas, centred on x = 240, standing on y = 540. Each has its
 * closure (cap, capsule or stopper), the line the liquid fills to, and where the label sits.
 */
export interface ShapeSpec {
  body: string;
  closure: string;
  fillLine: number;
  label: { x: number; y: number; width: number; height: number };
  /** Left edge of the body, for the glass highlight. */
  highlightX: number;
  highlightTop: number;
}

export const SHAPES: Record<BottleShape, ShapeSpec> = {
  classic: {
    body: 'M222,96 L258,96 L258,180 C258,215 320,225 320,262 L320,526 Q320,540 306,540 L174,540 Q160,540 160,526 L160,262 C160,225 222,215 222,180 Z',
    closure: '<rect x="216" y="58" width="48" height="44" rx="8"/>',
    fillLine: 236,
    label: { x: 170, y: 318, width: 140, height: 158 },
    highlightX: 172,
    highlightTop: 268,
  },
  tall: {
    body: 'M226,76 L254,76 L254,220 C254,255 310,262 310,298 L310,526 Q310,540 296,540 L184,540 Q170,540 170,526 L170,298 C170,262 226,255 226,220 Z',
    closure: '<rect x="221" y="40" width="38" height="42" rx="7"/>',
    fillLine: 270,
    label: { x: 178, y: 340, width: 124, height: 150 },
    highlightX: 181,
    highlightTop: 304,
  },
  squat: {
    body: 'M220,186 L260,186 L260,246 C260,272 340,276 340,312 L340,520 Q340,540 320,540 L160,540 Q140,540 140,520 L140,312 C140,276 220,272 220,246 Z',
    closure: '<rect x="212" y="146" width="56" height="46" rx="10"/>',
    fillLine: 292,
    label: { x: 156, y: 352, width: 168, height: 138 },
    highlightX: 153,
    highlightTop: 318,
  },
  decanter: {
    body: 'M224,156 L256,156 L256,250 C256,280 360,300 360,420 C360,500 310,540 240,540 C170,540 120,500 120,420 C120,300 224,280 224,250 Z',
    closure: '<rect x="230" y="128" width="20" height="34" rx="4"/><path d="M240,62 L274,104 L240,138 L206,104 Z"/>',
    fillLine: 322,
    label: { x: 168, y: 372, width: 144, height: 112 },
    highlightX: 140,
    highlightTop: 360,
  },
  burgundy: {
    body: 'M224,86 L256,86 L256,160 C256,230 316,270 316,330 L316,526 Q316,540 302,540 L178,540 Q164,540 164,526 L164,330 C164,270 224,230 224,160 Z',
    closure: '<path d="M220,56 L260,56 L260,150 C260,160 220,160 220,150 Z"/>',
    fillLine: 250,
    label: { x: 174, y: 352, width: 132, height: 140 },
    highlightX: 176,
    highlightTop: 330,
  },
  flask: {
    body: 'M226,156 L254,156 L254,214 C254,232 330,232 330,256 L330,524 Q330,540 314,540 L166,540 Q150,540 150,524 L150,256 C150,232 226,232 226,214 Z',
    closure: '<rect x="220" y="118" width="40" height="44" rx="6"/>',
    fillLine: 262,
    label: { x: 164, y: 318, width: 152, height: 168 },
    highlightX: 162,
    highlightTop: 262,
  },
};
