import { Alert, Anchor, Container, Group, Loader, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { NotFound } from '../../../components/not-found';
import { usePageMeta } from '../../../components/page-meta';
import { RequireSignedIn } from '../../../lib/auth-require';
import { useDeposit } from '../api/shuffle-deposit';

/** /producers/{brandSlug}/shuffleCongrats/{releasePackPublicPk}/{lotteryDepositPublicPk}: my shuffle result. */
export default function ShuffleCongratsPage() {
  return (
    <RequireSignedIn>
      <Congrats />
    </RequireSignedIn>
  );
}

function Congrats() {
  const { releasePackPublicPk = '', lotteryDepositPublicPk = '' } = useParams();
  const deposit = useDeposit(lotteryDepositPublicPk);
  usePageMeta({ title: 'Shuffle result' });
  if (deposit.isError) return <NotFound />;
  const data = deposit.data;
  if (!data)
    return (
      <Group justify="center" py={96}>
        <Loader color="cask" aria-label="Loading your result" />
      </Group>
    );
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        {data.outcome === 'won' ? (
          <>
            <Title order={1}>CONGRATULATIONS!</Title>
            <Alert color="teal">
              You were drawn: Edition #{data.editionNumber} is yours. Your deposit paid for it; claim it from your cart and it comes to your collection.
            </Alert>
          </>
        ) : data.outcome === 'lost' ? (
          <>
            <Title order={1}>Not this time</Title>
            <Alert color="gray">Your deposit was not drawn and has been released{data.refunded ? '' : ' (on its way back)'}.</Alert>
          </>
        ) : (
          <>
            <Title order={1}>You are in the shuffle</Title>
            <Alert color="blue">{data.status === 'paid' ? 'Your deposit is held until the draw at the close.' : 'Your deposit has not been paid yet.'}</Alert>
          </>
        )}
        <Anchor component={Link} to={`/draws/${releasePackPublicPk}`}>
          Check the draw yourself
        </Anchor>
      </Stack>
    </Container>
  );
}
