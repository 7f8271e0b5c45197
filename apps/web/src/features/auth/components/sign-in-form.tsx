import { Anchor, Button, Divider, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SignInFormSchema, type SignInForm } from '@caskmark/shared/forms/auth';
import type { z } from 'zod';
import { signIn } from '../api/sign-in';
import { resendSignUp } from '../api/resend-sign-up';
import { alertOf, type AuthAlert } from '../lib/auth-alert';
import { rememberedEmail, useAuthFlow, type PendingChallenge } from '../lib/auth-flow';
import { AUTH_SUCCESSES } from '../lib/auth-messages';
import { signInWithEmail } from '../lib/sign-in-flow';
import { useFinishSignIn } from '../lib/use-finish-sign-in';
import { FormAlert } from './form-alert';
import { SocialButtons } from './social-buttons';

/** Sign in (spec part 1 §2): wallet, Google, Apple, OR, e-mail and password, LOG IN, and the links. */
export function SignInForm({ onChallenge }: { onChallenge: (challenge: PendingChallenge) => void }) {
  const flow = useAuthFlow();
  const finish = useFinishSignIn(onChallenge);
  const [alert, setAlert] = useState<AuthAlert>();
  const form = useForm<z.input<typeof SignInFormSchema>, unknown, SignInForm>({
    resolver: zodResolver(SignInFormSchema),
    defaultValues: { email: rememberedEmail() ?? '', password: '' },
  });
  const formError = form.formState.errors.root?.message ?? (form.formState.errors as { ''?: { message?: string } })['']?.message;

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setAlert(undefined);
    try {
      const outcome = await signInWithEmail(email, password, signIn);
      if (outcome.kind === 'unconfirmed') {
        // A fresh code: the one from sign-up may have expired. Failure here is not the visitor's problem.
        void resendSignUp(outcome.email).catch(() => undefined);
        notifications.show({ color: 'yellow', message: AUTH_SUCCESSES.verifyEmail });
        flow.go('verify', { email: outcome.email });
        return;
      }
      await finish(outcome, 'email');
    } catch (error) {
      setAlert(alertOf(error));
    }
  });

  return (
    <Stack gap="lg">
      <SocialButtons next={flow.next} verb="Sign in" onChallenge={onChallenge} />
      <Divider label="OR" labelPosition="center" />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {alert ? <FormAlert tone={alert.tone}>{alert.message}</FormAlert> : null}
          {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
          <TextInput label="Email" type="email" autoComplete="username" size="md" {...form.register('email')} />
          <PasswordInput label="Password" autoComplete="current-password" size="md" {...form.register('password')} />
          <Group justify="flex-end">
            <Anchor component="button" type="button" size="sm" onClick={() => flow.go('forgot-password', { email: form.getValues('email') })}>
              Forgot Password?
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={form.formState.isSubmitting}>
            LOG IN
          </Button>
        </Stack>
      </form>
      <Text ta="center" size="sm" c="dimmed">
        Not a member?{' '}
        <Anchor component="button" type="button" size="sm" fw={600} onClick={() => flow.go('signup')}>
          Sign up
        </Anchor>
      </Text>
    </Stack>
  );
}
