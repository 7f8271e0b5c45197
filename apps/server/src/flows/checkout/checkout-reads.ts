import { and, desc, eq, sql } from 'drizzle-orm';
import { cartLines, checkoutCarts } from '@caskmark/db';
import {
  LOBBY_CLOSED_MESSAGE,
  LOBBY_NOT_OPEN_MESSAGE,
  NO_EDITIONS_AVAILABLE_MESSAGE,
  EDITION_NOT_FOR_SALE_MESSAGE,
  type BuyableReleasePack,
  type CheckoutSuccessNft,
} from '@caskmark/shared/api/checkout';
import type { EditionNft } from '@caskmark/shared/api/catalogue';
import type { AppContext } from '../../context';
import { notFound } from '../../platform/errors';
import { CART_RELEASE_STYLES, isAdmittedEarly } from '../../modules/cart/public';
import { findEdition, requireEdition, requirePack, requireRelease } from '../../modules/catalogue/public';

/** GET buyable-release-pack: whether this collector (or a visitor) can add from the pack now, and why not. */
export async function buyableReleasePack(context: AppContext, packPk: string, viewerPk: string | null): Promise<BuyableReleasePack> {
  const pack = await requirePack(context.db, context.clock.now(), packPk);
  const admitted = pack.saleStatus === 'upcoming' && viewerPk !== null && (await isAdmittedEarly(context.db, pack.releasePublicPk, viewerPk));
  const styleSold = (CART_RELEASE_STYLES as readonly string[]).includes(pack.releaseStyle);
  const lobbyOpen = pack.saleStatus === 'live' || admitted;
  const lobbyClosed = pack.saleStatus === 'closed';
  // An admitted collector sees what will be free at the opening: the units not sold, held or locked.
  const available = admitted ? pack.availableCount : pack.primaryAvailable;
  const reason = !styleSold
    ? EDITION_NOT_FOR_SALE_MESSAGE
    : lobbyClosed
      ? LOBBY_CLOSED_MESSAGE
      : !lobbyOpen
        ? LOBBY_NOT_OPEN_MESSAGE
        : available === 0
          ? NO_EDITIONS_AVAILABLE_MESSAGE
          : null;
  return {
    releasePackPublicPk: pack.publicPk,
    releaseStyle: pack.releaseStyle,
    isBuyable: reason === null,
    availableCount: available,
    lobbyOpen,
    lobbyClosed,
    reason,
  };
}

/** GET checkout/success/nft: an edition the collector bought in a completed checkout, with its delivery. */
export async function checkoutSuccessNft(context: AppContext, userPk: string, editionNftPk: string): Promise<CheckoutSuccessNft> {
  const [sale] = await context.db
    .select({ hash: checkoutCarts.deliveryTransactionHash })
    .from(cartLines)
    .innerJoin(checkoutCarts, eq(checkoutCarts.publicPk, cartLines.cartPk))
    .where(and(eq(cartLines.editionNftPk, editionNftPk), eq(cartLines.releaseReason, 'sold'), eq(checkoutCarts.userPk, userPk), eq(checkoutCarts.status, 'Completed')))
    .orderBy(desc(checkoutCarts.completedAt))
    .limit(1);
  if (!sale) throw notFound('Edition NFT');
  const now = context.clock.now();
  const edition = await requireEdition(context.db, now, [sql`n.public_pk = ${editionNftPk}::uuid`], userPk);
  const release = await requireRelease(context.db, now, edition.releasePublicPk);
  const explorer = context.config.CHAIN_EXPLORER_URL;
  return {
    editionNftPublicPk: edition.publicPk,
    productTitle: edition.title,
    editionNumber: edition.editionNumber,
    productVideo: release.productVideo || edition.video,
    image: edition.image,
    brandSlug: edition.brandSlug,
    releasePublicPk: edition.releasePublicPk,
    tokenId: edition.tokenId,
    transactionHash: sale.hash,
    explorerUrl: explorer && sale.hash ? `${explorer.replace(/\/$/, '')}/tx/${sale.hash}` : null,
  };
}

/**
 * GET /api/payments/v2/nft/{editionPk}: the edition NFT as checkout shows it; `editionPk` is an edition
 * NFT's publicPk, or an edition's (then its first unit still for sale, else its first).
 */
export async function checkoutEdition(context: AppContext, editionPk: string, viewerPk: string | null): Promise<EditionNft> {
  const now = context.clock.now();
  const byNft = await findEdition(context.db, now, [sql`n.public_pk = ${editionPk}::uuid`], viewerPk);
  if (byNft) return byNft;
  const free = await findEdition(
    context.db,
    now,
    [sql`e.public_pk = ${editionPk}::uuid`, sql`n.status = 'unsold'`, sql`not n.is_locked`, sql`n.reserved_for_pk is null`, sql`not exists (select 1 from cart_lines cl where cl.edition_nft_pk = n.public_pk and cl.released_at is null)`],
    viewerPk,
  );
  return free ?? requireEdition(context.db, now, [sql`e.public_pk = ${editionPk}::uuid`], viewerPk);
}
