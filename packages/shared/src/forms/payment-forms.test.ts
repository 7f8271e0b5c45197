import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BillingFormSchema, isValidPhone } from './billing';
import { cardTypeCode, createCardFormSchema } from './card';
import { toFieldErrors } from './field-errors';
import { WireProofFormSchema } from './wire-proof';

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error);
}

const now = new Date('2026-11-22T12:00:00Z');
const cardSchema = createCardFormSchema({ now });
const card = { fullName: 'Ann Lee', cardNumber: '4242 4242 4242 4242', expirationMonth: '12', expirationYear: '2028', securityCode: '123' };

describe('card form', () => {
  it('requires the name, month and year with the spec messages, and a valid number', () => {
    expect(errorsOf(cardSchema, {})).toMatchObject({
      fullName: ['Please enter your full name'],
      cardNumber: ['Entered Card number is invalid'],
      expirationMonth: ['Please select expiration month'],
      expirationYear: ['Please select expiration year'],
    });
  });

  it.each([
    ['4242424242424242', '001'],
    ['5555555555554444', '002'],
    ['378282246310005', '003'],
  ])('accepts %s as card type %s (Luhn via card-validator)', (cardNumber, type) => {
    const securityCode = type === '003' ? '1234' : '123';
    expect(cardSchema.parse({ ...card, cardNumber, securityCode })).toMatchObject({ cardNumber, cardType: type, expirationMonth: 12, expirationYear: 2028 });
  });

  it('rejects a number that fails the Luhn check and card types the processor does not take', () => {
    expect(errorsOf(cardSchema, { ...card, cardNumber: '4242424242424241' })).toEqual({ cardNumber: ['Entered Card number is invalid'] });
    expect(cardTypeCode('6011111111111117')).toBeNull();
    expect(errorsOf(cardSchema, { ...card, cardNumber: '6011111111111117' })).toEqual({
      cardNumber: ['Only Visa, Mastercard and American Express cards are accepted.'],
    });
  });

  it("refuses an expired card with 'Card expired' and years outside the 30 offered", () => {
    expect(errorsOf(cardSchema, { ...card, expirationMonth: 10, expirationYear: 2026 })).toEqual({ expirationMonth: ['Card expired'] });
    expect(errorsOf(cardSchema, { ...card, expirationMonth: 11, expirationYear: 2026 })).toEqual({});
    expect(errorsOf(cardSchema, { ...card, expirationYear: 2056 })).toEqual({ expirationYear: ['Please select expiration year'] });
    expect(errorsOf(cardSchema, { ...card, expirationYear: 2055 })).toEqual({});
  });

  it('checks the security code length for the card type', () => {
    expect(errorsOf(cardSchema, { ...card, securityCode: '12' })).toEqual({ securityCode: ['Please enter a valid security code'] });
    expect(errorsOf(cardSchema, { ...card, cardNumber: '378282246310005', securityCode: '123' })).toEqual({ securityCode: ['Please enter a valid security code'] });
  });
});

const billing = {
  firstName: 'Ann',
  lastName: 'Lee',
  phone: '+1 (212) 555-0100',
  country: 'USA',
  streetAddress: '1 Main St',
  locality: 'New York',
  administrativeArea: 'NY',
  postalCode: '10001',
};

describe('billing form', () => {
  it('gives each empty field its spec message, and one message without country and state', () => {
    expect(errorsOf(BillingFormSchema, {})).toEqual({
      firstName: ['Please enter your first name'],
      lastName: ['Please enter your last name'],
      phone: ['Please enter your phone number'],
      streetAddress: ['Please enter your street address'],
      locality: ['Please enter your city'],
      postalCode: ['Please enter your zip code'],
      nonFieldErrors: ['Please select your country and state'],
    });
  });

  it.each([
    ['USA', '', false],
    ['USA', 'XX', false],
    ['USA', 'ny', true],
    ['USA', 'AE', true],
    ['CAN', 'QC', true],
    ['CAN', 'NY', false],
    ['GBR', '', true],
    ['GBR', 'Greater London', true],
  ])('country %s with state %j is valid: %s (a list only for US and CA)', (country, administrativeArea, ok) => {
    expect(errorsOf(BillingFormSchema, { ...billing, country, administrativeArea })).toEqual(ok ? {} : { administrativeArea: ['Please select/enter your state'] });
  });

  it.each([
    ['2125550100', true],
    ['+1 212 555 0100', true],
    ['+44 (212) 555-0100 ext. 12', true],
    ['212.555.0100 x99', true],
    ['555-0100', false],
    ['phone', false],
    ['+1 212 555 01000', false],
  ])('phone %s is valid: %s (optional country code, 10 digits, optional extension)', (phone, ok) => {
    expect(isValidPhone(phone)).toBe(ok);
  });
});

describe('wire transfer proof', () => {
  const receipt = { name: 'receipt.pdf', size: 2048, type: 'application/pdf' };

  it.each([
    [{}, { nonFieldErrors: ['Please enter your phone number and upload proof of transfer.'] }],
    [{ receipt }, { phone: ['Please enter your phone number'] }],
    [{ phone: '12', receipt }, { phone: ['Not a valid phone number.'] }],
    [{ phone: '2125550100' }, { receipt: ['Please Upload the proof of transfer'] }],
    [{ phone: '2125550100', receipt: { name: 'receipt.exe', size: 10 } }, { receipt: ['Only JPG, JPEG, PNG and PDF files are allowed.'] }],
    [{ phone: '2125550100', receipt }, {}],
  ])('%o → %o', (input, errors) => {
    expect(errorsOf(WireProofFormSchema, input)).toEqual(errors);
  });

  it('passes the chosen file through untouched', () => {
    expect(WireProofFormSchema.parse({ phone: '2125550100', receipt }).receipt).toBe(receipt);
  });
});
