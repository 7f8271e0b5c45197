import { BOTTLE_SHAPES, type ArtCategory, type BottleShape } from '@caskmark/shared/catalogue/media-urls';
import { SHAPES } from './bottle-shapes';
import { escapeXml, PALETTES, unitHash, wrapText } from './palette';

export interface BottleArtSpec {
  category: ArtCategory;
  producer: string;
  product: string;
  detail?: string;
  shape?: BottleShape;
  /** Adds the hover motion: a light sweep, a breathing glow and rising sparks. */
  animated: boolean;
}

interface LabelStyle {
  paper: string;
  ink: string;
  rule: string;
}

/** Three label papers; the key picks one, so a producer's bottles vary but never change between loads. */
function labelStyle(spec: BottleArtSpec, key: string): LabelStyle {
  const accent = PALETTES[spec.category].accent;
  const styles: LabelStyle[] = [
    { paper: '#efe5cf', ink: '#2b1b0e', rule: accent },
    { paper: '#15110e', ink: accent, rule: accent },
    { paper: '#f7f4ee', ink: '#1f1f24', rule: '#9a7b4f' },
  ];
  return styles[Math.floor(unitHash(key, 'label') * styles.length)]!;
}

function defaultShape(category: ArtCategory, key: string): BottleShape {
  const preferred: Record<ArtCategory, BottleShape[]> = {
    whisky: ['classic', 'tall', 'squat'],
    wine: ['burgundy', 'classic'],
    cognac: ['decanter', 'flask'],
    tequila: ['squat', 'tall'],
    rum: ['classic', 'flask', 'squat'],
    other: [...BOTTLE_SHAPES],
  };
  const options = preferred[category];
  return options[Math.floor(unitHash(key, 'shape') * options.length)]!;
}

