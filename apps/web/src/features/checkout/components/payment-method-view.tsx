import { Anchor, Group, Radio, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CheckoutCart } from '@caskmark/shared/api/checkout';
import { useEthPrice } from '../../../lib/api/get-eth-price';
import { userInfoQueryOptions } from '../../../lib/auth-api/get-user-info';
import { closeCartDrawer, pushCartView } from '../lib/cart-drawer-store';
import { paymentOptions, type OfferedMethod } from '../lib/payment-options';
import { CartTotals } from './cart-totals';
import { CheckoutBar } from './checkout-bar';
import classes from './payment-method-view.module.css';

const VIEW_OF: Record<OfferedMethod, 'creditCard' | 'ethWallet' | 'wireTransfer'> = { creditCard: 'creditCard', crypto: 'ethWallet', wire: 'wireTransfer' };

/**
 * Select payment method (spec part 1 §4/§5): each method with the reason it is off, if it is. Card and
 * wire need a complete profile (the link goes to the profile form); ETH needs at least 0.004 ETH.
 */
export function PaymentMethodView({ cart }: { cart: CheckoutCart }) {
  const user = useQuery(userInfoQueryOptions(true));
  const profileComplete = Boolean(user.data?.userDetailsPublicPk);
  const usdPerEth = useEthPrice();
  const options = paymentOptions(cart.amount, profileComplete, usdPerEth);
  const [chosen, setChosen] = useState<OfferedMethod | null>(() => options.find((option) => option.enabled)?.method ?? null);
  const selected = options.find((option) => option.method === chosen && option.enabled) ?? null;
  return (
    <Stack gap="md">
      <Text fw={600}>Select payment method</Text>
      <Radio.Group value={selected?.method ?? null} onChange={(value) => setChosen(value as OfferedMethod)} aria-label="Payment method">
        <Stack gap="sm">
          {options.map((option) => (
            <Radio.Card key={option.method} value={option.method} disabled={!option.enabled} className={classes.option} aria-label={option.label}>
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator disabled={!option.enabled} />
                <div>
                  <Text fw={600}>{option.label}</Text>
                  <Text size="sm" c="dimmed">
                    {option.description}
                  </Text>
                  {option.reason ? (
                    <Text size="sm" c="yellow.5" mt={4}>
                      {option.reason}
                    </Text>
                  ) : null}
                </div>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
      {!profileComplete && user.isSuccess ? (
        <Text size="sm">
          <Anchor component={Link} to="/profile?page=userDetails" onClick={closeCartDrawer} c="cask.3">
            Complete your profile
          </Anchor>{' '}
          to pay by card or wire transfer.
        </Text>
      ) : null}
      <CartTotals cart={cart} />
      <CheckoutBar cart={cart} continueDisabled={!selected} onContinue={() => selected && pushCartView(VIEW_OF[selected.method])} />
    </Stack>
  );
}
