import { Alert, Button, FileInput, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { createRedeemFormSchema, REDEEM_FORM_INVALID_MESSAGE, REDEEM_REQUIRED_MESSAGE, type RedeemForm, type RedeemFormInput } from '@caskmark/shared/forms/redeem';
import { minimumDrinkingAge } from '@caskmark/shared/reference/drinking-age';
import { requiresHongKongLicence } from '@caskmark/shared/reference/shipping-coverage';
import { serverNow } from '../../../lib/server-time';
import { useDefaultShippingAddress } from '../api/get-default-shipping-address';
import { initialRedeemForm, redeemDetailsOf } from '../lib/redeem-form-values';
import type { RedeemWizardAction, RedeemWizardState } from '../lib/redeem-wizard-state';
import { useContinueGuard } from '../lib/use-continue-guard';
import { PickupFields, ShippingFields } from './redeem-form-fields';

const FORM_ID = 'redeem-form';

export interface RedeemFormStepProps {
  state: RedeemWizardState;
  dispatch: (action: RedeemWizardAction) => void;
  abv: number;
}

/** Step 3, RedeemForm (spec part 1 §5): waits for the default address, then the form. */
export function RedeemFormStep(props: RedeemFormStepProps) {
  const saved = useDefaultShippingAddress();
  if (saved.isPending) return <Text c="dimmed">Loading your details…</Text>;
  return <RedeemFormBody {...props} saved={saved.data ?? null} />;
}

function RedeemFormBody({ state, dispatch, abv, saved }: RedeemFormStepProps & { saved: ReturnType<typeof useDefaultShippingAddress>['data'] }) {
  const country = state.selectedCountry!;
  const pickup = state.acquireMethod === 'pickup';
  const schema = useMemo(
    () => createRedeemFormSchema({ now: new Date(serverNow()), country, acquireMethod: state.acquireMethod, pickupCountryCode: state.selectedPickupLocation?.country.code }),
    [country, state.acquireMethod, state.selectedPickupLocation],
  );
  const form = useForm<RedeemFormInput, unknown, RedeemForm>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: initialRedeemForm(state.shippingDetails, saved ?? null, country.code, state.acquireMethod),
  });
  const needsLicence = !pickup && requiresHongKongLicence(country.code, abv);
  const [licence, setLicence] = useState(state.shippingDetails?.shippingDetails.hongKongLicence ?? '');
  const [licenceError, setLicenceError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const { errors } = form.formState;

  const submit = useContinueGuard(() =>
    void form.handleSubmit(
      (values) => {
        if (needsLicence && !licence.trim()) {
          setLicenceError(REDEEM_REQUIRED_MESSAGE);
          setInvalid(true);
          return;
        }
        setInvalid(false);
        dispatch({ type: 'details', details: redeemDetailsOf(values, state.acquireMethod, needsLicence ? licence : '', values.photoId as File) });
        dispatch({ type: 'next', from: 'RedeemForm' });
      },
      () => {
        if (needsLicence && !licence.trim()) setLicenceError(REDEEM_REQUIRED_MESSAGE);
        setInvalid(true);
      },
    )(),
  );

  return (
    <form
      id={FORM_ID}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h3">
            {pickup ? 'Your pickup details' : 'Where should we send it?'}
          </Title>
          <Text size="sm" c="dimmed">
            {pickup ? `Pickup at ${state.selectedPickupLocation?.name}.` : `Delivery to ${country.name}.`} You must be at least {minimumDrinkingAge(country.code)} to receive alcohol
            in {country.name}.
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="First name" withAsterisk autoComplete="given-name" error={errors.firstName?.message} {...form.register('firstName')} />
          <TextInput label="Last name" withAsterisk autoComplete="family-name" error={errors.lastName?.message} {...form.register('lastName')} />
        </SimpleGrid>
        <TextInput label="Phone number" withAsterisk type="tel" autoComplete="tel" error={errors.phone?.message} {...form.register('phone')} />
        {pickup ? <PickupFields form={form} pickupCountryCode={state.selectedPickupLocation?.country.code ?? ''} /> : <ShippingFields form={form} countryCode={country.code} />}
        {needsLicence ? (
          <TextInput
            label="Hong Kong licence number"
            description="Hong Kong requires a license for spirits over 30% alcohol by volume."
            withAsterisk
            value={licence}
            onChange={(event) => {
              setLicence(event.currentTarget.value);
              setLicenceError(null);
            }}
            error={licenceError}
          />
        ) : null}
        <TextInput label="Date of birth" withAsterisk type="date" autoComplete="bday" maw={{ base: '100%', xs: 260 }} error={errors.dob?.message} {...form.register('dob')} />
        <Controller
          control={form.control}
          name="photoId"
          render={({ field }) => (
            <FileInput
              label="Photo ID"
              description="A government ID (passport or driving licence): JPG, PNG or PDF, up to 10 MB. It is sent only when you confirm."
              placeholder="Choose a file"
              withAsterisk
              clearable
              accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
              value={(field.value as File | null | undefined) ?? null}
              onChange={(file) => field.onChange(file)}
              onBlur={field.onBlur}
              error={errors.photoId?.message}
            />
          )}
        />
        {invalid ? (
          <Alert color="red" variant="light" role="alert">
            {REDEEM_FORM_INVALID_MESSAGE}
          </Alert>
        ) : null}
        <Group gap="sm" mt="xs">
          <Button variant="default" onClick={() => dispatch({ type: 'back' })}>
            Go Back
          </Button>
          <Button type="submit" color="cask">
            Continue
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
