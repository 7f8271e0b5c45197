import { Alert, Button } from '@mantine/core';
import { useState } from 'react';
import { REDEMPTION_REVIEW_PROMPT } from '@caskmark/shared/api/redemption';
import { shouldPromptRedemptionReview, type RedemptionStatus } from '@caskmark/shared/rules/redemption';
import { readStored, STORAGE_KEYS, writeStored } from '../../../lib/storage';
import { reviewPageUrl } from '../lib/request-view';

/** 'How was your experience? Leave us a review' once delivered and not yet reviewed; the choice is kept in this browser. */
export function ReviewPrompt({ status, orderNumber }: { status: RedemptionStatus; orderNumber: string }) {
  const [reviewed, setReviewed] = useState(() => readStored(STORAGE_KEYS.redemptionReviewed) === '1');
  if (!shouldPromptRedemptionReview(status, reviewed)) return null;
  return (
    <Alert color="cask" variant="light" title={REDEMPTION_REVIEW_PROMPT}>
      <Button
        component="a"
        href={reviewPageUrl(import.meta.env, orderNumber)}
        target="_blank"
        rel="noopener noreferrer"
        size="xs"
        mt="xs"
        onClick={() => {
          writeStored(STORAGE_KEYS.redemptionReviewed, '1');
          setReviewed(true);
        }}
      >
        Leave a review
      </Button>
    </Alert>
  );
}
