import { shippingCoverage, requiresHongKongLicence, type ShippingDestination, type ShippingRefusal } from '../reference/shipping-coverage';

/**
 * The courier's tariff for one bottle from the Caskmark warehouse in the United States (decision 271):
 * a base per zone plus a price per started half kilogram, then the spec's $9/kg for Anchorage and
 * Hawaii. The server computes every price; the browser only shows what it is told.
 */
export const SHIPPING_ZONES = {
  /** Contiguous United States. */
  domestic: { baseCents: 35_00, perHalfKgCents: 3_00 },
  /** Europe, the UK, Israel, the Atlantic islands. */
  europe: { baseCents: 85_00, perHalfKgCents: 9_00 },
  /** Asia-Pacific, Africa, the Americas outside the US, the Pacific islands. */
  worldwide: { baseCents: 120_00, perHalfKgCents: 12_00 },
} as const;
export type ShippingZone = keyof typeof SHIPPING_ZONES;

const EUROPE = new Set(['GBR', 'AUT', 'BEL', 'CYP', 'CZE', 'DEU', 'GIB', 'GRC', 'GRL', 'ISL', 'ISR', 'LIE', 'LUX', 'MLT', 'NOR', 'PRT', 'SMR', 'SVN', 'CHE', 'VAT', 'BMU', 'FLK']);

export function shippingZoneOf(countryAlpha3: string): ShippingZone {
  const code = countryAlpha3.trim().toUpperCase();
  if (code === 'USA') return 'domestic';
  return EUROPE.has(code) ? 'europe' : 'worldwide';
}

export const HONG_KONG_LICENCE_REQUIRED_MESSAGE = 'Hong Kong requires a license for spirits over 30% alcohol by volume. Please enter your license number.';

export interface ShippingQuoteInput extends ShippingDestination {
  /** The bottle's shipping weight. */
  weightKg: number;
  /** The bottle's alcohol by volume, in percent. */
  abv: number;
  /** The licence number a Hong Kong buyer holds, if any. */
  hongKongLicence?: string | null;
}

export type ShippingQuote =
  | { ok: true; zone: ShippingZone; baseCents: number; weightCents: number; surchargeCents: number; totalCents: number; notes: string[] }
  | { ok: false; reason: ShippingRefusal | 'licence_required'; message: string };

/** Half kilograms, counted up (a 1.6 kg bottle is 4 halves); never fewer than one. */
export function billableHalfKilograms(weightKg: number): number {
  return Math.max(1, Math.ceil(Math.round(weightKg * 1000) / 500));
}

/**
 * The shipping fee of one bottle to a destination, or why it cannot go there: the same coverage rules
 * as the form (countries, US states, Alaska outside Anchorage) and the Hong Kong licence above 30 % ABV.
 * The remote-state surcharge is per started kilogram.
 */
export function quoteShipping(input: ShippingQuoteInput): ShippingQuote {
  const coverage = shippingCoverage(input);
  if (!coverage.deliverable) return { ok: false, reason: coverage.reason, message: coverage.message };
  if (requiresHongKongLicence(input.countryAlpha3, input.abv) && !input.hongKongLicence?.trim()) {
    return { ok: false, reason: 'licence_required', message: HONG_KONG_LICENCE_REQUIRED_MESSAGE };
  }
  const zone = shippingZoneOf(input.countryAlpha3);
  const tariff = SHIPPING_ZONES[zone];
  const weightCents = billableHalfKilograms(input.weightKg) * tariff.perHalfKgCents;
  const surchargeCents = coverage.surchargeCentsPerKg * Math.max(1, Math.ceil(Math.round(input.weightKg * 1000) / 1000));
  return {
    ok: true,
    zone,
    baseCents: tariff.baseCents,
    weightCents,
    surchargeCents,
    totalCents: tariff.baseCents + weightCents + surchargeCents,
    notes: coverage.notes,
  };
}
