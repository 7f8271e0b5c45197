import { Anchor, Button, Divider, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { SignUpFormSchema } from '@caskmark/shared/forms/auth';
import type { z } from 'zod';
import { signUp } from '../api/sign-up';
import { alertOf, type AuthAlert } from '../lib/auth-alert';
import { rememberedEmail, useAuthFlow } from '../lib/auth-flow';
import { AUTH_SUCCESSES, signUpErrorMessage } from '../lib/auth-messages';
import { AuthPanel } from './auth-panel';
import { FormAlert } from './form-alert';
import { SocialButtons } from './social-buttons';

type SignUpFormInput = z.input<typeof SignUpFormSchema>;

/** Sign up (spec part 1 §2): e-mail, password, confirm, the social buttons, terms and privacy, 'Already a member? Login'. */
export function SignUpForm() {
  const flow = useAuthFlow();
  const [alert, setAlert] = useState<AuthAlert>();
  const form = useForm<SignUpFormInput>({
    resolver: zodResolver(SignUpFormSchema),
    defaultValues: { email: rememberedEmail() ?? '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(undefined);
    const email = String(values.email).trim().toLowerCase();
    try {
      await signUp(email, String(values.password));
      notifications.show({ color: 'green', message: AUTH_SUCCESSES.accountCreated });
      flow.go('verify', { email });
    } catch (error) {
      const { field, message } = signUpErrorMessage(error);
      if (field) form.setError(field, { message });
      else setAlert(alertOf(error, message));
    }
  });

  return (
    <AuthPanel title="Sign up" subtitle="Create your Caskmark account to collect, bid and trade.">
      <SocialButtons next={flow.next} verb="Sign up" />
      <Divider label="OR" labelPosition="center" />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {alert ? <FormAlert tone={alert.tone}>{alert.message}</FormAlert> : null}
          <TextInput label="Email" type="email" autoComplete="email" size="md" error={errors.email?.message} {...form.register('email')} />
          <PasswordInput
            label="Password"
            description="At least 8 characters, with a number"
            autoComplete="new-password"
            size="md"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <PasswordInput label="Confirm password" autoComplete="new-password" size="md" error={errors.confirmPassword?.message} {...form.register('confirmPassword')} />
          <Text size="xs" c="dimmed">
            By signing up you agree to our{' '}
            <Anchor component={Link} to="/terms-of-service" target="_blank" size="xs">
              Terms of Service
            </Anchor>{' '}
            and{' '}
            <Anchor component={Link} to="/privacy-policy" target="_blank" size="xs">
              Privacy Policy
            </Anchor>
            .
          </Text>
          <Button type="submit" size="md" fullWidth loading={form.formState.isSubmitting}>
            SIGN UP
          </Button>
        </Stack>
      </form>
      <Text ta="center" size="sm" c="dimmed">
        Already a member?{' '}
        <Anchor component="button" type="button" size="sm" fw={600} onClick={() => flow.go('signin')}>
          Login
        </Anchor>
      </Text>
    </AuthPanel>
  );
}
