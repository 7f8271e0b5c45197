import { Accordion, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconBarrel, IconBuildingWarehouse, IconGlassFull, IconMail } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { NotFound } from '../../../components/not-found';
import { ContentHero } from '../components/content-hero';
import { ContentSection } from '../components/content-section';
import { FeatureCard } from '../components/feature-card';
import { usePageMeta } from '../../../components/page-meta';
import { StepList } from '../components/step-list';
import { mailtoFor } from '../copy/contact-topics';
import { EXPERIENCES, findExperience, type Experience } from '../copy/experiences';

const ICONS: Record<string, ReactNode> = {
  'cask-ownership': <IconBarrel size={22} />,
  'private-tastings': <IconGlassFull size={22} />,
  'distillery-visits': <IconBuildingWarehouse size={22} />,
};

export default function ExperiencePage() {
  const { experienceSlug } = useParams();
  const experience = findExperience(experienceSlug);
  return experience ? <ExperienceContent key={experience.slug} experience={experience} /> : <NotFound />;
}

function ExperienceContent({ experience }: { experience: Experience }) {
  usePageMeta({ title: experience.title, description: experience.lead });
  const others = EXPERIENCES.filter((other) => other.slug !== experience.slug);
  const enquiry = mailtoFor({
    subject: `${experience.title} enquiry`,
    prompts: ['Your handler (@name):', 'The release or producer you own:', 'Your question or preferred dates:'],
  });
  return (
    <>
      <ContentHero
        eyebrow="Collector experiences"
        title={experience.title}
        lead={experience.lead}
        actions={
          <>
            <Button component={Link} to="/marketplace" rightSection={<IconArrowRight size={16} />}>
              Find a release
            </Button>
            <Button component="a" href={enquiry} variant="default" leftSection={<IconMail size={16} />}>
              Ask us about it
            </Button>
          </>
        }
      />
      <ContentSection title="What to expect">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {experience.highlights.map((highlight) => (
            <FeatureCard key={highlight.title} icon={ICONS[experience.slug]} title={highlight.title}>
              {highlight.text}
            </FeatureCard>
          ))}
        </SimpleGrid>
      </ContentSection>
      <ContentSection title="How to take part">
        <StepList steps={experience.steps} />
        <Paper p="lg" radius="lg" withBorder bg="dark.7" maw={720}>
          <Text fw={600} c="dark.0" mb={4}>
            Who can join
          </Text>
          <Text c="dark.1">{experience.eligibility}</Text>
        </Paper>
      </ContentSection>
      <ContentSection title="Questions">
        <Accordion variant="separated" radius="md" maw={820} order={3}>
          {experience.questions.map((item) => (
            <Accordion.Item key={item.question} value={item.question}>
              <Accordion.Control fw={600}>{item.question}</Accordion.Control>
              <Accordion.Panel c="dark.1">{item.answer}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </ContentSection>
      <ContentSection title="More experiences">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {others.map((other) => (
            <Paper key={other.slug} p="lg" radius="lg" withBorder bg="dark.7">
              <Stack gap="sm" align="flex-start">
                <Title order={3} fz="lg">
                  {other.title}
                </Title>
                <Text c="dark.1" fz="sm">
                  {other.cardSummary}
                </Text>
                <Button component={Link} to={`/experiences/${other.slug}`} variant="light" size="xs" rightSection={<IconArrowRight size={14} />}>
                  Discover {other.title.toLowerCase()}
                </Button>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </ContentSection>
    </>
  );
}
