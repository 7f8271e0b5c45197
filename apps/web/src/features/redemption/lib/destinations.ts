import { PICKUP_LOCATIONS, type PickupLocation } from '@caskmark/shared/reference/pickup-locations';
import { countryName } from '@caskmark/shared/reference/countries';
import { SUPPORTED_SHIPPING_COUNTRY_CODES } from '@caskmark/shared/reference/shipping-coverage';

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
