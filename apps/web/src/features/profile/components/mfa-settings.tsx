import { Badge, Button, Code, Group, Image, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import type { TotpAssociateResponse } from '@caskmark/shared/api/identity';
import { VerificationCodeSchema } from '@caskmark/shared/forms/auth';
import { CodeInput } from '../../auth/components/code-input';
import { FormAlert } from '../../auth/components/form-alert';
import { alertOf, type AuthAlert } from '../../auth/lib/auth-alert';
import { authCode, AUTH_MESSAGES, AUTH_SUCCESSES } from '../../auth/lib/auth-messages';
import { useAssociateTotp } from '../api/associate-totp';
import { useSetTotp } from '../api/set-totp';

/** Groups the base32 secret in fours, as authenticator apps show it, so it is easier to type. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** MFA on/off (spec part 1 §2 settings): pair an authenticator app with its first code; a current code turns it off. */
export function MfaSettings({ enabled }: { enabled: boolean }) {
  const [pairing, setPairing] = useState<TotpAssociateResponse>();
  const [disabling, setDisabling] = useState(false);
  const [code, setCode] = useState('');
  const [alert, setAlert] = useState<AuthAlert>();
  const associate = useAssociateTotp();
  const setTotp = useSetTotp();
  const sending = useRef(false);

  const close = () => {
    setPairing(undefined);
    setDisabling(false);
    setCode('');
    setAlert(undefined);
  };

  const start = () => {
    setAlert(undefined);
    associate.mutate(undefined, { onSuccess: setPairing, onError: (error) => setAlert(alertOf(error)) });
  };

  const submit = (value: string) => {
    const parsed = VerificationCodeSchema.safeParse(value);
    if (!parsed.success) return setAlert({ tone: 'error', message: parsed.error.issues[0]?.message ?? '' });
    if (sending.current) return;
    sending.current = true;
    setAlert(undefined);
    setTotp.mutate(
      { action: pairing ? 'verify' : 'disable', code: parsed.data },
      {
        onSuccess: ({ mfaEnabled }) => {
          notifications.show({ color: 'green', message: mfaEnabled ? AUTH_SUCCESSES.mfaVerified : 'Two-factor authentication is off.' });
          close();
        },
        onError: (error) => {
          setAlert(authCode(error) === 'CodeMismatchException' ? { tone: 'error', message: AUTH_MESSAGES.mfaCodeMismatch } : alertOf(error));
          setCode('');
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  const codeForm = (label: string, action: string) => (
    <Stack gap="md" maw={420}>
      {alert ? <FormAlert tone={alert.tone}>{alert.message}</FormAlert> : null}
      <CodeInput label={label} value={code} onChange={setCode} onComplete={submit} disabled={setTotp.isPending} autoFocus />
      <Group gap="sm">
        <Button onClick={() => submit(code)} loading={setTotp.isPending}>
          {action}
        </Button>
        <Button variant="subtle" color="gray" onClick={close}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );

  if (pairing) {
    return (
      <Stack gap="lg">
        <Text size="sm">1. Scan this QR code with your authenticator app (Google Authenticator, 1Password, Authy…).</Text>
        <Group align="flex-start" gap="lg" wrap="wrap">
          <Image src={pairing.qrCodeDataUrl} alt="QR code to add Caskmark to your authenticator app" w={180} h={180} radius="md" bg="white" p={6} />
          <Stack gap={6} style={{ flex: '1 1 220px' }}>
            <Text size="sm" c="dimmed">
              Can&apos;t scan it? Type this key instead:
            </Text>
            <Code block aria-label="Secret key" data-secret={pairing.secretCode} style={{ fontSize: 15, letterSpacing: 1, wordBreak: 'break-all' }}>
              {grouped(pairing.secretCode)}
            </Code>
          </Stack>
        </Group>
        <Text size="sm">2. Enter the six-digit code the app shows.</Text>
        {codeForm('Authenticator code', 'TURN ON')}
      </Stack>
    );
  }

  if (disabling) {
    return (
      <Stack gap="md">
        <Text size="sm">Enter a current code from your authenticator app to turn two-factor authentication off.</Text>
        {codeForm('Authenticator code', 'TURN OFF')}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {alert ? <FormAlert tone={alert.tone}>{alert.message}</FormAlert> : null}
      <Group gap="md" wrap="wrap">
        <Badge size="lg" variant="light" color={enabled ? 'green' : 'gray'}>
          {enabled ? 'On' : 'Off'}
        </Badge>
        {enabled ? (
          <Button variant="outline" color="red" onClick={() => setDisabling(true)}>
            Turn off
          </Button>
        ) : (
          <Button onClick={start} loading={associate.isPending}>
            Turn on
          </Button>
        )}
      </Group>
    </Stack>
  );
}
