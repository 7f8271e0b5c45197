import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';

export interface Stat {
  value: string;
  label: string;
}

/** A row of large figures, each with a short label. */
export function StatBand({ stats, columns = stats.length }: { stats: Stat[]; columns?: number }) {
  return (
    <Paper radius="lg" withBorder bg="dark.7" p={{ base: 'lg', sm: 'xl' }}>
      <SimpleGrid cols={{ base: 2, md: columns }} spacing="xl">
        {stats.map((stat) => (
          <Stack key={stat.label} gap={2}>
            <Text ff="heading" fz={{ base: 30, sm: 38 }} fw={600} c="cask.3" lh={1.1}>
              {stat.value}
            </Text>
            <Text fz="sm" c="dark.1">
              {stat.label}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
