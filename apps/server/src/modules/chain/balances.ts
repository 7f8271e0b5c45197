import type { Address } from 'viem';
import type { ChainNetwork } from './network';

const FRESH_MS = 5_000;

/**
 * ETH balances read from the chain per address (spec part 1 §7), cached for a few seconds so a page
 * listing wallets costs one batched round trip; on a failed read the last known value is kept.
 */
export class BalanceReader {
  private readonly known = new Map<string, { wei: bigint; readAt: number }>();

  constructor(private readonly network: ChainNetwork) {}

  /** Wei, or null when the chain cannot be read and the balance was never known. */
  async balanceOf(address: Address): Promise<bigint | null> {
    const key = address.toLowerCase();
    const cached = this.known.get(key);
    if (cached && Date.now() - cached.readAt < FRESH_MS) return cached.wei;
    try {
      const wei = await this.network.publicClient.getBalance({ address });
      this.known.set(key, { wei, readAt: Date.now() });
      return wei;
    } catch {
      return cached?.wei ?? null;
    }
  }

  async balancesOf(addresses: readonly Address[]): Promise<Map<string, bigint | null>> {
    const values = await Promise.all(addresses.map((address) => this.balanceOf(address)));
    return new Map(addresses.map((address, index) => [address.toLowerCase(), values[index] ?? null]));
  }

  /** Forget cached values after the server moved ETH (gas top-up, transfer). */
  forget(address: Address): void {
    this.known.delete(address.toLowerCase());
  }
}
