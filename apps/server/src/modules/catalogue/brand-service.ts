import { asc, eq, sql } from 'drizzle-orm';
import { brands, type DbOrTx } from '@caskmark/db';
import type { Brand } from '@caskmark/shared/api/catalogue';
import { notFound } from '../../platform/errors';

const brandColumns = {
  publicPk: brands.publicPk,
  slug: brands.slug,
  name: brands.name,
  description: brands.description,
  country: brands.country,
  category: brands.category,
  logo: brands.logo,
  heroImage: brands.heroImage,
};

/** Every producer, by name (the header dropdown and the app's start read this). */
export async function listBrands(db: DbOrTx): Promise<Brand[]> {
  return db.select(brandColumns).from(brands).orderBy(asc(sql`lower(${brands.name})`), asc(brands.slug)).limit(500);
}

export async function requireBrand(db: DbOrTx, slug: string): Promise<Brand> {
  const [brand] = await db.select(brandColumns).from(brands).where(eq(brands.slug, slug)).limit(1);
  if (!brand) throw notFound('Producer');
  return brand;
}
