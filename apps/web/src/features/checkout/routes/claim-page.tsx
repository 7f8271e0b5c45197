import { Alert, Anchor, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { NotFound } from '../../../components/not-found';
import { usePageMeta } from '../../../components/page-meta';
import { ApiError } from '../../../lib/api-client';
import { useRequireAuth } from '../../../lib/auth-require';
import { PackMedia } from '../../catalogue/components/pack-media';
import { isPublicPk, releasePath } from '../../catalogue/lib/paths';
import heroClasses from '../../catalogue/components/release-hero.module.css';
import { useActiveCart } from '../api/get-active-cart';
import { useBuyableReleasePack } from '../api/get-buyable-release-pack';
import { useReleasePack } from '../api/get-release-pack';
import { openCartDrawer, pushCartView } from '../lib/cart-drawer-store';
import { useTakeNextEdition } from '../lib/use-take-next-edition';

/**
 * /producers/{brandSlug}/{releasePackPublicPk}/claim-page (spec part 1 §2): the airdrop's video, title,
 * description and CLAIM YOUR NFT; 'This Airdrop Has Ended' once the lobby closed or when the pack is not
 * an airdrop. Visitors get the sign-in popup; a cart of this pack still open continues the transfer.
 */
export default function ClaimPage() {
  const { brandSlug = '', releasePackPublicPk = '' } = useParams();
  const valid = isPublicPk(releasePackPublicPk);
  const pack = useReleasePack(valid ? releasePackPublicPk : undefined);
  const buyable = useBuyableReleasePack(valid ? releasePackPublicPk : undefined);
  const cart = useActiveCart().data ?? null;
  const requireAuth = useRequireAuth();
  const claim = useTakeNextEdition('claim');
  const data = pack.data;
  usePageMeta({ title: data ? `Claim ${data.name}` : undefined, description: data?.description.slice(0, 160) });

  const missing = !valid || (pack.error instanceof ApiError && (pack.error.status === 404 || pack.error.status === 400)) || (data && data.brandSlug !== brandSlug);
  if (missing) return <NotFound />;
  if (pack.isError) throw pack.error;
  if (!data) {
    return (
      <Group justify="center" py={96}>
        <Loader color="cask" aria-label="Loading the airdrop" />
      </Group>
    );
  }
  const ended = data.releaseStyle !== 'airdrop' || buyable.data?.lobbyClosed === true || data.saleStatus === 'closed';
  const myOpenClaim = cart && cart.releasePackPublicPk === data.publicPk && cart.status === 'Initiated';
  return (
    <Container size="lg" py="xl">
      <section className={heroClasses.hero} aria-labelledby="claim-title">
        <div className={heroClasses.media}>
          <PackMedia image={data.image} video={data.video} alt={data.name} playing eager />
        </div>
        <Stack className={heroClasses.details} gap="md">
          <Text className={heroClasses.producer}>{data.brandName}</Text>
          <Title order={1} id="claim-title" className={heroClasses.title}>
            {data.name}
          </Title>
          {data.description ? <Text c="dark.1">{data.description}</Text> : null}
          {ended ? (
            <Alert color="yellow" variant="light" title="This Airdrop Has Ended">
              <Group gap="md" mt="xs">
                <Anchor component={Link} to={releasePath(data.brandSlug, data.releasePublicPk)} c="cask.3">
                  View Release
                </Anchor>
                <Anchor component={Link} to="/marketplace" c="cask.3">
                  View Marketplace
                </Anchor>
              </Group>
            </Alert>
          ) : myOpenClaim ? (
            <Button
              size="lg"
              onClick={() => {
                openCartDrawer();
                pushCartView('oneClickWallet');
              }}
            >
              CONTINUE YOUR CLAIM
            </Button>
          ) : (
            <Button
              size="lg"
              loading={claim.pending}
              onClick={() => requireAuth(() => claim.take({ releasePackPublicPk: data.publicPk, releasePublicPk: data.releasePublicPk, free: data.listingPrice === 0 }))}
            >
              CLAIM YOUR NFT
            </Button>
          )}
          {!ended && buyable.data ? (
            <Text size="sm" c="dimmed">
              {buyable.data.availableCount} left to claim
            </Text>
          ) : null}
        </Stack>
      </section>
    </Container>
  );
}
