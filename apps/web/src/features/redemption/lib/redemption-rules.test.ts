import { describe, expect, it } from 'vitest';
import { findPickupLocation, PICKUP_LOCATIONS } from '@caskmark/shared/reference/pickup-locations';
import { canLeaveCustomsStep, indicatorIndex, INITIAL_REDEEM_STATE, redeemWizardReducer, stepName, type RedeemDetails, type RedeemWizardState } from './redeem-wizard-state';
import { initialRedeemForm, redeemDetailsOf } from './redeem-form-values';
import { DELIVERY_COUNTRY_OPTIONS, deliveryCountryNotFound } from './destinations';

const USA = { code: 'USA', name: 'United States' };
const jfk = PICKUP_LOCATIONS.find((location) => location.country.code === 'USA')!;
const details: RedeemDetails = {
  shippingDetails: { firstName: 'Wren', lastName: 'Calloway', address: '1 Cask Lane', city: 'New York', state: 'NY', postcode: '10001', phone: '+1 212 555 0100' },
  dob: '1985-04-12',
  photoId: { name: 'passport.png', size: 72 } as File,
};
const at = (step: number, extra: Partial<RedeemWizardState> = {}): RedeemWizardState => ({ ...INITIAL_REDEEM_STATE, currentStep: step, ...extra });

describe('redeem wizard transitions (spec part 1 §4)', () => {
  it('walks the six steps in order and stops at Success', () => {
    let state = INITIAL_REDEEM_STATE;
    const names = [stepName(state)];
    for (let i = 0; i < 7; i += 1) {
      state = redeemWizardReducer(state, { type: 'next', from: stepName(state) });
      names.push(stepName(state));
    }
    expect(names.slice(0, 6)).toEqual(['RedeemInfo', 'CustomsInfo', 'RedeemForm', 'ConfirmAddress', 'Payment', 'Success']);
    expect(stepName(state)).toBe('Success');
  });

  it('a Continue from a step already left moves nothing: a late submit of the form skips no confirmation', () => {
    const confirming = redeemWizardReducer(at(2), { type: 'next', from: 'RedeemForm' });
    expect(stepName(confirming)).toBe('ConfirmAddress');
    expect(redeemWizardReducer(confirming, { type: 'next', from: 'RedeemForm' })).toBe(confirming);
    expect(stepName(redeemWizardReducer(confirming, { type: 'next', from: 'ConfirmAddress' }))).toBe('Payment');
  });

  it('back from RedeemInfo leaves to the vault', () => {
    expect(redeemWizardReducer(at(0), { type: 'back' })).toMatchObject({ currentStep: 0, goBack: true });
  });

  it('back from the form clears the shipping details, the pickup location and the country', () => {
    const state = redeemWizardReducer(at(2, { selectedCountry: jfk.country, selectedPickupLocation: jfk, acquireMethod: 'pickup', shippingDetails: details }), { type: 'back' });
    expect(state).toMatchObject({ currentStep: 1, selectedCountry: null, selectedPickupLocation: null, shippingDetails: null, acquireMethod: 'pickup' });
  });

  it('back from the confirmation keeps what was entered', () => {
    expect(redeemWizardReducer(at(3, { selectedCountry: USA, shippingDetails: details }), { type: 'back' })).toMatchObject({ currentStep: 2, selectedCountry: USA, shippingDetails: details });
  });

  it('back from a Payment resumed after a reload (no details) starts again at the delivery choice', () => {
    expect(redeemWizardReducer(at(4, { redeemPublicPk: 'x' }), { type: 'back' }).currentStep).toBe(1);
  });

  it('changing the country clears the pickup location; changing the acquire method clears both', () => {
    const picked = redeemWizardReducer(at(1, { acquireMethod: 'pickup' }), { type: 'pickupLocation', location: jfk });
    expect(picked.selectedCountry).toEqual(jfk.country);
    expect(redeemWizardReducer(picked, { type: 'country', country: USA })).toMatchObject({ selectedCountry: USA, selectedPickupLocation: null });
    expect(redeemWizardReducer(picked, { type: 'acquireMethod', acquireMethod: 'delivery' })).toMatchObject({ acquireMethod: 'delivery', selectedCountry: null, selectedPickupLocation: null });
    expect(redeemWizardReducer(picked, { type: 'acquireMethod', acquireMethod: 'pickup' })).toBe(picked);
  });

  it('Continue on the customs step waits for a country (delivery) or a location (pickup)', () => {
    expect(canLeaveCustomsStep(INITIAL_REDEEM_STATE)).toBe(false);
    expect(canLeaveCustomsStep({ ...INITIAL_REDEEM_STATE, selectedCountry: USA })).toBe(true);
    expect(canLeaveCustomsStep({ ...INITIAL_REDEEM_STATE, acquireMethod: 'pickup', selectedCountry: USA })).toBe(false);
    expect(canLeaveCustomsStep({ ...INITIAL_REDEEM_STATE, acquireMethod: 'pickup', selectedPickupLocation: jfk, selectedCountry: jfk.country })).toBe(true);
  });

  it('shows the 3-circle indicator from step 2 to Payment only', () => {
    expect(['RedeemInfo', 'CustomsInfo', 'RedeemForm', 'ConfirmAddress', 'Payment', 'Success'].map((step) => indicatorIndex(step as never))).toEqual([null, 0, 1, 1, 2, null]);
  });
});

