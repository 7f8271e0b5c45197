import { Anchor, Box, Button, Container, Grid, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ContentHero } from '../components/content-hero';
import { FaqAccordion } from '../components/faq-accordion';
import { usePageMeta } from '../../../components/page-meta';
import { scrollToElementId, useHashTarget } from '../components/use-hash-target';
import { FAQ_GROUPS } from '../copy/faq-groups';

const ENTRY_IDS = new Set(FAQ_GROUPS.flatMap((group) => group.entries.map((entry) => entry.id)));
const GROUP_IDS = new Set(FAQ_GROUPS.map((group) => group.id));

export default function FaqPage() {
  usePageMeta({
    title: 'Frequently asked questions',
    description: 'How releases, bidding, payments, fees, custody, gifting and bottle redemption work on Caskmark.',
  });
  const target = useHashTarget();
  const [opened, setOpened] = useState<string[]>(() => (ENTRY_IDS.has(target) ? [target] : []));
  const [query, setQuery] = useState('');

  // A deep link (/faq#fees) opens its answer and brings it into view, also for in-page hash links.
  useEffect(() => {
    if (ENTRY_IDS.has(target)) {
      setQuery('');
      setOpened((current) => (current.includes(target) ? current : [...current, target]));
      scrollToElementId(target);
    } else if (GROUP_IDS.has(target)) {
      scrollToElementId(target);
    }
  }, [target]);

  const groups = useMemo(() => {
    const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
    if (!words.length) return FAQ_GROUPS;
    return FAQ_GROUPS.map((group) => ({
      ...group,
      entries: group.entries.filter((entry) => words.every((word) => entry.question.toLowerCase().includes(word))),
    })).filter((group) => group.entries.length > 0);
  }, [query]);

  return (
    <>
      <ContentHero
        eyebrow="Help centre"
        title="Frequently asked questions"
        lead="Everything collectors ask us about releases, bidding, payments, fees, custody and turning an NFT back into a bottle."
      />
      <Container size="lg" py={48}>
        <Grid gap={40}>
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Box pos={{ md: 'sticky' }} top={88}>
              <Stack gap="lg">
                <TextInput
                  aria-label="Search the FAQ"
                  placeholder="Search questions"
                  leftSection={<IconSearch size={16} />}
                  value={query}
                  onChange={(event) => setQuery(event.currentTarget.value)}
                />
                <Stack gap={4} component="nav" aria-label="FAQ topics" visibleFrom="md">
                  {FAQ_GROUPS.map((group) => (
                    <Anchor key={group.id} component={Link} to={`#${group.id}`} c="dark.1" fz="sm" py={4}>
                      {group.title}
                    </Anchor>
                  ))}
                </Stack>
              </Stack>
            </Box>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            {groups.length ? (
              <FaqAccordion groups={groups} opened={opened} onChange={setOpened} />
            ) : (
              <Paper p="xl" radius="lg" withBorder bg="dark.7">
                <Text c="dark.1">No question matches “{query.trim()}”. Try another word, or ask us directly.</Text>
              </Paper>
            )}
            <Paper mt={48} p="xl" radius="lg" withBorder bg="dark.7">
              <Stack gap="sm" align="flex-start">
                <Text fw={600} fz="lg" c="dark.0">
                  Still have a question?
                </Text>
                <Text c="dark.1">Our collector support team answers every message, usually within one business day.</Text>
                <Button component={Link} to="/get-in-touch" variant="light">
                  Get in touch
                </Button>
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
