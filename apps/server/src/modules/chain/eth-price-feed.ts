import { devPriceFeedAbi, feedAnswerToUsd, usdToFeedAnswer } from '@caskmark/contracts';
import { encodeFunctionData } from 'viem';
import type { EthPriceSource } from '../../platform/eth-price';
import type { ChainNetwork } from './network';
import type { ChainSender } from './sender';

/** Chainlink's ETH/USD heartbeat: the dev feed is refreshed at least this often (in chain time). */
const DEV_FEED_HEARTBEAT_SECONDS = 60 * 60;

/** The ETH/USD feed the marketplace contract prices USD listings with (answer ÷ 1e8). */
export class ChainFeedEthPriceSource implements EthPriceSource {
  readonly name = 'chain-feed';

  constructor(
    private readonly network: ChainNetwork,
    /** Dev chain: bring the feed up to date before reading it. */
    private readonly beforeRead?: () => Promise<void>,
  ) {}

  async fetchUsdPrice(): Promise<number> {
    await this.beforeRead?.();
    const [, answer] = await this.network.publicClient.readContract({
      address: this.network.addresses.priceFeed,
      abi: devPriceFeedAbi,
      functionName: 'latestRoundData',
    });
    return feedAnswerToUsd(answer);
  }
}

/**
 * On the dev chain the feed follows the configured price (ETH_PRICE_USD, `POST /dev/eth-price`): a
 * new configured value is published at once, and the same value again once it is an hour old in
 * chain time, so clock jumps never leave USD listings refusing a stale answer (decision 022).
 */
export class DevFeedKeeper {
  constructor(
    private readonly network: ChainNetwork,
    private readonly sender: ChainSender,
    private readonly configuredUsd: () => Promise<number>,
  ) {}

  async sync(): Promise<void> {
    const operator = this.network.operator;
    if (!operator) return;
    const { publicClient, addresses } = this.network;
    const usd = await this.configuredUsd();
    const [[, answer, , updatedAt], block] = await Promise.all([
      publicClient.readContract({ address: addresses.priceFeed, abi: devPriceFeedAbi, functionName: 'latestRoundData' }),
      publicClient.getBlock({ blockTag: 'latest' }),
    ]);
    const fresh = block.timestamp - updatedAt < BigInt(DEV_FEED_HEARTBEAT_SECONDS);
    if (answer === usdToFeedAnswer(usd) && fresh) return;
    const data = encodeFunctionData({ abi: devPriceFeedAbi, functionName: 'setAnswer', args: [usdToFeedAnswer(usd)] });
    const hash = await this.sender.send({ signer: operator, to: addresses.priceFeed, data, purpose: 'dev_price_feed' });
    const receipt = await this.sender.waitForReceipt(hash);
    if (receipt.status !== 'success') throw new Error(`Publishing the dev ETH price reverted (${hash})`);
  }
}

/** USD per ETH as the feed answered at `blockNumber` (a late ETH payment counts at its block's rate, decision 220). */
export async function usdPerEthAtBlock(network: ChainNetwork, blockNumber: bigint): Promise<number> {
  const [, answer] = await network.publicClient.readContract({
    address: network.addresses.priceFeed,
    abi: devPriceFeedAbi,
    functionName: 'latestRoundData',
    blockNumber,
  });
  return feedAnswerToUsd(answer);
}