describe('redeem form values', () => {
  const saved = { publicPk: 'a', firstName: 'Ava', lastName: 'Reed', address: '5 Elm St', addressLine: 'Apt 2', city: 'Boston', state: 'MA', postcode: '02110', country: 'USA', phone: '+1 617 555 0100' };

  it('starts from the default address when it is in the chosen country, else from the contact only', () => {
    expect(initialRedeemForm(null, saved, 'USA', 'delivery')).toMatchObject({ firstName: 'Ava', address: '5 Elm St', city: 'Boston', state: 'MA' });
    expect(initialRedeemForm(null, saved, 'GBR', 'delivery')).toMatchObject({ firstName: 'Ava', phone: '+1 617 555 0100', address: '', city: '' });
    expect(initialRedeemForm(null, saved, 'USA', 'pickup')).toMatchObject({ firstName: 'Ava', address: '' });
    expect(initialRedeemForm(null, null, 'USA', 'delivery').firstName).toBe('');
  });

  it('starts from what was entered before, file included', () => {
    expect(initialRedeemForm(details, saved, 'USA', 'delivery')).toMatchObject({ firstName: 'Wren', dob: '1985-04-12', photoId: details.photoId });
  });

  it('sends only the fields of the acquire method', () => {
    const form = { ...initialRedeemForm(details, null, 'USA', 'delivery'), addressLine: undefined, homeAddress: 'x', pickupDate: '2027-01-01', flightNumber: 'BA1', destination: 'GBR', airline: 'BA' } as never;
    const shipping = redeemDetailsOf(form, 'delivery', '', details.photoId).shippingDetails;
    expect(shipping).toMatchObject({ redeemType: 'shipping', address: '1 Cask Lane', homeAddress: null, flightNumber: null, hongKongLicence: null });
    const pickup = redeemDetailsOf(form, 'pickup', '', details.photoId).shippingDetails;
    expect(pickup).toMatchObject({ redeemType: 'pickUp', address: '', city: '', flightNumber: 'BA1', destination: 'GBR' });
  });
});

describe('destinations', () => {
  it('offers the supported countries only, by name', () => {
    const labels = DELIVERY_COUNTRY_OPTIONS.map((option) => option.label);
    expect(labels).toContain('United States');
    expect(labels).not.toContain('Canada');
    expect([...labels].sort((a, b) => a.localeCompare(b))).toEqual(labels);
    expect(findPickupLocation(jfk.publicPk)).toBe(jfk);
  });

  it("answers a country we do not ship to with the server's refusal", () => {
    expect(deliveryCountryNotFound('Canada')).toBe('We cannot ship to Canada.');
    expect(deliveryCountryNotFound('fran')).toBe('We cannot ship to France.');
    expect(deliveryCountryNotFound('Atlantis')).toBe('We do not ship there yet');
    expect(deliveryCountryNotFound('ca')).toBe('We do not ship there yet');
  });
});
