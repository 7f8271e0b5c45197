import { UnstyledButton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { CURRENCIES } from '@caskmark/shared/format/price';
import { ethPriceQueryOptions } from '../lib/api/get-eth-price';
import { useCurrency } from '../lib/currency';
import classes from './currency-toggle.module.css';

/** The USD/ETH switch for every price on screen (spec part 1 §1; defaults to USD). */
export function CurrencyToggle({ className }: { className?: string }) {
  const { currency, setCurrency } = useCurrency();
  const queryClient = useQueryClient();
  // Fetch the ETH price as soon as the visitor reaches for the switch, so ETH prices never show '-'.
  const warmUp = () => void queryClient.prefetchQuery(ethPriceQueryOptions());
  return (
    <div role="group" aria-label="Price currency" className={[classes.root, className].filter(Boolean).join(' ')} onPointerEnter={warmUp} onFocus={warmUp}>
      {CURRENCIES.map((option) => (
        <UnstyledButton
          key={option}
          className={classes.option}
          aria-pressed={currency === option}
          data-active={currency === option || undefined}
          onClick={() => setCurrency(option)}
        >
          {option}
        </UnstyledButton>
      ))}
    </div>
  );
}
