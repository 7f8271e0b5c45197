import { findCountryByAlpha3 } from '@caskmark/shared/reference/countries';
import type { CarrierAdapter, CarrierBooking, CarrierScan, TrackedShipment } from './carrier-adapter';

/**
 * DHL Express behind the carrier interface (CARRIER_MODE=dhl): waybills from the MyDHL API, tracking
 * from DHL's Shipment Tracking (unified) API. Not exercised by the tests (they use the sandbox); the
 * shapes follow DHL's published API references.
 */
const TRACKING_URL = 'https://api-eu.dhl.com/track/shipments';
const SHIPMENTS_URL = 'https://express.api.dhl.com/mydhlapi/shipments';
const WAREHOUSE = { postalCode: '40209', cityName: 'Louisville', countryCode: 'US', addressLine1: '1 Bonded Warehouse Way', provinceCode: 'KY' };

interface DhlTrackingEvent {
  timestamp: string;
  statusCode?: string;
  status?: string;
  description?: string;
  location?: { address?: { addressLocality?: string } };
}

function scanOf(event: DhlTrackingEvent): CarrierScan {
  return {
    statusCode: event.statusCode ?? event.status ?? '',
    description: event.description ?? event.status ?? '',
    location: event.location?.address?.addressLocality ?? '',
    timestamp: new Date(event.timestamp),
  };
}

/** The MyDHL API wants ISO alpha-2 country codes. */
const alpha2 = (alpha3: string) => findCountryByAlpha3(alpha3)?.alpha2 ?? alpha3;

export function dhlCarrier(options: { trackingApiKey: string; expressCredentials: string; fetch?: typeof fetch }): CarrierAdapter {
  const call = options.fetch ?? fetch;
  const [userPassword, account] = options.expressCredentials.split('@') as [string, string];
  const authorization = `Basic ${Buffer.from(userPassword).toString('base64')}`;
  return {
    name: 'DHL',
    async bookShipment(booking: CarrierBooking) {
      const domestic = booking.destinationCountry.toUpperCase() === 'USA';
      const response = await call(SHIPMENTS_URL, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', 'Message-Reference': booking.reference.padEnd(28, '0').slice(0, 36) },
        body: JSON.stringify({
          plannedShippingDateAndTime: new Date(Date.now() + 86_400_000).toISOString().replace(/\.\d+Z$/, ' GMT+00:00'),
          pickup: { isRequested: false },
          productCode: domestic ? 'N' : 'P',
          accounts: [{ typeCode: 'shipper', number: account }],
          customerReferences: [{ value: booking.reference, typeCode: 'CU' }],
          customerDetails: {
            shipperDetails: { postalAddress: WAREHOUSE, contactInformation: { companyName: 'Caskmark', fullName: 'Caskmark Fulfilment', phone: '+15025550100' } },
            receiverDetails: {
              postalAddress: {
                postalCode: booking.destinationPostcode,
                cityName: booking.destinationCity,
                countryCode: alpha2(booking.destinationCountry),
                addressLine1: booking.recipient.addressLines[0] ?? '',
                ...(booking.recipient.addressLines[1] ? { addressLine2: booking.recipient.addressLines[1] } : {}),
                ...(booking.recipient.state ? { provinceCode: booking.recipient.state } : {}),
              },
              contactInformation: { fullName: booking.recipient.name, phone: booking.recipient.phone, companyName: booking.recipient.name },
            },
          },
          content: {
            packages: [{ weight: booking.weightKg, dimensions: { length: 40, width: 15, height: 15 } }],
            isCustomsDeclarable: !domestic,
            declaredValue: 1,
            declaredValueCurrency: 'USD',
            description: 'One bottle of wine or spirits',
            incoterm: 'DAP',
            unitOfMeasurement: 'metric',
          },
        }),
      });
      if (!response.ok) throw new Error(`DHL booking failed: ${response.status} ${await response.text()}`);
      const body = (await response.json()) as { shipmentTrackingNumber?: string };
      if (!body.shipmentTrackingNumber) throw new Error('DHL booking answered no waybill');
      return { trackingNumber: body.shipmentTrackingNumber };
    },
    // DHL learns of the hand-over from its own pickup scan; a waybill we booked is trusted.
    handOver: async () => true,
    async track(trackingNumber: string): Promise<TrackedShipment | null> {
      const response = await call(`${TRACKING_URL}?trackingNumber=${encodeURIComponent(trackingNumber)}&service=express`, { headers: { 'DHL-API-Key': options.trackingApiKey, accept: 'application/json' } });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`DHL tracking failed: ${response.status}`);
      const body = (await response.json()) as { shipments?: Array<{ id: string; service: string; status?: DhlTrackingEvent; events?: DhlTrackingEvent[] }> };
      const shipment = body.shipments?.[0];
      if (!shipment) return null;
      const events = (shipment.events ?? []).map(scanOf).reverse();
      const code = shipment.status?.statusCode ?? '';
      return { trackingNumber: shipment.id, service: shipment.service, status: code === 'delivered' ? 'delivered' : code === 'pre-transit' ? 'pre-transit' : 'transit', events };
    },
  };
}
