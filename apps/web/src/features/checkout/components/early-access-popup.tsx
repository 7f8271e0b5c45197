import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { EARLY_ACCESS_TITLE } from '@caskmark/shared/forms/early-access';
import { ApiError } from '../../../lib/api-client';
import { useEnterEarlyAccessCode } from '../api/enter-early-access-code';
import { closeEarlyAccess, useEarlyAccessRelease } from '../lib/early-access-store';
import { showCheckoutToast } from '../lib/checkout-toast';

/** The early-access popup 'Enter lobby password' (spec part 1 §2; submit disabled while empty, §5). */
export default function EarlyAccessPopup() {
  const releasePublicPk = useEarlyAccessRelease();
  const [code, setCode] = useState('');
  const enter = useEnterEarlyAccessCode();
  const close = () => {
    setCode('');
    enter.reset();
    closeEarlyAccess();
  };
  return (
    <Modal opened={releasePublicPk !== null} onClose={close} title={EARLY_ACCESS_TITLE} centered radius="lg" zIndex={420}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!releasePublicPk || !code.trim()) return;
          enter.mutate(
            { releasePublicPk, code: code.trim() },
            {
              onSuccess: () => {
                showCheckoutToast('green', 'You are in: the lobby is open to you now.');
                close();
              },
            },
          );
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            This release is not open yet. Collectors with the lobby password can buy before it opens.
          </Text>
          <PasswordInput label="Lobby password" value={code} onChange={(event) => setCode(event.currentTarget.value)} autoComplete="off" data-autofocus />
          {enter.error ? (
            <Alert color="red" variant="light" role="alert">
              {enter.error instanceof ApiError ? enter.error.messages[0] : String(enter.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={!code.trim()} loading={enter.isPending}>
              Submit
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
