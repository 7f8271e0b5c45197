import { Alert } from '@mantine/core';
import { INSUFFICIENT_FUNDS_MESSAGE, NO_FUNDING_SOURCE_MESSAGE } from '@caskmark/shared/rules/funds-check';

/**
 * The funds warnings of every bid drawer (spec part 1 §5): no connected wallet and no approved
 * pre-approval, or not enough funds for the amount offered. Shown, never trusted: the server checks again.
 */
export function FundsAlerts({ hasFundingSource, insufficient }: { hasFundingSource: boolean; insufficient: boolean }) {
  if (!hasFundingSource) {
    return (
      <Alert color="yellow" variant="light">
        {NO_FUNDING_SOURCE_MESSAGE}
      </Alert>
    );
  }
  if (!insufficient) return null;
  return (
    <Alert color="yellow" variant="light">
      {INSUFFICIENT_FUNDS_MESSAGE}
    </Alert>
  );
}
