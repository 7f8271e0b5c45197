import { GIFT_TEXTS } from '@caskmark/shared/api/gifts';
import { ApiError } from '../../../lib/api-client';

/** Spec part 2 §8: a gift creation error shows each nonFieldErrors message. */
export function giftCreationMessages(error: unknown): string[] {
  if (error instanceof ApiError) {
    const nonField = error.fieldMessages('nonFieldErrors');
    return nonField.length ? nonField : error.messages;
  }
  return [GIFT_TEXTS.failed];
}

/** Resend: a 400 with userAlerts shows the first alert, else 'Oops, something went wrong.'. */
export function resendErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) return error.fieldMessages('userAlerts')[0] ?? GIFT_TEXTS.failed;
  return GIFT_TEXTS.failed;
}

/** Accept or reject: a 404 reads 'Gift has been cancelled'; otherwise the server's message. */
export function answerErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return GIFT_TEXTS.cancelled;
    return error.fieldMessages('userAlerts')[0] ?? error.messages[0] ?? GIFT_TEXTS.failed;
  }
  return GIFT_TEXTS.failed;
}
