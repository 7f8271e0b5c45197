import { Alert, Button, Checkbox, FileInput, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { createSweepstakesQuestionnaireSchema, SWEEPSTAKES_MIN_AGE } from '@caskmark/shared/forms/sweepstakes';
import { COUNTRIES } from '@caskmark/shared/reference/countries';
import { ApiError, messagesFromBody } from '../../../lib/api-client';
import { serverNow } from '../../../lib/server-time';
import { submitSweepstakesQuestionnaire } from '../api/sweepstakes-entry';
import { photoUploadMessage, uploadPhotoId } from '../api/upload-photo-id';

interface QuestionnaireValues {
  name: string;
  email: string;
  dob: string;
  country: string;
  acknowledgement: boolean;
  platformAcknowledgement: boolean;
  description: string;
  photoId: string;
}

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.alpha3, label: country.name }));

export interface QuestionnaireFormProps {
  sweepstakesPublicPk: string;
  defaultEmail: string;
  onSubmitted: () => void;
}

/**
 * The sweepstakes form (spec part 1 §5): name, email, date of birth (21 or older — the certification),
 * country, both acknowledgements, and a photo ID or a few words about your favorite whiskey. The photo
 * is uploaded as soon as it is chosen (request-upload → presigned POST → confirm-upload). Submit is
 * enabled once every field was touched, nothing is wrong and a photo or a description is there.
 */
export function QuestionnaireForm({ sweepstakesPublicPk, defaultEmail, onSubmitted }: QuestionnaireFormProps) {
  const schema = useMemo(() => createSweepstakesQuestionnaireSchema({ now: new Date(serverNow()) }), []);
  const form = useForm<QuestionnaireValues>({
    resolver: zodResolver(schema) as never,
    mode: 'all',
    defaultValues: { name: '', email: defaultEmail, dob: '', country: '', acknowledgement: false, platformAcknowledgement: false, description: '', photoId: '' },
  });
  const [uploading, setUploading] = useState(false);
  const [photoName, setPhotoName] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const { errors, touchedFields, isValid, isSubmitting } = form.formState;
  const photoId = form.watch('photoId');
  const description = form.watch('description');
  const allTouched = ['name', 'email', 'dob', 'country'].every((field) => touchedFields[field as keyof QuestionnaireValues]);
  const canSubmit = allTouched && isValid && Boolean(photoId || description.trim()) && !uploading;

  const choosePhoto = async (file: File | null) => {
    setPhotoError(null);
    form.setValue('photoId', '', { shouldValidate: true });
    setPhotoName(file?.name ?? null);
    if (!file) return;
    setUploading(true);
    try {
      form.setValue('photoId', await uploadPhotoId(sweepstakesPublicPk, file), { shouldValidate: true });
    } catch (error) {
      setPhotoError(photoUploadMessage(error));
      setPhotoName(null);
    } finally {
      setUploading(false);
    }
  };

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await submitSweepstakesQuestionnaire(sweepstakesPublicPk, values as unknown as Record<string, unknown>);
      onSubmitted();
    } catch (error) {
      setServerError(error instanceof ApiError ? messagesFromBody(error.status, error.body).join(' ') : 'Something went wrong.');
    }
  });

  const descriptionError = errors.description?.message ?? (errors.root?.message || undefined);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Text fw={600}>Tell us about you</Text>
        <TextInput label="Name" autoComplete="name" {...form.register('name')} error={errors.name?.message} />
        <TextInput label="Email" type="email" autoComplete="email" {...form.register('email')} error={errors.email?.message} />
        <TextInput label="Date of birth" type="date" {...form.register('dob')} error={errors.dob?.message} />
        <Controller
          control={form.control}
          name="country"
          render={({ field }) => (
            <Select
              label="Country"
              searchable
              data={COUNTRY_OPTIONS}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              error={errors.country?.message}
              comboboxProps={{ withinPortal: true, zIndex: 400 }}
            />
          )}
        />
        <Checkbox
          label={`I certify that I am at least ${SWEEPSTAKES_MIN_AGE} years old and accept the official rules of this sweepstakes.`}
          {...form.register('acknowledgement')}
          error={errors.acknowledgement?.message}
        />
        <Checkbox label="I acknowledge that Caskmark runs this campaign and may contact me about my entry." {...form.register('platformAcknowledgement')} error={errors.platformAcknowledgement?.message} />
        <FileInput
          label="Photo ID"
          description="A government ID: JPG, PNG or PDF, up to 10 MB. Or tell us about your favorite whiskey below."
          accept="image/jpeg,image/png,application/pdf"
          clearable
          placeholder={photoName ?? 'Choose a file'}
          onChange={(file) => void choosePhoto(file)}
          error={photoError}
          disabled={uploading}
        />
        {photoId ? (
          <Text size="sm" c="teal.4">
            Photo ID uploaded
          </Text>
        ) : null}
        <Textarea
          label="Tell us about your favorite whiskey"
          autosize
          minRows={2}
          maxLength={2000}
          {...form.register('description')}
          error={!photoId && (touchedFields.description || allTouched) ? descriptionError : undefined}
        />
        {!photoId && !description.trim() && allTouched ? (
          <Text size="sm" c="yellow.5">
            Please upload a valid photo ID or tell us about your favorite whiskey.
          </Text>
        ) : null}
        {serverError ? <Alert color="red">{serverError}</Alert> : null}
        <Button type="submit" disabled={!canSubmit} loading={isSubmitting || uploading}>
          Submit
        </Button>
      </Stack>
    </form>
  );
}
