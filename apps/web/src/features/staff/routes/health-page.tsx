import { Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { usePageMeta } from '../../../components/page-meta';
import { apiRequest } from '../../../lib/api-client';

interface Health {
  database: { ok: boolean; latencyMs: number };
  chain: { mode: string; ok: boolean; headBlock: number | null; indexedBlock: number | null; lagBlocks: number | null };
  workflows: Array<{ workflow: string; active: number; failed: number }>;
  openCarts: number;
  holds: number;
  paymentFailures: number;
  takenAt: string;
}

function Figure({ label, value, ok }: { label: string; value: string; ok?: boolean }) {
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" wrap="nowrap">
        <Text size="xs" c="dimmed" tt="uppercase">
          {label}
        </Text>
        {ok === undefined ? null : <Badge color={ok ? 'green' : 'red'}>{ok ? 'OK' : 'Down'}</Badge>}
      </Group>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Card>
  );
}

/** /staff/health: the figures GET /metrics exports, at a glance (refreshed every 10 s). */
export default function HealthPage() {
  usePageMeta({ title: 'Health' });
  const health = useQuery({ queryKey: ['staff', 'health'], queryFn: ({ signal }) => apiRequest<Health>('/api/staff/v1/health', { signal }), refetchInterval: 10_000 });
  const data = health.data;
  return (
    <Stack gap="md">
      <Title order={2}>Health</Title>
      {data ? (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            <Figure label="Database" value={`${data.database.latencyMs} ms`} ok={data.database.ok} />
            <Figure label={`Chain (${data.chain.mode})`} value={data.chain.lagBlocks === null ? '—' : `${data.chain.lagBlocks} blocks behind`} ok={data.chain.ok} />
            <Figure label="Open carts" value={String(data.openCarts)} />
            <Figure label="Editions held" value={String(data.holds)} />
            <Figure label="Failed payments" value={String(data.paymentFailures)} />
            <Figure label="Checked" value={new Date(data.takenAt).toLocaleTimeString()} />
          </SimpleGrid>
          <Card withBorder>
            <Text fw={600} mb="xs">
              Jobs
            </Text>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Workflow</Table.Th>
                  <Table.Th>In progress</Table.Th>
                  <Table.Th>Failed</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.workflows.map((run) => (
                  <Table.Tr key={run.workflow}>
                    <Table.Td>{run.workflow}</Table.Td>
                    <Table.Td>{run.active}</Table.Td>
                    <Table.Td>{run.failed > 0 ? <Text c="red" size="sm">{run.failed}</Text> : 0}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Card>
        </>
      ) : (
        <Text c="dimmed">{health.isError ? 'The health check could not be read.' : 'Reading…'}</Text>
      )}
    </Stack>
  );
}
