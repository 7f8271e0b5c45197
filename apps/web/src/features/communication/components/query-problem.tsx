import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ApiError, GENERIC_ERROR } from '../../../lib/api-client';

/** A failed load with the server's message (spec part 1 §8) and a way to try again. */
export function QueryProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message = error instanceof ApiError ? error.message : GENERIC_ERROR;
  return (
    <Alert color="red" variant="light" radius="lg" icon={<IconAlertTriangle size={18} />} title={message}>
      <Button size="xs" variant="light" color="red" mt="xs" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
