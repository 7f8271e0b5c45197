/**
 * Every public catalogue read a visitor's pages make, found on a running server (its largest pack,
 * a release, a brand), for bench/reads.ts with `BENCH_READS=all` — the check of issue 17 that each
 * answers p95 < 100 ms at catalogue size (decision 312).
 */
export interface ReadTarget {
  name: string;
  path: string;
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

interface PackCard {
  publicPk: string;
  releaseSlug?: string;
  totalCount?: number;
}

export async function allReadTargets(baseUrl: string): Promise<ReadTarget[]> {
  const grid = await json<{ results: PackCard[]; next?: string | null }>(`${baseUrl}/api/marketplace/v3/release-packs-cursor`);
  const releases = await json<{ results: Array<{ releaseSlug: string }> }>(`${baseUrl}/api/marketplace/v2/release?size=1`);
  const brands = await json<Array<{ slug: string }> | { results: Array<{ slug: string }> }>(`${baseUrl}/api/brands/v1/`);
  const brandList = Array.isArray(brands) ? brands : brands.results;
  const pack = grid.results[0]?.publicPk;
  const release = releases.results[0]?.releaseSlug;
  const brand = brandList[Math.floor(brandList.length / 2)]?.slug;
  if (!pack || !release || !brand) throw new Error('the catalogue is empty: nothing to measure');
  const market = '/api/marketplace/v3/release-packs-cursor';
  const listings = '/api/marketplace/v2/listings/marketplace';
  return [
    { name: 'marketplace first page', path: market },
    ...(grid.next ? [{ name: 'marketplace second page', path: `${market}?cursor=${encodeURIComponent(grid.next)}` }] : []),
    { name: 'marketplace whisky from Scotland', path: `${market}?category=Whisky&country=Scotland` },
    { name: 'marketplace available, cheapest', path: `${market}?status=available&ordering=min_price_usd` },
    { name: 'marketplace $100–$500', path: `${market}?min_price=100&max_price=500` },
    { name: 'marketplace listed, newest', path: `${market}?is_listed=true&ordering=-lobby_open_date` },
    { name: 'marketplace search', path: `${market}?search=aurora` },
    { name: 'marketplace of a brand', path: `${market}?brand_slug=${brand}` },
    { name: 'filters', path: '/api/marketplace/v3/filters' },
    { name: 'releases', path: '/api/marketplace/v2/release' },
    { name: 'release page', path: `/api/release/v3/release-page/${release}` },
    { name: 'release page packs', path: `/api/release/v3/release-page/${release}/packs` },
    { name: 'pack editions (cursor)', path: `/api/marketplace/v3/edition-nfts-cursor/${pack}` },
    { name: 'pack editions, cheapest', path: `/api/marketplace/v3/edition-nfts-cursor/${pack}?ordering=min_price_usd` },
    { name: 'brands', path: '/api/brands/v1/' },
    { name: 'brand', path: `/api/brands/v1/${brand}` },
    { name: 'listings', path: listings },
    { name: 'listings $100–$1,000', path: `${listings}?min_price=100&max_price=1000` },
    { name: 'listings expiring first', path: `${listings}?ordering=valid_until` },
    { name: 'listings expiring last', path: `${listings}?ordering=-valid_until` },
    { name: 'listings whisky', path: `${listings}?category=Whisky` },
    { name: 'listings page 50', path: `${listings}?page=50` },
    { name: 'history, newest', path: '/api/release/v2/history?ordering=-created_at' },
    { name: 'history, oldest', path: '/api/release/v2/history' },
    { name: 'history, sales', path: '/api/release/v2/history?ordering=-created_at&transfer_type=Sale' },
    { name: 'history of a release', path: `/api/release/v2/history?ordering=-created_at&release_slug=${release}` },
    { name: 'history, last 7 days', path: '/api/release/v2/history?ordering=-created_at&date_range=7d' },
  ];
}
