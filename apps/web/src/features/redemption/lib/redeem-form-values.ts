import type { ShippingAddress } from '@caskmark/shared/api/account';
import type { RedeemShippingDetails } from '@caskmark/shared/api/redemption';
import type { RedeemForm, RedeemFormInput } from '@caskmark/shared/forms/redeem';
import type { AcquireMethod, RedeemDetails } from './redeem-wizard-state';

export const BLANK_REDEEM_FORM: RedeemFormInput = {
  firstName: '',
  lastName: '',
  address: '',
  addressLine: '',
  city: '',
  state: '',
  postcode: '',
  phone: '',
  dob: '',
  photoId: null,
  homeAddress: '',
  pickupDate: '',
  flightNumber: '',
  destination: '',
  airline: '',
};

/**
 * Where the form starts: what the collector entered before (back from the confirmation), else their
 * default shipping address when it is in the chosen country (its name and phone also for a pickup).
 */
export function initialRedeemForm(previous: RedeemDetails | null, saved: ShippingAddress | null, countryCode: string | null, method: AcquireMethod): RedeemFormInput {
  if (previous) {
    const details = previous.shippingDetails;
    return {
      firstName: details.firstName,
      lastName: details.lastName,
      address: details.address,
      addressLine: details.addressLine ?? '',
      city: details.city,
      state: details.state,
      postcode: details.postcode,
      phone: details.phone,
      dob: previous.dob,
      photoId: previous.photoId,
      homeAddress: details.homeAddress ?? '',
      pickupDate: details.pickupDate ?? '',
      flightNumber: details.flightNumber ?? '',
      destination: details.destination ?? '',
      airline: details.airline ?? '',
    };
  }
  if (!saved) return BLANK_REDEEM_FORM;
  const contact = { ...BLANK_REDEEM_FORM, firstName: saved.firstName, lastName: saved.lastName, phone: saved.phone };
  if (method === 'pickup' || saved.country.toUpperCase() !== countryCode?.toUpperCase()) return contact;
  return { ...contact, address: saved.address, addressLine: saved.addressLine, city: saved.city, state: saved.state, postcode: saved.postcode };
}

/** The checked form as the create call's parts. */
export function redeemDetailsOf(form: RedeemForm, method: AcquireMethod, hongKongLicence: string, photoId: File): RedeemDetails {
  const pickup = method === 'pickup';
  const shippingDetails: RedeemShippingDetails = {
    firstName: form.firstName,
    lastName: form.lastName,
    address: pickup ? '' : form.address,
    addressLine: pickup ? null : (form.addressLine ?? null),
    city: pickup ? '' : form.city,
    state: pickup ? '' : form.state,
    postcode: pickup ? '' : form.postcode,
    phone: form.phone,
    redeemType: pickup ? 'pickUp' : 'shipping',
    homeAddress: pickup ? form.homeAddress : null,
    pickupDate: pickup ? form.pickupDate : null,
    flightNumber: pickup ? form.flightNumber : null,
    destination: pickup ? form.destination : null,
    airline: pickup ? form.airline : null,
    hongKongLicence: hongKongLicence.trim() || null,
  };
  return { shippingDetails, dob: form.dob, photoId };
}