function labelMarkup(spec: BottleArtSpec, shape: BottleShape, style: LabelStyle): string {
  const { x, y, width, height } = SHAPES[shape].label;
  const centre = x + width / 2;
  const maxChars = Math.max(8, Math.floor(width / 8.6));
  const productLines = wrapText(spec.product, maxChars, 3);
  const producer = spec.producer.toUpperCase();
  // Uppercase Helvetica bold is about 0.7 em per letter plus the tracking; shrink long names to fit.
  const producerSize = Math.max(6.5, Math.min(10.5, (width - 14) / producer.length / 0.86));
  const detail = spec.detail ? (wrapText(spec.detail.toUpperCase(), Math.floor(width / 4.6), 1)[0] ?? '') : '';
  const detailSize = Math.max(6, Math.min(9, (width - 16) / Math.max(detail.length, 1) / 0.82));
  const lineHeight = 17;
  const productTop = y + 46 + (3 - productLines.length) * (lineHeight / 2);
  const product = productLines
    .map((line, index) => `<tspan x="${centre}" y="${productTop + index * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');
  return `
  <g>
    <rect x="${x}" y="${y}" width="${width}" height="${height}" rx="6" fill="${style.paper}"/>
    <rect x="${x + 5}" y="${y + 5}" width="${width - 10}" height="${height - 10}" rx="4" fill="none" stroke="${style.rule}" stroke-opacity="0.7" stroke-width="1"/>
    <text x="${centre}" y="${y + 24}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${producerSize.toFixed(1)}" font-weight="700" letter-spacing="${(producerSize * 0.14).toFixed(2)}" fill="${style.ink}">${escapeXml(producer)}</text>
    <line x1="${centre - 22}" y1="${y + 32}" x2="${centre + 22}" y2="${y + 32}" stroke="${style.rule}" stroke-width="1.5"/>
    <text text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="15" font-style="italic" fill="${style.ink}">${product}</text>
    <text x="${centre}" y="${y + height - 16}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${detailSize.toFixed(1)}" letter-spacing="${(detailSize * 0.12).toFixed(2)}" fill="${style.ink}" fill-opacity="0.8">${escapeXml(detail)}</text>
  </g>`;
}

function motionMarkup(fillLine: number, key: string): string {
  const sparks = Array.from({ length: 7 }, (_, index) => {
    const x = 180 + Math.round(unitHash(key, `spark-x-${index}`) * 120);
    const delay = (unitHash(key, `spark-d-${index}`) * 4).toFixed(2);
    const radius = (1.4 + unitHash(key, `spark-r-${index}`) * 2).toFixed(1);
    return `<circle cx="${x}" cy="530" r="${radius}" fill="#fff" opacity="0">
      <animate attributeName="cy" values="530;${fillLine + 10}" dur="4s" begin="${delay}s" repeatCount="indefinite"/>
      <animate attributeName="opacity" values="0;0.55;0" dur="4s" begin="${delay}s" repeatCount="indefinite"/>
    </circle>`;
  }).join('');
  return `
  <g clip-path="url(#bottle)">
    ${sparks}
    <rect x="-120" y="0" width="90" height="600" fill="url(#sweep)" transform="skewX(-18)">
      <animateTransform attributeName="transform" type="translate" values="0 0;640 0" dur="3.6s" repeatCount="indefinite" additive="sum"/>
    </rect>
  </g>`;
}

/** A stylised bottle on a dark backdrop, labelled with the producer and product. 480 × 600. */
export function renderBottleArt(spec: BottleArtSpec): string {
  const key = `${spec.category}|${spec.producer}|${spec.product}|${spec.detail ?? ''}`;
  const palette = PALETTES[spec.category];
  const shape = spec.shape ?? defaultShape(spec.category, key);
  const geometry = SHAPES[shape];
  const glowX = 240 + Math.round((unitHash(key, 'glow') - 0.5) * 80);
  const style = labelStyle(spec, key);
  const glassOpacity = spec.category === 'wine' ? 0.55 : 0.12;
  const liquidOpacity = spec.category === 'tequila' ? 0.7 : 0.95;
  const title = `${spec.producer} — ${spec.product}`;
  const glow = spec.animated
    ? `<animate attributeName="opacity" values="0.55;0.9;0.55" dur="5s" repeatCount="indefinite"/>`
    : '';
  const surface = spec.animated
    ? `<animate attributeName="y" values="${geometry.fillLine};${geometry.fillLine - 5};${geometry.fillLine}" dur="4.5s" repeatCount="indefinite"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 600" width="480" height="600" role="img" aria-label="${escapeXml(title)}">
  <title>${escapeXml(title)}</title>
  <defs>
    <linearGradient id="backdrop" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${palette.backdrop}"/>
      <stop offset="1" stop-color="#0c0c10"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${palette.accent}" stop-opacity="0.45"/>
      <stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="liquid" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${palette.liquid[0]}"/>
      <stop offset="1" stop-color="${palette.liquid[1]}"/>
    </linearGradient>
    <linearGradient id="shine" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#fff" stop-opacity="0.5"/>
      <stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </linearGradient>
    <linearGradient id="sweep" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#fff" stop-opacity="0"/>
      <stop offset="0.5" stop-color="#fff" stop-opacity="0.28"/>
      <stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </linearGradient>
    <clipPath id="bottle"><path d="${geometry.body}"/></clipPath>
  </defs>
  <rect width="480" height="600" fill="url(#backdrop)"/>
  <ellipse cx="${glowX}" cy="330" rx="230" ry="250" fill="url(#glow)" opacity="0.7">${glow}</ellipse>
  <ellipse cx="240" cy="548" rx="128" ry="12" fill="#000" opacity="0.55"/>
  <path d="${geometry.body}" fill="${palette.glass}" fill-opacity="${glassOpacity}"/>
  <g clip-path="url(#bottle)">
    <rect x="100" y="${geometry.fillLine}" width="280" height="${560 - geometry.fillLine}" fill="url(#liquid)" opacity="${liquidOpacity}">${surface}</rect>
    <rect x="${geometry.highlightX}" y="${geometry.highlightTop}" width="16" height="${520 - geometry.highlightTop}" rx="8" fill="url(#shine)"/>
  </g>
  <path d="${geometry.body}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="2"/>
  <g fill="${palette.accent}" fill-opacity="0.92" stroke="#000" stroke-opacity="0.25">${geometry.closure}</g>
  ${labelMarkup(spec, shape, style)}
  ${spec.animated ? motionMarkup(geometry.fillLine, key) : ''}
</svg>`;
}
