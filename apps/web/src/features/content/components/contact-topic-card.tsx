import { Stack, Text, Title } from '@mantine/core';
import { mailtoFor, type ContactTopic } from '../copy/contact-topics';
import classes from './contact-topic-card.module.css';

/** A topic that opens the visitor's e-mail app with the subject and prompts filled in. */
export function ContactTopicCard({ topic }: { topic: ContactTopic }) {
  return (
    <a id={topic.id} href={mailtoFor(topic)} className={classes.card}>
      <Stack gap={6}>
        <Title order={3} fz="md">
          {topic.label}
        </Title>
        <Text fz="sm" c="dark.1">
          {topic.description}
        </Text>
        <Text fz="xs" c="cask.3" fw={600}>
          E-mail us about this →
        </Text>
      </Stack>
    </a>
  );
}
