import type { AppContext } from '../../context';
import { AppError } from '../../platform/errors';
import type { PspAdapter } from './psp-adapter';
import { sandboxAdapter } from './sandbox-adapter';

export const CARD_PAYMENTS_OFF_MESSAGE = 'Card payments are not available at the moment.';

const adapters = new WeakMap<AppContext, PspAdapter>();

/** The card processor of this server (PSP_MODE): the sandbox, or none (503 on card calls). */
export function pspOf(context: AppContext): PspAdapter {
  let adapter = adapters.get(context);
  if (!adapter) {
    if (context.config.pspMode !== 'sandbox') throw new AppError({ status: 503, code: 'psp_unavailable', message: CARD_PAYMENTS_OFF_MESSAGE, nonFieldErrors: [CARD_PAYMENTS_OFF_MESSAGE] });
    adapter = sandboxAdapter(context);
    adapters.set(context, adapter);
  }
  return adapter;
}
