import { Anchor, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useSearchParams } from 'react-router';
import { NotFound } from '../../../components/not-found';
import { usePageMeta } from '../../../components/page-meta';
import { RequireSignedIn } from '../../../lib/auth-require';
import { useReleasePage } from '../../catalogue/api/get-release-page';
import { isPublicPk, producerPath, releasePath } from '../../catalogue/lib/paths';
import { AuctionLotsSection } from '../components/auction-lots-section';

/**
 * /auction?releasePublicPk= (sign-in required, spec part 1 §2): the saleroom of an English auction
 * release — every lot with its price, clock and PLACE BID. Another style goes to its release page.
 */
export default function AuctionPage() {
  return (
    <RequireSignedIn>
      <Auction />
    </RequireSignedIn>
  );
}

function Auction() {
  const [params] = useSearchParams();
  const releasePublicPk = params.get('releasePublicPk') ?? '';
  const valid = isPublicPk(releasePublicPk);
  const release = useReleasePage(valid ? releasePublicPk : undefined);
  const data = release.data;
  usePageMeta({ title: data ? `${data.productTitle} — auction` : 'Auction' });
  if (!valid || release.isError) return <NotFound />;
  if (!data) {
    return (
      <Group justify="center" py={96}>
        <Loader color="cask" aria-label="Loading the auction" />
      </Group>
    );
  }
  if (data.releaseStyle !== 'auction') return <Navigate to={releasePath(data.brand.slug, data.releasePublicPk)} replace />;
  return (
    <Container size="lg" py="xl">
      <Stack gap="xs">
        <Anchor component={Link} to={producerPath(data.brand.slug)} c="cask.3" fw={600}>
          {data.brand.name}
        </Anchor>
        <Title order={1}>{data.productTitle}</Title>
        <Text c="dimmed">Bids update live. A bid in the last five minutes extends the lot&apos;s close by five minutes.</Text>
        <Group>
          <Button component={Link} to={releasePath(data.brand.slug, data.releasePublicPk)} variant="outline" size="xs">
            View Release
          </Button>
        </Group>
      </Stack>
      <AuctionLotsSection releasePublicPk={data.releasePublicPk} />
    </Container>
  );
}
