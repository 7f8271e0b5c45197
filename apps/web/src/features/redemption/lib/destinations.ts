import { PICKUP_LOCATIONS, type PickupLocation } from '@caskmark/shared/reference/pickup-locations';
import { COUNTRIES, countryName } from '@caskmark/shared/reference/countries';
import { shippingCoverage, SUPPORTED_SHIPPING_COUNTRY_CODES } from '@caskmark/shared/reference/shipping-coverage';

/** The delivery countries (spec part 1 §9, the supported list), by name. */
export const DELIVERY_COUNTRY_OPTIONS = SUPPORTED_SHIPPING_COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code) })).sort((a, b) =>
  a.label.localeCompare(b.label),
);

/** The pickup locations grouped by country, each labelled with its city. */
export const PICKUP_LOCATION_OPTIONS = Object.entries(
  PICKUP_LOCATIONS.reduce<Record<string, { value: string; label: string }[]>>((groups, location) => {
    (groups[location.country.name] ??= []).push({ value: location.publicPk, label: pickupLabel(location) });
    return groups;
  }, {}),
).map(([group, items]) => ({ group, items }));

export function pickupLabel(location: PickupLocation): string {
  return `${location.name} (${[location.city, location.state].filter(Boolean).join(', ')})`;
}

export function pickupAddress(location: PickupLocation): string {
  return [location.address, location.city, [location.state, location.zipCode].filter(Boolean).join(' '), location.country.name].filter(Boolean).join(', ');
}

/**
 * What the delivery country list says when the typed name matches no supported country: the server's
 * own refusal for a country we do not ship to ('We cannot ship to Canada.'), else a general line.
 */
export function deliveryCountryNotFound(search: string): string {
  const wanted = search.trim().toLowerCase();
  const match = wanted.length >= 3 ? COUNTRIES.find((country) => country.name.toLowerCase().startsWith(wanted)) : undefined;
  if (match) {
    const coverage = shippingCoverage({ countryAlpha3: match.alpha3 });
    if (!coverage.deliverable) return coverage.message;
  }
  return 'We do not ship there yet';
}
