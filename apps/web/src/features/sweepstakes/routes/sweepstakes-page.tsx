import { Anchor, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { NotFound } from '../../../components/not-found';
import { usePageMeta } from '../../../components/page-meta';
import { useReleasePage } from '../../catalogue/api/get-release-page';
import { isPublicPk, producerPath, releasePath } from '../../catalogue/lib/paths';
import { SweepstakesSection } from '../components/sweepstakes-section';

/**
 * /producers/{brand}/{releasePublicPk}/sweepstakes (spec part 1 §2): the release's sweepstakes with the
 * entry drawer open on its first pack. Another style goes to its release page.
 */
export default function SweepstakesPage() {
  const { brandSlug = '', releasePublicPk = '' } = useParams();
  const valid = isPublicPk(releasePublicPk);
  const release = useReleasePage(valid ? releasePublicPk : undefined);
  const data = release.data;
  usePageMeta({ title: data ? `${data.productTitle} — sweepstakes` : 'Sweepstakes' });
  if (!valid || release.isError || (data && data.brand.slug !== brandSlug)) return <NotFound />;
  if (!data)
    return (
      <Group justify="center" py={96}>
        <Loader color="cask" aria-label="Loading the sweepstakes" />
      </Group>
    );
  if (data.releaseStyle !== 'sweepstakes') return <Navigate to={releasePath(data.brand.slug, data.releasePublicPk)} replace />;
  return (
    <Container size="lg" py="xl">
      <Stack gap="xs">
        <Anchor component={Link} to={producerPath(data.brand.slug)} c="cask.3" fw={600}>
          {data.brand.name}
        </Anchor>
        <Title order={1}>{data.productTitle}</Title>
        <Text c="dimmed">{data.productDescription}</Text>
        <Group>
          <Button component={Link} to={releasePath(data.brand.slug, data.releasePublicPk)} variant="outline" size="xs">
            View Release
          </Button>
        </Group>
      </Stack>
      <SweepstakesSection releasePublicPk={data.releasePublicPk} openFirst />
    </Container>
  );
}
