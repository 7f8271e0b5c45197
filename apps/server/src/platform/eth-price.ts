import type { SettingsStore } from './settings-store';

/** Where the USD price of one ETH comes from. The chain issue adds the on-chain feed. */
export interface EthPriceSource {
  readonly name: string;
  fetchUsdPrice(): Promise<number>;
}

export const ETH_PRICE_KEY = 'ethPrice.usd';

/**
 * A price set by configuration and adjustable at run time (staff console, `/dev/eth-price`),
 * stored so every instance reads the same value.
 */
export class ConfiguredEthPriceSource implements EthPriceSource {
  readonly name = 'configured';
  constructor(
    private readonly store: SettingsStore,
    private readonly defaultUsd: number,
  ) {}

  async fetchUsdPrice(): Promise<number> {
    return (await this.store.get<number>(ETH_PRICE_KEY)) ?? this.defaultUsd;
  }

  async setUsdPrice(usd: number): Promise<void> {
    await this.store.set(ETH_PRICE_KEY, usd);
  }
}

export interface EthPriceQuote {
  price: number;
  source: string;
  fetchedAt: Date;
  stale: boolean;
}

/** Caches the source for `ttlMs` (spec: refreshed every 60 s) and keeps the last value on failure. */
export class EthPriceService {
  private last?: EthPriceQuote;
  private inflight?: Promise<EthPriceQuote>;

  constructor(
    private source: EthPriceSource,
    private readonly now: () => number,
    private readonly ttlMs = 60_000,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  useSource(source: EthPriceSource): void {
    this.source = source;
    this.last = undefined;
  }

  invalidate(): void {
    this.last = undefined;
  }

  async quote(): Promise<EthPriceQuote> {
    if (this.last && this.now() - this.last.fetchedAt.getTime() < this.ttlMs) return this.last;
    this.inflight ??= this.refresh().finally(() => (this.inflight = undefined));
    return this.inflight;
  }

  async usdPerEth(): Promise<number> {
    return (await this.quote()).price;
  }

  private async refresh(): Promise<EthPriceQuote> {
    try {
      const price = await this.source.fetchUsdPrice();
      if (!Number.isFinite(price) || price <= 0) throw new Error(`ETH price source returned ${price}`);
      this.last = { price, source: this.source.name, fetchedAt: new Date(this.now()), stale: false };
      return this.last;
    } catch (error) {
      this.onError(error);
      if (this.last) return { ...this.last, stale: true };
      throw error;
    }
  }
}
