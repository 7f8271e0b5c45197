import { Table, Text } from '@mantine/core';
import type { CoverageRow } from '../lib/shipping-rows';
import { StatusBadge } from './status-badge';

/** The Status / Location table of the overview and of the countries we cannot ship to. */
export function CoverageTable({ rows, caption }: { rows: readonly CoverageRow[]; caption: string }) {
  return (
    <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover layout="fixed" aria-label={caption}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={{ base: 150, sm: 190 }}>Status</Table.Th>
          <Table.Th>Location</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Td>
              <StatusBadge status={row.status} />
            </Table.Td>
            <Table.Td>
              <Text fw={500} c="dark.0">
                {row.location}
              </Text>
              {row.detail ? (
                <Text fz="xs" c="dark.2">
                  {row.detail}
                </Text>
              ) : null}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
