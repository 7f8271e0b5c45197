import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, PasswordInput, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatUsdCents } from '@caskmark/shared/format/price';
import type { StaffUserDetail } from '@caskmark/shared/api/staff-users';
import { usePageMeta } from '../../../components/page-meta';
import { ApiError } from '../../../lib/api-client';
import { useUserAction, useUserDetail, useUserSearch } from '../api/users';

const when = (iso: string) => new Date(iso).toLocaleDateString();

/** /staff/users: find a person by e-mail, handler or wallet; their activity; lock; roles (step-up MFA). */
export default function UsersPage() {
  usePageMeta({ title: 'Users' });
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 300);
  const [selected, setSelected] = useState<string | null>(null);
  const results = useUserSearch(debounced);
  const detail = useUserDetail(selected);
  return (
    <Stack gap="md">
      <Title order={2}>Users</Title>
      <TextInput label="Search" description="E-mail, @handler or wallet address" value={query} onChange={(event) => setQuery(event.currentTarget.value)} />
      {results.data && results.data.results.length === 0 ? <Text c="dimmed">Nobody matches “{debounced}”.</Text> : null}
      {results.data?.results.length ? (
        <Table.ScrollContainer minWidth={520}>
          <Table highlightOnHover>
            <Table.Tbody>
              {results.data.results.map((user) => (
                <Table.Tr key={user.publicPk} onClick={() => setSelected(user.publicPk)} style={{ cursor: 'pointer' }} bg={selected === user.publicPk ? 'var(--mantine-color-default-hover)' : undefined}>
                  <Table.Td>@{user.handler}</Table.Td>
                  <Table.Td>{user.email ?? '—'}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {user.locked ? <Badge color="red">Locked</Badge> : null}
                      {user.groups.map((group) => (
                        <Badge key={group} variant="light">
                          {group}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="default" onClick={() => setSelected(user.publicPk)} aria-label={`Open @${user.handler}`}>
                      Open
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {detail.data ? <UserCard user={detail.data} /> : null}
    </Stack>
  );
}

function UserCard({ user }: { user: StaffUserDetail }) {
  const action = useUserAction();
  const [reason, setReason] = useState('');
  const [group, setGroup] = useState('');
  const [code, setCode] = useState('');
  const run = (name: 'lock' | 'unlock' | 'roles/grant' | 'roles/revoke') =>
    action.mutate({ pk: user.publicPk, action: name, body: name.startsWith('roles') ? { group, reason, ...(code ? { code } : {}) } : { reason } });
  const error = action.error instanceof ApiError ? (action.error.code === 'step_up_required' ? 'Enter a code from your authenticator app to change roles.' : action.error.message) : null;
  return (
    <Card withBorder>
      <Group justify="space-between" mb="sm">
        <div>
          <Title order={3}>@{user.handler}</Title>
          <Text size="sm" c="dimmed">
            {user.email ?? 'no e-mail'} · joined {when(user.createdAt)}
          </Text>
        </div>
        {user.locked ? <Badge color="red">Locked</Badge> : <Badge color="green">Active</Badge>}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Section title={`Orders (${user.orders.length})`} rows={user.orders.map((order) => `${when(order.createdAt)} · ${order.status}${order.amountPaidCents !== null ? ` · ${formatUsdCents(order.amountPaidCents)}` : ''}`)} />
        <Section title={`Bids (${user.bids.length})`} rows={user.bids.map((bid) => `${when(bid.createdAt)} · ${formatUsdCents(bid.amountCents)}`)} />
        <Section title={`Wallets (${user.wallets.length})`} rows={user.wallets.map((wallet) => `${wallet.address}${wallet.isManaged ? ' (custodial)' : ''}`)} />
        <Section title={`Redemptions (${user.redemptions.length})`} rows={user.redemptions.map((item) => `${when(item.createdAt)} · ${item.redeemType} · ${item.status}`)} />
      </SimpleGrid>
      <Stack gap="sm" mt="md">
        <TextInput label="Reason" description="Recorded in the audit log" value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
        <Group>
          <Button color={user.locked ? 'green' : 'red'} variant="light" disabled={!reason.trim()} loading={action.isPending} onClick={() => run(user.locked ? 'unlock' : 'lock')}>
            {user.locked ? 'Unlock account' : 'Lock account'}
          </Button>
        </Group>
        <Group align="flex-end" wrap="wrap">
          <TextInput label="Group" description="staff, or a brand name with underscores" value={group} onChange={(event) => setGroup(event.currentTarget.value)} />
          <PasswordInput label="Authenticator code" value={code} onChange={(event) => setCode(event.currentTarget.value)} w={180} />
          <Button variant="default" disabled={!group.trim() || !reason.trim()} onClick={() => run('roles/grant')}>
            Grant role
          </Button>
          <Button variant="default" color="red" disabled={!group.trim() || !reason.trim()} onClick={() => run('roles/revoke')}>
            Revoke role
          </Button>
        </Group>
        {error ? <Alert color="red" role="alert">{error}</Alert> : null}
      </Stack>
    </Card>
  );
}

function Section({ title, rows }: { title: string; rows: string[] }) {
  return (
    <div>
      <Text fw={600} size="sm" mb={4}>
        {title}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          None
        </Text>
      ) : (
        rows.slice(0, 8).map((row) => (
          <Text key={row} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {row}
          </Text>
        ))
      )}
    </div>
  );
}
