import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAuthFlow } from '../lib/auth-flow';
import classes from './auth-panel.module.css';

/** The frame of an auth screen: a centred card on the pages, the bare content inside a popup. */
export function AuthPanel({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  const { mode } = useAuthFlow();
  const heading = (
    <div className={classes.heading}>
      <Title order={mode === 'page' ? 1 : 2} className={classes.title}>
        {title}
      </Title>
      {subtitle ? <Text className={classes.subtitle}>{subtitle}</Text> : null}
    </div>
  );
  if (mode === 'popup') {
    return (
      <Stack gap="lg">
        {heading}
        {children}
      </Stack>
    );
  }
  return (
    <div className={classes.page}>
      <Paper className={classes.card} withBorder>
        <Stack gap="lg">
          {heading}
          {children}
        </Stack>
      </Paper>
    </div>
  );
}
