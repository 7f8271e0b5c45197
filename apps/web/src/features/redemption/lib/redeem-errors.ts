import { CREATE_REDEMPTION_ERROR_MESSAGE } from '@caskmark/shared/forms/redeem';
import { ApiError } from '../../../lib/api-client';

export interface RedeemFailure {
  message: string;
  /** The server's reasons (userAlerts), shown as warnings under the message. */
  warnings: string[];
}

/**
 * A failed create-redemption call (spec part 1 §8 "Redeem"): 'We are having trouble processing your
 * request!' with any userAlerts shown as warnings. A form problem the server found (its own texts,
 * e.g. the spec's two create messages) is shown as the warning.
 */
export function redeemFailureOf(error: unknown): RedeemFailure {
  if (!(error instanceof ApiError)) return { message: CREATE_REDEMPTION_ERROR_MESSAGE, warnings: [] };
  const body = (error.body ?? {}) as { userAlerts?: unknown };
  const alerts = Array.isArray(body.userAlerts) ? body.userAlerts.map(String) : [];
  const warnings = alerts.length ? alerts : error.status < 500 ? error.messages.filter((text) => text !== CREATE_REDEMPTION_ERROR_MESSAGE) : [];
  return { message: CREATE_REDEMPTION_ERROR_MESSAGE, warnings: [...new Set(warnings)] };
}

/** Field errors of a 400 answer ({field: [message]}), for the form. */
export function redeemFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.body || typeof error.body !== 'object') return {};
  const found: Record<string, string> = {};
  for (const [field, value] of Object.entries(error.body as Record<string, unknown>)) {
    if (['nonFieldErrors', 'userAlerts', 'code', 'message', 'detail'].includes(field)) continue;
    if (Array.isArray(value) && value.length) found[field] = String(value[0]);
  }
  return found;
}
