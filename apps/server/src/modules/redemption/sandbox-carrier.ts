import type { AppContext } from '../../context';
import { bookSandboxShipment, handOverSandboxShipment, trackSandboxShipment } from '../carrier-sandbox/public';
import type { CarrierAdapter } from './carrier-adapter';

/** The built-in sandbox courier (no network hop), exactly as the DHL adapter is used. */
export function sandboxCarrier(context: AppContext): CarrierAdapter {
  return {
    name: 'DHL',
    bookShipment: (booking) => bookSandboxShipment(context, booking),
    handOver: (trackingNumber) => handOverSandboxShipment(context, trackingNumber),
    track: (trackingNumber) => trackSandboxShipment(context, trackingNumber),
  };
}
