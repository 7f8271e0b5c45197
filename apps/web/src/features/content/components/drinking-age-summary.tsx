import { COUNTRIES } from '@caskmark/shared/reference/countries';
import { DEFAULT_MINIMUM_DRINKING_AGE, minimumDrinkingAge } from '@caskmark/shared/reference/drinking-age';

const and = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}` : items[0]);

/** "21 in the United States; 16 in Austria, …; and 18 everywhere else", from the shared age table. */
function drinkingAgeSentence(): string {
  const byAge = new Map<number, string[]>();
  for (const country of COUNTRIES) {
    const age = minimumDrinkingAge(country.alpha3);
    if (age === DEFAULT_MINIMUM_DRINKING_AGE) continue;
    byAge.set(age, [...(byAge.get(age) ?? []), country.alpha3 === 'USA' ? 'the United States' : country.name]);
  }
  const groups = [...byAge.entries()]
    .sort(([a], [b]) => b - a)
    .map(([age, names]) => `${age} in ${and(names)}`);
  return `${groups.join('; ')}; and ${DEFAULT_MINIMUM_DRINKING_AGE} everywhere else`;
}

export const DRINKING_AGE_SENTENCE = drinkingAgeSentence();
