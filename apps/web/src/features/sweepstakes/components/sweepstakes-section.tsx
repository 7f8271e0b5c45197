import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lazy, useState } from 'react';
import { Link } from 'react-router';
import type { ReleasePack } from '@caskmark/shared/api/catalogue';
import { Countdown } from '../../../components/countdown';
import { LazyDrawerHost } from '../../../components/lazy-drawer-host';
import { RequireAuthButton } from '../../../lib/auth-require';
import { serverNow } from '../../../lib/server-time';
import { useReleasePagePacks } from '../../catalogue/api/get-release-page-packs';
import { usePublishedDraw } from '../api/get-published-draw';

// On intent: the drawer's questionnaire and card payment bring zod, which the landing pages' shared chunk must not hold (decision 321).
const loadDrawer = () => import('./sweepstakes-drawer');
const SweepstakesDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.SweepstakesDrawer })));

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The packs of a sweepstakes release, each with its entry fee, close, commitment and ENTER SWEEPSTAKES. */
export function SweepstakesSection({ releasePublicPk, openFirst = false }: { releasePublicPk: string; openFirst?: boolean }) {
  const packs = useReleasePagePacks(releasePublicPk);
  const [open, setOpen] = useState<string | null>(null);
  const [autoOpened, setAutoOpened] = useState(false);
  const list = packs.data?.results ?? [];
  if (openFirst && !autoOpened && list[0]) {
    setAutoOpened(true);
    setOpen(list[0].publicPk);
  }
  return (
    <section aria-labelledby="sweepstakes-title" style={{ marginTop: 32 }}>
      <Title order={2} id="sweepstakes-title" mb="md">
        Sweepstakes
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {list.map((pack) => (
          <SweepstakesCard key={pack.publicPk} pack={pack} onEnter={() => setOpen(pack.publicPk)} />
        ))}
      </SimpleGrid>
      {list.map((pack) => (
        <LazyDrawerHost key={pack.publicPk} opened={open === pack.publicPk}>
          {(opened) => <SweepstakesDrawer pack={pack} opened={opened} onClose={() => setOpen(null)} />}
        </LazyDrawerHost>
      ))}
    </section>
  );
}

function SweepstakesCard({ pack, onEnter }: { pack: ReleasePack; onEnter: () => void }) {
  const draw = usePublishedDraw(pack.publicPk);
  const closed = pack.lobbyCloseDate !== null && new Date(pack.lobbyCloseDate).getTime() <= serverNow();
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="start">
          <Text fw={700}>{pack.name}</Text>
          <Badge color={closed ? 'gray' : 'teal'} variant="light">
            {closed ? 'Closed' : 'Open'}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {pack.description}
        </Text>
        <Group gap="lg">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              Entry fee
            </Text>
            <Text fw={700}>{usd.format(pack.listingPrice)} per entry</Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              Prizes
            </Text>
            <Text fw={700}>{pack.totalCount}</Text>
          </Stack>
          {draw.data ? (
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                Entries so far
              </Text>
              <Text fw={700}>{draw.data.ticketCount}</Text>
            </Stack>
          ) : null}
        </Group>
        {pack.lobbyCloseDate && !closed ? (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              Draw in
            </Text>
            <Countdown to={pack.lobbyCloseDate} size="sm" />
          </Group>
        ) : null}
        {draw.data ? (
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
            Seed committed: <code>{draw.data.seedHash}</code>{' '}
            <Link to={`/draws/${pack.publicPk}`} style={{ color: 'inherit' }}>
              {draw.data.drawnAt ? 'See the result' : 'How it works'}
            </Link>
          </Text>
        ) : null}
        <RequireAuthButton onPointerEnter={() => void loadDrawer()} onAuthenticatedClick={onEnter} mt="xs">
          {closed ? 'VIEW MY ENTRY' : 'ENTER SWEEPSTAKES'}
        </RequireAuthButton>
      </Stack>
    </Card>
  );
}
