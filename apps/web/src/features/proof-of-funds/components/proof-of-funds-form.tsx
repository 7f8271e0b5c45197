import { Alert, Button, FileInput, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { ProofOfFunds } from '@caskmark/shared/api/proof-of-funds';
import { PHOTO_ID_THRESHOLD_CENTS, ProofOfFundsFormSchema, type ProofOfFundsForm, type ProofOfFundsFormInput } from '@caskmark/shared/forms/proof-of-funds';
import { COUNTRIES } from '@caskmark/shared/reference/countries';
import { US_STATES } from '@caskmark/shared/reference/us-states';
import { ApiError, GENERIC_ERROR } from '../../../lib/api-client';
import { useSubmitProofOfFunds } from '../api/submit-proof-of-funds';

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.alpha3, label: country.name }));
const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: state.name }));
const ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';
const FIELDS = ['firstName', 'lastName', 'address', 'addressLine', 'city', 'state', 'postcode', 'dob', 'phone', 'country', 'amountUsd', 'bankStatement', 'photoId'] as const;

function initialValues(previous: ProofOfFunds | null): ProofOfFundsFormInput {
  return {
    firstName: previous?.firstName ?? '',
    lastName: previous?.lastName ?? '',
    address: previous?.address ?? '',
    addressLine: previous?.addressLine ?? '',
    city: previous?.city ?? '',
    state: previous?.state ?? '',
    postcode: previous?.postcode ?? '',
    dob: previous?.dob ?? '',
    phone: previous?.phone ?? '',
    country: previous?.country ?? '',
    amountUsd: '',
    bankStatement: [],
    photoId: [],
  };
}

/**
 * The 'INCREASE BID PRE-APPROVAL' form (spec part 1 §3, §5): the shared schema decides every field
 * (the server runs the same one again and reads each document's bytes). A USA address picks its state
 * from the list; elsewhere the state is free text; the photo ID is asked for above $75,000.
 */
export function ProofOfFundsFormView({ previous, onDone, onCancel }: { previous: ProofOfFunds | null; onDone: (proof: ProofOfFunds) => void; onCancel: () => void }) {
  const submit = useSubmitProofOfFunds();
  const form = useForm<ProofOfFundsFormInput, unknown, ProofOfFundsForm>({ resolver: zodResolver(ProofOfFundsFormSchema), mode: 'onTouched', defaultValues: initialValues(previous) });
  const { errors } = form.formState;
  const country = String(form.watch('country') ?? '').toUpperCase();
  const amount = Number(form.watch('amountUsd'));
  const photoIdNeeded = Number.isFinite(amount) && Math.round(amount * 100) > PHOTO_ID_THRESHOLD_CENTS;

  const onSubmit = form.handleSubmit((values) =>
    submit.mutate(
      { form: values, bankStatements: values.bankStatement as File[], photoId: ((values.photoId ?? []) as File[])[0] ?? null, replacing: previous !== null },
      {
        onSuccess: onDone,
        onError: (error) => {
          // The server's field messages go back under their fields; the rest shows above the buttons.
          if (!(error instanceof ApiError)) return;
          for (const field of FIELDS) {
            const [message] = error.fieldMessages(field);
            if (message) form.setError(field, { message });
          }
        },
      },
    ),
  );
  const failure = submit.error instanceof ApiError ? submit.error.messages.join(' ') : submit.error ? GENERIC_ERROR : null;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Proof of funds">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Ask for a bid pre-approval above what your wallets hold. Our team checks your documents and approves an amount; you can then bid up to it.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="First name" withAsterisk autoComplete="given-name" error={errors.firstName?.message} {...form.register('firstName')} />
          <TextInput label="Last name" withAsterisk autoComplete="family-name" error={errors.lastName?.message} {...form.register('lastName')} />
        </SimpleGrid>
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
                form.setValue('state', '');
              }}
              onBlur={field.onBlur}
              error={errors.country?.message}
              autoComplete="country"
            />
          )}
        />
        <TextInput label="Address" withAsterisk autoComplete="address-line1" error={errors.address?.message} {...form.register('address')} />
        <TextInput label="Apartment, suite, etc." autoComplete="address-line2" error={errors.addressLine?.message} {...form.register('addressLine')} />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <TextInput label="City" withAsterisk autoComplete="address-level2" error={errors.city?.message} {...form.register('city')} />
          {country === 'USA' ? (
            <Controller
              control={form.control}
              name="state"
              render={({ field }) => (
                <Select
                  label="State"
                  withAsterisk
                  searchable
                  nothingFoundMessage="No state matches"
                  data={STATE_OPTIONS}
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
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="Date of birth" placeholder="MM/DD/YYYY" withAsterisk inputMode="numeric" autoComplete="bday" error={errors.dob?.message} {...form.register('dob')} />
          <TextInput label="Phone number" withAsterisk type="tel" autoComplete="tel" error={errors.phone?.message} {...form.register('phone')} />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="amountUsd"
          render={({ field }) => (
            <NumberInput
              label="Amount (USD)"
              description="The most you want to be able to bid."
              withAsterisk
              prefix="$"
              thousandSeparator=","
              decimalScale={2}
              hideControls
              value={field.value as number | string}
              onChange={(value) => field.onChange(value === '' ? '' : String(value))}
              onBlur={field.onBlur}
              error={errors.amountUsd?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="bankStatement"
          render={({ field }) => (
            <FileInput
              label="Bank statement"
              description="One or more recent statements showing the funds: JPG, PNG or PDF, up to 10 MB each."
              placeholder="Choose files"
              withAsterisk
              multiple
              clearable
              accept={ACCEPT}
              value={(field.value as File[] | undefined) ?? []}
              onChange={(files) => field.onChange(files)}
              onBlur={field.onBlur}
              error={errors.bankStatement?.message ?? (errors.bankStatement as unknown as Array<{ message?: string }> | undefined)?.find?.((item) => item?.message)?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="photoId"
          render={({ field }) => (
            <FileInput
              label="Photo ID"
              description={photoIdNeeded ? 'Required for amounts greater than $75,000: a passport or driving licence.' : 'Needed only for amounts greater than $75,000.'}
              placeholder="Choose a file"
              withAsterisk={photoIdNeeded}
              clearable
              accept={ACCEPT}
              value={((field.value as File[] | undefined) ?? [])[0] ?? null}
              onChange={(file) => field.onChange(file ? [file] : [])}
              onBlur={field.onBlur}
              error={errors.photoId?.message ?? (errors.photoId as unknown as Array<{ message?: string }> | undefined)?.find?.((item) => item?.message)?.message}
            />
          )}
        />
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group grow mt="xs">
          <Button variant="outline" color="gray" onClick={onCancel}>
            CANCEL
          </Button>
          <Button type="submit" loading={submit.isPending}>
            SUBMIT
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
