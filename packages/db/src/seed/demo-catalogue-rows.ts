import { bannerArtUrl, bottleArtUrl, bottleVideoUrl, brandLogoUrl } from '@caskmark/shared/catalogue/media-urls';
import type { brands, editionNfts, editions, products, releasePacks, releases } from '../schema/catalogue';
import { demoBrands, demoProducts, type DemoProduct } from './demo-producers';
import { demoVotings } from './demo-collector-extras';
import { demoReleases, type DemoPack, type DemoRelease } from './demo-releases';
import { demoId } from './ids';

export type BrandRow = typeof brands.$inferInsert;
export type ProductRow = typeof products.$inferInsert;
export type ReleaseRow = typeof releases.$inferInsert;
export type PackRow = typeof releasePacks.$inferInsert;
export type EditionRow = typeof editions.$inferInsert;
export type EditionNftRow = typeof editionNfts.$inferInsert & { publicPk: string };

/** One sellable unit of a pack: one edition NFT, or one of each product for a bundle. */
export interface DemoUnit {
  release: DemoRelease;
  pack: DemoPack;
  editionNumber: number;
  nfts: EditionNftRow[];
  opensAt: Date;
  closesAt: Date | null;
}

export interface DemoCatalogue {
  brands: BrandRow[];
  products: ProductRow[];
  releases: ReleaseRow[];
  packs: PackRow[];
  editions: EditionRow[];
  nfts: EditionNftRow[];
  units: DemoUnit[];
}

const brandBySlug = new Map(demoBrands.map((brand) => [brand.slug, brand]));
const productByKey = new Map(demoProducts.map((product) => [product.key, product]));

function requireProduct(key: string): DemoProduct {
  const product = productByKey.get(key);
  if (!product) throw new Error(`Demo data: unknown product ${key}`);
  return product;
}

function brandName(slug: string): string {
  const brand = brandBySlug.get(slug);
  if (!brand) throw new Error(`Demo data: unknown brand ${slug}`);
  return brand.name;
}

function productArt(product: DemoProduct) {
  return { category: product.category, producer: brandName(product.brand), product: product.title, detail: product.detail, shape: product.shape };
}

/** Builds every catalogue row of the demo; dates are offsets from `now`. */
export function buildDemoCatalogue(now: Date): DemoCatalogue {
  const at = (offset: number) => new Date(now.getTime() + offset);
  const catalogue: DemoCatalogue = { brands: [], products: [], releases: [], packs: [], editions: [], nfts: [], units: [] };

  for (const brand of demoBrands) {
    catalogue.brands.push({
      publicPk: demoId('brand', brand.slug),
      slug: brand.slug,
      name: brand.name,
      description: brand.description,
      country: brand.country,
      category: brand.category,
      website: brand.website,
      logo: brandLogoUrl({ name: brand.name, category: brand.category }),
      heroImage: bannerArtUrl({ category: brand.category, seed: brand.slug }),
    });
  }

  for (const product of demoProducts) {
    catalogue.products.push({
      publicPk: demoId('product', product.key),
      brandPk: demoId('brand', product.brand),
      title: product.title,
      description: product.description,
      category: product.category,
      whiskyType: product.whiskyType ?? null,
      wineType: product.wineType ?? null,
      country: product.country,
      region: product.region,
      bottleSizeMl: product.bottleSizeMl,
      vintage: product.vintage ?? null,
      ageStatement: product.ageStatement ?? null,
      colour: product.colour,
      primaryGrape: product.primaryGrape ?? null,
      bottler: product.bottler,
      experience: product.experience ?? null,
      abv: product.abv.toFixed(1),
      weightKg: product.weightKg.toFixed(2),
      image: bottleArtUrl(productArt(product)),
      video: bottleVideoUrl(productArt(product)),
    });
  }

  for (const release of demoReleases) {
    const lead = requireProduct(release.packs[0]!.products[0]!);
    const voting = demoVotings.find((candidate) => candidate.release === release.slug);
    catalogue.releases.push({
      publicPk: demoId('release', release.slug),
      brandPk: demoId('brand', release.brand),
      slug: release.slug,
      productTitle: release.title,
      productDescription: release.description,
      productVideo: bottleVideoUrl({ ...productArt(lead), product: release.title }),
      image: bottleArtUrl({ ...productArt(lead), product: release.title }),
      releaseStyle: release.style,
      lobbyOpenDate: at(release.open),
      lobbyCloseDate: release.close === null ? null : at(release.close),
      isFeatured: release.featured ?? false,
      redeemAfter: release.redeemAfter === undefined ? null : at(release.redeemAfter),
      votingOpenDate: voting ? at(voting.open) : null,
      votingCloseDate: voting ? at(voting.close) : null,
    });
    release.packs.forEach((pack, sortOrder) => addPack(catalogue, release, pack, sortOrder, at));
  }
  return catalogue;
}

function addPack(catalogue: DemoCatalogue, release: DemoRelease, pack: DemoPack, sortOrder: number, at: (offset: number) => Date) {
  const packPk = demoId('pack', pack.key);
  const lead = requireProduct(pack.products[0]!);
  const isBundle = pack.products.length > 1;
  const art = { ...productArt(lead), product: pack.name, detail: isBundle ? `Bundle of ${pack.products.length}` : lead.detail };
  catalogue.packs.push({
    publicPk: packPk,
    releasePk: demoId('release', release.slug),
    name: pack.name,
    description: pack.description,
    image: bottleArtUrl(art),
    video: bottleVideoUrl(art),
    isBundle,
    listingPriceCents: Math.round(pack.priceUsd * 100),
    reservePriceCents: pack.reserveUsd === undefined ? null : Math.round(pack.reserveUsd * 100),
    lotOpenDate: pack.lotOpen === undefined ? null : at(pack.lotOpen),
    lotCloseDate: pack.lotClose === undefined ? null : at(pack.lotClose),
    maxPerUser: pack.maxPerUser ?? null,
    sortOrder,
  });
  const opensAt = at(pack.lotOpen ?? release.open);
  const closeOffset = pack.lotClose ?? release.close;
  const closesAt = closeOffset === null ? null : at(closeOffset);
  const priceCents = Math.round(pack.priceUsd * 100);
  const share = Math.floor(priceCents / pack.products.length);

  const unitNfts = new Map<number, EditionNftRow[]>();
  pack.products.forEach((productKey, productIndex) => {
    const editionPk = demoId('edition', pack.key, productKey);
    catalogue.editions.push({
      publicPk: editionPk,
      releasePackPk: packPk,
      productPk: demoId('product', productKey),
      totalCount: pack.seriesSize ?? pack.units,
    });
    for (let index = 0; index < pack.units; index += 1) {
      const editionNumber = (pack.firstEditionNumber ?? 1) + index;
      const nft: EditionNftRow = {
        publicPk: demoId('nft', pack.key, productKey, editionNumber),
        editionPk,
        editionNumber,
        status: 'unsold',
        // A bundle's price is spread over its bottles; the first carries the rounding remainder.
        primaryPriceCents: isBundle ? share + (productIndex === 0 ? priceCents - share * pack.products.length : 0) : priceCents,
        goLiveDate: opensAt,
      };
      catalogue.nfts.push(nft);
      unitNfts.set(editionNumber, [...(unitNfts.get(editionNumber) ?? []), nft]);
    }
  });
  for (const [editionNumber, nfts] of unitNfts) {
    catalogue.units.push({ release, pack, editionNumber, nfts, opensAt, closesAt });
  }
}
