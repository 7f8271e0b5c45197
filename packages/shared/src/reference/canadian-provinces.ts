export interface CanadianProvince {
  code: string;
  name: string;
}

/** The 10 provinces and 3 territories with their Canada Post codes, alphabetical by name. */
export const CANADIAN_PROVINCES: readonly CanadianProvince[] = [
  { code: 'AB', name: 'Alberta' },
  { code: 'BC', name: 'British Columbia' },
  { code: 'MB', name: 'Manitoba' },
  { code: 'NB', name: 'New Brunswick' },
  { code: 'NL', name: 'Newfoundland and Labrador' },
  { code: 'NT', name: 'Northwest Territories' },
  { code: 'NS', name: 'Nova Scotia' },
  { code: 'NU', name: 'Nunavut' },
  { code: 'ON', name: 'Ontario' },
  { code: 'PE', name: 'Prince Edward Island' },
  { code: 'QC', name: 'Quebec' },
  { code: 'SK', name: 'Saskatchewan' },
  { code: 'YT', name: 'Yukon' },
];

const provinceByCode = new Map(CANADIAN_PROVINCES.map((province) => [province.code, province]));

/** The province or territory for a code (case-insensitive), or undefined. */
export function findCanadianProvince(code: string): CanadianProvince | undefined {
  return provinceByCode.get(code.trim().toUpperCase());
}
