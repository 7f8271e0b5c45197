import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { VerificationCodeSchema } from '@caskmark/shared/forms/auth';
import { confirmSignIn } from '../api/confirm-sign-in';
import { rememberChallenge, type PendingChallenge } from '../lib/auth-flow';
import { mfaErrorMessage } from '../lib/auth-messages';
import { outcomeOf } from '../lib/sign-in-flow';
import { useFinishSignIn } from '../lib/use-finish-sign-in';
import { CodeInput } from './code-input';
import { FormAlert } from './form-alert';

export interface MfaStepProps {
  challenge: PendingChallenge;
  /** Back to the e-mail and password (GO BACK TO LOGIN, or an expired session). */
  onBack: (message?: string) => void;
}

/** 'Authenticator Verification': six digits from the authenticator app, sent as soon as the sixth is typed. */
export function MfaStep({ challenge, onBack }: MfaStepProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<{ message: string; wait: boolean }>();
  const [pending, setPending] = useState(false);
  const sending = useRef(false);
  const finish = useFinishSignIn(() => undefined);

  const submit = async (value: string) => {
    const parsed = VerificationCodeSchema.safeParse(value);
    if (!parsed.success) {
      setError({ message: parsed.error.issues[0]?.message ?? '', wait: false });
      return;
    }
    if (sending.current) return;
    sending.current = true;
    setPending(true);
    setError(undefined);
    try {
      await finish(outcomeOf(await confirmSignIn(challenge.session, parsed.data)), 'email');
    } catch (cause) {
      const { message, backToSignIn, rateLimited } = mfaErrorMessage(cause);
      if (backToSignIn) {
        rememberChallenge(undefined);
        onBack(message);
        return;
      }
      setError({ message, wait: rateLimited });
      setCode('');
    } finally {
      sending.current = false;
      setPending(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit(code);
      }}
      noValidate
    >
      <Stack gap="lg">
        <Text c="dimmed" ta="center" size="sm">
          Open your authenticator app and enter the six-digit code it shows for Caskmark.
        </Text>
        {error ? <FormAlert tone={error.wait ? 'wait' : 'error'}>{error.message}</FormAlert> : null}
        <CodeInput label="Authenticator code" value={code} onChange={setCode} onComplete={(value) => void submit(value)} disabled={pending} autoFocus />
        <Button type="submit" size="md" fullWidth loading={pending}>
          SUBMIT
        </Button>
        <Anchor component="button" type="button" size="sm" ta="center" onClick={() => onBack()}>
          GO BACK TO LOGIN
        </Anchor>
      </Stack>
    </form>
  );
}
