import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClockPause } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The one message area of an auth form: errors, the rate-limit wait, or a success note. */
export function FormAlert({ tone, children }: { tone: 'error' | 'wait' | 'success' | 'warning'; children: ReactNode }) {
  const color = tone === 'error' ? 'red' : tone === 'success' ? 'green' : 'yellow';
  const Icon = tone === 'success' ? IconCircleCheck : tone === 'wait' ? IconClockPause : IconAlertTriangle;
  return (
    <Alert color={color} variant="light" icon={<Icon size={18} aria-hidden="true" />} role={tone === 'success' ? 'status' : 'alert'}>
      {children}
    </Alert>
  );
}
