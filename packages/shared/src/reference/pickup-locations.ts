/** A place where a redeemed bottle can be collected before an international departure (spec part 1 §3). */
export interface PickupLocation {
  publicPk: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: { name: string; code: string };
}

type PickupRow = readonly [publicPk: string, name: string, address: string, city: string, state: string, zipCode: string];

const UNITED_STATES = { name: 'United States', code: 'USA' } as const;

// publicPk values are fixed so saved redemptions keep pointing at the same place across releases.
const US_ROWS: readonly PickupRow[] = [
  ['8b92a4d3-59b2-4c3d-bff0-b91c27673299', 'John F. Kennedy International Airport', 'JFK Access Rd', 'Queens', 'NY', '11430'],
  ['9499841c-4b31-4727-811d-0a1e27be8529', 'Newark Liberty International Airport', '3 Brewster Rd', 'Newark', 'NJ', '07114'],
  ['e92dcea2-a982-48f7-8f8c-5ee58314a38c', 'Boston Logan International Airport', '1 Harborside Dr', 'Boston', 'MA', '02128'],
  ['c90fa352-4f3a-4df1-b61e-eb832ddaabc9', 'Philadelphia International Airport', '8000 Essington Ave', 'Philadelphia', 'PA', '19153'],
  ['7ef27045-1dba-49dd-a263-3f331772864f', 'Washington Dulles International Airport', '1 Saarinen Cir', 'Dulles', 'VA', '20166'],
  ['a1f37b1c-8666-450f-ad4c-6c7347e5804d', 'Charlotte Douglas International Airport', '5501 Josh Birmingham Pkwy', 'Charlotte', 'NC', '28208'],
  ['0081032b-00b0-48f2-ba13-9cc9d2fec94f', 'Hartsfield-Jackson Atlanta International Airport', '6000 N Terminal Pkwy', 'Atlanta', 'GA', '30320'],
  ['d1b611f7-8e7f-46a8-a52b-009ced64c773', 'Miami International Airport', '2100 NW 42nd Ave', 'Miami', 'FL', '33142'],
  ['06984c57-e84f-44b2-acce-f8060d28137c', 'Fort Lauderdale-Hollywood International Airport', '100 Terminal Dr', 'Fort Lauderdale', 'FL', '33315'],
  ['b73bb130-4463-42b7-a832-560e69ae2a23', 'Orlando International Airport', '1 Jeff Fuqua Blvd', 'Orlando', 'FL', '32827'],
  ['54bbc630-569a-4a27-a6c9-486f6bc72ceb', "Chicago O'Hare International Airport", "10000 W O'Hare Ave", 'Chicago', 'IL', '60666'],
  ['09e3fcaf-6934-4c3c-a67d-297dbafd1b91', 'Detroit Metropolitan Wayne County Airport', 'W.G. Rogell Dr', 'Detroit', 'MI', '48242'],
  ['17adf27c-52b0-42cb-bc39-cf5c4a618877', 'Minneapolis-Saint Paul International Airport', '4300 Glumack Dr', 'Saint Paul', 'MN', '55111'],
  ['772c0b4a-a5a1-47dc-b98b-00a0031ac840', 'Dallas Fort Worth International Airport', '2400 Aviation Dr', 'DFW Airport', 'TX', '75261'],
  ['c612317e-5e94-4bed-aaa7-03f31d5d653d', 'George Bush Intercontinental Airport', '2800 N Terminal Rd', 'Houston', 'TX', '77032'],
  ['00c4cb8c-2a15-4176-8918-8eb1666fefab', 'Denver International Airport', '8500 Pena Blvd', 'Denver', 'CO', '80249'],
  ['221df338-2a11-4f14-bd24-799533aeafe2', 'Phoenix Sky Harbor International Airport', '3400 E Sky Harbor Blvd', 'Phoenix', 'AZ', '85034'],
  ['e8dbd7f0-aa2d-490c-871a-f0367275d701', 'Harry Reid International Airport', '5757 Wayne Newton Blvd', 'Las Vegas', 'NV', '89119'],
  ['b17bf959-e70a-4427-9de7-053a05845b03', 'Los Angeles International Airport', '1 World Way', 'Los Angeles', 'CA', '90045'],
  ['10c872b6-649b-4b38-880c-e0ce0a6cea46', 'San Diego International Airport', '3225 N Harbor Dr', 'San Diego', 'CA', '92101'],
  ['5a948aa8-a759-4e70-b62a-2d2ec4aa31e2', 'San Francisco International Airport', '780 S Airport Blvd', 'San Francisco', 'CA', '94128'],
  ['1df8c248-9942-445a-9770-15f9b880b5f9', 'Portland International Airport', '7000 NE Airport Way', 'Portland', 'OR', '97218'],
  ['f1cf1ac4-0544-4ec3-b933-bc1c846e146b', 'Seattle-Tacoma International Airport', '17801 International Blvd', 'Seattle', 'WA', '98158'],
  ['6d5a7db5-1065-4d61-9d3d-4abf2b656d77', 'Ted Stevens Anchorage International Airport', '5000 W International Airport Rd', 'Anchorage', 'AK', '99502'],
  ['10ef9ab4-5a4d-4681-91c7-6f2a484ac611', 'Daniel K. Inouye International Airport', '300 Rodgers Blvd', 'Honolulu', 'HI', '96819'],
  ['e289a15e-7d9d-467b-ba33-b00e947ff52f', 'San Ysidro Port of Entry', '720 E San Ysidro Blvd', 'San Diego', 'CA', '92173'],
  ['a7d30fcc-b654-4545-adfb-939cf8be2109', 'Otay Mesa Port of Entry', '9777 Via de la Amistad', 'San Diego', 'CA', '92154'],
  ['0cce8f82-a5de-46ca-9b1c-c662a5dbf90a', 'Calexico West Port of Entry', '200 E 1st St', 'Calexico', 'CA', '92231'],
  ['1222ba15-1e32-4862-b361-a9e723c7f99d', 'Nogales DeConcini Port of Entry', '200 N Grand Ave', 'Nogales', 'AZ', '85621'],
  ['c4ff02cf-2d40-4e86-b4b5-c12a5d7d4cd4', 'El Paso Bridge of the Americas', '3600 E Paisano Dr', 'El Paso', 'TX', '79905'],
  ['0ae2dd36-0010-4cd5-b998-ca42021e931c', 'Laredo Juarez-Lincoln International Bridge', '1 Juarez-Lincoln Bridge', 'Laredo', 'TX', '78040'],
  ['89da8fcb-b7eb-458c-acb4-5703c124f930', 'Hidalgo International Bridge', '1400 S International Blvd', 'Hidalgo', 'TX', '78557'],
  ['e9dd6595-3452-4a78-8a4b-0dfd05914e43', 'Brownsville Gateway International Bridge', '1001 E Elizabeth St', 'Brownsville', 'TX', '78520'],
  ['01ee77c2-ad21-413b-b74a-764d359f2df3', 'Peace Bridge Port of Entry', '1 Peace Bridge Plaza', 'Buffalo', 'NY', '14213'],
  ['82d88a4a-409d-4126-8487-25cf091b4340', 'Lewiston-Queenston Bridge', '950 Center St', 'Lewiston', 'NY', '14092'],
  ['ed79f37c-e439-4420-a351-a378ff1bd529', 'Champlain Port of Entry', '237 West Service Rd', 'Champlain', 'NY', '12919'],
  ['6e73ec6c-2350-4810-86bd-a5219ab4b0af', 'Ambassador Bridge Port of Entry', '2810 W Fort St', 'Detroit', 'MI', '48216'],
  ['13f7c83a-4bc6-4895-8f36-aa2cb363b739', 'Blue Water Bridge Port of Entry', '2321 Pine Grove Ave', 'Port Huron', 'MI', '48060'],
  ['46196508-b423-4c56-8f8c-a443250262a3', 'Blaine Peace Arch Port of Entry', '9901 Pacific Hwy', 'Blaine', 'WA', '98230'],
  ['f38b7d8f-fd8d-4d55-9b3e-30982b645a91', 'Derby Line Port of Entry', '107 I-91', 'Derby Line', 'VT', '05830'],
];

/** About 40 collection points: US airports and land border crossings, plus Tocumen airport in Panama City. */
export const PICKUP_LOCATIONS: readonly PickupLocation[] = [
  ...US_ROWS.map(([publicPk, name, address, city, state, zipCode]) => ({
    publicPk,
    name,
    address,
    city,
    state,
    zipCode,
    country: UNITED_STATES,
  })),
  {
    publicPk: '411af700-385b-4df0-b2aa-bf48381a635b',
    name: 'Tocumen International Airport',
    address: 'Avenida Domingo Diaz',
    city: 'Panama City',
    state: 'Panama',
    zipCode: '0816',
    country: { name: 'Panama', code: 'PAN' },
  },
];

const locationByPk = new Map(PICKUP_LOCATIONS.map((location) => [location.publicPk, location]));

/** The pickup location with this publicPk, or undefined. */
export function findPickupLocation(publicPk: string): PickupLocation | undefined {
  return locationByPk.get(publicPk);
}
