import { describe, expect, it } from 'vitest';
import { networkGasQuote, serverGas, serverGasPrice, type GasPriceReader } from './gas';

const GWEI = 1_000_000_000n;

function node(answers: { baseFee: bigint | null; gasPrice: bigint; tip?: bigint }): GasPriceReader {
  return {
    getBlock: async () => ({ baseFeePerGas: answers.baseFee }),
    getGasPrice: async () => answers.gasPrice,
    request: async ({ method }: { method: string }) => {
      if (method !== 'eth_maxPriorityFeePerGas' || answers.tip === undefined) throw new Error(`${method} not supported`);
      return `0x${answers.tip.toString(16)}`;
    },
  } as unknown as GasPriceReader;
}

describe('the network gas price and the server bid', () => {
  it('is the base fee plus the suggested tip on a busy network, and the server bids twice that', async () => {
    const mainnet = node({ baseFee: 30n * GWEI, gasPrice: 32n * GWEI, tip: 2n * GWEI });
    expect(await networkGasQuote(mainnet)).toEqual({ baseFee: 30n * GWEI, priorityFee: 2n * GWEI, gasPrice: 32n * GWEI });
    expect(await serverGasPrice(mainnet)).toBe(64n * GWEI);
    expect(await serverGas(mainnet)).toEqual({ gasPrice: 64n * GWEI });
  });

  it('does not count a tip that echoes our own doubled bids (anvil follows the tips just paid)', async () => {
    // Measured on anvil after four doubled legacy transactions: 29.7 gwei suggested over a 0.67 gwei base fee.
    const anvil = node({ baseFee: 670_323_909n, gasPrice: 30_373_210_380n, tip: 29_702_886_471n });
    expect(await networkGasQuote(anvil)).toEqual({ baseFee: 670_323_909n, priorityFee: GWEI, gasPrice: 670_323_909n + GWEI });
    expect(await serverGasPrice(anvil)).toBe(2n * (670_323_909n + GWEI));
    // Above 1 gwei the base fee itself bounds the tip.
    expect((await networkGasQuote(node({ baseFee: 5n * GWEI, gasPrice: 60n * GWEI, tip: 55n * GWEI }))).gasPrice).toBe(10n * GWEI);
  });

  it('falls back to eth_gasPrice minus the base fee for the tip, and to eth_gasPrice without a base fee', async () => {
    expect(await networkGasQuote(node({ baseFee: 10n * GWEI, gasPrice: 11n * GWEI }))).toEqual({ baseFee: 10n * GWEI, priorityFee: GWEI, gasPrice: 11n * GWEI });
    expect(await networkGasQuote(node({ baseFee: 10n * GWEI, gasPrice: 9n * GWEI }))).toEqual({ baseFee: 10n * GWEI, priorityFee: 0n, gasPrice: 10n * GWEI });
    expect(await networkGasQuote(node({ baseFee: null, gasPrice: 5n * GWEI, tip: 99n * GWEI }))).toEqual({ baseFee: null, priorityFee: 5n * GWEI, gasPrice: 5n * GWEI });
    expect(await serverGasPrice(node({ baseFee: null, gasPrice: 5n * GWEI }))).toBe(10n * GWEI);
  });
});
