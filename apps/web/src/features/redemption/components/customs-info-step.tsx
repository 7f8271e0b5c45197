import { Alert, Anchor, Button, Group, Radio, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { findPickupLocation } from '@caskmark/shared/reference/pickup-locations';
import { countryName } from '@caskmark/shared/reference/countries';
import { CUSTOMS_NOTE, HONG_KONG_LICENCE_NOTE, requiresHongKongLicence } from '@caskmark/shared/reference/shipping-coverage';
import { PICKUP_MIN_DAYS_AHEAD } from '@caskmark/shared/rules/redemption';
import { DELIVERY_COUNTRY_OPTIONS, deliveryCountryNotFound, PICKUP_LOCATION_OPTIONS, pickupAddress } from '../lib/destinations';
import { canLeaveCustomsStep, type AcquireMethod, type RedeemWizardAction, type RedeemWizardState } from '../lib/redeem-wizard-state';
import { useContinueGuard } from '../lib/use-continue-guard';

export interface CustomsInfoStepProps {
  state: RedeemWizardState;
  dispatch: (action: RedeemWizardAction) => void;
  abv: number;
}

/** Step 2, CustomsInfo (spec part 1 §2): ship or pick up, then the delivery country or the pickup location. */
export function CustomsInfoStep({ state, dispatch, abv }: CustomsInfoStepProps) {
  const next = useContinueGuard(() => dispatch({ type: 'next', from: 'CustomsInfo' }));
  const [countrySearch, setCountrySearch] = useState('');
  const pickup = state.acquireMethod === 'pickup';
  const country = state.selectedCountry;
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        How would you like to receive your bottle?
      </Title>
      <Radio.Group value={state.acquireMethod} onChange={(value) => dispatch({ type: 'acquireMethod', acquireMethod: value as AcquireMethod })} label="Acquire method" withAsterisk>
        <Stack gap="xs" mt="xs">
          <Radio value="delivery" label="Ship it to me" description="By courier from our bonded warehouse; you pay the shipping." />
          <Radio value="pickup" label="Pick it up before an international flight" description={`At an airport or border crossing, booked at least ${PICKUP_MIN_DAYS_AHEAD} days ahead. No shipping cost.`} />
        </Stack>
      </Radio.Group>
      {pickup ? (
        <>
          <Select
            label="Pickup location"
            placeholder="Choose where you will collect it"
            searchable
            withAsterisk
            nothingFoundMessage="No location matches"
            data={PICKUP_LOCATION_OPTIONS}
            value={state.selectedPickupLocation?.publicPk ?? null}
            onChange={(value) => dispatch({ type: 'pickupLocation', location: value ? (findPickupLocation(value) ?? null) : null })}
            maxDropdownHeight={320}
          />
          {state.selectedPickupLocation ? (
            <Text size="sm" c="dimmed">
              {pickupAddress(state.selectedPickupLocation)}
            </Text>
          ) : null}
        </>
      ) : (
        <>
          <Select
            label="Delivery country"
            placeholder="Choose a country"
            searchable
            withAsterisk
            nothingFoundMessage={deliveryCountryNotFound(countrySearch)}
            onSearchChange={setCountrySearch}
            data={DELIVERY_COUNTRY_OPTIONS}
            value={country?.code ?? null}
            onChange={(value) => dispatch({ type: 'country', country: value ? { code: value, name: countryName(value) } : null })}
            maxDropdownHeight={320}
          />
          {country && requiresHongKongLicence(country.code, abv) ? (
            <Alert color="yellow" variant="light">
              {HONG_KONG_LICENCE_NOTE} You will be asked for your licence number.
            </Alert>
          ) : null}
          <Text size="sm" c="dimmed">
            {CUSTOMS_NOTE}{' '}
            <Anchor component={Link} to="/shipping-information" target="_blank" rel="noopener">
              Where we ship
            </Anchor>
          </Text>
        </>
      )}
      <Group gap="sm" mt="xs">
        <Button variant="default" onClick={() => dispatch({ type: 'back' })}>
          Go Back
        </Button>
        <Button color="cask" disabled={!canLeaveCustomsStep(state)} onClick={next}>
          Continue
        </Button>
      </Group>
    </Stack>
  );
}
