import type { DraftPack, DraftProduct, ReleaseDraftDocument } from '@caskmark/shared/api/console-catalogue';

export function emptyProduct(index: number): DraftProduct {
  return {
    key: `bottle-${index + 1}`,
    title: '',
    description: '',
    category: 'Whisky',
    whiskyType: null,
    wineType: null,
    country: '',
    region: null,
    bottleSizeMl: 700,
    vintage: null,
    ageStatement: null,
    colour: null,
    primaryGrape: null,
    bottler: null,
    abv: 40,
    weightKg: 1.4,
    image: '',
    video: '',
  };
}

export function emptyPack(productKey: string): DraftPack {
  return { name: '', description: '', image: '', video: '', products: [productKey], quantity: 10, priceCents: 10_000, maxPerUser: null, reservePriceCents: null, lotOpenDate: null, lotCloseDate: null };
}

export function emptyDocument(now = new Date()): ReleaseDraftDocument {
  const opens = new Date(now.getTime() + 86_400_000);
  opens.setMinutes(0, 0, 0);
  return {
    title: '',
    slug: '',
    description: '',
    image: '',
    video: '',
    style: 'fcfs',
    lobbyOpenDate: opens.toISOString(),
    lobbyCloseDate: new Date(opens.getTime() + 7 * 86_400_000).toISOString(),
    redeemAfter: null,
    earlyAccessCode: null,
    isFeatured: false,
    products: [emptyProduct(0)],
    packs: [emptyPack('bottle-1')],
  };
}

export const slugify = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);

/** ISO ↔ the value of an `<input type="datetime-local">` (the browser's local time). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
