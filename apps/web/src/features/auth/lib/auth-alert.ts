import { isRateLimited, serverMessage } from './auth-messages';

export interface AuthAlert {
  tone: 'error' | 'wait' | 'success' | 'warning';
  message: string;
}

/** A 429 shows as a wait with the limiter's text (which says how long); anything else as an error. */
export function alertOf(error: unknown, message?: string): AuthAlert {
  if (isRateLimited(error)) return { tone: 'wait', message: serverMessage(error) };
  return { tone: 'error', message: message ?? serverMessage(error) };
}
