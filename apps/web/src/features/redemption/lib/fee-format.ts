import { formatEth, type Currency } from '@caskmark/shared/format/price';
import { usdToEth } from '@caskmark/shared/money/eth-conversion';
import { formatCartUsd } from '../../checkout/lib/cart-money';

/** The shipping fee in the toggle's currency: USD to the cent (it is about to be charged), ETH with 4 decimals. */
export function formatFee(usd: number, currency: Currency, usdPerEth: number | undefined): string {
  if (currency === 'USD') return formatCartUsd(usd);
  if (!usdPerEth || usdPerEth <= 0) return '-';
  return formatEth(usdToEth(usd, usdPerEth, 4), 4);
}
