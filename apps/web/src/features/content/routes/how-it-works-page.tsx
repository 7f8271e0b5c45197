import { Button, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ContentHero } from '../components/content-hero';
import { ContentSection } from '../components/content-section';
import { FeeTable } from '../components/fee-table';
import { InlineLink } from '../components/inline-link';
import { usePageMeta } from '../../../components/page-meta';
import { PaymentMethodCards } from '../components/payment-method-cards';
import { ReleaseStyleGrid } from '../components/release-style-grid';
import { StepList, type Step } from '../components/step-list';
import { FAQ_ANCHORS, faqPath } from '../faq-links';

const JOURNEY: Step[] = [
  {
    title: 'Create your account',
    body: 'Sign up with e-mail, Google, Apple or a crypto wallet. Add your name and date of birth to your profile — card and wire payments need it, and so does redemption.',
  },
  {
    title: 'Choose a release',
    body: (
      <>
        Browse the <InlineLink to="/marketplace">marketplace</InlineLink> by producer, category, region, vintage or
        price. Each release page tells you its style, its opening and closing times, how many editions are available
        and what the bottle is.
      </>
    ),
  },
  {
    title: 'Buy or bid',
    body: 'Fixed-price drops go through a cart that holds your editions for a few minutes while you pay. Auctions take quick bids at the next increment or a max bid we place for you. The edition is transferred to your wallet the moment the sale completes.',
  },
  {
    title: 'Keep, sell or gift',
    body: 'Your editions live in MY COLLECTION. Hold them while the bottle rests in bonded storage, list them for sale, accept offers from other collectors, or gift one to a friend by e-mail.',
  },
  {
    title: 'Redeem for the bottle',
    body: (
      <>
        When you are ready to open it, redeem: the NFT is burned and the bottle is shipped to you or made ready for
        pickup. Redemption cannot be undone — read{' '}
        <InlineLink to={faqPath(FAQ_ANCHORS.redemption)}>what happens when you redeem</InlineLink> first.
      </>
    ),
  },
];

export default function HowItWorksPage() {
  usePageMeta({
    title: 'How it works',
    description: 'From a release to a bottle on your table: buying, bidding, fees, custody and redemption on Caskmark.',
  });
  return (
    <>
      <ContentHero
        eyebrow="How it works"
        title="From release to glass"
        lead="Every Caskmark NFT is the title to one real bottle, stored for you until you decide to drink it, sell it or give it away. Here is the whole journey."
        actions={
          <>
            <Button component={Link} to="/marketplace" rightSection={<IconArrowRight size={16} />}>
              Explore the marketplace
            </Button>
            <Button component={Link} to="/faq" variant="default">
              Read the FAQ
            </Button>
          </>
        }
      />
      <ContentSection title="Five steps">
        <StepList steps={JOURNEY} />
      </ContentSection>
      <ContentSection
        id="release-styles"
        title="Eight ways a release can open"
        intro="Producers choose how each release is sold. The style is shown on every release card and page."
      >
        <ReleaseStyleGrid />
      </ContentSection>
      <ContentSection id="payments" title="Pay your way" intro="Prices show in USD or ETH — use the toggle in the header.">
        <PaymentMethodCards />
      </ContentSection>
      <ContentSection
        id="fees"
        title="Fees, plainly"
        intro={
          <>
            No subscription and no listing fee from Caskmark: a fee applies only when a sale completes.{' '}
            <InlineLink to={faqPath(FAQ_ANCHORS.fees)}>More about fees</InlineLink>
          </>
        }
      >
        <FeeTable />
      </ContentSection>
      <ContentSection id="redemption" title="Redeeming your bottle">
        <Text c="dark.1" maw={720} lh={1.7}>
          Redeem from your vault once the redeem date on the edition has passed. You confirm the burn, choose a delivery
          country or a pickup location, give your details and photo ID, and pay the courier cost. Customs duties and
          import taxes are the buyer's responsibility, and you must be of legal drinking age in the destination country.
          See where we ship on the <InlineLink to="/shipping-information">shipping information</InlineLink> page.
        </Text>
      </ContentSection>
    </>
  );
}
