import { useMutation } from '@tanstack/react-query';
import { NEWSLETTER_DUPLICATE_MESSAGE, type NewsletterSignup } from '@caskmark/shared/api/communication';
import { ApiError, apiRequest } from '../api-client';

/** The server's answer to a second sign-up with the same e-mail ({@link NEWSLETTER_DUPLICATE_MESSAGE}); the spec counts it as success. */

export function isDuplicateSignup(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && error.messages.includes(NEWSLETTER_DUPLICATE_MESSAGE);
}

/** Resolves for a new or an existing subscription; any other refusal is thrown as ApiError. */
export async function subscribeToNewsletter(signup: NewsletterSignup): Promise<{ alreadySubscribed: boolean }> {
  try {
    await apiRequest('/api/communication/v1/newsletter', { method: 'POST', body: signup, anonymous: true });
    return { alreadySubscribed: false };
  } catch (error) {
    if (isDuplicateSignup(error)) return { alreadySubscribed: true };
    throw error;
  }
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
