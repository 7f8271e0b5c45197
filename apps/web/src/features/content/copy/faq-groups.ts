import { GETTING_STARTED, PAYMENTS, RELEASES } from './faq-buying';
import { ACCOUNT, REDEMPTION, TRADING, VAULT } from './faq-owning';
import type { FaqGroup } from './faq-types';

/** The FAQ in reading order: from a first purchase to a bottle on the table. */
export const FAQ_GROUPS: FaqGroup[] = [GETTING_STARTED, RELEASES, PAYMENTS, VAULT, TRADING, REDEMPTION, ACCOUNT];
