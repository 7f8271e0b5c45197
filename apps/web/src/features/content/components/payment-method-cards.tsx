import { List, SimpleGrid } from '@mantine/core';
import { IconBuildingBank, IconCreditCard, IconCurrencyEthereum } from '@tabler/icons-react';
import { FeatureCard } from './feature-card';
import { FACTS } from '../copy/marketplace-facts';

/** The three ways to pay and their limits (spec part 1 §5 and §9). */
export function PaymentMethodCards() {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      <FeatureCard icon={<IconCreditCard size={22} />} title="Card">
        <List size="sm" spacing={6}>
          <List.Item>Carts up to {FACTS.cardLimit}</List.Item>
          <List.Item>Saved cards with 3-D Secure where your bank asks for it</List.Item>
          <List.Item>Needs a completed profile</List.Item>
        </List>
      </FeatureCard>
      <FeatureCard icon={<IconBuildingBank size={22} />} title="Wire transfer">
        <List size="sm" spacing={6}>
          <List.Item>Carts above {FACTS.wireMinimum}</List.Item>
          <List.Item>{FACTS.wireFee} fee per transfer</List.Item>
          <List.Item>Funds arrive in about 1 business day</List.Item>
        </List>
      </FeatureCard>
      <FeatureCard icon={<IconCurrencyEthereum size={22} />} title="ETH">
        <List size="sm" spacing={6}>
          <List.Item>From a connected wallet</List.Item>
          <List.Item>Minimum payment {FACTS.minEthPayment}</List.Item>
          <List.Item>Network gas paid by the sender</List.Item>
        </List>
      </FeatureCard>
    </SimpleGrid>
  );
}
