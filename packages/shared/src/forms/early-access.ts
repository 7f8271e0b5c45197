import { z } from 'zod';
import { requiredText } from './fields';

export const EARLY_ACCESS_TITLE = 'Enter lobby password';
export const EARLY_ACCESS_REQUIRED_MESSAGE = 'Please enter the lobby password';

/** PUT /api/release/v2/{pk}/lobby/early-access/code {code}; submit is disabled while empty. */
export const EarlyAccessFormSchema = z.object({
  code: requiredText(EARLY_ACCESS_REQUIRED_MESSAGE, 100),
});
export type EarlyAccessForm = z.output<typeof EarlyAccessFormSchema>;
