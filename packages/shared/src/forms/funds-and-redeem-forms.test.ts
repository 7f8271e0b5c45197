import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toFieldErrors } from './field-errors';
import { ProofOfFundsFormSchema } from './proof-of-funds';
import { createRedeemFormSchema } from './redeem';

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error);
}

const statement = { name: 'statement.pdf', size: 1000, type: 'application/pdf' };
const passport = { name: 'passport.JPG', size: 1000, type: 'image/jpeg' };
const proof = {
  firstName: 'Ann',
  lastName: 'Lee',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  postcode: '78701',
  dob: '12/31/1980',
  phone: '5125550100',
  country: 'USA',
  amountUsd: '75000',
  bankStatement: [statement],
};

describe('proof of funds form', () => {
  it("gives 'Required Field' on every required field, and on state when the country is missing (as written)", () => {
    expect(errorsOf(ProofOfFundsFormSchema, {})).toEqual({
      firstName: ['Required Field'],
      lastName: ['Required Field'],
      address: ['Required Field'],
      city: ['Required Field'],
      postcode: ['Required Field'],
      dob: ['Required Field'],
      phone: ['Required Field'],
      amountUsd: ['Required Field'],
      bankStatement: ['Required Field'],
      state: ['Required Field'],
    });
  });

  it.each([
    ['USA', '', false],
    ['USA', 'TX', true],
    ['USA', 'Texas', false],
    ['GBR', '', true],
    ['GBR', 'Kent', true],
  ])('country %s with state %j is valid: %s (state required for the US, from its list)', (country, state, ok) => {
    expect(errorsOf(ProofOfFundsFormSchema, { ...proof, country, state })).toEqual(ok ? {} : { state: ['Required Field'] });
  });

  it.each([
    ['-1', { amountUsd: ['Invalid Amount. Can not be less than zero.'] }],
    ['0', {}],
    ['75000', {}],
    ['75000.01', { photoId: ['Photo ID is required for amounts greater than $75,000'] }],
    ['abc', { amountUsd: ['Required Field'] }],
  ])('an amount of %s gives %o', (amountUsd, errors) => {
    expect(errorsOf(ProofOfFundsFormSchema, { ...proof, amountUsd })).toEqual(errors);
  });

  it('accepts a photo ID above $75,000 and the file types jpg, jpeg, pdf, png only', () => {
    expect(errorsOf(ProofOfFundsFormSchema, { ...proof, amountUsd: 100_000, photoId: [passport] })).toEqual({});
    expect(errorsOf(ProofOfFundsFormSchema, { ...proof, bankStatement: [{ name: 'statement.docx', size: 10 }] })).toEqual({
      'bankStatement.0': ['Only JPG, JPEG, PNG and PDF files are allowed.'],
    });
  });

  it.each([
    ['1980-12-31', false],
    ['31/12/1980', false],
    ['02/30/1980', false],
    ['02/29/1980', true],
  ])('the date of birth %s is MM/DD/YYYY: %s', (dob, ok) => {
    expect(errorsOf(ProofOfFundsFormSchema, { ...proof, dob })).toEqual(ok ? {} : { dob: ['Please enter a valid date (MM/DD/YYYY)'] });
  });

  it('outputs the amount as a number and keeps the files', () => {
    const form = ProofOfFundsFormSchema.parse({ ...proof, amountUsd: '1500.50' });
    expect(form.amountUsd).toBe(1500.5);
    expect(form.bankStatement[0]).toBe(statement);
  });
});

const now = new Date('2026-11-22T12:00:00Z');
const usa = { code: 'USA', name: 'United States' };
const shipping = {
  firstName: 'Ann',
  lastName: 'Lee',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  postcode: '78701',
  phone: '5125550100',
  dob: '1990-01-01',
  photoId: passport,
};

describe('redeem form', () => {
  const delivery = createRedeemFormSchema({ now, country: usa, acquireMethod: 'delivery' });

  it("requires the contact and shipping fields with 'Required field'", () => {
    expect(errorsOf(delivery, {})).toEqual({
      firstName: ['Required field'],
      lastName: ['Required field'],
      phone: ['Required field'],
      address: ['Required field'],
      city: ['Required field'],
      postcode: ['Required field'],
      state: ['Required field'],
      photoId: ['Required field'],
      dob: ['Please enter your date of birth'],
    });
    expect(errorsOf(delivery, shipping)).toEqual({});
  });

  it.each([
    ['2005-11-22', 'USA', 'United States', null],
    ['2005-11-23', 'USA', 'United States', 'You are under the legal drinking age for United States'],
    ['2010-11-22', 'AUT', 'Austria', null],
    ['2010-11-23', 'AUT', 'Austria', 'You are under the legal drinking age for Austria'],
    ['2006-11-23', 'JPN', 'Japan', 'You are under the legal drinking age for Japan'],
    ['2008-11-22', 'GBR', 'United Kingdom', null],
    ['1870-01-01', 'GBR', 'United Kingdom', 'Invalid date'],
    ['2027-01-01', 'GBR', 'United Kingdom', 'Invalid date'],
    ['1990-02-30', 'GBR', 'United Kingdom', 'Invalid date'],
  ])('born %s, redeeming to %s: %s', (dob, code, name, message) => {
    const schema = createRedeemFormSchema({ now, country: { code, name }, acquireMethod: 'delivery' });
    const state = code === 'USA' ? 'TX' : '';
    expect(errorsOf(schema, { ...shipping, state, dob })).toEqual(message ? { dob: [message] } : {});
  });

  it('refuses the states and cities we cannot deliver to', () => {
    expect(errorsOf(delivery, { ...shipping, state: 'UT' })).toEqual({ state: ['We cannot ship to Utah.'] });
    expect(errorsOf(delivery, { ...shipping, state: 'AK', city: 'Juneau' })).toEqual({ city: ['In Alaska we can only ship to Anchorage.'] });
    expect(errorsOf(delivery, { ...shipping, state: 'AK', city: 'Anchorage' })).toEqual({});
  });

  const pickup = createRedeemFormSchema({ now, country: usa, acquireMethod: 'pickup', pickupCountryCode: 'USA' });
  const pickupForm = {
    firstName: 'Ann',
    lastName: 'Lee',
    phone: '5125550100',
    dob: '1990-01-01',
    photoId: passport,
    homeAddress: '1 Main St, Austin TX',
    pickupDate: '2027-01-06',
    flightNumber: 'BA 112',
    destination: 'gbr',
    airline: 'British Airways',
  };

  it('a pickup needs no shipping address but the departure details, 45 days ahead, international only', () => {
    expect(errorsOf(pickup, pickupForm)).toEqual({});
    expect(pickup.parse(pickupForm).destination).toBe('GBR');
    expect(errorsOf(pickup, { ...pickupForm, homeAddress: '', flightNumber: '', destination: '', airline: '', pickupDate: '' })).toEqual({
      homeAddress: ['Required field'],
      flightNumber: ['Required field'],
      destination: ['Required field'],
      airline: ['Required field'],
      pickupDate: ['Please enter your flight date / pickup date.'],
    });
    expect(errorsOf(pickup, { ...pickupForm, pickupDate: '2027-01-05' })).toEqual({ pickupDate: ['Please choose a date at least 45 days in the future'] });
    expect(errorsOf(pickup, { ...pickupForm, destination: 'USA' })).toEqual({ destination: ['Pickup is only available for international departures.'] });
  });
});
