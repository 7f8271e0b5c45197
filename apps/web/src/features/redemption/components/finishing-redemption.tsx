import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useRedemptionStatus } from '../api/get-redemption-status';

/** After the card is authorized: the fee is captured and the NFT burned; the status is polled until paid. */
export function FinishingRedemption({ redeemPublicPk, onPaid }: { redeemPublicPk: string; onPaid: () => void }) {
  const status = useRedemptionStatus(redeemPublicPk, true);
  const data = status.data;
  const done = Boolean(data && data.status !== 'pending' && data.status !== 'cancelled');
  useEffect(() => {
    if (done) onPaid();
  }, [done, onPaid]);
  if (data?.status === 'cancelled' || data?.payment === 'failed') {
    return (
      <Alert color="red" variant="light" role="alert" title="Your redemption could not be completed">
        {data.failureReason ?? 'The payment was not accepted.'}
      </Alert>
    );
  }
  return (
    <Stack align="center" gap="xs" py="lg" role="status">
      <Loader color="cask" />
      <Text fw={600}>Payment received</Text>
      <Text size="sm" c="dimmed" ta="center">
        We are burning your NFT and booking your bottle. This page moves on by itself.
      </Text>
    </Stack>
  );
}
