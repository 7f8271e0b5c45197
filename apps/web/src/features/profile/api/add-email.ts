import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Wallet accounts add a communication e-mail; the others change the sign-in e-mail (spec part 1 §6). */
export type EmailKind = 'signin' | 'communication';

/** PUT /api/account/v1/{kind}-email/add: sends a code to the new address; 400 answers `{ email: [messages] }`. */
export function addEmail(kind: EmailKind, email: string): Promise<{ email: string; codeSent: true }> {
  return apiRequest(`/api/account/v1/${kind}-email/add`, { method: 'PUT', body: { email } });
}

export function useAddEmail(kind: EmailKind) {
  return useMutation({ mutationFn: (email: string) => addEmail(kind, email) });
}
