import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface FeatureCardProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

/** A small card with an icon, a heading and a few lines of explanation. */
export function FeatureCard({ icon, title, children }: FeatureCardProps) {
  return (
    <Paper p="lg" radius="lg" withBorder bg="dark.7" h="100%">
      <Stack gap="sm">
        <ThemeIcon size={42} radius="md" variant="light" color="cask">
          {icon}
        </ThemeIcon>
        <Title order={3} fz="lg">
          {title}
        </Title>
        <Text c="dark.1" fz="sm" lh={1.65} component="div">
          {children}
        </Text>
      </Stack>
    </Paper>
  );
}
