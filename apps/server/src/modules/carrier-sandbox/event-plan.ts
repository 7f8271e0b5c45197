/**
 * The scans a parcel goes through once the warehouse hands it over, as offsets from the hand-over
 * (business time). DHL Express status codes: PU picked up, PL processed, DF departed facility, AF
 * arrived at facility, CC customs cleared, WC with courier (out for delivery), OK delivered.
 */
export interface PlannedEvent {
  statusCode: string;
  description: string;
  location: string;
  afterHours: number;
}

const HOUR = 1;
/** Where redeemed bottles leave from: the Caskmark bonded warehouse. */
export const ORIGIN = { country: 'USA', city: 'Louisville', location: 'LOUISVILLE, KY - USA' } as const;

/** Domestic parcels arrive in about a day and a half, international ones in about three days. */
export function planEvents(destinationCountry: string, destinationCity: string): PlannedEvent[] {
  const destination = `${destinationCity.toUpperCase()} - ${destinationCountry.toUpperCase()}`;
  const start: PlannedEvent[] = [
    { statusCode: 'PU', description: 'Shipment picked up', location: ORIGIN.location, afterHours: 0 },
    { statusCode: 'PL', description: 'Processed at LOUISVILLE - USA', location: ORIGIN.location, afterHours: 4 * HOUR },
    { statusCode: 'DF', description: 'Departed Facility in LOUISVILLE - USA', location: ORIGIN.location, afterHours: 9 * HOUR },
  ];
  if (destinationCountry.toUpperCase() === ORIGIN.country) {
    return [
      ...start,
      { statusCode: 'AF', description: `Arrived at Delivery Facility in ${destination}`, location: destination, afterHours: 22 * HOUR },
      { statusCode: 'WC', description: 'Shipment is out with courier for delivery', location: destination, afterHours: 30 * HOUR },
      { statusCode: 'OK', description: 'Delivered', location: destination, afterHours: 34 * HOUR },
    ];
  }
  return [
    ...start,
    { statusCode: 'AF', description: `Arrived at DHL Sort Facility in ${destination}`, location: destination, afterHours: 30 * HOUR },
    { statusCode: 'CC', description: 'Clearance processing complete', location: destination, afterHours: 44 * HOUR },
    { statusCode: 'WC', description: 'Shipment is out with courier for delivery', location: destination, afterHours: 62 * HOUR },
    { statusCode: 'OK', description: 'Delivered', location: destination, afterHours: 68 * HOUR },
  ];
}

/** DHL's coarse status of a shipment from its latest scan. */
export function statusOf(latestCode: string | null): 'pre-transit' | 'transit' | 'delivered' {
  if (!latestCode) return 'pre-transit';
  return latestCode === 'OK' ? 'delivered' : 'transit';
}
