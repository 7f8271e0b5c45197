/** The seeded demo accounts (README, decision records 03x/06x); all share one password. */
export const DEMO_PASSWORD = 'Demo-pass-2026';

export interface DemoAccount {
  email: string;
  handler: string;
  role: string;
  tryThis: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'ava@caskmark.test',
    handler: 'ava',
    role: 'Collector',
    tryThis: 'Owns editions: list one for sale, gift one, redeem one, answer offers.',
  },
  {
    email: 'ben@caskmark.test',
    handler: 'ben',
    role: 'Collector',
    tryThis: 'Bid against Ava, make offers on her editions, accept a gift.',
  },
  {
    email: 'cellar@glen-aurora.test',
    handler: 'glenaurora',
    role: 'Producer (Glen Aurora)',
    tryThis: 'Sees the producer pages of Glen Aurora and its releases.',
  },
  {
    email: 'staff@caskmark.test',
    handler: 'caskmark',
    role: 'Caskmark staff',
    tryThis: 'Sees the producer pages of every brand.',
  },
];
