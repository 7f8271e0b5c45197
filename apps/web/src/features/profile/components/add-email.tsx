import { Anchor, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { AddEmailFormSchema, VerificationCodeSchema } from '@caskmark/shared/forms/auth';
import { ApiError } from '../../../lib/api-client';
import { CodeInput } from '../../auth/components/code-input';
import { AUTH_SUCCESSES } from '../../auth/lib/auth-messages';
import { useAddEmail, type EmailKind } from '../api/add-email';
import { useVerifyEmail } from '../api/verify-email';

export interface AddEmailProps {
  kind: EmailKind;
  current: string | null;
  verified: boolean;
  federated: boolean;
}

function addErrorOf(error: unknown): string {
  if (error instanceof ApiError) return error.fieldMessages('email')[0] ?? error.messages[0];
  return 'Oops, something went wrong!';
}

/**
 * The Add Email component (spec part 1 §2): the address with SAVE (and Cancel when there is one
 * already), then the six-digit code sent to it. Server field errors show under the field.
 */
export function AddEmail({ kind, current, verified, federated }: AddEmailProps) {
  const [editing, setEditing] = useState(!current);
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const add = useAddEmail(kind);
  const verify = useVerifyEmail(kind);
  const verifying = useRef(false);

  const reset = () => {
    setEditing(!current);
    setEmail('');
    setSentTo(undefined);
    setCode('');
    setError(undefined);
  };

  const save = () => {
    const parsed = AddEmailFormSchema.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    add.mutate(parsed.data.email, {
      onSuccess: ({ email: address }) => {
        setSentTo(address);
        notifications.show({ color: 'green', message: AUTH_SUCCESSES.verifyEmail });
      },
      onError: (cause) => setError(addErrorOf(cause)),
    });
  };

  const confirm = (value: string) => {
    const parsed = VerificationCodeSchema.safeParse(value);
    if (!parsed.success || !sentTo) return setError(parsed.error?.issues[0]?.message);
    if (verifying.current) return;
    verifying.current = true;
    setError(undefined);
    verify.mutate(
      { email: sentTo, code: parsed.data },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: AUTH_SUCCESSES.newEmailVerified });
          setEditing(false);
          setEmail('');
          setSentTo(undefined);
          setCode('');
        },
        onError: (cause) => {
          setError(cause instanceof ApiError ? cause.messages[0] : undefined);
          setCode('');
        },
        onSettled: () => {
          verifying.current = false;
        },
      },
    );
  };

  if (sentTo) {
    return (
      <Stack gap="md" maw={420}>
        <Text size="sm">
          We sent a six-digit code to <strong>{sentTo}</strong>. Enter it to confirm the address.
        </Text>
        <CodeInput label="Verification code" value={code} onChange={setCode} onComplete={confirm} error={error} disabled={verify.isPending} autoFocus />
        <Group gap="sm">
          <Button onClick={() => confirm(code)} loading={verify.isPending}>
            VERIFY
          </Button>
          <Button variant="subtle" color="gray" onClick={reset}>
            Cancel
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      {current ? (
        <Group gap="sm" wrap="wrap">
          <Text fw={500} style={{ wordBreak: 'break-all' }}>
            {current}
          </Text>
          <Badge size="sm" variant="light" color={verified ? 'green' : 'yellow'}>
            {verified ? 'Verified' : 'Not verified'}
          </Badge>
          {!editing && !federated ? (
            <Anchor component="button" type="button" size="sm" onClick={() => setEditing(true)}>
              Change
            </Anchor>
          ) : null}
        </Group>
      ) : null}
      {federated && kind === 'signin' ? (
        <Text size="sm" c="dimmed">
          You sign in with Google or Apple, so your e-mail is managed there.
        </Text>
      ) : null}
      {editing && !(federated && kind === 'signin') ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
          noValidate
        >
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={current ? 'New e-mail' : 'E-mail'}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={error}
              style={{ flex: '1 1 240px' }}
            />
            <Group gap="sm" mt={25}>
              <Button type="submit" loading={add.isPending}>
                SAVE
              </Button>
              {current ? (
                <Button variant="subtle" color="gray" onClick={reset}>
                  Cancel
                </Button>
              ) : null}
            </Group>
          </Group>
        </form>
      ) : null}
    </Stack>
  );
}
