import { countryName } from './countries';
import { findUsRegion, US_ARMED_FORCES, US_TERRITORIES, type UsState } from './us-states';

/**
 * The supported shipping countries of spec part 1 §9 / part 2 §9 as alpha-3 codes. The spec heads the list
 * "(40)" but names 41 countries (Vatican is the 41st); every named country is supported (decision 010).
 */
export const SUPPORTED_SHIPPING_COUNTRY_CODES: readonly string[] = [
  'USA', 'GBR', 'AUS', 'AUT', 'BRB', 'BEL', 'BMU', 'VGB', 'CYM', 'CXR',
  'CYP', 'CZE', 'FLK', 'DEU', 'GIB', 'GRC', 'GRL', 'HKG', 'ISL', 'ISR',
  'JPN', 'LIE', 'LUX', 'MAC', 'MLT', 'NCL', 'NZL', 'NFK', 'NOR', 'PAN',
  'PRT', 'REU', 'SMR', 'SYC', 'SGP', 'SVN', 'ZAF', 'KOR', 'CHE', 'TWN',
  'VAT',
];

const supported = new Set(SUPPORTED_SHIPPING_COUNTRY_CODES);

/** Whether bottles can be shipped to this country at all (alpha-3, case-insensitive). */
export function isShippingSupported(countryAlpha3: string): boolean {
  return supported.has(countryAlpha3.trim().toUpperCase());
}

/** Hong Kong: spirits above 30 % alcohol by volume need a redemption licence. */
export const HONG_KONG_LICENCE_ABV_THRESHOLD = 30;
export const HONG_KONG_LICENCE_NOTE = 'Hong Kong requires a license for spirits over 30% alcohol by volume.';
export const CUSTOMS_NOTE = "Customs and duties are the buyer's responsibility.";

/** True when shipping this bottle needs the Hong Kong licence (strictly above 30 % ABV). */
export function requiresHongKongLicence(countryAlpha3: string, alcoholByVolumePercent: number): boolean {
  return countryAlpha3.trim().toUpperCase() === 'HKG' && alcoholByVolumePercent > HONG_KONG_LICENCE_ABV_THRESHOLD;
}

export type ShippingRefusal =
  | 'country_not_supported'
  | 'state_required'
  | 'unknown_state'
  | 'state_not_supported'
  | 'outside_anchorage'
  | 'military'
  | 'territory';

export type ShippingCoverage =
  | { deliverable: true; surchargeCentsPerKg: number; notes: string[] }
  | { deliverable: false; reason: ShippingRefusal; message: string };

export interface ShippingDestination {
  countryAlpha3: string;
  /** USPS code for the USA. */
  state?: string | null;
  city?: string | null;
}

const isTerritory = new Set(US_TERRITORIES.map((region) => region.code));
const isMilitary = new Set(US_ARMED_FORCES.map((region) => region.code));

function refuse(reason: ShippingRefusal, message: string): ShippingCoverage {
  return { deliverable: false, reason, message };
}

function usCoverage(stateCode: string | null | undefined, city: string | null | undefined): ShippingCoverage {
  if (!stateCode?.trim()) return refuse('state_required', 'Please select a state to check delivery.');
  const region = findUsRegion(stateCode);
  if (!region) return refuse('unknown_state', `${stateCode} is not a US state.`);
  if (isMilitary.has(region.code)) return refuse('military', 'We cannot ship to military bases.');
  if (isTerritory.has(region.code)) return refuse('territory', `We cannot ship to ${region.name}.`);
  const state = region as UsState;
  if (!state.supported) return refuse('state_not_supported', `We cannot ship to ${state.name}.`);
  if (state.deliverableCities) {
    const wanted = city?.trim().toLowerCase();
    const allowed = state.deliverableCities.map((name) => name.toLowerCase());
    if (!wanted || !allowed.includes(wanted)) {
      return refuse('outside_anchorage', `In ${state.name} we can only ship to ${state.deliverableCities.join(', ')}.`);
    }
  }
  const notes = state.note ? [`${state.name}: ${state.note}.`] : [];
  return { deliverable: true, surchargeCentsPerKg: state.surchargeCentsPerKg ?? 0, notes };
}

/**
 * Whether a bottle can go to this destination, with any per-kg surcharge (US cents) and notes to show.
 * Unknown countries are refused, the US is checked state by state (and Alaska by city).
 */
export function shippingCoverage(destination: ShippingDestination): ShippingCoverage {
  const country = destination.countryAlpha3.trim().toUpperCase();
  if (!isShippingSupported(country)) {
    return refuse('country_not_supported', `We cannot ship to ${countryName(country)}.`);
  }
  if (country === 'USA') return usCoverage(destination.state, destination.city);
  const notes = [CUSTOMS_NOTE];
  if (country === 'HKG') notes.unshift(HONG_KONG_LICENCE_NOTE);
  return { deliverable: true, surchargeCentsPerKg: 0, notes };
}
