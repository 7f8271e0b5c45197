import { Alert, Anchor, Button, Card, Container, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { LOBBY_CLOSED_MESSAGE } from '@caskmark/shared/api/checkout';
import { lobbyTimingFlags } from '@caskmark/shared/rules/lobby-timers';
import { Countdown } from '../../../components/countdown';
import { NotFound } from '../../../components/not-found';
import { usePageMeta } from '../../../components/page-meta';
import { RequireSignedIn } from '../../../lib/auth-require';
import { useServerNow } from '../../../lib/server-time';
import { useReleasePage } from '../../catalogue/api/get-release-page';
import { useReleasePagePacks } from '../../catalogue/api/get-release-page-packs';
import { isPublicPk, releasePath } from '../../catalogue/lib/paths';
import { formatCartUsd } from '../lib/cart-money';
import { openEarlyAccess } from '../lib/early-access-store';
import { useTakeNextEdition } from '../lib/use-take-next-edition';

function useReleaseParam() {
  const [params] = useSearchParams();
  const releasePublicPk = params.get('releasePublicPk') ?? '';
  const valid = isPublicPk(releasePublicPk);
  const release = useReleasePage(valid ? releasePublicPk : undefined);
  return { valid, release };
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  usePageMeta({ title });
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">{children}</Stack>
    </Container>
  );
}

function Loading() {
  return (
    <Group justify="center" py={96}>
      <Loader color="cask" aria-label="Loading the release" />
    </Group>
  );
}

/**
 * /lobby?releasePublicPk= (sign-in required, spec part 1 §2): the waiting room. Before the lobby opens,
 * the countdown and the lobby password for early access; once open, the release page; once closed,
 * /lobbyClosed.
 */
export function LobbyPage() {
  return (
    <RequireSignedIn>
      <Lobby />
    </RequireSignedIn>
  );
}

function Lobby() {
  const { valid, release } = useReleaseParam();
  const now = useServerNow();
  const data = release.data;
  if (!valid || release.isError) return <NotFound />;
  if (!data) return <Loading />;
  const flags = lobbyTimingFlags(data, new Date(now));
  if (flags.closed) return <Navigate to={`/lobbyClosed?releasePublicPk=${data.releasePublicPk}`} replace />;
  if (!flags.openInFuture) return <Navigate to={releasePath(data.brand.slug, data.releasePublicPk)} replace />;
  return (
    <Frame title={`${data.productTitle} lobby`}>
      <Text c="cask.3" fw={600}>
        {data.brand.name}
      </Text>
      <Title order={1}>{data.productTitle}</Title>
      <Text c="dimmed">The lobby opens in</Text>
      <Countdown to={data.lobbyOpenDate} label="Lobby opens in" size="lg" />
      <Text size="sm" c="dimmed">
        Stay on this page: it takes you to the release as soon as the lobby opens{flags.live ? ', in a few minutes' : ''}.
      </Text>
      {data.hasEarlyAccess ? (
        <Group>
          <Button variant="outline" onClick={() => openEarlyAccess(data.releasePublicPk)}>
            Enter lobby password
          </Button>
        </Group>
      ) : null}
    </Frame>
  );
}

/** /lobbyClosed?releasePublicPk= (sign-in required): the release is over, with the ways on. */
export function LobbyClosedPage() {
  return (
    <RequireSignedIn>
      <LobbyClosed />
    </RequireSignedIn>
  );
}

function LobbyClosed() {
  const { release } = useReleaseParam();
  const data = release.data;
  return (
    <Frame title="Lobby closed">
      <Title order={1}>{data ? data.productTitle : 'Lobby closed'}</Title>
      <Alert color="yellow" variant="light" role="status">
        {LOBBY_CLOSED_MESSAGE}
      </Alert>
      <Group gap="md">
        {data ? (
          <Button component={Link} to={releasePath(data.brand.slug, data.releasePublicPk)} variant="outline">
            View Release
          </Button>
        ) : null}
        <Button component={Link} to="/marketplace" variant="subtle">
          View Marketplace
        </Button>
      </Group>
    </Frame>
  );
}

/**
 * /first-come-first-served?releasePublicPk= (sign-in required): each pack with what is left and BUY
 * NOW, which holds the next free edition for me and opens the cart.
 */
export function FirstComeFirstServedPage() {
  return (
    <RequireSignedIn>
      <FirstComeFirstServed />
    </RequireSignedIn>
  );
}

function FirstComeFirstServed() {
  const { valid, release } = useReleaseParam();
  const data = release.data;
  const packs = useReleasePagePacks(data?.releasePublicPk);
  const now = useServerNow();
  const buy = useTakeNextEdition('fcfs');
  const closed = data ? lobbyTimingFlags(data, new Date(now)).closed : false;
  if (!valid || release.isError) return <NotFound />;
  if (!data) return <Loading />;
  if (closed) return <Navigate to={`/lobbyClosed?releasePublicPk=${data.releasePublicPk}`} replace />;
  return (
    <Frame title={`${data.productTitle}: first come, first served`}>
      <Text c="cask.3" fw={600}>
        {data.brand.name}
      </Text>
      <Title order={1}>
        {data.productTitle}
      </Title>
      <Text c="dimmed">First come, first served: the next free bottle is held for you while you pay.</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {(packs.data?.results ?? []).map((pack) => (
          <Card key={pack.publicPk} radius="md" withBorder padding="md">
            <Group wrap="nowrap" align="flex-start">
              <img src={pack.image} alt="" width={64} height={80} style={{ objectFit: 'cover', borderRadius: 6 }} />
              <Stack gap={4} style={{ flex: 1 }}>
                <Text fw={600}>{pack.name}</Text>
                <Text size="sm">{formatCartUsd(pack.listingPrice)}</Text>
                <Text size="sm" c="dimmed">
                  {pack.primaryAvailable} available
                </Text>
              </Stack>
            </Group>
            <Button
              mt="md"
              fullWidth
              disabled={pack.primaryAvailable === 0 || pack.saleStatus !== 'live'}
              loading={buy.pending}
              onClick={() => buy.take({ releasePackPublicPk: pack.publicPk, releasePublicPk: pack.releasePublicPk, free: pack.listingPrice === 0 })}
              aria-label={`BUY NOW ${pack.name}`}
            >
              {pack.saleStatus === 'upcoming' ? 'Not open yet' : pack.primaryAvailable === 0 ? 'Sold out' : 'BUY NOW'}
            </Button>
          </Card>
        ))}
      </SimpleGrid>
      <Anchor component={Link} to={releasePath(data.brand.slug, data.releasePublicPk)} c="cask.3">
        View Release
      </Anchor>
    </Frame>
  );
}
