import type { BrandSummary } from '../../../lib/api/get-brands';
import type { ReleaseSearchHit } from '../../../lib/api/search-releases';

export interface SearchOption {
  id: string;
  kind: 'producer' | 'release';
  href: string;
  title: string;
  subtitle: string;
  image?: string;
}

const MAX_PRODUCERS = 4;

/** Producers whose name contains every word typed, best (prefix) matches first. */
export function matchProducers(brands: readonly BrandSummary[], term: string): BrandSummary[] {
  const words = term.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  const matches = brands.filter((brand) => {
    const name = brand.name.toLowerCase();
    return words.every((word) => name.includes(word));
  });
  const first = words[0];
  return matches
    .sort((a, b) => Number(!a.name.toLowerCase().startsWith(first)) - Number(!b.name.toLowerCase().startsWith(first)) || a.name.localeCompare(b.name))
    .slice(0, MAX_PRODUCERS);
}

/** One flat, keyboard-navigable list: producers first, then releases (linked by slug, spec part 1 §2). */
export function searchOptions(producers: readonly BrandSummary[], releases: readonly ReleaseSearchHit[]): SearchOption[] {
  return [
    ...producers.map<SearchOption>((brand) => ({
      id: `producer-${brand.publicPk}`,
      kind: 'producer',
      href: `/producers/${brand.slug}`,
      title: brand.name,
      subtitle: 'Producer',
    })),
    ...releases.map<SearchOption>((release) => ({
      id: `release-${release.releasePublicPk}`,
      kind: 'release',
      href: `/producers/${release.brand.slug}/${release.releaseSlug}`,
      title: release.productTitle,
      subtitle: release.brand.name,
      image: release.image || undefined,
    })),
  ];
}
