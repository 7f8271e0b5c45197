import { Alert, List } from '@mantine/core';
import type { RedeemFailure } from '../lib/redeem-errors';

/** 'We are having trouble processing your request!' with the server's reasons as warnings (spec part 1 §8). */
export function RedeemFailureAlert({ failure }: { failure: RedeemFailure }) {
  return (
    <Alert color="red" variant="light" role="alert" title={failure.message}>
      {failure.warnings.length ? (
        <List size="sm" spacing={4} c="yellow.3">
          {failure.warnings.map((warning) => (
            <List.Item key={warning}>{warning}</List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}
