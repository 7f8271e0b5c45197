import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { ForgotPasswordFormSchema, ResetPasswordFormSchema } from '@caskmark/shared/forms/auth';
import { firstFieldErrors } from '@caskmark/shared/forms/field-errors';
import { requestPasswordReset } from '../api/request-password-reset';
import { submitPasswordReset } from '../api/submit-password-reset';
import { alertOf, type AuthAlert } from '../lib/auth-alert';
import { rememberedEmail, useAuthFlow } from '../lib/auth-flow';
import { AUTH_MESSAGES, AUTH_SUCCESSES } from '../lib/auth-messages';
import { AuthPanel } from './auth-panel';
import { CodeInput } from './code-input';
import { FormAlert } from './form-alert';

/**
 * Forgot password (spec part 1 §2, §4): 1) the e-mail and SUBMIT sends a code, unless the account
 * signs in with Google/Apple/a wallet; 2) the code and a new password; then back to sign in.
 */
export function ForgotPasswordFlow() {
  const flow = useAuthFlow();
  const [step, setStep] = useState<'email' | 'reset'>('email');
  const [email, setEmail] = useState(rememberedEmail() ?? '');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<AuthAlert>();
  const [pending, setPending] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  const run = async (work: () => Promise<void>) => {
    setPending(true);
    setAlert(undefined);
    try {
      await work();
    } catch (error) {
      setAlert(alertOf(error));
    } finally {
      setPending(false);
    }
  };

  const sendCode = () => {
    const parsed = ForgotPasswordFormSchema.safeParse({ email });
    if (!parsed.success) return setErrors(firstFieldErrors(parsed.error));
    setErrors({});
    void run(async () => {
      const resettable = await requestPasswordReset(parsed.data.email);
      if (!resettable) {
        setAlert({ tone: 'warning', message: AUTH_MESSAGES.socialReset });
        return;
      }
      setEmail(parsed.data.email);
      notifications.show({ color: 'green', message: AUTH_SUCCESSES.resetRequested });
      setStep('reset');
    });
  };

  const reset = () => {
    const parsed = ResetPasswordFormSchema.safeParse({ code, password });
    if (!parsed.success) return setErrors(firstFieldErrors(parsed.error));
    setErrors({});
    void run(async () => {
      await submitPasswordReset(email, parsed.data.code, parsed.data.password);
      notifications.show({ color: 'green', message: flow.mode === 'page' ? AUTH_SUCCESSES.resetDone : AUTH_SUCCESSES.passwordReset });
      flow.go('signin', { email });
    });
  };

  const backToLogin = (
    <Anchor component="button" type="button" size="sm" ta="center" onClick={() => flow.go('signin', { email })}>
      GO BACK TO LOGIN
    </Anchor>
  );

  if (step === 'email') {
    return (
      <AuthPanel title="Forgot Password" subtitle="Enter the e-mail of your account and we will send you a code to reset your password.">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            sendCode();
          }}
          noValidate
        >
          <Stack gap="md">
            {alert ? <FormAlert tone={alert.tone}>{alert.message}</FormAlert> : null}
            <TextInput label="Email" type="email" autoComplete="email" size="md" value={email} onChange={(event) => setEmail(event.currentTarget.value)} error={errors.email} />
            <Button type="submit" size="md" fullWidth loading={pending}>
              SUBMIT
            </Button>
            {backToLogin}
          </Stack>
        </form>
      </AuthPanel>
    );
  }

  return (
    <AuthPanel title="Reset Password" subtitle={<>Enter the code we sent to {email} and choose a new password.</>}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          reset();
        }}
        noValidate
      >
        <Stack gap="md">
          {alert ? <FormAlert tone={alert.tone}>{alert.message}</FormAlert> : null}
          {errors.nonFieldErrors ? <FormAlert tone="error">{errors.nonFieldErrors}</FormAlert> : null}
          <CodeInput label="Verification code" value={code} onChange={setCode} onComplete={() => passwordRef.current?.focus()} error={errors.code} autoFocus />
          <PasswordInput
            ref={passwordRef}
            label="New password"
            description="At least 8 characters, with a number"
            autoComplete="new-password"
            size="md"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password}
          />
          <Button type="submit" size="md" fullWidth loading={pending}>
            SUBMIT
          </Button>
          <Text ta="center" size="sm" c="dimmed">
            No code?{' '}
            <Anchor component="button" type="button" size="sm" fw={600} onClick={() => setStep('email')}>
              Send it again
            </Anchor>
          </Text>
          {backToLogin}
        </Stack>
      </form>
    </AuthPanel>
  );
}
