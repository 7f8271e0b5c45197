import { Stack } from '@mantine/core';
import { SavedCardsSection } from '../../checkout/components/saved-cards/saved-cards-section';
import { CustodialNftsSection } from '../../custody/components/custodial-nfts-section';
import { WalletsSection } from '../../wallets/components/wallets-section';
import { SettingsSection } from './settings-section';

/**
 * ?page=paymentMethods: the wallets (where collectors grant the platform permission to manage their
 * NFTs, part 2 §2), the NFTs Caskmark holds for them in custody and the cards they saved.
 */
export function PaymentMethodsTab() {
  return (
    <Stack gap="lg">
      <SettingsSection
        title="Wallets"
        description="Wallets connected to your account pay for purchases and bids in ETH and hold your NFTs. Give Caskmark access once per wallet so you can list and sell from it."
      >
        <WalletsSection />
      </SettingsSection>
      <SettingsSection title="My custodial NFTs" description="NFTs Caskmark keeps for you in a custodial wallet. Transfer them to your own wallet to list them or hold them yourself.">
        <CustodialNftsSection />
      </SettingsSection>
      <SettingsSection title="Cards" description="Cards saved here or at checkout, ready for your next purchase. The default card is offered first.">
        <SavedCardsSection />
      </SettingsSection>
    </Stack>
  );
}
