import { SimpleGrid } from '@mantine/core';
import { IconBuildingBank, IconCertificate, IconLock, IconShieldCheck } from '@tabler/icons-react';
import { ContentHero } from '../components/content-hero';
import { ContentSection } from '../components/content-section';
import { FeatureCard } from '../components/feature-card';
import { FeatureGate } from '../components/feature-gate';
import { FeeTable } from '../components/fee-table';
import { InlineLink } from '../components/inline-link';
import { usePageMeta } from '../../../components/page-meta';
import { StepList, type Step } from '../components/step-list';
import { FAQ_ANCHORS, faqPath } from '../faq-links';

const LIFECYCLE: Step[] = [
  {
    title: 'A producer consigns the bottles',
    body: 'Each bottle of a release is inspected, photographed and kept in bonded, insured storage by the producer or our warehouse partner. Nothing is listed that is not already in the cellar.',
  },
  {
    title: 'One token is minted per bottle',
    body: 'Every bottle becomes one edition: an ERC-721 token on Ethereum with its own edition number. The token can be burned only by its owner or with their approval, which is how redemption works.',
  },
  {
    title: 'The release opens on our clock',
    body: (
      <>
        The producer picks one of eight <InlineLink to="/how-it-works#release-styles">release styles</InlineLink>.
        Opening and closing times, cart holds, auction closes and draws all follow one server clock, so every collector
        sees the same countdown and no one can buy early by changing their computer's time.
      </>
    ),
  },
  {
    title: 'Payment and delivery of the token',
    body: 'Card, wire and ETH payments are verified on our side — prices, balances and approvals are never taken from the browser. A payment is captured once per checkout and always ends with your edition in your wallet or a refund.',
  },
  {
    title: 'Trading on the marketplace contract',
    body: 'Listings live on chain. When a buyer pays, the marketplace contract swaps the token for the payment in one transaction and pays the seller their share. A listing whose owner has changed, whose approval was revoked or that has expired can never be bought.',
  },
  {
    title: 'Redemption closes the loop',
    body: (
      <>
        Redeeming burns the token and releases the bottle from storage to a courier or a pickup location. Burned tokens
        stay visible in the history, so the record of every bottle is complete.{' '}
        <InlineLink to={faqPath(FAQ_ANCHORS.redemption)}>What to expect when you redeem</InlineLink>
      </>
    ),
  },
];

function HowCaskmarkWorksContent() {
  usePageMeta({
    title: 'How Caskmark works',
    description: 'What happens between a producer’s cellar and your glass: storage, minting, releases, payments, custody, trading and redemption.',
  });
  return (
    <>
      <ContentHero
        eyebrow="Under the hood"
        title="How Caskmark works"
        lead="What happens between a producer's cellar and your glass — and the rules that keep every bottle, token and payment accounted for."
      />
      <ContentSection title="The life of a bottle">
        <StepList steps={LIFECYCLE} />
      </ContentSection>
      <ContentSection title="Custody and safety" intro="Your bottle is stored for you; your token can be too — or you can hold it yourself.">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          <FeatureCard icon={<IconLock size={22} />} title="Managed wallet">
            Collectors without a crypto wallet get a managed wallet, operated by Caskmark for their account only.
          </FeatureCard>
          <FeatureCard icon={<IconCertificate size={22} />} title="Transfer out any time">
            Move an edition to your own wallet from the vault. The transfer is tracked step by step until ownership is
            confirmed on chain.
          </FeatureCard>
          <FeatureCard icon={<IconShieldCheck size={22} />} title="Account protection">
            Authenticator-app verification, short-lived sessions and rate limits on sign-in keep accounts safe.
          </FeatureCard>
          <FeatureCard icon={<IconBuildingBank size={22} />} title="Funds checked before bids">
            Bids above your wallet balance need an approved proof of funds, so auctions end with buyers who can pay.
          </FeatureCard>
        </SimpleGrid>
      </ContentSection>
      <ContentSection title="Where the money goes">
        <FeeTable />
      </ContentSection>
    </>
  );
}

export default function HowCaskmarkWorksPage() {
  return (
    <FeatureGate flag="howCaskmarkWorks">
      <HowCaskmarkWorksContent />
    </FeatureGate>
  );
}
