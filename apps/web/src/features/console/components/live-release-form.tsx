import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ReleaseDraft } from '@caskmark/shared/api/console-catalogue';
import { formatUsdCents } from '@caskmark/shared/format/price';
import { ApiError } from '../../../lib/api-client';
import { usePackStats, useUpdateLiveRelease } from '../api/catalogue';
import { fromLocalInput, toLocalInput } from './draft-defaults';
import { MintControl } from './mint-control';

/** A published release: its packs (mint, figures) and the few changes allowed once live (decision 290). */
export function LiveReleaseForm({ draft }: { draft: ReleaseDraft }) {
  const doc = draft.document;
  const stats = usePackStats();
  const update = useUpdateLiveRelease();
  const [description, setDescription] = useState(doc.description);
  const [closes, setCloses] = useState(toLocalInput(doc.lobbyCloseDate));
  const packs = (stats.data?.results ?? []).filter((pack) => pack.releasePk === draft.releasePk);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Group gap="xs">
            <Title order={2}>{doc.title}</Title>
            <Badge color="green">Published</Badge>
          </Group>
          <Text c="dimmed" size="sm">
            {draft.brandName} · on sale from {new Date(doc.lobbyOpenDate).toLocaleString()}
          </Text>
        </div>
        <Group>
          <Anchor component={Link} to={`/producers/${draft.brandSlug}/${draft.releasePk}`}>
            Open the release page
          </Anchor>
          <Button component={Link} to="/staff/releases" variant="subtle">
            All releases
          </Button>
        </Group>
      </Group>
      <Card withBorder>
        <Title order={3} mb="sm">
          Packs
        </Title>
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Pack</Table.Th>
                <Table.Th>Units</Table.Th>
                <Table.Th>Sold</Table.Th>
                <Table.Th>Revenue</Table.Th>
                <Table.Th>On chain</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {packs.map((pack) => (
                <Table.Tr key={pack.publicPk}>
                  <Table.Td>{pack.name}</Table.Td>
                  <Table.Td>{pack.total}</Table.Td>
                  <Table.Td>{pack.sold}</Table.Td>
                  <Table.Td>{formatUsdCents(pack.revenueCents)}</Table.Td>
                  <Table.Td>
                    <MintControl packPk={pack.publicPk} packName={pack.name} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <Card withBorder>
        <Title order={3}>Change the live release</Title>
        <Text size="sm" c="dimmed" mb="sm">
          Once published, only texts, media and a later closing time may change; price, quantity, style and opening time are what buyers decided on.
        </Text>
        <Stack gap="sm">
          <Textarea label="Release description" autosize minRows={3} value={description} onChange={(event) => setDescription(event.currentTarget.value)} />
          <TextInput type="datetime-local" label="Lobby closes" value={closes} onChange={(event) => setCloses(event.currentTarget.value)} disabled={!doc.lobbyCloseDate} />
          {update.error ? <Alert color="red" role="alert">{update.error instanceof ApiError ? update.error.message : 'The change was refused.'}</Alert> : null}
          {update.isSuccess ? <Alert color="green">Saved.</Alert> : null}
          <Group>
            <Button
              loading={update.isPending}
              onClick={() => {
                const lobbyCloseDate = fromLocalInput(closes);
                const closeChanged = lobbyCloseDate && doc.lobbyCloseDate && lobbyCloseDate !== new Date(doc.lobbyCloseDate).toISOString();
                update.mutate({ releasePk: draft.releasePk!, patch: { description, ...(closeChanged ? { lobbyCloseDate } : {}) } });
              }}
            >
              Save changes
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
