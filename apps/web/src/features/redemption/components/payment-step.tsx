import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { REDEEM_PAYLOAD_MISSING_MESSAGE } from '@caskmark/shared/forms/redeem';
import { useCreateRedemption } from '../api/create-redemption';
import { redeemFailureOf, type RedeemFailure } from '../lib/redeem-errors';
import type { RedeemWizardAction, RedeemWizardState } from '../lib/redeem-wizard-state';
import { useContinueGuard } from '../lib/use-continue-guard';
import { RedeemFailureAlert } from './redeem-failure-alert';
import { ShippingFeePayment } from './shipping-fee-payment';

export interface PaymentStepProps {
  state: RedeemWizardState;
  dispatch: (action: RedeemWizardAction) => void;
  editionNftPublicPk: string;
}

/**
 * Step 5, Payment (spec part 1 §2, §4): a shipment pays its fee first; a pickup (or a free redemption)
 * shows a confirmation whose REDEEM NOW posts the redemption, then Success.
 */
export function PaymentStep({ state, dispatch, editionNftPublicPk }: PaymentStepProps) {
  if (state.acquireMethod === 'pickup' && !state.redeemPublicPk) return <RedeemNow state={state} dispatch={dispatch} editionNftPublicPk={editionNftPublicPk} />;
  if (!state.redeemPublicPk) {
    return (
      <Alert color="red" variant="light" role="alert">
        {REDEEM_PAYLOAD_MISSING_MESSAGE}
      </Alert>
    );
  }
  if (state.isFreeRedemption) return <FreeConfirmation dispatch={dispatch} />;
  return <ShippingFeePayment redeemPublicPk={state.redeemPublicPk} dispatch={dispatch} />;
}

function RedeemNow({ state, dispatch, editionNftPublicPk }: PaymentStepProps) {
  const create = useCreateRedemption();
  const [failure, setFailure] = useState<RedeemFailure | null>(null);
  const redeem = useContinueGuard(() => {
    const details = state.shippingDetails;
    if (!details || !state.selectedPickupLocation) return setFailure({ message: REDEEM_PAYLOAD_MISSING_MESSAGE, warnings: [] });
    setFailure(null);
    create.mutate(
      {
        editionNftPublicPk,
        dob: details.dob,
        selectedCountryCode: state.selectedPickupLocation.country.code,
        selectedPickupLocation: state.selectedPickupLocation.publicPk,
        shippingDetails: details.shippingDetails,
        photoId: details.photoId,
      },
      {
        onSuccess: (request) => {
          dispatch({ type: 'created', redeemPublicPk: request.publicPk, isFree: true });
          dispatch({ type: 'next', from: 'Payment' });
        },
        onError: (error) => setFailure(redeemFailureOf(error)),
      },
    );
  });
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Ready to redeem
      </Title>
      <Text>
        Pickup at {state.selectedPickupLocation?.name} has no shipping cost. When you press REDEEM NOW your NFT is burned and the bottle is prepared for you; we e-mail you when it is
        ready for pickup.
      </Text>
      {failure ? <RedeemFailureAlert failure={failure} /> : null}
      <Group gap="sm">
        <Button variant="default" onClick={() => dispatch({ type: 'back' })} disabled={create.isPending}>
          Go Back
        </Button>
        <Button color="cask" onClick={redeem} loading={create.isPending}>
          REDEEM NOW
        </Button>
      </Group>
    </Stack>
  );
}

function FreeConfirmation({ dispatch }: Pick<PaymentStepProps, 'dispatch'>) {
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Ready to redeem
      </Title>
      <Text>This redemption has no shipping cost.</Text>
      <Group gap="sm">
        <Button variant="default" onClick={() => dispatch({ type: 'back' })}>
          Go Back
        </Button>
        <Button color="cask" onClick={() => dispatch({ type: 'next', from: 'Payment' })}>
          REDEEM NOW
        </Button>
      </Group>
    </Stack>
  );
}
