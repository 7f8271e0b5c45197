import { Table, Text } from '@mantine/core';
import type { PickupLocation } from '@caskmark/shared/reference/pickup-locations';

/** Pickup locations with their full address; the address column folds under the name on phones. */
export function PickupTable({ locations }: { locations: readonly PickupLocation[] }) {
  return (
    <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-label="Pick up locations">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Location</Table.Th>
          <Table.Th visibleFrom="sm">Address</Table.Th>
          <Table.Th w={{ base: 90, sm: 150 }}>Country</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {locations.map((location) => {
          const address = `${location.address}, ${location.city}, ${location.state} ${location.zipCode}`;
          return (
            <Table.Tr key={location.publicPk}>
              <Table.Td>
                <Text fw={500} c="dark.0">
                  {location.name}
                </Text>
                <Text fz="xs" c="dark.2" hiddenFrom="sm">
                  {address}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Text fz="sm" c="dark.1">
                  {address}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm" c="dark.1">
                  {location.country.name}
                </Text>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
