/** A partner code from /newsletter/{partner}: letters, digits and dashes, as the API accepts it. */
export const PARTNER_CODE_PATTERN = /^[a-z0-9][a-z0-9-]{0,99}$/i;

export function isPartnerCode(value: string | undefined): value is string {
  return value !== undefined && PARTNER_CODE_PATTERN.test(value);
}

/** 'glen-aurora' → 'Glen Aurora', for partners that are not one of our producers. */
export function partnerDisplayName(code: string, brands: ReadonlyArray<{ slug: string; name: string }> = []): string {
  const brand = brands.find((candidate) => candidate.slug.toLowerCase() === code.toLowerCase());
  if (brand) return brand.name;
  return code
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
