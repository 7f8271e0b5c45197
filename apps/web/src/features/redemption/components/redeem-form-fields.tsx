import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { RedeemForm, RedeemFormInput } from '@caskmark/shared/forms/redeem';
import { COUNTRIES } from '@caskmark/shared/reference/countries';
import { US_POSTAL_REGIONS } from '@caskmark/shared/reference/us-states';
import { PICKUP_MIN_DAYS_AHEAD } from '@caskmark/shared/rules/redemption';
import { serverNow } from '../../../lib/server-time';

type RedeemFormApi = UseFormReturn<RedeemFormInput, unknown, RedeemForm>;

const US_STATE_OPTIONS = US_POSTAL_REGIONS.map((region) => ({ value: region.code, label: region.name }));
const DESTINATION_OPTIONS = COUNTRIES.map((country) => ({ value: country.alpha3, label: country.name }));

/** Address, city, state (from the list for the USA, optional elsewhere) and postcode. */
export function ShippingFields({ form, countryCode }: { form: RedeemFormApi; countryCode: string }) {
  const { errors } = form.formState;
  const usa = countryCode.toUpperCase() === 'USA';
  return (
    <>
      <TextInput label="Address" withAsterisk autoComplete="address-line1" error={errors.address?.message} {...form.register('address')} />
      <TextInput label="Apartment, suite, etc." autoComplete="address-line2" error={errors.addressLine?.message} {...form.register('addressLine')} />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <TextInput label="City" withAsterisk autoComplete="address-level2" error={errors.city?.message} {...form.register('city')} />
        {usa ? (
          <Controller
            control={form.control}
            name="state"
            render={({ field }) => (
              <Select
                label="State"
                withAsterisk
                searchable
                nothingFoundMessage="No state matches"
                data={US_STATE_OPTIONS}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={errors.state?.message}
                autoComplete="address-level1"
              />
            )}
          />
        ) : (
          <TextInput label="State / region" autoComplete="address-level1" error={errors.state?.message} {...form.register('state')} />
        )}
        <TextInput label="Postcode" withAsterisk autoComplete="postal-code" error={errors.postcode?.message} {...form.register('postcode')} />
      </SimpleGrid>
    </>
  );
}

/** Pickup extras (spec part 1 §3): home address, the flight's date, number, destination and airline. */
export function PickupFields({ form, pickupCountryCode }: { form: RedeemFormApi; pickupCountryCode: string }) {
  const { errors } = form.formState;
  const earliest = new Date(serverNow() + PICKUP_MIN_DAYS_AHEAD * 86_400_000).toISOString().slice(0, 10);
  const destinations = DESTINATION_OPTIONS.filter((option) => option.value !== pickupCountryCode.toUpperCase());
  return (
    <>
      <TextInput label="Home address" withAsterisk autoComplete="street-address" error={errors.homeAddress?.message} {...form.register('homeAddress')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label="Flight date / pickup date"
          description={`At least ${PICKUP_MIN_DAYS_AHEAD} days from today`}
          withAsterisk
          type="date"
          min={earliest}
          error={errors.pickupDate?.message}
          {...form.register('pickupDate')}
        />
        <TextInput label="Flight number" withAsterisk error={errors.flightNumber?.message} {...form.register('flightNumber')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Controller
          control={form.control}
          name="destination"
          render={({ field }) => (
            <Select
              label="Destination country"
              description="Pickup is for international departures only"
              withAsterisk
              searchable
              nothingFoundMessage="No country matches"
              data={destinations}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              error={errors.destination?.message}
            />
          )}
        />
        <TextInput label="Airline" withAsterisk error={errors.airline?.message} {...form.register('airline')} />
      </SimpleGrid>
    </>
  );
}
