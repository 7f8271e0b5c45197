import type { AppContext } from '../../context';
import { AppError } from '../../platform/errors';
import type { CarrierAdapter } from './carrier-adapter';
import { dhlCarrier } from './dhl-carrier';
import { sandboxCarrier } from './sandbox-carrier';

export const CARRIER_OFF_MESSAGE = 'Shipment tracking is not available at the moment.';
const adapters = new WeakMap<AppContext, CarrierAdapter>();

/** The courier of this server (CARRIER_MODE): the sandbox, DHL, or none (503 on carrier calls). */
export function carrierOf(context: AppContext): CarrierAdapter {
  let adapter = adapters.get(context);
  if (!adapter) {
    const { carrierMode, DHL_TRACKING_API_KEY, DHL_EXPRESS_CREDENTIALS } = context.config;
    if (carrierMode === 'sandbox') adapter = sandboxCarrier(context);
    else if (carrierMode === 'dhl' && DHL_TRACKING_API_KEY && DHL_EXPRESS_CREDENTIALS) adapter = dhlCarrier({ trackingApiKey: DHL_TRACKING_API_KEY, expressCredentials: DHL_EXPRESS_CREDENTIALS });
    else throw new AppError({ status: 503, code: 'carrier_unavailable', message: CARRIER_OFF_MESSAGE, nonFieldErrors: [CARRIER_OFF_MESSAGE] });
    adapters.set(context, adapter);
  }
  return adapter;
}
