import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { BillingAddress } from '@caskmark/shared/api/payments';
import { BillingFormSchema, type BillingForm, type BillingFormInput } from '@caskmark/shared/forms/billing';
import { CANADIAN_PROVINCES } from '@caskmark/shared/reference/canadian-provinces';
import { COUNTRIES } from '@caskmark/shared/reference/countries';
import { US_POSTAL_REGIONS } from '@caskmark/shared/reference/us-states';
import { formatCartUsd } from '../../lib/cart-money';

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.alpha3, label: country.name }));
const STATE_OPTIONS: Record<string, { value: string; label: string }[]> = {
  USA: US_POSTAL_REGIONS.map((region) => ({ value: region.code, label: region.name })),
  CAN: CANADIAN_PROVINCES.map((province) => ({ value: province.code, label: province.name })),
};
const FIELDS = ['firstName', 'lastName', 'phone', 'country', 'streetAddress', 'locality', 'administrativeArea', 'postalCode'] as const;

export interface BillingInfoStepProps {
  /** What the Pay button says will be charged, in dollars. */
  amount: number;
  busy: boolean;
  serverErrors: Record<string, string>;
  /** The submit button's text when it is not 'Pay {amount}' (card verification: 'Save card'). */
  submitLabel?: string;
  /** What was typed before (after a refusal the buyer tries again without retyping). */
  initial?: BillingAddress | null;
  onSubmit: (address: BillingAddress) => void;
  onBack: () => void;
}

/**
 * Step 2, Billing Info (spec part 2 §5 "Billing form"): every field with its message; the state is
 * picked from a list for the US and Canada and typed elsewhere; no country and no state: one message.
 * Field errors the server sends back land on their fields.
 */
export function BillingInfoStep({ amount, busy, serverErrors, submitLabel, initial, onSubmit, onBack }: BillingInfoStepProps) {
  const form = useForm<BillingFormInput, unknown, BillingForm>({
    resolver: zodResolver(BillingFormSchema),
    mode: 'onTouched',
    defaultValues: initial ?? { firstName: '', lastName: '', phone: '', country: '', streetAddress: '', locality: '', administrativeArea: '', postalCode: '' },
  });
  const { errors } = form.formState;
  useEffect(() => {
    for (const field of FIELDS) if (serverErrors[field]) form.setError(field, { message: serverErrors[field] });
  }, [serverErrors, form]);
  const country = form.watch('country') ?? '';
  const state = form.watch('administrativeArea') ?? '';
  // The form-wide 'Please select your country and state' goes as soon as either is given.
  useEffect(() => {
    if (country || state) form.clearErrors('' as never);
  }, [country, state, form]);
  const stateOptions = useMemo(() => STATE_OPTIONS[country.toUpperCase()] ?? null, [country]);
  const rootMessage = (errors as { root?: { message?: string }; '': { message?: string } })['']?.message ?? errors.root?.message;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onSubmit(values))}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="First name" withAsterisk autoComplete="given-name" error={errors.firstName?.message} {...form.register('firstName')} />
          <TextInput label="Last name" withAsterisk autoComplete="family-name" error={errors.lastName?.message} {...form.register('lastName')} />
        </SimpleGrid>
        <TextInput label="Phone number" withAsterisk type="tel" autoComplete="tel" error={errors.phone?.message} {...form.register('phone')} />
        <Controller
          control={form.control}
          name="country"
          render={({ field }) => (
            <Select
              label="Country"
              withAsterisk
              searchable
              nothingFoundMessage="No country matches"
              data={COUNTRY_OPTIONS}
              value={field.value || null}
              onChange={(value) => {
                field.onChange(value ?? '');
                form.setValue('administrativeArea', '');
              }}
              onBlur={field.onBlur}
              error={errors.country?.message}
              autoComplete="country"
              comboboxProps={{ zIndex: 400 }}
            />
          )}
        />
        <TextInput label="Street address" withAsterisk autoComplete="street-address" error={errors.streetAddress?.message} {...form.register('streetAddress')} />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <TextInput label="City" withAsterisk autoComplete="address-level2" error={errors.locality?.message} {...form.register('locality')} />
          {stateOptions ? (
            <Controller
              control={form.control}
              name="administrativeArea"
              render={({ field }) => (
                <Select
                  label="State"
                  withAsterisk
                  searchable
                  data={stateOptions}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={errors.administrativeArea?.message}
                  autoComplete="address-level1"
                  comboboxProps={{ zIndex: 400 }}
                />
              )}
            />
          ) : (
            <TextInput label="State" autoComplete="address-level1" error={errors.administrativeArea?.message} {...form.register('administrativeArea')} />
          )}
          <TextInput label="Zip code" withAsterisk autoComplete="postal-code" error={errors.postalCode?.message} {...form.register('postalCode')} />
        </SimpleGrid>
        {rootMessage ? (
          <Alert color="red" variant="light" role="alert">
            {rootMessage}
          </Alert>
        ) : null}
        <Group justify="space-between" mt="xs">
          <Button variant="default" onClick={onBack} disabled={busy}>
            Back
          </Button>
          <Button type="submit" loading={busy}>
            {submitLabel ?? `Pay ${formatCartUsd(amount)}`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
