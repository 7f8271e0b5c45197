import type { FastifyRequest } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { brands, type DbOrTx } from '@caskmark/db';
import { brandGroupName, requireUser, STAFF_GROUP, type Principal } from '../identity/public';
import { forbidden, notFound } from '../../platform/errors';

export type BrandRow = typeof brands.$inferSelect;

export const isStaff = (principal: Principal) => principal.groups.includes(STAFF_GROUP);

/** May this caller act on this brand? Staff on every brand, a member of the brand's group on their own. */
export function mayActOn(principal: Principal, brand: Pick<BrandRow, 'name'>): boolean {
  return isStaff(principal) || principal.groups.includes(brandGroupName(brand.name));
}

/** The brands the caller may act on; 403 for an account that may act on none (collectors). */
export async function actingBrands(request: FastifyRequest, db: DbOrTx): Promise<{ principal: Principal; brands: BrandRow[] }> {
  const principal = await requireUser(request);
  const all = await db.select().from(brands).orderBy(asc(brands.name));
  const mine = all.filter((brand) => mayActOn(principal, brand));
  if (mine.length === 0) throw forbidden();
  return { principal, brands: mine };
}

/**
 * The brand the caller acts on: 401 signed out, 403 when the caller may act on no brand or not on
 * this one. An unknown brand answers 403 as well unless the caller is staff, so a producer cannot
 * probe which brands exist through the console.
 */
export async function requireBrandAccess(request: FastifyRequest, db: DbOrTx, brandPk: string): Promise<{ principal: Principal; brand: BrandRow }> {
  const principal = await requireUser(request);
  const [brand] = await db.select().from(brands).where(eq(brands.publicPk, brandPk));
  if (!brand) {
    if (isStaff(principal)) throw notFound('Brand');
    throw forbidden();
  }
  if (!mayActOn(principal, brand)) throw forbidden();
  return { principal, brand };
}
