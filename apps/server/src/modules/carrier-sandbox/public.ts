/**
 * The carrier sandbox (decision 272): a DHL-Express-shaped courier with its own tables that books
 * waybills, plans each parcel's scans from the hand-over and answers tracking on the business clock.
 * It stands where DHL's APIs would; only the redemption domain's carrier adapter may call it.
 */
export { bookSandboxShipment, handOverSandboxShipment, trackSandboxShipment, type SandboxBooking, type SandboxScan, type SandboxTracking } from './shipments';
export { planEvents, ORIGIN as SANDBOX_ORIGIN } from './event-plan';
