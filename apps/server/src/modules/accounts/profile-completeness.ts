import { eq } from 'drizzle-orm';
import { userDetails, type DbOrTx } from '@caskmark/db';

/**
 * Card and wire payments need a complete profile (spec part 1 §5): the profile form saved with a
 * first and last name, date of birth, country and city.
 */
export async function hasCompleteProfile(db: DbOrTx, userPk: string): Promise<boolean> {
  const [row] = await db.select().from(userDetails).where(eq(userDetails.userPk, userPk));
  return Boolean(row && row.firstName.trim() && row.lastName.trim() && row.dob && row.country.trim() && row.city.trim());
}
