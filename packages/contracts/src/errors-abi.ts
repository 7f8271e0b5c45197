import type { Abi } from 'viem';
import { devPriceFeedAbi } from './generated/dev-price-feed';
import { editionTokenAbi } from './generated/edition-token';
import { marketplaceAbi } from './generated/marketplace';
import { paymentReceiverAbi } from './generated/payment-receiver';

type AbiError = Extract<Abi[number], { type: 'error' }>;

/**
 * Every custom error of our contracts in one ABI. A swap can revert inside EditionToken (e.g. a
 * buyer contract that refuses ERC-721 tokens); decoding with this ABI names the error wherever it arose.
 */
export const caskmarkErrorsAbi: readonly AbiError[] = (() => {
  const seen = new Set<string>();
  const errors: AbiError[] = [];
  for (const item of [...marketplaceAbi, ...editionTokenAbi, ...devPriceFeedAbi, ...paymentReceiverAbi]) {
    if (item.type !== 'error') continue;
    const signature = `${item.name}(${item.inputs.map((input) => input.type).join(',')})`;
    if (seen.has(signature)) continue;
    seen.add(signature);
    errors.push(item as AbiError);
  }
  return errors;
})();
