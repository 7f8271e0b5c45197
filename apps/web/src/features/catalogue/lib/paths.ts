/** Links between the catalogue pages, in one place so a route change is one edit. */
export function producerPath(brandSlug: string): string {
  return `/producers/${encodeURIComponent(brandSlug)}`;
}

export function releasePath(brandSlug: string, releasePublicPkOrSlug: string): string {
  return `${producerPath(brandSlug)}/${encodeURIComponent(releasePublicPkOrSlug)}`;
}

export function editionPath(brandSlug: string, releaseSlug: string, editionNftPublicPk: string): string {
  return `/marketplace/${encodeURIComponent(brandSlug)}/${encodeURIComponent(releaseSlug)}/${encodeURIComponent(editionNftPublicPk)}`;
}

export function listingPath(listingId: string): string {
  return `/listings/${encodeURIComponent(listingId)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The release route takes a publicPk or a slug; only a uuid is a publicPk. */
export function isPublicPk(value: string): boolean {
  return UUID.test(value);
}
