import { Code, List, Paper, Text } from '@mantine/core';
import { ContentHero } from '../components/content-hero';
import { ContentSection } from '../components/content-section';
import { DemoAccountsTable } from '../components/demo-accounts-table';
import { usePageMeta } from '../../../components/page-meta';
import { StepList } from '../components/step-list';
import { DEMO_TOUR } from '../copy/demo-tour';

export default function DemoPage() {
  usePageMeta({
    title: 'Guided demo',
    description: 'A guided tour of Caskmark with demo accounts: browse, buy, bid, trade, gift and redeem bottle-backed NFTs.',
  });
  return (
    <>
      <ContentHero
        eyebrow="Guided demo"
        title="Take the tour"
        lead="This Caskmark comes with demo producers, live and upcoming releases, collectors and a trading history. Follow the tour to see every part of the product in about fifteen minutes."
      />
      <ContentSection id="accounts" title="Demo accounts" intro="Sign in with any of these to see the product from their side.">
        <DemoAccountsTable />
      </ContentSection>
      <ContentSection id="tour" title="The tour">
        <StepList steps={DEMO_TOUR} />
      </ContentSection>
      <ContentSection
        id="time-travel"
        title="For demo hosts"
        intro="Outside production the server offers two helpers, so you can show a whole release cycle in minutes."
      >
        <Paper radius="lg" withBorder bg="dark.7" p="xl" maw={820}>
          <List spacing="md" c="dark.1">
            <List.Item>
              <Text span fw={600} c="dark.0">
                Move time forward:
              </Text>{' '}
              <Code>POST /dev/clock</Code> with <Code>{'{"advanceMs": 3600000}'}</Code> advances the business clock by an
              hour — lobbies open, carts expire and auctions close exactly as they would in real time.
            </List.Item>
            <List.Item>
              <Text span fw={600} c="dark.0">
                Read the e-mails:
              </Text>{' '}
              every message the platform sends (verification codes, gift notifications) is kept at{' '}
              <Code>/dev/mailbox</Code> instead of being delivered.
            </List.Item>
          </List>
        </Paper>
      </ContentSection>
    </>
  );
}
