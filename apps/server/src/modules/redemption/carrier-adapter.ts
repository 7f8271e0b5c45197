/**
 * The courier as the redemption domain sees it (decision 272): book a parcel (a waybill and label),
 * hand it over, and track it. The sandbox (modules/carrier-sandbox) and DHL's APIs implement it;
 * CARRIER_MODE chooses. Everything else in the server speaks only this interface.
 */
export interface CarrierBooking {
  /** Our reference, one booking per reference (the redemption's publicPk). */
  reference: string;
  destinationCountry: string;
  destinationCity: string;
  destinationPostcode: string;
  weightKg: number;
  /** Who receives it (the label needs it; the sandbox ignores it). */
  recipient: { name: string; phone: string; addressLines: string[]; state: string };
}

export interface CarrierScan {
  statusCode: string;
  description: string;
  location: string;
  timestamp: Date;
}

export interface TrackedShipment {
  trackingNumber: string;
  service: string;
  status: 'pre-transit' | 'transit' | 'delivered';
  /** Oldest first. */
  events: CarrierScan[];
}

export interface CarrierAdapter {
  /** The carrier's name as collectors see it. */
  readonly name: string;
  bookShipment(booking: CarrierBooking): Promise<{ trackingNumber: string }>;
  /** The parcel leaves the warehouse; false when the carrier does not know the waybill. */
  handOver(trackingNumber: string): Promise<boolean>;
  /** Null when the carrier does not know the waybill. */
  track(trackingNumber: string): Promise<TrackedShipment | null>;
}
