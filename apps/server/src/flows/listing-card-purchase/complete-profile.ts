import { PROFILE_REQUIRED_MESSAGE } from '@caskmark/shared/rules/payment-methods';
import type { AppContext } from '../../context';
import { hasCompleteProfile } from '../../modules/accounts/public';
import { badRequest } from '../../platform/errors';

/** Card payments need a complete profile (spec part 2 §6), as the checkout's card calls do. */
export async function requireCompleteProfile(context: AppContext, userPk: string): Promise<void> {
  if (!(await hasCompleteProfile(context.db, userPk))) throw badRequest(PROFILE_REQUIRED_MESSAGE, { code: 'profile_incomplete' });
}
