import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { VerifyAccountFormSchema } from '@caskmark/shared/forms/auth';
import { firstFieldErrors } from '@caskmark/shared/forms/field-errors';
import { useAuth } from '../../../lib/auth-session';
import { confirmSignUp } from '../api/confirm-sign-up';
import { resendSignUp } from '../api/resend-sign-up';
import { alertOf, type AuthAlert } from '../lib/auth-alert';
import { useAuthFlow } from '../lib/auth-flow';
import { AUTH_MESSAGES, AUTH_SUCCESSES, isRateLimited, serverMessage, verifyFailureMessage } from '../lib/auth-messages';
import { AuthPanel } from './auth-panel';
import { CodeInput } from './code-input';
import { FormAlert } from './form-alert';

/** 'Account Verification': the six-digit code from the sign-up e-mail, and a way to get a new one. */
export function VerifyForm({ email: initialEmail }: { email: string }) {
  const flow = useAuthFlow();
  const { user, signOut } = useAuth();
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<AuthAlert>();
  const [pending, setPending] = useState(false);
  const [resending, setResending] = useState(false);
  const sending = useRef(false);

  const submit = async (value: string) => {
    const parsed = VerifyAccountFormSchema.safeParse({ email, code: value });
    if (!parsed.success) {
      setErrors(firstFieldErrors(parsed.error));
      return;
    }
    if (sending.current) return;
    sending.current = true;
    setPending(true);
    setErrors({});
    setAlert(undefined);
    try {
      await confirmSignUp(parsed.data.email, parsed.data.code);
      notifications.show({ color: 'green', message: AUTH_SUCCESSES.accountVerified });
      flow.go('signin', { email: parsed.data.email });
    } catch (error) {
      setAlert(isRateLimited(error) ? alertOf(error) : { tone: 'error', message: verifyFailureMessage(serverMessage(error)) });
      setCode('');
    } finally {
      sending.current = false;
      setPending(false);
    }
  };

  const resend = async () => {
    const parsed = VerifyAccountFormSchema.shape.email.safeParse(email);
    if (!parsed.success) {
      setErrors({ email: parsed.error.issues[0]?.message ?? '' });
      return;
    }
    setResending(true);
    setAlert(undefined);
    try {
      await resendSignUp(parsed.data);
      notifications.show({ color: 'green', message: AUTH_SUCCESSES.codeResent });
    } catch (error) {
      setAlert(isRateLimited(error) ? alertOf(error) : { tone: 'error', message: AUTH_MESSAGES.resendFailed });
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthPanel title="Account Verification" subtitle="We sent a six-digit code to your e-mail. Enter it below to activate your account.">
      {user?.federatedUser ? (
        <FormAlert tone="warning">
          {AUTH_MESSAGES.federatedVerify}{' '}
          <Anchor component="button" type="button" onClick={() => void signOut()}>
            Sign out
          </Anchor>
        </FormAlert>
      ) : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit(code);
        }}
        noValidate
      >
        <Stack gap="lg">
          {alert ? <FormAlert tone={alert.tone}>{alert.message}</FormAlert> : null}
          <TextInput label="Email" type="email" autoComplete="email" size="md" value={email} onChange={(event) => setEmail(event.currentTarget.value)} error={errors.email} />
          <CodeInput label="Verification code" value={code} onChange={setCode} onComplete={(value) => void submit(value)} error={errors.code} disabled={pending} autoFocus={!!initialEmail} />
          <Button type="submit" size="md" fullWidth loading={pending}>
            SUBMIT
          </Button>
          <Text ta="center" size="sm" c="dimmed">
            Didn&apos;t get the e-mail?{' '}
            <Anchor component="button" type="button" size="sm" fw={600} onClick={() => void resend()} disabled={resending}>
              Resend code
            </Anchor>
          </Text>
          <Anchor component="button" type="button" size="sm" ta="center" onClick={() => flow.go('signin', { email })}>
            GO BACK TO LOGIN
          </Anchor>
        </Stack>
      </form>
    </AuthPanel>
  );
}
