import { and, eq } from 'drizzle-orm';
import { editionTokenAbi } from '@caskmark/contracts';
import { editionNfts, editions, products, walletPasses } from '@caskmark/db';
import { WALLET_PASS_TEXTS, walletPassMessage, type WalletPass } from '@caskmark/shared/api/collector-extras';
import { getAddress, isAddressEqual, type Address, type Hex } from 'viem';
import type { AppContext } from '../../context';
import { AppError, badRequest } from '../../platform/errors';
import { requireChain } from '../chain/public';
import { activeWalletsOfUser } from '../wallets/public';

/** A signed message is good for 10 minutes of business time. */
const MESSAGE_TTL_MS = 10 * 60_000;
type PassRow = typeof walletPasses.$inferSelect;

const invalidOwner = () => new AppError({ status: 403, code: 'invalid_owner', message: WALLET_PASS_TEXTS.invalidOwner, nonFieldErrors: [WALLET_PASS_TEXTS.invalidOwner] });

export function presentPass(row: PassRow): WalletPass {
  return { publicPk: row.publicPk, editionNftPublicPk: row.editionNftPk, walletAddress: row.walletAddress, format: row.format, fileUrl: `/api/account/v1/wallet-pass/${row.publicPk}/file`, createdAt: row.createdAt.toISOString() };
}

/** The NFT must be mine, held (not redeemed) in a wallet of my own: a custodial NFT has no wallet of mine to sign. */
async function ownedEdition(context: AppContext, userPk: string, nftPk: string) {
  const [nft] = await context.db.select().from(editionNfts).where(eq(editionNfts.publicPk, nftPk));
  if (!nft || nft.ownerPk !== userPk || nft.status !== 'owned' || nft.tokenId === null || nft.isInManagedWallet) throw invalidOwner();
  const live = requireChain(context);
  const holder = await live.network.publicClient
    .readContract({ address: live.network.addresses.editionToken, abi: editionTokenAbi, functionName: 'ownerOf', args: [BigInt(nft.tokenId)] })
    .catch(() => null);
  if (!holder) throw invalidOwner();
  return { nft, holder: getAddress(holder) };
}

async function existingPass(context: AppContext, userPk: string, nftPk: string): Promise<PassRow | null> {
  const [row] = await context.db.select().from(walletPasses).where(and(eq(walletPasses.editionNftPk, nftPk), eq(walletPasses.userPk, userPk)));
  return row ?? null;
}

/** The message to sign, for the wallet that owns the NFT on chain now. */
export async function passMessage(context: AppContext, userPk: string, nftPk: string) {
  const { holder } = await ownedEdition(context, userPk, nftPk);
  const issuedAt = new Date(Math.floor(context.clock.nowMs() / 60_000) * 60_000).toISOString();
  return { message: walletPassMessage({ editionNftPublicPk: nftPk, address: holder, issuedAt }), ownerAddress: holder, passPublicPk: (await existingPass(context, userPk, nftPk))?.publicPk ?? null };
}

/**
 * POST /api/account/v1/wallet-pass (decision 348): the owner's wallet signed our message; the server
 * checks the NFT is theirs, the wallet is theirs and holds it on chain, the message is ours and fresh,
 * the signature is that wallet's — then issues the pass once.
 */
export async function issuePass(context: AppContext, userPk: string, input: { editionNftPublicPk: string; address: string; message: string; signature: string }): Promise<PassRow> {
  const { holder } = await ownedEdition(context, userPk, input.editionNftPublicPk);
  const address = getAddress(input.address);
  const mine = await activeWalletsOfUser(context.db, userPk, { address });
  if (!mine.some((wallet) => !wallet.isManaged && isAddressEqual(wallet.address as Address, address))) throw badRequest(WALLET_PASS_TEXTS.walletNotFound, { code: 'wallet_not_found' });
  if (!isAddressEqual(holder, address)) throw badRequest(WALLET_PASS_TEXTS.mismatch, { code: 'wallet_mismatch' });
  const issuedAt = /\nIssued at: (\S+)$/.exec(input.message)?.[1] ?? '';
  const age = context.clock.nowMs() - Date.parse(issuedAt);
  const expected = walletPassMessage({ editionNftPublicPk: input.editionNftPublicPk, address, issuedAt });
  const live = requireChain(context);
  const valid =
    input.message === expected &&
    age >= -60_000 &&
    age <= MESSAGE_TTL_MS &&
    (await live.network.publicClient.verifyMessage({ address, message: input.message, signature: input.signature as Hex }).catch(() => false));
  if (!valid) throw badRequest(WALLET_PASS_TEXTS.noSignature, { code: 'signature_invalid' });
  if (await existingPass(context, userPk, input.editionNftPublicPk)) throw badRequest(WALLET_PASS_TEXTS.already, { code: 'pass_exists' });
  const [row] = await context.db
    .insert(walletPasses)
    .values({ editionNftPk: input.editionNftPublicPk, userPk, walletAddress: address, message: input.message, signature: input.signature, format: 'pdf', createdAt: context.clock.now() })
    .onConflictDoNothing()
    .returning();
  if (!row) throw badRequest(WALLET_PASS_TEXTS.already, { code: 'pass_exists' });
  return row;
}

export async function passFacts(context: AppContext, pass: PassRow) {
  const [row] = await context.db
    .select({ title: products.title, editionNumber: editionNfts.editionNumber, tokenId: editionNfts.tokenId })
    .from(editionNfts)
    .innerJoin(editions, eq(editions.publicPk, editionNfts.editionPk))
    .innerJoin(products, eq(products.publicPk, editions.productPk))
    .where(eq(editionNfts.publicPk, pass.editionNftPk));
  return row!;
}
