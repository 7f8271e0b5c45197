import { Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PASSWORD_REQUIRED_MESSAGE, PASSWORDS_DO_NOT_MATCH_MESSAGE, PasswordSchema } from '@caskmark/shared/forms/auth';
import { completeNewPassword } from '../api/complete-new-password';
import { alertOf, type AuthAlert } from '../lib/auth-alert';
import { authCode, AUTH_MESSAGES } from '../lib/auth-messages';
import type { PendingChallenge } from '../lib/auth-flow';
import { outcomeOf } from '../lib/sign-in-flow';
import { useFinishSignIn } from '../lib/use-finish-sign-in';
import { FormAlert } from './form-alert';

const NewPasswordFormSchema = z
  .object({ password: PasswordSchema, confirmPassword: z.string().prefault('') })
  .superRefine((form, ctx) => {
    if (form.confirmPassword === '') ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORD_REQUIRED_MESSAGE });
    else if (form.confirmPassword !== form.password) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_DO_NOT_MATCH_MESSAGE });
  });
type NewPasswordForm = z.input<typeof NewPasswordFormSchema>;

/** NEW_PASSWORD_REQUIRED: the account was given a temporary password; choose one (may be followed by MFA). */
export function NewPasswordStep({ challenge, onChallenge, onBack }: { challenge: PendingChallenge; onChallenge: (next: PendingChallenge) => void; onBack: (message?: string) => void }) {
  const finish = useFinishSignIn(onChallenge);
  const [alert, setAlert] = useState<AuthAlert>();
  const form = useForm<NewPasswordForm>({ resolver: zodResolver(NewPasswordFormSchema), defaultValues: { password: '', confirmPassword: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setAlert(undefined);
    try {
      await finish(outcomeOf(await completeNewPassword(challenge.session, password ?? '')), 'email');
    } catch (error) {
      if (authCode(error) === 'NotAuthorizedException') return onBack(AUTH_MESSAGES.mfaSessionExpired);
      if (authCode(error) === 'InvalidPasswordException') form.setError('password', { message: alertOf(error).message });
      else setAlert(alertOf(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text c="dimmed" ta="center" size="sm">
          Your account needs a new password before you continue.
        </Text>
        {alert ? <FormAlert tone={alert.tone}>{alert.message}</FormAlert> : null}
        <PasswordInput label="New password" autoComplete="new-password" size="md" error={errors.password?.message} {...form.register('password')} />
        <PasswordInput label="Confirm password" autoComplete="new-password" size="md" error={errors.confirmPassword?.message} {...form.register('confirmPassword')} />
        <Button type="submit" size="md" fullWidth loading={form.formState.isSubmitting}>
          SUBMIT
        </Button>
        <Anchor component="button" type="button" size="sm" ta="center" onClick={() => onBack()}>
          GO BACK TO LOGIN
        </Anchor>
      </Stack>
    </form>
  );
}
