/** Legal drinking age used when a country has no entry below (spec part 1 §5, part 2 §9). */
export const DEFAULT_MINIMUM_DRINKING_AGE = 18;

const MINIMUM_AGE_BY_COUNTRY: Readonly<Record<string, number>> = {
  USA: 21,
  AUT: 16,
  BRB: 16,
  BEL: 16,
  LUX: 16,
  REU: 16,
  CHE: 16,
  SMR: 16,
  CYP: 17,
  MLT: 17,
  ISL: 20,
  JPN: 20,
  KOR: 20,
};

/** Minimum legal drinking age in whole years for an alpha-3 country code (case-insensitive); 18 for any other code. */
export function minimumDrinkingAge(countryAlpha3: string | null | undefined): number {
  if (!countryAlpha3) return DEFAULT_MINIMUM_DRINKING_AGE;
  return MINIMUM_AGE_BY_COUNTRY[countryAlpha3.trim().toUpperCase()] ?? DEFAULT_MINIMUM_DRINKING_AGE;
}
