import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatLongDate } from '@caskmark/shared/format/dates';
import { countryName } from '@caskmark/shared/reference/countries';
import { useCreateRedemption } from '../api/create-redemption';
import { pickupAddress } from '../lib/destinations';
import { redeemFailureOf, type RedeemFailure } from '../lib/redeem-errors';
import type { RedeemWizardAction, RedeemWizardState } from '../lib/redeem-wizard-state';
import { useContinueGuard } from '../lib/use-continue-guard';
import { RedeemFailureAlert } from './redeem-failure-alert';

export interface ConfirmAddressStepProps {
  state: RedeemWizardState;
  dispatch: (action: RedeemWizardAction) => void;
  editionNftPublicPk: string;
}

/** The rows the collector checks before the request is made. */
function summaryRows(state: RedeemWizardState): [string, string][] {
  const details = state.shippingDetails!;
  const shipping = details.shippingDetails;
  const name = `${shipping.firstName} ${shipping.lastName}`.trim();
  const rows: [string, string][] = [['Name', name], ['Phone', shipping.phone]];
  if (state.acquireMethod === 'pickup' && state.selectedPickupLocation) {
    rows.push(['Pickup location', `${state.selectedPickupLocation.name}, ${pickupAddress(state.selectedPickupLocation)}`]);
    rows.push(['Flight date / pickup date', shipping.pickupDate ? formatLongDate(`${shipping.pickupDate}T12:00:00Z`) : '']);
    rows.push(['Flight', `${shipping.airline ?? ''} ${shipping.flightNumber ?? ''}`.trim()]);
    rows.push(['Destination', shipping.destination ? countryName(shipping.destination) : '']);
    rows.push(['Home address', shipping.homeAddress ?? '']);
  } else {
    const cityLine = [shipping.city, [shipping.state, shipping.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
    rows.push(['Ship to', [shipping.address, shipping.addressLine, cityLine, state.selectedCountry?.name].filter(Boolean).join('\n')]);
  }
  if (shipping.hongKongLicence) rows.push(['Hong Kong licence', shipping.hongKongLicence]);
  rows.push(['Date of birth', formatLongDate(`${details.dob}T12:00:00Z`)]);
  rows.push(['Photo ID', details.photoId.name]);
  return rows;
}

/**
 * Step 4, ConfirmAddress (spec part 1 §4): the details once more; next creates the redemption for a
 * shipment (the server computes its fee); a pickup goes on to its confirmation, which creates it.
 */
export function ConfirmAddressStep({ state, dispatch, editionNftPublicPk }: ConfirmAddressStepProps) {
  const create = useCreateRedemption();
  const [failure, setFailure] = useState<RedeemFailure | null>(null);
  const pickup = state.acquireMethod === 'pickup';
  const confirm = useContinueGuard(() => {
    if (pickup) return dispatch({ type: 'next', from: 'ConfirmAddress' });
    const details = state.shippingDetails!;
    setFailure(null);
    create.mutate(
      { editionNftPublicPk, dob: details.dob, selectedCountryCode: state.selectedCountry!.code, selectedPickupLocation: null, shippingDetails: details.shippingDetails, photoId: details.photoId },
      {
        onSuccess: (request) => {
          dispatch({ type: 'created', redeemPublicPk: request.publicPk, isFree: request.isFree });
          dispatch({ type: 'next', from: 'ConfirmAddress' });
        },
        onError: (error) => setFailure(redeemFailureOf(error)),
      },
    );
  });
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {pickup ? 'Confirm your pickup details' : 'Confirm your shipping address'}
      </Title>
      <Paper withBorder radius="md" p="sm">
        <Table variant="vertical" layout="fixed" aria-label="Your details">
          <Table.Tbody>
            {summaryRows(state).map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={{ base: 120, sm: 180 }}>{label}</Table.Th>
                <Table.Td style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <Text size="sm" c="dimmed">
        {pickup ? 'Bring the photo ID you uploaded when you collect the bottle.' : 'The courier may ask for ID on delivery. The shipping cost is computed from this address on the next step.'}
      </Text>
      {failure ? <RedeemFailureAlert failure={failure} /> : null}
      <Group gap="sm" mt="xs">
        <Button variant="default" onClick={() => dispatch({ type: 'back' })} disabled={create.isPending}>
          Go Back
        </Button>
        <Button color="cask" onClick={confirm} loading={create.isPending}>
          {pickup ? 'Continue' : 'Confirm address'}
        </Button>
      </Group>
    </Stack>
  );
}
