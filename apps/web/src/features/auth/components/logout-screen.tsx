import { Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useAuth } from '../../../lib/auth-session';

/** Signs out (server and local storage), then `onDone` (the page goes to /, the popup closes). */
export function LogoutScreen({ onDone }: { onDone: () => void }) {
  const { signOut } = useAuth();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut().finally(onDone);
  }, [signOut, onDone]);
  return (
    <Stack align="center" gap="md" py={64} role="status">
      <Loader color="cask" />
      <Text c="dimmed">Signing you out…</Text>
    </Stack>
  );
}
