import { Alert, Anchor, Button, Container, Group, Loader, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { NotFound } from '../../../components/not-found';
import { usePageMeta } from '../../../components/page-meta';
import { RequireSignedIn } from '../../../lib/auth-require';
import { openCartDrawer } from '../../checkout/lib/cart-drawer-store';
import { useDeposit } from '../api/shuffle-deposit';

/**
 * /producers/{brandSlug}/shuffleCongrats/{releasePackPublicPk}/{lotteryDepositPublicPk}: my shuffle
 * result and the next step (decision 352): a winner opens the cart that holds the prize (free, the
 * deposit paid for it) to claim it; everyone can check the draw and go back to the producer.
 */
export default function ShuffleCongratsPage() {
  return (
    <RequireSignedIn>
      <Congrats />
    </RequireSignedIn>
  );
}

function Congrats() {
  const { brandSlug = '', releasePackPublicPk = '', lotteryDepositPublicPk = '' } = useParams();
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
            {data.cartPublicPk ? (
              <Group>
                <Button color="cask" onClick={openCartDrawer}>
                  OPEN MY CART
                </Button>
              </Group>
            ) : null}
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
        <Group gap="lg">
          <Anchor component={Link} to={`/draws/${releasePackPublicPk}`}>
            Check the draw yourself
          </Anchor>
          <Anchor component={Link} to={`/producers/${brandSlug}`}>
            More from this producer
          </Anchor>
          {data.outcome === 'won' ? (
            <Anchor component={Link} to="/vault">
              My collection
            </Anchor>
          ) : null}
        </Group>
      </Stack>
    </Container>
  );
}
