import { sql } from 'drizzle-orm';
import type { PublicVaultPage, VaultEdition, VaultPage, VaultQuery, VaultSummary } from '@caskmark/shared/api/vault';
import type { AppContext } from '../../context';
import { notFound } from '../../platform/errors';
import { chainOf } from '../chain/public';
import { nowParam, rowsOf, toPage } from '../catalogue/public';
import { editionFigures, publicListingCents } from './vault-figures';
import { presentPublicVaultEdition, presentVaultEdition, type PresentContext } from './vault-presenters';
import { countVault, vaultRowOf, vaultRows, type VaultScope } from './vault-repository';

async function presentContext(context: AppContext): Promise<PresentContext> {
  return {
    contractAddress: chainOf(context).live?.network.addresses.editionToken ?? null,
    usdPerEth: await context.ethPrice.usdPerEth(),
  };
}

/** My vault: the editions my wallets hold (or those I redeemed), with every field of the drawer. */
export async function myVault(context: AppContext, userPk: string, query: VaultQuery): Promise<VaultPage> {
  const scope: VaultScope = { userPk, state: query.state, search: query.search };
  const [rows, count, present] = await Promise.all([
    vaultRows(context.db, scope, query.size, (query.page - 1) * query.size),
    countVault(context.db, scope),
    presentContext(context),
  ]);
  const figures = await editionFigures(context.db, userPk, rows.map((row) => row.nft_pk), context.clock.now());
  return toPage(rows.map((row) => presentVaultEdition(row, figures.get(row.nft_pk), present)), count, query.page, query.size);
}

/** One NFT of my vault; somebody else's (or an unknown one) is simply not found. */
export async function myVaultEdition(context: AppContext, userPk: string, editionNftPk: string): Promise<VaultEdition> {
  const row = await vaultRowOf(context.db, userPk, editionNftPk);
  if (!row) throw notFound('Edition');
  const [figures, present] = await Promise.all([editionFigures(context.db, userPk, [row.nft_pk], context.clock.now()), presentContext(context)]);
  return presentVaultEdition(row, figures.get(row.nft_pk), present);
}

async function userByHandler(context: AppContext, handler: string): Promise<{ publicPk: string; handler: string } | null> {
  const [user] = await rowsOf<{ public_pk: string; handler: string }>(
    context.db,
    sql`select public_pk::text, handler from users where lower(handler) = ${handler.replace(/^@/, '').toLowerCase()}`,
  );
  return user ? { publicPk: user.public_pk, handler: user.handler } : null;
}

/** /vault/{handler}: another collector's editions as anyone may see them, and their redeemed count. */
export async function publicVault(context: AppContext, handler: string, query: Omit<VaultQuery, 'state'>): Promise<PublicVaultPage> {
  const user = await userByHandler(context, handler);
  if (!user) throw notFound('Collector');
  const scope: VaultScope = { userPk: user.publicPk, state: 'owned', search: query.search };
  const [rows, count, redeemedCount] = await Promise.all([
    vaultRows(context.db, scope, query.size, (query.page - 1) * query.size),
    countVault(context.db, scope),
    countVault(context.db, { userPk: user.publicPk, state: 'redeemed' }),
  ]);
  const listed = await publicListingCents(context.db, rows.map((row) => row.nft_pk), context.clock.now());
  const page = toPage(rows.map((row) => presentPublicVaultEdition(row, listed.get(row.nft_pk) ?? null)), count, query.page, query.size);
  return { ...page, handler: user.handler, redeemedCount };
}

/** What each tab has, so tabs without content can say so before they are opened. */
export async function vaultSummary(context: AppContext, userPk: string): Promise<VaultSummary> {
  const [editions, redeemedEditions, [listings]] = await Promise.all([
    countVault(context.db, { userPk, state: 'owned' }),
    countVault(context.db, { userPk, state: 'redeemed' }),
    rowsOf<{ count: number }>(
      context.db,
      sql`select count(*)::int as count from listings where seller_pk = ${userPk}::uuid and status = 'active' and valid_until > ${nowParam(context.clock.now())}`,
    ),
  ]);
  return { editions, redeemedEditions, listings: listings?.count ?? 0 };
}
