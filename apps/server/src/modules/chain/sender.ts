import { and, asc, eq, gte } from 'drizzle-orm';
import { chainTransactions, type Db, type TransferType } from '@caskmark/db';
import type { SignerClient } from '@caskmark/contracts';
import { keccak256, type Address, type Hash, type Hex, type TransactionReceipt } from 'viem';
import { serverGasPriceFor } from './gas';
import type { ChainNetwork } from './network';

export interface SendTransactionInput {
  signer: SignerClient;
  to: Address;
  data?: Hex;
  value?: bigint;
  /** What the transaction is for (`custody_transfer`, `gas_top_up`, ...), kept with it. */
  purpose: string;
  referencePk?: string;
  /** How the indexer labels the token moves this transaction causes (default 'Transfer'). */
  historyType?: TransferType;
  /**
   * Runs with the hash once the signed transaction is stored and before it is broadcast, so a row
   * that waits for it (a listing the indexer attaches by hash) knows it before any block holds it.
   */
  beforeBroadcast?: (hash: Hash) => Promise<void>;
}

/**
 * Sends the server's transactions: one at a time per sender, at twice the network gas price, signed
 * locally and stored before broadcast so a crash can only ever resend the very same bytes.
 */
export class ChainSender {
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(
    private readonly db: Db,
    private readonly network: ChainNetwork,
  ) {}

  /** Runs `work` after every earlier piece of work of `address` in this process (nonces stay in order). */
  exclusive<T>(address: Address, work: () => Promise<T>): Promise<T> {
    const key = address.toLowerCase();
    const previous = this.queues.get(key) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(work);
    this.queues.set(key, next);
    return next;
  }

  async send(input: SendTransactionInput): Promise<Hash> {
    const { publicClient, chainId } = this.network;
    const account = input.signer.account;
    return this.exclusive(account.address, async () => {
      await this.resendUnknown(account.address);
      const gasPrice = await serverGasPriceFor(this.network);
      const nonce = await publicClient.getTransactionCount({ address: account.address, blockTag: 'pending' });
      const request = await input.signer.prepareTransactionRequest({
        account,
        chain: this.network.chain,
        to: input.to,
        data: input.data,
        value: input.value ?? 0n,
        gasPrice,
        nonce,
        type: 'legacy',
      });
      const serialized = await input.signer.signTransaction(request);
      const hash = keccak256(serialized);
      await this.db.insert(chainTransactions).values({
        chainId,
        hash,
        fromAddress: account.address,
        toAddress: input.to,
        nonce,
        rawTransaction: serialized,
        purpose: input.purpose,
        referencePk: input.referencePk,
        historyType: input.historyType,
      });
      await input.beforeBroadcast?.(hash);
      await publicClient.sendRawTransaction({ serializedTransaction: serialized });
      return hash;
    });
  }

  /**
   * Stored transactions the node has not seen (the process stopped between storing and sending, or
   * the node restarted) go out first, in nonce order; one that cannot be sent any more is dropped.
   */
  private async resendUnknown(address: Address): Promise<void> {
    const { publicClient, chainId } = this.network;
    const nodeNonce = await publicClient.getTransactionCount({ address, blockTag: 'pending' });
    const waiting = await this.db
      .select()
      .from(chainTransactions)
      .where(and(eq(chainTransactions.chainId, chainId), eq(chainTransactions.fromAddress, address), eq(chainTransactions.status, 'pending'), gte(chainTransactions.nonce, nodeNonce)))
      .orderBy(asc(chainTransactions.nonce));
    for (const stored of waiting) {
      try {
        await publicClient.sendRawTransaction({ serializedTransaction: stored.rawTransaction as Hex });
      } catch {
        await this.db.update(chainTransactions).set({ status: 'dropped', updatedAt: new Date() }).where(eq(chainTransactions.publicPk, stored.publicPk));
      }
    }
  }

  /** Sends the stored bytes again when the node no longer knows the transaction (restart, dropped). */
  async rebroadcast(hash: Hash): Promise<void> {
    const { publicClient, chainId } = this.network;
    const known = await publicClient.getTransaction({ hash }).catch(() => null);
    if (known) return;
    const [stored] = await this.db
      .select({ raw: chainTransactions.rawTransaction })
      .from(chainTransactions)
      .where(and(eq(chainTransactions.chainId, chainId), eq(chainTransactions.hash, hash)));
    if (!stored) throw new Error(`No stored transaction ${hash} to send again`);
    await publicClient.sendRawTransaction({ serializedTransaction: stored.raw as Hex });
  }

  /** Waits for the receipt and records whether the transaction was mined or reverted. */
  async waitForReceipt(hash: Hash, timeoutMs = 120_000): Promise<TransactionReceipt> {
    const receipt = await this.network.publicClient.waitForTransactionReceipt({ hash, timeout: timeoutMs });
    await this.db
      .update(chainTransactions)
      .set({ status: receipt.status === 'success' ? 'mined' : 'reverted', blockNumber: Number(receipt.blockNumber), updatedAt: new Date() })
      .where(and(eq(chainTransactions.chainId, this.network.chainId), eq(chainTransactions.hash, hash)));
    return receipt;
  }
}
