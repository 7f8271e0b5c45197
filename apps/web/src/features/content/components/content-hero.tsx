import { Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './content-hero.module.css';

interface ContentHeroProps {
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
}

/** The opening band of every content page: a small label, the page title and one paragraph. */
export function ContentHero({ eyebrow, title, lead, actions }: ContentHeroProps) {
  return (
    <header className={classes.hero}>
      <Container size="lg" className={classes.inner}>
        <Stack gap="md">
          <Text className={classes.eyebrow}>{eyebrow}</Text>
          <Title order={1} className={classes.title}>
            {title}
          </Title>
          {lead ? <Text className={classes.lead}>{lead}</Text> : null}
          {actions ? <Group gap="sm" mt="sm">{actions}</Group> : null}
        </Stack>
      </Container>
    </header>
  );
}
