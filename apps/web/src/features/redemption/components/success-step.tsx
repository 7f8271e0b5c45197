import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { REDEEM_SUCCESS_TITLE } from '@caskmark/shared/api/redemption';
import { redemptionOrderNumber } from '@caskmark/shared/rules/redemption';
import { useAuth } from '../../../lib/auth-session';

/** Step 6, Success (spec part 1 §2): 'YOUR BOTTLE IS ON THE WAY!', the order number, the e-mail, BACK TO COLLECTION. */
export function SuccessStep({ redeemPublicPk, pickup }: { redeemPublicPk: string | null; pickup: boolean }) {
  const { user } = useAuth();
  return (
    <Stack gap="md" align="flex-start">
      <IconCircleCheck size={48} stroke={1.5} color="var(--mantine-color-green-5)" aria-hidden="true" />
      <Title order={2}>{REDEEM_SUCCESS_TITLE}</Title>
      {redeemPublicPk ? (
        <Text>
          Order number <strong>{redemptionOrderNumber(redeemPublicPk)}</strong>
        </Text>
      ) : null}
      <Text c="dimmed">
        {pickup
          ? 'Your NFT is being burned and your bottle prepared for pickup. '
          : 'Your NFT is burned and your bottle is being packed for the courier. '}
        We have sent an e-mail{user?.email ? ` to ${user.email}` : ''} with the next steps, and another will follow when it{' '}
        {pickup ? 'is ready for pickup' : 'ships, with its tracking code'}.
      </Text>
      <Group gap="sm">
        <Button component={Link} to="/vault" color="cask">
          BACK TO COLLECTION
        </Button>
        <Button component={Link} to="/vault#redeemedEditions" variant="default">
          View my requests
        </Button>
      </Group>
    </Stack>
  );
}
