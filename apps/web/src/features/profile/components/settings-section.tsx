import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './settings-section.module.css';

/** One card of the account pages: a heading, a line on what it is for, and its controls. */
export function SettingsSection({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder className={classes.card} component="section" aria-label={title}>
      <Stack gap="md">
        <div>
          <Title order={2} className={classes.title}>
            {title}
          </Title>
          {description ? <Text className={classes.description}>{description}</Text> : null}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
