import { and, eq, isNull } from 'drizzle-orm';
import { managedWalletKeys, wallets, type Db } from '@caskmark/db';
import type { SignerClient } from '@caskmark/contracts';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { isAddressEqual, type Address } from 'viem';
import type { AppContext } from '../../context';
import type { LiveChain } from '../chain/public';
import { loadCustodyKek, openPrivateKey, sealPrivateKey, type KeyEncryptionKey } from './key-encryption';

export type ManagedWallet = typeof wallets.$inferSelect;

const keks = new WeakMap<AppContext, KeyEncryptionKey>();

/** The KEK of this server (loaded at start by the custody module). */
export function kekOf(context: AppContext): KeyEncryptionKey {
  let kek = keks.get(context);
  if (!kek) {
    kek = loadCustodyKek(context.config);
    keks.set(context, kek);
  }
  return kek;
}

export async function managedWalletOf(db: Db, userPk: string): Promise<ManagedWallet | null> {
  const [row] = await db.select().from(wallets).where(and(eq(wallets.userPk, userPk), eq(wallets.isManaged, true), isNull(wallets.deletedAt)));
  return row ?? null;
}

/**
 * The account's custodial wallet, created on first need: a fresh key, sealed under the KEK before
 * it is stored, in the same transaction as the wallet row. The key never leaves this module in clear.
 */
export async function ensureManagedWallet(context: AppContext, userPk: string): Promise<ManagedWallet> {
  const existing = await managedWalletOf(context.db, userPk);
  if (existing) return existing;
  const privateKey = generatePrivateKey();
  const address = privateKeyToAccount(privateKey).address;
  const sealed = sealPrivateKey(kekOf(context), address, privateKey);
  const now = context.clock.now();
  try {
    return await context.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(wallets)
        .values({ userPk, address, walletProvider: 'fireblocks', isManaged: true, createdAt: now, updatedAt: now })
        .returning();
      await tx.insert(managedWalletKeys).values({ walletPk: row!.publicPk, ...sealed, createdAt: now });
      return row!;
    });
  } catch (error) {
    // Created at the same moment by another request: use that one.
    const winner = await managedWalletOf(context.db, userPk);
    if (winner) return winner;
    throw error;
  }
}

/** A signing client for a managed wallet, its key opened just for this use. */
export async function managedSigner(context: AppContext, live: LiveChain, wallet: ManagedWallet): Promise<SignerClient> {
  const [sealed] = await context.db.select().from(managedWalletKeys).where(eq(managedWalletKeys.walletPk, wallet.publicPk));
  if (!sealed) throw new Error(`Managed wallet ${wallet.publicPk} has no stored key`);
  const account = privateKeyToAccount(openPrivateKey(kekOf(context), wallet.address, sealed));
  if (!isAddressEqual(account.address, wallet.address as Address)) throw new Error(`The key of managed wallet ${wallet.publicPk} does not match its address`);
  return live.network.signerFor(account);
}
