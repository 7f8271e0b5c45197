/**
 * URLs of the generated artwork the server draws under /media (bottle art, animated hover art,
 * producer monograms, banners). The picture is a pure function of the query, so the same URL always
 * gives the same picture and can be cached for a year (docs/decisions/030-generated-svg-media.md).
 */
export const ART_CATEGORIES = ['whisky', 'wine', 'cognac', 'tequila', 'rum', 'other'] as const;
export type ArtCategory = (typeof ART_CATEGORIES)[number];

export const BOTTLE_SHAPES = ['classic', 'tall', 'squat', 'decanter', 'burgundy', 'flask'] as const;
export type BottleShape = (typeof BOTTLE_SHAPES)[number];

/** Texts are cut to this length so a label always fits. */
export const ART_TEXT_MAX = 48;

export interface BottleArtInput {
  category: string;
  producer: string;
  product: string;
  /** A short line under the product name: age, vintage or cask. */
  detail?: string;
  shape?: BottleShape;
}

/** Maps a bottle category as producers write it ('Whisky', 'Whiskey', 'Red Wine') to an art palette. */
export function artCategory(category: string): ArtCategory {
  const value = category.toLowerCase();
  if (value.includes('whisk') || value.includes('bourbon') || value.includes('scotch')) return 'whisky';
  if (value.includes('wine') || value.includes('champagne') || value.includes('port')) return 'wine';
  if (value.includes('cognac') || value.includes('brandy') || value.includes('armagnac')) return 'cognac';
  if (value.includes('tequila') || value.includes('mezcal') || value.includes('agave')) return 'tequila';
  if (value.includes('rum') || value.includes('rhum')) return 'rum';
  return 'other';
}

function query(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value) search.set(key, value.slice(0, ART_TEXT_MAX));
  }
  return search.toString();
}

function bottleQuery(input: BottleArtInput): string {
  return query({
    category: artCategory(input.category),
    producer: input.producer,
    product: input.product,
    detail: input.detail,
    shape: input.shape,
  });
}

/** The still picture of a bottle (cards, edition pages). */
export function bottleArtUrl(input: BottleArtInput): string {
  return `/media/bottle.svg?${bottleQuery(input)}`;
}

/** The animated picture shown as the hover "video" in the demo. */
export function bottleVideoUrl(input: BottleArtInput): string {
  return `/media/bottle-motion.svg?${bottleQuery(input)}`;
}

/** A producer's monogram logo. */
export function brandLogoUrl(input: { name: string; category: string }): string {
  return `/media/logo.svg?${query({ name: input.name, category: artCategory(input.category) })}`;
}

/**
 * A wide banner (producer hero, announcements, giveaways). Without a title it is pure decoration, for
 * pages that print their own heading over or next to it; `seed` varies the arrangement.
 */
export function bannerArtUrl(input: { category: string; title?: string; subtitle?: string; seed?: string }): string {
  return `/media/banner.svg?${query({ title: input.title, subtitle: input.subtitle, category: artCategory(input.category), seed: input.seed })}`;
}
