import { Button, Grid, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBarrel, IconCertificate, IconScale, IconTruckDelivery } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RELEASE_STYLES } from '@caskmark/shared/catalogue/release-styles';
import { PICKUP_LOCATIONS } from '@caskmark/shared/reference/pickup-locations';
import { SUPPORTED_SHIPPING_COUNTRY_CODES } from '@caskmark/shared/reference/shipping-coverage';
import { ContentHero } from '../components/content-hero';
import { ContentSection } from '../components/content-section';
import { FeatureCard } from '../components/feature-card';
import { InlineLink } from '../components/inline-link';
import { usePageMeta } from '../../../components/page-meta';
import { StatBand } from '../components/stat-band';
import { FAQ_ANCHORS, faqPath } from '../faq-links';
import { FACTS } from '../copy/marketplace-facts';

export default function AboutPage() {
  usePageMeta({
    title: 'About us',
    description: 'Caskmark turns rare bottles of wine and spirits into NFTs you can hold, trade, gift and redeem — with the bottle stored and insured until you want it.',
  });
  return (
    <>
      <ContentHero
        eyebrow="About Caskmark"
        title="Fine bottles, held in trust"
        lead="Caskmark is where collectors buy, trade and gift rare wine and spirits without moving a single bottle until they want to open it."
      />
      <ContentSection title="Why we built Caskmark">
        <Grid gap={40}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md" c="dark.1" lh={1.75}>
              <Text>
                Collecting great bottles has always been harder than it should be. Allocations go to a few, provenance
                lives on paper, and every sale means a case changing hands — with the risk of heat, breakage and doubt
                at every step.
              </Text>
              <Text>
                We give each bottle a digital title. The bottle stays in bonded, insured storage chosen by its producer;
                the NFT records who owns it, every sale, gift and transfer it has been through, and whether it has been
                redeemed. Ownership can change hands in minutes, anywhere in the world, while the bottle rests
                undisturbed.
              </Text>
              <Text>
                When you are ready to drink it, you redeem: the NFT is burned and the bottle is shipped to you or made
                ready for pickup. One token, one bottle — never more.
              </Text>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <StatBand
              columns={2}
              stats={[
                { value: String(RELEASE_STYLES.length), label: 'ways to release a bottle' },
                { value: String(SUPPORTED_SHIPPING_COUNTRY_CODES.length), label: 'countries we ship to' },
                { value: String(PICKUP_LOCATIONS.length), label: 'pickup locations' },
                { value: FACTS.sellerPayout, label: 'of every resale goes to the seller' },
              ]}
            />
          </Grid.Col>
        </Grid>
      </ContentSection>
      <ContentSection title="What we stand for">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          <FeatureCard icon={<IconCertificate size={22} />} title="Provenance you can check">
            Every mint, sale, gift, transfer and redemption is recorded on chain and shown in the{' '}
            <InlineLink to="/activity">activity</InlineLink> feed.
          </FeatureCard>
          <FeatureCard icon={<IconBarrel size={22} />} title="Bottles cared for">
            Bottles stay with their producer or in bonded storage, insured and kept at the right temperature until you
            redeem them.
          </FeatureCard>
          <FeatureCard icon={<IconScale size={22} />} title="Fees you can read">
            No listing or subscription fees. A {FACTS.platformFee} platform fee when a resale completes, and nothing hidden —{' '}
            <InlineLink to={faqPath(FAQ_ANCHORS.fees)}>see every fee</InlineLink>.
          </FeatureCard>
          <FeatureCard icon={<IconTruckDelivery size={22} />} title="A real bottle at the end">
            Redeem whenever you like (after a release's redeem date) and we handle packing, courier and tracking to your
            door or a pickup point.
          </FeatureCard>
        </SimpleGrid>
      </ContentSection>
      <ContentSection
        title="For producers"
        intro="Distilleries, wineries and négociants use Caskmark to release allocations directly to collectors worldwide."
      >
        <Stack gap="lg" align="flex-start">
          <Text c="dark.1" maw={720} lh={1.75}>
            Choose how a release opens — a timed lobby, first come first served, an open, sealed or leaderboard auction,
            a shuffle, an airdrop or a sweepstakes — and we run checkout, payments in card, wire or ETH, custody and
            redemption logistics. Producers earn on the primary sale and keep a direct relationship with the
            collectors who own their bottles.
          </Text>
          <Button component={Link} to="/get-in-touch" variant="light">
            Talk to us about a release
          </Button>
        </Stack>
      </ContentSection>
    </>
  );
}
