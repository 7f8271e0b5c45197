import type { RedeemShippingDetails } from '@caskmark/shared/api/redemption';
import type { PickupLocation } from '@caskmark/shared/reference/pickup-locations';
import { REDEEM_WIZARD_STEPS, type RedeemWizardStep } from '@caskmark/shared/rules/redemption';

export type AcquireMethod = 'delivery' | 'pickup';

/** What the form step collects: the shipping details (or pickup extras), the date of birth and the photo ID. */
export interface RedeemDetails {
  shippingDetails: RedeemShippingDetails;
  dob: string;
  photoId: File;
}

/** Spec part 1 §3 "Redemption state". */
export interface RedeemWizardState {
  currentStep: number;
  acquireMethod: AcquireMethod;
  selectedCountry: { code: string; name: string } | null;
  selectedPickupLocation: PickupLocation | null;
  shippingDetails: RedeemDetails | null;
  redeemPublicPk: string | null;
  isFreeRedemption: boolean;
  /** Back from the first step: the page leaves for /vault. */
  goBack: boolean;
}

export type RedeemWizardAction =
  /** From the step that moves on: a second or late Continue from a step already left changes nothing. */
  | { type: 'next'; from: RedeemWizardStep }
  | { type: 'back' }
  | { type: 'resume'; stepIndex: number; redeemPublicPk: string | null }
  | { type: 'acquireMethod'; acquireMethod: AcquireMethod }
  | { type: 'country'; country: { code: string; name: string } | null }
  | { type: 'pickupLocation'; location: PickupLocation | null }
  | { type: 'details'; details: RedeemDetails }
  | { type: 'created'; redeemPublicPk: string; isFree: boolean };

export const INITIAL_REDEEM_STATE: RedeemWizardState = {
  currentStep: 0,
  acquireMethod: 'delivery',
  selectedCountry: null,
  selectedPickupLocation: null,
  shippingDetails: null,
  redeemPublicPk: null,
  isFreeRedemption: false,
  goBack: false,
};

const LAST = REDEEM_WIZARD_STEPS.length - 1;

export function stepName(state: Pick<RedeemWizardState, 'currentStep'>): RedeemWizardStep {
  return REDEEM_WIZARD_STEPS[state.currentStep] ?? 'RedeemInfo';
}

/**
 * The wizard's transitions (spec part 1 §4): back from RedeemInfo leaves to the vault; back from the
 * form clears the shipping details, the pickup location and the country; changing the country clears
 * the pickup location; changing the acquire method clears both.
 */
export function redeemWizardReducer(state: RedeemWizardState, action: RedeemWizardAction): RedeemWizardState {
  switch (action.type) {
    case 'next':
      if (stepName(state) !== action.from) return state;
      return { ...state, currentStep: Math.min(state.currentStep + 1, LAST) };
    case 'back': {
      if (state.currentStep === 0) return { ...state, goBack: true };
      const leaving = stepName(state);
      // Resumed at Payment after a reload: the details are gone, so back starts again from the delivery choice.
      if (leaving === 'Payment' && !state.shippingDetails) return { ...state, currentStep: REDEEM_WIZARD_STEPS.indexOf('CustomsInfo') };
      const cleared = leaving === 'RedeemForm' ? { shippingDetails: null, selectedPickupLocation: null, selectedCountry: null } : {};
      return { ...state, ...cleared, currentStep: state.currentStep - 1 };
    }
    case 'resume':
      return { ...state, currentStep: action.stepIndex, redeemPublicPk: action.redeemPublicPk };
    case 'acquireMethod':
      if (action.acquireMethod === state.acquireMethod) return state;
      return { ...state, acquireMethod: action.acquireMethod, selectedCountry: null, selectedPickupLocation: null };
    case 'country':
      return { ...state, selectedCountry: action.country, selectedPickupLocation: null };
    case 'pickupLocation':
      // A pickup's country is the location's: its legal age applies and the flight must leave it.
      return { ...state, selectedPickupLocation: action.location, selectedCountry: action.location ? action.location.country : null };
    case 'details':
      return { ...state, shippingDetails: action.details };
    case 'created':
      return { ...state, redeemPublicPk: action.redeemPublicPk, isFreeRedemption: action.isFree };
  }
}

/** Continue on the customs step waits for a country (delivery) or a location (pickup). */
export function canLeaveCustomsStep(state: Pick<RedeemWizardState, 'acquireMethod' | 'selectedCountry' | 'selectedPickupLocation'>): boolean {
  return state.acquireMethod === 'pickup' ? state.selectedPickupLocation !== null : state.selectedCountry !== null;
}

/** The 3-circle indicator shown from step 2: delivery choice, details (form and confirmation), payment. */
export function indicatorIndex(step: RedeemWizardStep): number | null {
  switch (step) {
    case 'CustomsInfo':
      return 0;
    case 'RedeemForm':
    case 'ConfirmAddress':
      return 1;
    case 'Payment':
      return 2;
    default:
      return null;
  }
}
