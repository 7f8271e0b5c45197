import type { SweepstakesEntry } from '@caskmark/shared/api/sweepstakes';
import { ENTRY_ALREADY_PAID_MESSAGE, NO_ENTRY_ETH_PAYMENT_MESSAGE, QUESTIONNAIRE_FIRST_MESSAGE } from '@caskmark/shared/api/sweepstakes';
import type { Hash } from 'viem';
import type { AppContext } from '../../context';
import { badRequest } from '../../platform/errors';
import { confirmEthTransaction, createEthIntent, intentsFor, voidIntent } from '../../modules/payments/public';
import { drawPackOf, entryByPk, presentEntry, requireEntry, requireOpen } from '../../modules/sweepstakes/public';
import { activeWalletsOfUser } from '../../modules/wallets/public';
import { settleEntryPayment } from './entry-payments';

export const SELECT_WALLET_MESSAGE = 'Please select a wallet to continue!';

/**
 * The entry fee in ETH (decision 351): the server's fee (listing price × quantity) quoted in wei for
 * 15 minutes by the payments domain's ETH rail (decision 220), bound to the entry by the intent's
 * reference; the wallet must be one of the collector's own connected wallets. Asking again while the
 * quote is awaited answers the same quote (one key per attempt: `eth:<entry>:<n>`), so a double click,
 * a second tab or a retry never makes a second payment to wait for. A card that only waits for its
 * 3-D Secure challenge is given up for the ETH payment; an authorized card or a paid entry refuses it.
 */
export async function startEntryEthPayment(context: AppContext, userPk: string, packPk: string, fromAccount: string): Promise<SweepstakesEntry> {
  const pack = await drawPackOf(context.db, packPk, 'sweepstakes');
  const entry = await requireEntry(context.db, packPk, userPk);
  if (entry.status !== 'inProgress') throw badRequest(ENTRY_ALREADY_PAID_MESSAGE, { code: 'already_paid' });
  requireOpen(pack, context.clock.now());
  if (!entry.questionnaire) throw badRequest(QUESTIONNAIRE_FIRST_MESSAGE, { code: 'questionnaire_missing' });
  const [wallet] = await activeWalletsOfUser(context.db, userPk, { address: fromAccount, isManaged: false });
  if (!wallet) throw badRequest(SELECT_WALLET_MESSAGE, { code: 'wallet_not_connected' });
  const intents = await intentsFor(context, 'sweepstakes', entry.publicPk);
  const awaited = intents.find((intent) => intent.rail === 'eth' && intent.status === 'awaiting_transfer');
  if (!awaited) {
    for (const intent of intents) if (intent.rail !== 'eth' && intent.status === 'requires_action') await voidIntent(context, intent.publicPk, 'the collector chose to pay in ETH');
    const attempts = intents.filter((intent) => intent.rail === 'eth').length;
    await createEthIntent(context, { purpose: 'sweepstakes', referencePk: entry.publicPk, userPk, amountCents: entry.amountCents, idempotencyKey: `eth:${entry.publicPk}:${attempts}` });
  }
  return presentEntry(context, (await entryByPk(context.db, entry.publicPk))!);
}

/**
 * The transaction the collector's wallet sent for the fee. Its word is never taken: the payments domain
 * reads it on the chain now (a confirmed payment is recorded under the log's key — a replayed hash or
 * the indexer later records nothing more —, a pending one awaited, anything else refused with 'This
 * transaction does not pay for this order.'), then the entry is settled from the intent's state: paid
 * when the full fee arrived, still in progress (the intent failed: 'ETH amount mismatch', money going
 * back) when it fell short.
 */
export async function announceEntryEthPayment(context: AppContext, userPk: string, packPk: string, transactionHash: Hash): Promise<SweepstakesEntry> {
  await drawPackOf(context.db, packPk, 'sweepstakes');
  const entry = await requireEntry(context.db, packPk, userPk);
  const eth = (await intentsFor(context, 'sweepstakes', entry.publicPk)).filter((intent) => intent.rail === 'eth').at(-1);
  if (!eth) throw badRequest(NO_ENTRY_ETH_PAYMENT_MESSAGE, { code: 'no_eth_payment' });
  await confirmEthTransaction(context, eth.publicPk, transactionHash);
  await settleEntryPayment(context, entry.publicPk);
  return presentEntry(context, (await entryByPk(context.db, entry.publicPk))!);
}
