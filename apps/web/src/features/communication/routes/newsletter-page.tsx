import { Badge, Container, Grid, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { NotFound } from '../../../components/not-found';
import { usePageMeta } from '../../../components/page-meta';
import NewsletterForm from '../../../app/shell/newsletter/newsletter-form';
import { useBrands } from '../../../lib/api/get-brands';
import { InlineLink } from '../../content/components/inline-link';
import { isPartnerCode, partnerDisplayName } from '../components/partner-name';
import classes from './newsletter-page.module.css';

const PERKS = [
  'New releases and lobby openings, before they go live',
  'Auction results and the bottles that made headlines',
  'Giveaways, tastings and stories from the producers',
];

/** /newsletter and /newsletter/{partner}: the sign-up page a partner can link to (decision 055). */
export default function NewsletterPage() {
  const { partner } = useParams();
  const brands = useBrands().data?.results;
  const partnerName = partner && isPartnerCode(partner) ? partnerDisplayName(partner, brands) : undefined;
  usePageMeta({
    title: partnerName ? `Newsletter with ${partnerName}` : 'Newsletter',
    description: 'Be the first to know about new releases, lobby openings, auctions and giveaways on Caskmark.',
  });
  if (partner !== undefined && !isPartnerCode(partner)) return <NotFound />;

  return (
    <section className={classes.page}>
      <Container size="lg" py={{ base: 48, sm: 80 }} w="100%">
        <Grid gap={{ base: 32, md: 64 }} align="center">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="lg">
              <Text className={classes.eyebrow}>Newsletter</Text>
              {partnerName ? (
                <Badge variant="outline" color="cask" size="lg" radius="sm" tt="none" w="fit-content">
                  In partnership with {partnerName}
                </Badge>
              ) : null}
              <Title order={1} className={classes.title}>
                Be the first to know!
              </Title>
              <Text c="dark.1" fz="lg" maw={520}>
                One or two e-mails a month from Caskmark{partnerName ? ` and ${partnerName}` : ''}, with the releases
                worth setting an alarm for.
              </Text>
              <List
                spacing="sm"
                c="dark.0"
                icon={
                  <ThemeIcon size={22} radius="xl" color="cask" variant="light">
                    <IconCheck size={14} />
                  </ThemeIcon>
                }
              >
                {PERKS.map((perk) => (
                  <List.Item key={perk}>{perk}</List.Item>
                ))}
              </List>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Paper p={{ base: 'lg', sm: 40 }} radius="lg" withBorder bg="dark.7" className={classes.card}>
              <Stack gap="lg">
                <Stack gap={4}>
                  <Title order={2} fz={24}>
                    Sign up
                  </Title>
                  <Text c="dark.1" fz="sm">
                    Enter your e-mail address. You can unsubscribe with one click from any e-mail.
                  </Text>
                </Stack>
                <NewsletterForm layout="stacked" partner={partner} />
                <Text fz="xs" c="dark.2">
                  We use your address only to send this newsletter — see our{' '}
                  <InlineLink to="/privacy-policy">privacy policy</InlineLink>.
                </Text>
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      </Container>
    </section>
  );
}
