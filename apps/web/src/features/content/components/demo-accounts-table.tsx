import { Box, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../copy/demo-accounts';
import { CopyValue } from './copy-value';

/** The demo accounts: a table on wide screens, one card per account below 900 px. */
export function DemoAccountsTable() {
  return (
    <Stack gap="md">
      <Paper radius="lg" withBorder bg="dark.7" style={{ overflow: 'hidden' }} visibleFrom="md">
        <Table verticalSpacing="md" horizontalSpacing="lg" aria-label="Demo accounts">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Account</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Try this</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {DEMO_ACCOUNTS.map((account) => (
              <Table.Tr key={account.email}>
                <Table.Td>
                  <CopyValue value={account.email} label={`${account.handler}'s e-mail`} />
                  <Text fz="xs" c="dark.2" mt={4}>
                    @{account.handler}
                  </Text>
                </Table.Td>
                <Table.Td fw={600}>{account.role}</Table.Td>
                <Table.Td c="dark.1" fz="sm">
                  {account.tryThis}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <Box hiddenFrom="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {DEMO_ACCOUNTS.map((account) => (
            <Paper key={account.email} p="md" radius="lg" withBorder bg="dark.7">
              <Stack gap={6}>
                <Text fw={600} c="dark.0">
                  {account.role} · @{account.handler}
                </Text>
                <CopyValue value={account.email} label={`${account.handler}'s e-mail`} />
                <Text c="dark.1" fz="sm">
                  {account.tryThis}
                </Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </Box>
      <Stack gap={6}>
        <Text fz="sm" c="dark.1">
          Every demo account uses the same password:
        </Text>
        <CopyValue value={DEMO_PASSWORD} label="the demo password" />
      </Stack>
    </Stack>
  );
}
