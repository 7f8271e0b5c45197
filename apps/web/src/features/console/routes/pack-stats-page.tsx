import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatUsdCents } from '@caskmark/shared/format/price';
import { usePageMeta } from '../../../components/page-meta';
import { usePackStats } from '../api/catalogue';

/** /staff/figures: sold, held, revenue and bids of the caller's packs, and sales per day. */
export default function PackStatsPage() {
  usePageMeta({ title: 'Sales figures' });
  const stats = usePackStats();
  const packs = stats.data?.results ?? [];
  const byDay = new Map<string, { day: string; revenue: number; units: number }>();
  for (const pack of packs) {
    for (const day of pack.salesByDay) {
      const entry = byDay.get(day.day) ?? { day: day.day, revenue: 0, units: 0 };
      entry.revenue += day.revenueCents / 100;
      entry.units += day.units;
      byDay.set(day.day, entry);
    }
  }
  const days = [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day)).slice(-30);
  const totals = packs.reduce((sum, pack) => ({ sold: sum.sold + pack.sold, held: sum.held + pack.held, revenue: sum.revenue + pack.revenueCents, bids: sum.bids + pack.bids }), { sold: 0, held: 0, revenue: 0, bids: 0 });
  return (
    <Stack gap="md">
      <Title order={2}>Sales figures</Title>
      {stats.isLoading ? <Loader size="sm" /> : null}
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {[
          ['Sold', String(totals.sold)],
          ['In carts now', String(totals.held)],
          ['Revenue', formatUsdCents(totals.revenue)],
          ['Bids', String(totals.bids)],
        ].map(([label, value]) => (
          <Card key={label} withBorder padding="sm">
            <Text size="xs" c="dimmed" tt="uppercase">
              {label}
            </Text>
            <Text fw={700} size="lg">
              {value}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Card withBorder>
        <Text fw={600} mb="sm">
          Revenue per day (last 30 days with sales)
        </Text>
        {days.length > 0 ? (
          <BarChart h={220} data={days} dataKey="day" series={[{ name: 'revenue', label: 'Revenue (USD)', color: 'blue.6' }]} valueFormatter={(value) => formatUsdCents(Math.round(value * 100))} />
        ) : (
          <Text c="dimmed" size="sm">
            No sales yet.
          </Text>
        )}
      </Card>
      <Card withBorder>
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Pack</Table.Th>
                <Table.Th>Units</Table.Th>
                <Table.Th>Sold</Table.Th>
                <Table.Th>In carts</Table.Th>
                <Table.Th>Revenue</Table.Th>
                <Table.Th>Bids</Table.Th>
                <Table.Th>Minted</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {packs.map((pack) => (
                <Table.Tr key={pack.publicPk}>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Text size="sm" fw={500}>
                        {pack.name}
                      </Text>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {pack.brandName} · {pack.releaseTitle}
                    </Text>
                  </Table.Td>
                  <Table.Td>{pack.total}</Table.Td>
                  <Table.Td>{pack.sold}</Table.Td>
                  <Table.Td>{pack.held}</Table.Td>
                  <Table.Td>{formatUsdCents(pack.revenueCents)}</Table.Td>
                  <Table.Td>{pack.bids}</Table.Td>
                  <Table.Td>{pack.minted}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    </Stack>
  );
}
