import { isNull, sql, type AnyColumn } from 'drizzle-orm';
import { DEV_ACCOUNT_INDEX, DEV_FUNDED_ACCOUNTS, editionTokenAbi, type SignerClient } from '@caskmark/contracts';
import { editionHistory, editionNfts, listings, wallets } from '@caskmark/db';
import { custodyAddress, ownWalletAddress, userPk } from '@caskmark/db/seed/demo-activity';
import { demoPeople } from '@caskmark/db/seed/index';
import { encodeFunctionData, parseEther, type Address } from 'viem';
import type { AppContext } from '../context';
import type { LiveChain } from '../modules/chain/public';
import { ensureManagedWallet } from '../modules/custody/public';

export interface DemoDevWallet {
  handler: string;
  /** Index in the dev mnemonic (README "Dev chain and dev wallets"). */
  index: number;
  /** Has given the marketplace access (approval for all), which listing requires. */
  approved: boolean;
  /** Stands in for the person's own-wallet placeholder of the demo data: what they list sits here. */
  ownWallet: boolean;
}

/**
 * Dev wallets the demo connects to its people (all as MetaMask). 3 and 4 are Ava's and Ben's; 5–9 stay
 * free for people and tests; 10 and up are the other sellers' own wallets and the private buyer's.
 */
export const DEMO_DEV_WALLETS: readonly DemoDevWallet[] = [
  { handler: 'ava', index: DEV_ACCOUNT_INDEX.firstCollector, approved: true, ownWallet: true },
  // No access yet, to show 'Provide Access'; Ben lists from his second wallet.
  { handler: 'ben', index: DEV_ACCOUNT_INDEX.firstCollector + 1, approved: false, ownWallet: false },
  { handler: 'ben', index: 10, approved: true, ownWallet: true },
  { handler: 'chloe_m', index: 11, approved: true, ownWallet: true },
  // Only the buyer of a private listing: he never listed, so he never gave access.
  { handler: 'dmitri', index: 12, approved: false, ownWallet: true },
  { handler: 'emeka_o', index: 13, approved: true, ownWallet: true },
  { handler: 'gus_cellars', index: 14, approved: true, ownWallet: true },
  { handler: 'jules', index: 15, approved: true, ownWallet: true },
];

/** What anvil gives its own ten accounts; the later demo wallets are topped up to the same. */
const DEMO_WALLET_BALANCE = parseEther('10000');

export interface DemoSigners {
  /** Own dev wallets by lowercased address, to sign the demo's listings. */
  byAddress: Map<string, SignerClient>;
  all: Array<{ wallet: DemoDevWallet; signer: SignerClient }>;
}

export function demoSigners(live: LiveChain): DemoSigners {
  const devNetwork = live.network.dev!.network;
  const all = DEMO_DEV_WALLETS.map((wallet) => ({ wallet, signer: devNetwork.walletClientFor(wallet.index) }));
  return { all, byAddress: new Map(all.map(({ signer }) => [signer.account.address.toLowerCase(), signer])) };
}

/** Which of `placeholders` the demo rows still carry (owners, history, listings), in one query. */
async function placeholdersInUse(context: AppContext, placeholders: string[]): Promise<Set<string>> {
  const list = sql.join(
    placeholders.map((placeholder) => sql`${placeholder}`),
    sql`, `,
  );
  const result = (await context.db.execute(sql`
    select a from (
      select lower(owner_address) as a from edition_nfts
      union select lower(from_address) from edition_history union select lower(to_address) from edition_history
      union select lower(seller_address) from listings union select lower(buyer_address) from listings
    ) used where a in (${list})`)) as unknown as { rows: Array<{ a: string }> };
  return new Set(result.rows.map((row) => row.a));
}

async function replacePlaceholder(context: AppContext, placeholder: string, address: string): Promise<void> {
  const at = (column: AnyColumn) => sql`lower(${column}) = ${placeholder}`;
  await context.db.transaction(async (tx) => {
    await tx.update(editionNfts).set({ ownerAddress: address }).where(at(editionNfts.ownerAddress));
    await tx.update(editionHistory).set({ fromAddress: address }).where(at(editionHistory.fromAddress));
    await tx.update(editionHistory).set({ toAddress: address }).where(at(editionHistory.toAddress));
    await tx.update(listings).set({ sellerAddress: address }).where(at(listings.sellerAddress));
    await tx.update(listings).set({ payoutAddress: address }).where(at(listings.payoutAddress));
    await tx.update(listings).set({ buyerAddress: address }).where(at(listings.buyerAddress));
  });
}

