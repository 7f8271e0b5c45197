import { Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { RELEASE_STYLE_LABELS } from '@caskmark/shared/catalogue/release-styles';
import { usePageMeta } from '../../../components/page-meta';
import { useDrafts } from '../api/catalogue';

/** /staff/releases: the caller's brands' drafts and published releases, newest change first. */
export default function ReleasesPage() {
  usePageMeta({ title: 'Releases' });
  const drafts = useDrafts();
  const rows = drafts.data?.results ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2}>Releases</Title>
          <Text c="dimmed" size="sm">
            Write a release, preview it, publish it, then mint its editions.
          </Text>
        </div>
        <Button component={Link} to="/staff/releases/new">
          New release
        </Button>
      </Group>
      {drafts.isLoading ? <Loader size="sm" /> : null}
      {drafts.isSuccess && rows.length === 0 ? (
        <Card withBorder>
          <Text>No releases yet. Start with “New release”.</Text>
        </Card>
      ) : null}
      {rows.map((draft) => (
        <Card key={draft.publicPk} withBorder padding="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap="xs">
                <Text fw={600}>{draft.document.title || 'Untitled release'}</Text>
                <Badge color={draft.status === 'published' ? 'green' : 'gray'} variant="light">
                  {draft.status === 'published' ? 'Published' : 'Draft'}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {draft.brandName} · {RELEASE_STYLE_LABELS[draft.document.style]} · {draft.document.packs.length} pack{draft.document.packs.length === 1 ? '' : 's'} · opens {new Date(draft.document.lobbyOpenDate).toLocaleString()}
              </Text>
            </Stack>
            <Group gap="xs">
              <Button component={Link} to={`/staff/releases/${draft.publicPk}/preview`} variant="default" size="xs">
                Preview
              </Button>
              <Button component={Link} to={`/staff/releases/${draft.publicPk}`} size="xs" aria-label={`${draft.status === 'published' ? 'Manage' : 'Edit'} ${draft.document.title}`}>
                {draft.status === 'published' ? 'Manage' : 'Edit'}
              </Button>
            </Group>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
