import { Box, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './step-list.module.css';

export interface Step {
  title: string;
  body: ReactNode;
}

/** Numbered steps joined by a copper rule, for journeys a collector follows in order. */
export function StepList({ steps }: { steps: Step[] }) {
  return (
    <Stack gap={0} component="ol" className={classes.list}>
      {steps.map((step, index) => (
        <Group key={step.title} component="li" align="flex-start" wrap="nowrap" gap="lg" className={classes.step}>
          <Box className={classes.number} aria-hidden>
            {index + 1}
          </Box>
          <Stack gap={6} pb="xl" className={classes.body}>
            <Title order={3} fz="lg">
              {step.title}
            </Title>
            <Text c="dark.1" lh={1.7} component="div">
              {step.body}
            </Text>
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
