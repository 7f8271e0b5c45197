import { Anchor, Box, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { scrollToElementId, useHashTarget } from './use-hash-target';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  updated: string;
  summary: ReactNode;
  sections: LegalSection[];
}

/** A long legal text with numbered sections, a contents list that stays in view, and #section deep links. */
export function LegalDocument({ updated, summary, sections }: LegalDocumentProps) {
  const target = useHashTarget();
  useEffect(() => {
    if (sections.some((section) => section.id === target)) scrollToElementId(target);
  }, [target, sections]);

  return (
    <Container size="lg" py={48}>
      <Grid gap={48}>
        <Grid.Col span={{ base: 12, md: 4 }} visibleFrom="md">
          <Box pos="sticky" top={88}>
            <Text fz="xs" fw={700} tt="uppercase" c="dark.2" mb="sm" style={{ letterSpacing: '0.12em' }}>
              Contents
            </Text>
            <Stack gap={6} component="nav" aria-label="Contents">
              {sections.map((section, index) => (
                <Anchor key={section.id} component={Link} to={`#${section.id}`} fz="sm" c="dark.1">
                  {index + 1}. {section.title}
                </Anchor>
              ))}
            </Stack>
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap={40}>
            <Stack gap="sm">
              <Text fz="sm" c="dark.2">
                Last updated {updated}
              </Text>
              <Text c="dark.1" lh={1.75} component="div">
                {summary}
              </Text>
            </Stack>
            {sections.map((section, index) => (
              <Stack key={section.id} gap="sm" component="section" id={section.id} style={{ scrollMarginTop: 88 }}>
                <Title order={2} fz={{ base: 20, sm: 24 }}>
                  {index + 1}. {section.title}
                </Title>
                <Stack gap="sm" c="dark.1" lh={1.75} fz="md">
                  {section.body}
                </Stack>
              </Stack>
            ))}
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
