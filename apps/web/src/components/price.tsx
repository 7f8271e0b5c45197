import { Text, type TextProps } from '@mantine/core';
import { formatPrice } from '@caskmark/shared/format/price';
import { useEthPrice } from '../lib/api/get-eth-price';
import { useCurrency } from '../lib/currency';

export interface PriceProps extends Omit<TextProps, 'children'> {
  /** The amount in US dollars; null or undefined shows '-'. */
  usd: number | null | undefined;
  /** Text before the amount, e.g. 'From: '. */
  prefix?: string;
  component?: 'span' | 'p' | 'div' | 'strong';
}

/**
 * A USD amount shown in the currency of the USD/ETH toggle: USD in whole dollars (compact from
 * 1,000,000), ETH with 2 decimals at the server's ETH price, refreshed every 60 s.
 */
export function Price({ usd, prefix, component = 'span', ...textProps }: PriceProps) {
  const { currency } = useCurrency();
  const usdPerEth = useEthPrice(currency === 'ETH');
  const amount = usd === null || usd === undefined ? '-' : formatPrice(usd, currency, usdPerEth);
  return (
    <Text component={component} inherit={!textProps.size && !textProps.fz} {...textProps}>
      {prefix}
      {amount}
    </Text>
  );
}
