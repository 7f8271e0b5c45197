import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { editionTokenAbi } from '@caskmark/contracts';
import { editionNfts, nftTransferRequests } from '@caskmark/db';
import { NOT_OWNER_MESSAGE, TRANSFER_EDITION_UNKNOWN_MESSAGE, type CreateTransferRequestSchema } from '@caskmark/shared/api/wallet';
import { isAddressEqual, type Address } from 'viem';
import type { AppContext } from '../../context';
import { AppError, badRequest } from '../../platform/errors';
import { jobsOf } from '../../platform/jobs';
import { requireChain } from '../../modules/chain/public';
import { managedWalletOf, openTransferRequestFor, publishTransfer } from '../../modules/custody/public';
import { identityFacts, requireStepUp, type Principal } from '../../modules/identity/public';
import { activeWalletByAddress, activeWalletOfUser, type WalletRow } from '../../modules/wallets/public';

type CreateTransferRequest = z.infer<typeof CreateTransferRequestSchema>;

export const CUSTODY_TRANSFER_QUEUE = 'custody.transfer';
export const SELECT_WALLET_MESSAGE = 'Please select a wallet to continue!';
export const LOCKED_EDITION_MESSAGE = 'This edition is locked while another action on it is in progress.';

const notOwner = () => new AppError({ status: 403, code: 'not_owner', message: NOT_OWNER_MESSAGE, nonFieldErrors: [NOT_OWNER_MESSAGE] });

async function destinationOf(context: AppContext, principal: Principal, body: CreateTransferRequest): Promise<WalletRow> {
  let wallet: WalletRow | null = null;
  if (body.walletPublicPk) wallet = await activeWalletOfUser(context.db, principal.userPk, body.walletPublicPk);
  else if (body.walletAddress) {
    const found = await activeWalletByAddress(context.db, body.walletAddress);
    wallet = found?.userPk === principal.userPk ? found : null;
  } else throw badRequest(SELECT_WALLET_MESSAGE, { code: 'wallet_required' });
  // Only a wallet the owner proved they hold: a typo or a pasted address never receives a bottle.
  if (!wallet || wallet.isManaged) throw badRequest('We could not find this wallet in your connected wallets.', { code: 'wallet_not_connected' });
  return wallet;
}

/**
 * Step 0 of a custodial transfer (spec part 2 §4): who may move which edition where, checked
 * against the chain; then the request and the edition's lock commit together and the job is queued.
 * A second request for an edition already on its way answers the open one.
 */
export async function requestCustodialTransfer(context: AppContext, request: FastifyRequest, principal: Principal, body: CreateTransferRequest): Promise<{ publicPk: string }> {
  const live = requireChain(context);
  if ((await identityFacts(request, principal.userPk)).mfaEnabled) await requireStepUp(request, body.code);
  const [nft] = await context.db.select().from(editionNfts).where(eq(editionNfts.publicPk, body.editionNftPublicPk));
  if (!nft) throw badRequest(TRANSFER_EDITION_UNKNOWN_MESSAGE, { code: 'edition_unknown' });
  if (nft.ownerPk !== principal.userPk || nft.status !== 'owned' || nft.tokenId === null) throw notOwner();
  const open = await openTransferRequestFor(context.db, nft.publicPk);
  if (open?.userPk === principal.userPk) return { publicPk: open.publicPk };
  if (!nft.isInManagedWallet) throw badRequest('This NFT is already in your own wallet.', { code: 'not_in_custody' });
  if (nft.isLocked) throw badRequest(LOCKED_EDITION_MESSAGE, { code: 'edition_locked' });
  const custody = await managedWalletOf(context.db, principal.userPk);
  const tokenId = BigInt(nft.tokenId);
  const holder = await live.network.publicClient
    .readContract({ address: live.network.addresses.editionToken, abi: editionTokenAbi, functionName: 'ownerOf', args: [tokenId] })
    .catch(() => null);
  // The chain, not our rows, decides: the token must sit in this person's custodial wallet now.
  if (!custody || !holder || !isAddressEqual(holder, custody.address as Address)) throw notOwner();
  const destination = await destinationOf(context, principal, body);
  const now = context.clock.now();
  const created = await context.db.transaction(async (tx) => {
    const locked = await tx
      .update(editionNfts)
      .set({ isLocked: true })
      .where(and(eq(editionNfts.publicPk, nft.publicPk), eq(editionNfts.isLocked, false)))
      .returning({ publicPk: editionNfts.publicPk });
    if (locked.length === 0) return null;
    const [row] = await tx
      .insert(nftTransferRequests)
      .values({
        userPk: principal.userPk,
        editionNftPk: nft.publicPk,
        fromWalletPk: custody.publicPk,
        toWalletPk: destination.publicPk,
        tokenId: tokenId.toString(),
        fromAddress: custody.address,
        toAddress: destination.address,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return row ?? null;
  });
  if (!created) throw badRequest(LOCKED_EDITION_MESSAGE, { code: 'edition_locked' });
  await publishTransfer(context, created);
  await (await jobsOf(context)).send(CUSTODY_TRANSFER_QUEUE, { requestPk: created.publicPk });
  return { publicPk: created.publicPk };
}
