/**
 * Demo accounts. The identity domain gives the first four a password; keep their e-mails and
 * handlers as they are (web tests and the demo guide sign in with them).
 */
export interface DemoPerson {
  /** Follows the handler rules people are held to (decision 061); only the staff account uses a reserved word. */
  handler: string;
  /**
   * The handler a person was first seeded with, when it has changed since: ids and placeholder wallet
   * addresses derive from it, so a database seeded before the rename still matches the seed (decision 123).
   */
  seedKey?: string;
  email: string;
  isBrand?: boolean;
  /** Collectors receive primary sales and trade among themselves in the demo activity. */
  collector: boolean;
}

export const demoPeople: DemoPerson[] = [
  { handler: 'caskmark', email: 'staff@caskmark.test', collector: false },
  { handler: 'glenaurora', email: 'cellar@glen-aurora.test', isBrand: true, collector: false },
  { handler: 'ava', email: 'ava@caskmark.test', collector: true },
  { handler: 'ben', email: 'ben@caskmark.test', collector: true },
  { handler: 'chloe_m', email: 'chloe@collectors.test', collector: true },
  { handler: 'dmitri', email: 'dmitri@collectors.test', collector: true },
  { handler: 'emeka_o', seedKey: 'emeka.o', email: 'emeka@collectors.test', collector: true },
  { handler: 'farah', email: 'farah@collectors.test', collector: true },
  { handler: 'gus_cellars', email: 'gus@collectors.test', collector: true },
  { handler: 'hana', email: 'hana@collectors.test', collector: true },
  { handler: 'ivan_drams', email: 'ivan@collectors.test', collector: true },
  { handler: 'jules', email: 'jules@collectors.test', collector: true },
];

export const demoCollectors = demoPeople.filter((person) => person.collector).map((person) => person.handler);

/** What a demo person's ids and placeholder addresses derive from: the first seeded handler. */
export function demoSeedKey(handler: string): string {
  return demoPeople.find((person) => person.handler === handler)?.seedKey ?? handler;
}
