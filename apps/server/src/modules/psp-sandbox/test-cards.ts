/**
 * The sandbox's test cards (README "Test cards"). Any other number that passes the Luhn check is
 * approved without a challenge; a number that fails it is refused by the hosted fields.
 */
export type CardScenario = 'approve' | 'decline' | 'fraud' | 'challenge' | 'challenge_fail' | 'timeout';
export type CardBrand = '001' | '002' | '003';

export const TEST_CARDS: Record<string, { scenario: CardScenario; label: string }> = {
  '4111111111111111': { scenario: 'approve', label: 'Visa, approved (frictionless 3-D Secure)' },
  '5555555555554444': { scenario: 'approve', label: 'Mastercard, approved' },
  '378282246310005': { scenario: 'approve', label: 'American Express, approved' },
  '4000000000000002': { scenario: 'decline', label: 'Visa, declined by the issuer' },
  '4000000000009995': { scenario: 'fraud', label: 'Visa, declined: the processor flags fraud' },
  '4000000000003220': { scenario: 'challenge', label: 'Visa, 3-D Secure challenge (code 1234 passes, anything else fails)' },
  '4000000000003238': { scenario: 'challenge_fail', label: 'Visa, 3-D Secure challenge that always fails' },
  '4000000000000119': { scenario: 'timeout', label: 'Visa, the authorization is made but its answer never arrives (timeout)' },
};

/** The code the sandbox's challenge page accepts. */
export const CHALLENGE_CODE = '1234';

export function digitsOnly(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function passesLuhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Visa 4…, Mastercard 51–55 and 2221–2720, American Express 34/37; others are not accepted. */
export function brandOf(number: string): CardBrand | null {
  if (/^4\d{12}(\d{3}){0,2}$/.test(number)) return '001';
  if (/^3[47]\d{13}$/.test(number)) return '003';
  if (/^5[1-5]\d{14}$/.test(number)) return '002';
  const prefix = Number(number.slice(0, 4));
  if (number.length === 16 && prefix >= 2221 && prefix <= 2720) return '002';
  return null;
}

export function scenarioOf(number: string): CardScenario {
  return TEST_CARDS[number]?.scenario ?? 'approve';
}

export function securityCodeValid(brand: CardBrand, code: string): boolean {
  return brand === '003' ? /^\d{4}$/.test(code) : /^\d{3}$/.test(code);
}
