import type { RedemptionPrice, RedemptionStatusResponse } from '@caskmark/shared/api/redemption';
import type { Hash } from 'viem';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../platform/errors';
import { workflowsOf } from '../../platform/workflows';
import { confirmEthTransaction, createEthIntent, intentsFor, voidIntent } from '../../modules/payments/public';
import { redemptionByPk, type RedemptionRow } from '../../modules/redemption/public';
import { activeWalletsOfUser } from '../../modules/wallets/public';
import { NOTHING_TO_PAY_MESSAGE } from './capture-redeem-route';
import { redemptionPrice, redemptionStatus } from './redemption-reads';
import { REDEMPTION_WORKFLOW } from './redemption-state';

export const SELECT_WALLET_MESSAGE = 'Please select a wallet to continue!';
export const NOT_PAYABLE_MESSAGE = 'This redemption is no longer waiting for its shipping fee.';
export const NO_ETH_PAYMENT_MESSAGE = 'This redemption has no ETH payment under way.';

/** The caller's own request, still waiting for a fee (staff may read requests, never pay them). */
async function payableRequest(context: AppContext, userPk: string, redeemPk: string): Promise<RedemptionRow> {
  const row = await redemptionByPk(context.db, redeemPk);
  if (!row || row.userPk !== userPk) throw notFound('Redemption');
  if (row.isFree) throw badRequest(NOTHING_TO_PAY_MESSAGE, { code: 'nothing_to_pay' });
  if (row.status !== 'pending') throw badRequest(NOT_PAYABLE_MESSAGE, { code: 'not_payable' });
  return row;
}

/**
 * 'Shipment Payment' → PAY (decision 277): the fee the server stored on the request, quoted in wei
 * for 15 minutes by the payments domain's ETH rail (decision 220), bound to the request by the intent's
 * reference. The wallet must be one of the collector's connected (non-custodial) wallets. Asking again
 * while the quote is awaited answers the same quote; a quote that lapsed or failed makes room for a new
 * one. A card payment under way is refused by the payments domain (409); a card that only waits for its
 * 3-D Secure challenge is given up for the ETH payment.
 */
export async function startEthFee(context: AppContext, userPk: string, redeemPk: string, fromAccount: string): Promise<RedemptionPrice> {
  const row = await payableRequest(context, userPk, redeemPk);
  const [wallet] = await activeWalletsOfUser(context.db, userPk, { address: fromAccount, isManaged: false });
  if (!wallet) throw badRequest(SELECT_WALLET_MESSAGE, { code: 'wallet_not_connected' });
  const intents = await intentsFor(context, 'redeem', row.publicPk);
  const awaited = intents.find((intent) => intent.rail === 'eth' && intent.status === 'awaiting_transfer');
  if (!awaited) {
    for (const intent of intents) if (intent.rail !== 'eth' && intent.status === 'requires_action') await voidIntent(context, intent.publicPk, 'the collector chose to pay in ETH');
    // One key per attempt: a replay (or a twin request) gets the same quote; after a lapse the next one is new.
    const attempts = intents.filter((intent) => intent.rail === 'eth').length;
    await createEthIntent(context, { purpose: 'redeem', referencePk: row.publicPk, userPk, amountCents: row.priceCents, idempotencyKey: `eth:${row.publicPk}:${attempts}` });
  }
  return redemptionPrice(context, row);
}

/**
 * The transaction the collector's wallet sent for the fee. Its word is never taken: the payments domain
 * reads that transaction on the chain now (a confirmed payment is recorded, a pending one awaited,
 * anything else refused with 'This transaction does not pay for this order.'); the indexer would find
 * it anyway. Then the request's run looks again — it burns once the payment counts.
 */
export async function announceEthFee(context: AppContext, userPk: string, redeemPk: string, transactionHash: Hash): Promise<RedemptionStatusResponse> {
  const row = await redemptionByPk(context.db, redeemPk);
  if (!row || row.userPk !== userPk) throw notFound('Redemption');
  const eth = (await intentsFor(context, 'redeem', row.publicPk)).filter((intent) => intent.rail === 'eth').at(-1);
  if (!eth) throw badRequest(NO_ETH_PAYMENT_MESSAGE, { code: 'no_eth_payment' });
  await confirmEthTransaction(context, eth.publicPk, transactionHash);
  await (await workflowsOf(context)).poke(REDEMPTION_WORKFLOW, row.publicPk);
  return redemptionStatus(context, (await redemptionByPk(context.db, redeemPk))!);
}
