import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { UserDetails } from '@caskmark/shared/api/account';
import { createProfileFormSchema, PROFILE_TITLES, PROFILE_UPDATED_MESSAGE, type ProfileForm as ProfileFormOutput, type ProfileFormInput } from '@caskmark/shared/forms/profile';
import { COUNTRIES } from '@caskmark/shared/reference/countries';
import { ApiError } from '../../../lib/api-client';
import { serverNow } from '../../../lib/server-time';
import { useSaveUserDetails } from '../api/save-user-details';
import { requiredFieldsReady, REQUIRED_PROFILE_FIELDS } from '../lib/profile-submit';

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.alpha3, label: country.name }));
const TITLE_OPTIONS = PROFILE_TITLES.map((title) => ({ value: title, label: title }));

type Title = (typeof PROFILE_TITLES)[number];
type FormValues = ProfileFormInput;

function valuesOf(saved: UserDetails | null): FormValues {
  return {
    title: saved?.title ?? '-',
    firstName: saved?.firstName ?? '',
    lastName: saved?.lastName ?? '',
    dob: saved?.dob ?? '',
    city: saved?.city ?? '',
    state: saved?.state ?? '',
    country: saved?.country ?? '',
  };
}

/** The profile form (part 2 §2 screen 15): title, names, date of birth, city, state, country; SUBMIT. */
export function ProfileForm({ saved }: { saved: UserDetails | null }) {
  const schema = useMemo(() => createProfileFormSchema({ now: new Date(serverNow()) }), []);
  const save = useSaveUserDetails();
  const form = useForm<FormValues, unknown, ProfileFormOutput>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: valuesOf(saved) });
  const { errors, touchedFields } = form.formState;
  const values = form.watch();
  // Part 2 §5: the four required fields touched, and no error anywhere (date of birth included).
  const ready =
    Object.keys(errors).length === 0 &&
    requiredFieldsReady(REQUIRED_PROFILE_FIELDS.map((field) => ({ touched: !!touchedFields[field], value: values[field] ?? '', error: errors[field]?.message })));

  const onSubmit = form.handleSubmit((parsed) => {
    save.mutate(parsed, {
      onSuccess: (details) => {
        form.reset(valuesOf(details));
        notifications.show({ color: 'green', message: PROFILE_UPDATED_MESSAGE });
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        let placed = false;
        for (const field of Object.keys(values) as Array<keyof FormValues>) {
          const message = error.fieldMessages(field)[0];
          if (message) {
            form.setError(field, { message });
            placed = true;
          }
        }
        if (!placed) notifications.show({ color: 'red', message: error.messages[0] });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Controller
            control={form.control}
            name="title"
            render={({ field }) => (
              <Select label="Title" data={TITLE_OPTIONS} allowDeselect={false} value={field.value} onChange={(value) => field.onChange((value ?? '-') as Title)} onBlur={field.onBlur} />
            )}
          />
          <TextInput label="First name" withAsterisk autoComplete="given-name" error={errors.firstName?.message} {...form.register('firstName')} />
          <TextInput label="Last name" withAsterisk autoComplete="family-name" error={errors.lastName?.message} {...form.register('lastName')} />
        </SimpleGrid>
        <TextInput label="Date of birth" type="date" autoComplete="bday" maw={{ base: '100%', sm: 260 }} error={errors.dob?.message} {...form.register('dob')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
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
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={errors.country?.message}
                autoComplete="country"
              />
            )}
          />
          <TextInput label="State / region" autoComplete="address-level1" error={errors.state?.message} {...form.register('state')} />
          <TextInput label="City" withAsterisk autoComplete="address-level2" error={errors.city?.message} {...form.register('city')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" disabled={!ready} loading={save.isPending}>
            SUBMIT
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
