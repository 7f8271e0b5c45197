/** The four fields whose touch the profile's SUBMIT waits for (spec part 2 §5). */
export const REQUIRED_PROFILE_FIELDS = ['firstName', 'lastName', 'city', 'country'] as const;

export interface RequiredFieldState {
  touched: boolean;
  value: string;
  error?: string;
}

/**
 * SUBMIT is enabled only when the four required fields are touched and none has an error. A field
 * already saved counts as touched: a returning collector should not have to click through every box
 * to change one (docs/decisions/083).
 */
export function requiredFieldsReady(fields: RequiredFieldState[]): boolean {
  return fields.every((field) => !field.error && (field.touched || field.value.trim() !== ''));
}
