import { Button, Grid, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowUpRight, IconHeadset, IconMail, IconMessageCircle } from '@tabler/icons-react';
import { ContentHero } from '../components/content-hero';
import { ContactTopicCard } from '../components/contact-topic-card';
import { ContentSection } from '../components/content-section';
import { CopyValue } from '../components/copy-value';
import { FeatureCard } from '../components/feature-card';
import { InlineLink } from '../components/inline-link';
import { usePageMeta } from '../../../components/page-meta';
import { CONTACT_TOPICS, SUPPORT_EMAIL } from '../copy/contact-topics';

export default function GetInTouchPage() {
  usePageMeta({
    title: 'Get in touch',
    description: `Reach Caskmark collector support at ${SUPPORT_EMAIL} or by live chat, for orders, redemption, accounts and producer enquiries.`,
  });
  return (
    <>
      <ContentHero
        eyebrow="Support"
        title="Get in touch"
        lead="Real people who know the bottles and the platform. Tell us what you need and we will pick it up from there."
      />
      <ContentSection title="Ways to reach us">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          <FeatureCard icon={<IconMail size={22} />} title="E-mail">
            <Stack gap="sm" align="flex-start">
              <Text fz="sm" c="dark.1">
                The best way for anything about an order, a redemption or your account. We reply within one business
                day.
              </Text>
              <CopyValue value={SUPPORT_EMAIL} label="the support e-mail address" />
              <Button component="a" href={`mailto:${SUPPORT_EMAIL}`} size="xs" rightSection={<IconArrowUpRight size={14} />}>
                Write to us
              </Button>
            </Stack>
          </FeatureCard>
          <FeatureCard icon={<IconMessageCircle size={22} />} title="Live chat">
            Chat with collector support from the chat window on the site, Monday to Friday, 09:00–18:00 UK time. Outside
            those hours, leave a message in the chat and we answer by e-mail.
          </FeatureCard>
          <FeatureCard icon={<IconHeadset size={22} />} title="Help centre">
            Most questions about releases, fees, custody and redemption are answered in the{' '}
            <InlineLink to="/faq">FAQ</InlineLink>, and delivery coverage on{' '}
            <InlineLink to="/shipping-information">shipping information</InlineLink>.
          </FeatureCard>
        </SimpleGrid>
      </ContentSection>
      <ContentSection
        id="topics"
        title="Write to us about…"
        intro="Pick a topic: your e-mail app opens with the subject and the details we will ask for already filled in."
      >
        <Grid gap="lg">
          {CONTACT_TOPICS.map((topic) => (
            <Grid.Col key={topic.id} span={{ base: 12, sm: 6, lg: 4 }}>
              <ContactTopicCard topic={topic} />
            </Grid.Col>
          ))}
        </Grid>
      </ContentSection>
      <ContentSection title="Before you write">
        <Paper p="xl" radius="lg" withBorder bg="dark.7" maw={820}>
          <List spacing="sm" c="dark.1">
            <List.Item>
              Send from the e-mail address on your account, and add your @handler so we can find you quickly.
            </List.Item>
            <List.Item>
              For a redemption, include the order number — the first 8 characters shown in Redeemed Editions.
            </List.Item>
            <List.Item>
              We will never ask for your password, a verification code or your wallet's recovery phrase. Do not send
              them to anyone, including us.
            </List.Item>
          </List>
        </Paper>
      </ContentSection>
    </>
  );
}
