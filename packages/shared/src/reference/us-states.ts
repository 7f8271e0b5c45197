/** A US state (or DC) with whether we deliver there (spec part 1 §9 "Delivery"). */
export interface UsState {
  code: string;
  name: string;
  supported: boolean;
  /** Shown next to the state in the shipping table. */
  note?: string;
  /** Extra shipping charge in US cents per kilogram. */
  surchargeCentsPerKg?: number;
  /** When set, only these cities are deliverable in the state. */
  deliverableCities?: readonly string[];
}

/** A US region with a postal code that is not one of the 51 (territories, armed forces); all undeliverable. */
export interface UsRegion {
  code: string;
  name: string;
  supported: false;
}

/** Extra charge for Alaska (Anchorage) and Hawaii: $9 per kg. */
export const REMOTE_STATE_SURCHARGE_CENTS_PER_KG = 900;

const UNSUPPORTED_STATES = new Set(['AR', 'IA', 'MS', 'NH', 'UT']);

const STATE_ROWS: readonly (readonly [code: string, name: string])[] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];

function stateFromRow([code, name]: readonly [string, string]): UsState {
  if (code === 'AK') {
    return {
      code,
      name,
      supported: true,
      note: 'Anchorage only; extra $9 per kg',
      surchargeCentsPerKg: REMOTE_STATE_SURCHARGE_CENTS_PER_KG,
      deliverableCities: ['Anchorage'],
    };
  }
  if (code === 'HI') {
    return { code, name, supported: true, note: 'Extra $9 per kg', surchargeCentsPerKg: REMOTE_STATE_SURCHARGE_CENTS_PER_KG };
  }
  return { code, name, supported: !UNSUPPORTED_STATES.has(code) };
}

/** The 50 states and the District of Columbia, alphabetical by name, with their delivery flags. */
export const US_STATES: readonly UsState[] = STATE_ROWS.map(stateFromRow);

/** Inhabited territories with USPS codes; the spec lists territories as undeliverable. */
export const US_TERRITORIES: readonly UsRegion[] = [
  { code: 'AS', name: 'American Samoa', supported: false },
  { code: 'GU', name: 'Guam', supported: false },
  { code: 'MP', name: 'Northern Mariana Islands', supported: false },
  { code: 'PR', name: 'Puerto Rico', supported: false },
  { code: 'UM', name: 'U.S. Minor Outlying Islands', supported: false },
  { code: 'VI', name: 'U.S. Virgin Islands', supported: false },
];

/** Military mail codes; the spec lists military bases as undeliverable. */
export const US_ARMED_FORCES: readonly UsRegion[] = [
  { code: 'AA', name: 'Armed Forces Americas', supported: false },
  { code: 'AE', name: 'Armed Forces Europe, Middle East, Africa and Canada', supported: false },
  { code: 'AP', name: 'Armed Forces Pacific', supported: false },
];

/** Every US postal region a billing form offers: states, DC, territories and armed-forces codes. */
export const US_POSTAL_REGIONS: readonly (UsState | UsRegion)[] = [...US_STATES, ...US_TERRITORIES, ...US_ARMED_FORCES];

const regionByCode = new Map(US_POSTAL_REGIONS.map((region) => [region.code, region]));

/** The state, territory or armed-forces region for a USPS code (case-insensitive), or undefined. */
export function findUsRegion(code: string): UsState | UsRegion | undefined {
  return regionByCode.get(code.trim().toUpperCase());
}
