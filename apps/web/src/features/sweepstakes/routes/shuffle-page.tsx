import { Alert, Anchor, Button, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import type { ReleasePack } from '@caskmark/shared/api/catalogue';
import { NotFound } from '../../../components/not-found';
import { Countdown } from '../../../components/countdown';
import { usePageMeta } from '../../../components/page-meta';
import { ApiError, messagesFromBody } from '../../../lib/api-client';
import { RequireSignedIn } from '../../../lib/auth-require';
import { serverNow } from '../../../lib/server-time';
import { useReleasePage } from '../../catalogue/api/get-release-page';
import { useReleasePagePacks } from '../../catalogue/api/get-release-page-packs';
import { isPublicPk, releasePath } from '../../catalogue/lib/paths';
import { CardPaymentPanel } from '../../checkout/components/card/card-payment-panel';
import type { CardPaymentTarget } from '../../checkout/lib/use-card-payment';
import { holdDeposit, joinShuffle, useMyDeposit } from '../api/shuffle-deposit';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * /shuffle?releasePublicPk= (sign-in required, spec part 1 §2; decision 362): deposit for a pack — held
 * on a card, captured if the published draw gives you an edition, released at once if not.
 */
export default function ShufflePage() {
  return (
    <RequireSignedIn>
      <Shuffle />
    </RequireSignedIn>
  );
}

function Shuffle() {
  const [params] = useSearchParams();
  const releasePublicPk = params.get('releasePublicPk') ?? '';
  const valid = isPublicPk(releasePublicPk);
  const release = useReleasePage(valid ? releasePublicPk : undefined);
  const packs = useReleasePagePacks(valid ? releasePublicPk : undefined);
  usePageMeta({ title: release.data ? `${release.data.productTitle} — shuffle` : 'Shuffle' });
  if (!valid || release.isError) return <NotFound />;
  if (!release.data)
    return (
      <Group justify="center" py={96}>
        <Loader color="cask" aria-label="Loading the shuffle" />
      </Group>
    );
  if (release.data.releaseStyle !== 'shuffle') return <Navigate to={releasePath(release.data.brand.slug, release.data.releasePublicPk)} replace />;
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{release.data.productTitle}</Title>
        <Text c="dimmed">
          Deposit the price of one bottle. At the close a published, verifiable draw allocates the bottles among the deposits: if you are drawn your deposit pays for your edition, if not it is
          released at once.
        </Text>
        {(packs.data?.results ?? []).map((pack) => (
          <DepositCard key={pack.publicPk} pack={pack} brandSlug={release.data!.brand.slug} />
        ))}
      </Stack>
    </Container>
  );
}

function DepositCard({ pack, brandSlug }: { pack: ReleasePack; brandSlug: string }) {
  const deposit = useMyDeposit(pack.publicPk);
  const queryClient = useQueryClient();
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['user', 'shuffle-deposit', pack.publicPk] });
  const closed = pack.lobbyCloseDate !== null && new Date(pack.lobbyCloseDate).getTime() <= serverNow();
  const target = useMemo<CardPaymentTarget | null>(
    () =>
      deposit.data
        ? { publicPk: deposit.data.publicPk, amount: deposit.data.amountUsd, pay: (submission) => holdDeposit({ ...submission, sweepstakesPublicPk: pack.publicPk }), refresh, onAuthorized: refresh }
        : null,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [deposit.data?.publicPk, deposit.data?.amountUsd, pack.publicPk],
  );
  const join = async () => {
    setError(null);
    try {
      await joinShuffle(pack.publicPk);
      refresh();
      setPaying(true);
    } catch (failure) {
      setError(failure instanceof ApiError ? messagesFromBody(failure.status, failure.body)[0]! : 'Something went wrong.');
    }
  };
  const mine = deposit.data;
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={700}>{pack.name}</Text>
          <Text fw={700}>{usd.format(pack.listingPrice)} deposit</Text>
        </Group>
        <Text size="sm" c="dimmed">
          {pack.totalCount} bottles · one per collector
        </Text>
        {pack.lobbyCloseDate && !closed ? <Countdown to={pack.lobbyCloseDate} size="sm" label="Draw in" /> : null}
        {mine && mine.status !== 'inProgress' ? (
          <Alert color="teal">
            {mine.status === 'paid' ? `Your deposit of ${usd.format(mine.amountUsd)} is held. Good luck in the draw!` : 'The draw has taken place.'}{' '}
            <Anchor component={Link} to={`/producers/${brandSlug}/shuffleCongrats/${pack.publicPk}/${mine.publicPk}`}>
              See my result
            </Anchor>
          </Alert>
        ) : closed ? (
          <Alert color="gray">This shuffle is closed.</Alert>
        ) : paying && target ? (
          <CardPaymentPanel
            target={target}
            bar={({ continueLabel = 'Continue', onContinue, continueForm, continueLoading, continueDisabled }) => (
              <Group justify="space-between" mt="sm">
                <Button variant="default" onClick={() => setPaying(false)}>
                  Back
                </Button>
                <Button type={continueForm ? 'submit' : 'button'} form={continueForm} onClick={onContinue} loading={continueLoading} disabled={continueDisabled}>
                  {continueLabel}
                </Button>
              </Group>
            )}
          />
        ) : (
          <Button onClick={() => void join()}>JOIN THE SHUFFLE</Button>
        )}
        {error ? <Text c="red.5">{error}</Text> : null}
        <Anchor component={Link} to={`/draws/${pack.publicPk}`} size="sm">
          The draw: commitment and result
        </Anchor>
      </Stack>
    </Card>
  );
}
