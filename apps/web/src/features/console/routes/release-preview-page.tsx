import { Alert, AspectRatio, Badge, Button, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { formatUsdCents } from '@caskmark/shared/format/price';
import { RELEASE_STYLE_LABELS } from '@caskmark/shared/catalogue/release-styles';
import { usePageMeta } from '../../../components/page-meta';
import { useDraft } from '../api/catalogue';

/** /staff/releases/:draftPk/preview: the release as collectors will see it, before it is live. */
export default function ReleasePreviewPage() {
  const { draftPk } = useParams();
  const draft = useDraft(draftPk);
  usePageMeta({ title: 'Release preview' });
  if (!draft.data) return draft.isError ? <Alert color="red">This draft cannot be shown.</Alert> : null;
  const doc = draft.data.document;
  const bottles = new Map(doc.products.map((product) => [product.key, product]));
  return (
    <Stack gap="lg">
      <Alert color={draft.data.status === 'published' ? 'green' : 'yellow'} title={draft.data.status === 'published' ? 'Published' : 'Preview — not live'}>
        {draft.data.status === 'published' ? 'This release is published.' : 'Only its brand and staff can see this page. Collectors see it once it is published and its lobby opens.'}
      </Alert>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <AspectRatio ratio={1}>
          {doc.image ? <Image src={doc.image} alt={doc.title} fit="contain" radius="md" /> : <Card withBorder><Text c="dimmed">No release image yet</Text></Card>}
        </AspectRatio>
        <Stack gap="sm">
          <Text tt="uppercase" size="sm" c="dimmed">
            {draft.data.brandName}
          </Text>
          <Title order={2}>{doc.title || 'Untitled release'}</Title>
          <Group gap="xs">
            <Badge variant="light">{RELEASE_STYLE_LABELS[doc.style]}</Badge>
            {doc.earlyAccessCode ? <Badge variant="light" color="grape">Early access</Badge> : null}
          </Group>
          <Text size="sm">
            Opens {new Date(doc.lobbyOpenDate).toLocaleString()}
            {doc.lobbyCloseDate ? ` · closes ${new Date(doc.lobbyCloseDate).toLocaleString()}` : ''}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{doc.description}</Text>
        </Stack>
      </SimpleGrid>
      <Title order={3}>Packs</Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {doc.packs.map((pack, index) => (
          <Card key={index} withBorder padding="md">
            {pack.image || doc.image ? <Image src={pack.image || doc.image} alt={pack.name} h={160} fit="contain" mb="sm" /> : null}
            <Text fw={600}>{pack.name || `Pack ${index + 1}`}</Text>
            <Text size="sm" c="dimmed">
              {pack.products.map((key) => bottles.get(key)?.title ?? key).join(' + ')}
            </Text>
            <Group justify="space-between" mt="sm">
              <Text fw={600}>{formatUsdCents(pack.priceCents)}</Text>
              <Text size="sm">{pack.quantity} available</Text>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <Group>
        <Button component={Link} to={`/staff/releases/${draft.data.publicPk}`} variant="default">
          Back to the release
        </Button>
      </Group>
    </Stack>
  );
}