/** Connects the demo dev wallets to their people (once), before anything is minted to them. */
async function connectDevWallets(context: AppContext, signers: DemoSigners): Promise<void> {
  const taken = await context.db
    .select({ address: sql<string>`lower(${wallets.address})` })
    .from(wallets)
    .where(isNull(wallets.deletedAt));
  const connected = new Set(taken.map((row) => row.address));
  const now = context.clock.now();
  const missing = signers.all.filter(({ signer }) => !connected.has(signer.account.address.toLowerCase()));
  if (missing.length === 0) return;
  await context.db
    .insert(wallets)
    .values(missing.map(({ wallet, signer }) => ({ userPk: userPk(wallet.handler), address: signer.account.address, walletProvider: 'metaMask' as const, createdAt: now, updatedAt: now })));
}

/**
 * The demo rows carry placeholder addresses no key controls. Each person's custodial placeholder
 * becomes their managed wallet (created, key sealed) and their own-wallet placeholder the dev wallet
 * that stands for it. Answers how many placeholders were replaced.
 */
export async function settleDemoWallets(context: AppContext, signers: DemoSigners): Promise<number> {
  await connectDevWallets(context, signers);
  const custody = new Map(demoPeople.map((person) => [custodyAddress(person.handler).toLowerCase(), person.handler]));
  const own = new Map(demoPeople.map((person) => [ownWalletAddress(person.handler).toLowerCase(), person.handler]));
  const inUse = await placeholdersInUse(context, [...custody.keys(), ...own.keys()]);
  for (const placeholder of inUse) {
    const custodyOf = custody.get(placeholder);
    if (custodyOf) {
      const managed = await ensureManagedWallet(context, userPk(custodyOf));
      await replacePlaceholder(context, placeholder, managed.address);
      continue;
    }
    const handler = own.get(placeholder)!;
    const entry = signers.all.find(({ wallet }) => wallet.handler === handler && wallet.ownWallet);
    if (!entry) throw new Error(`Demo data: @${handler} uses an own wallet, but no dev wallet stands for it (DEMO_DEV_WALLETS)`);
    await replacePlaceholder(context, placeholder, entry.signer.account.address);
  }
  return inUse.size;
}

/** Balances for the demo wallets beyond anvil's funded ten (gas for approvals, listings and purchases). */
export async function fundDemoWallets(live: LiveChain, signers: DemoSigners): Promise<void> {
  const chain = live.network.dev!.network.chain;
  const later = signers.all.filter(({ wallet }) => wallet.index >= DEV_FUNDED_ACCOUNTS);
  await Promise.all(later.map(({ signer }) => chain.fund(signer.account.address, DEMO_WALLET_BALANCE)));
}

/** `signer` gives the marketplace access unless it has already; resolves once mined. */
export async function approveMarketplace(live: LiveChain, signer: SignerClient, purpose: string): Promise<void> {
  const { publicClient, addresses } = live.network;
  const owner: Address = signer.account.address;
  const approved = await publicClient.readContract({ address: addresses.editionToken, abi: editionTokenAbi, functionName: 'isApprovedForAll', args: [owner, addresses.marketplace] });
  if (approved) return;
  const data = encodeFunctionData({ abi: editionTokenAbi, functionName: 'setApprovalForAll', args: [addresses.marketplace, true] });
  const hash = await live.sender.send({ signer, to: addresses.editionToken, data, purpose });
  const receipt = await live.sender.waitForReceipt(hash);
  if (receipt.status !== 'success') throw new Error(`Marketplace approval from ${owner} reverted (${hash})`);
}

/** The demo wallets that gave access (Ava's, sellers' own wallets) approve the marketplace, side by side. */
export async function approveDemoWallets(live: LiveChain, signers: DemoSigners): Promise<void> {
  await Promise.all(signers.all.filter(({ wallet }) => wallet.approved).map(({ signer }) => approveMarketplace(live, signer, 'demo_approval')));
}
