import { and, eq, sql } from 'drizzle-orm';
import { paymentIntents } from '@caskmark/db';
import { paymentReceiverAbi } from '@caskmark/contracts';
import { ETH_TRANSACTION_REFUSED_MESSAGE } from '@caskmark/shared/api/payments';
import { decodeFunctionData, isAddressEqual, parseEventLogs, type Hash } from 'viem';
import type { AppContext } from '../../context';
import { badRequest } from '../../platform/errors';
import { afterEthPayment, recordEthPayment, type EthPaymentOutcome } from './eth-payments';
import { ethDetailsOf, ethWaitsUntil, requireEthRail } from './eth-quotes';
import { intentRowByPk, presentIntent, type IntentRow, type PaymentIntent } from './intents';

export interface EthConfirmation {
  /** `recorded`: the chain's payment is in the ledger now; `awaited`: the transaction is on its way (pending or not yet confirmed). */
  outcome: 'recorded' | 'awaited';
  intent: PaymentIntent;
  /** While awaited: until when the intent waits for it. */
  awaitedUntil: Date | null;
}

const refused = () => badRequest(ETH_TRANSACTION_REFUSED_MESSAGE, { code: 'eth_transaction_refused' });

/** Remembers the payer's transaction so the quote's lapse waits for it (the first announcement only moves the wait). */
async function markAnnounced(context: AppContext, row: IntentRow, hash: Hash): Promise<IntentRow> {
  const details = ethDetailsOf(row);
  const announcedAt = details.announcedAt ?? context.clock.now().toISOString();
  const [updated] = await context.db
    .update(paymentIntents)
    .set({ details: sql`${paymentIntents.details} || ${JSON.stringify({ announcedHash: hash, announcedAt })}::jsonb`, updatedAt: context.clock.now() })
    .where(and(eq(paymentIntents.publicPk, row.publicPk), eq(paymentIntents.status, 'awaiting_transfer')))
    .returning();
  return updated ?? row;
}

/**
 * The payer says transaction `hash` paid intent `intentPk` (decision 220). Its word is never taken:
 * the chain is read now. A mined, confirmed transaction's `PaymentReceived` logs for this intent's
 * reference on our receiver are recorded under the same keys the indexer uses (a replay, or the
 * indexer arriving later, records nothing more); an unconfirmed or pending one that calls
 * `pay(reference)` on the receiver is awaited; anything else (unknown, reverted, another contract,
 * another reference, a plain transfer) is refused.
 */
export async function confirmEthTransaction(context: AppContext, intentPk: string, hash: Hash): Promise<EthConfirmation> {
  const row = await intentRowByPk(context.db, intentPk);
  if (!row || row.rail !== 'eth') throw refused();
  const { live, receiver } = requireEthRail(context);
  const { publicClient } = live.network;
  const details = ethDetailsOf(row);
  const ours = (reference: string) => reference.toLowerCase() === details.reference.toLowerCase();

  const receipt = await publicClient.getTransactionReceipt({ hash }).catch(() => null);
  if (receipt) {
    const logs = parseEventLogs({ abi: paymentReceiverAbi, eventName: 'PaymentReceived', logs: receipt.logs.filter((log) => isAddressEqual(log.address, receiver)) });
    const payments = logs.filter((log) => ours(log.args.orderReference));
    if (receipt.status !== 'success' || payments.length === 0) throw refused();
    const head = await publicClient.getBlockNumber({ cacheTime: 0 });
    if (head - receipt.blockNumber + 1n < BigInt(live.indexer.confirmations)) {
      const announced = await markAnnounced(context, row, hash);
      live.indexer.nudge();
      return { outcome: 'awaited', intent: presentIntent(announced), awaitedUntil: ethWaitsUntil(ethDetailsOf(announced)) };
    }
    const block = await publicClient.getBlock({ blockNumber: receipt.blockNumber });
    const outcomes = await context.db.transaction(async (tx) => {
      const recorded: EthPaymentOutcome[] = [];
      for (const log of payments) {
        const outcome = await recordEthPayment(context, tx, live.network, {
          chainId: live.network.chainId,
          transactionHash: hash,
          logIndex: log.logIndex,
          blockNumber: receipt.blockNumber,
          blockTime: new Date(Number(block.timestamp) * 1000),
          orderReference: log.args.orderReference,
          payer: log.args.payer,
          amountWei: log.args.amount,
        });
        if (outcome) recorded.push(outcome);
      }
      return recorded;
    });
    for (const outcome of outcomes) await afterEthPayment(context, outcome);
    return { outcome: 'recorded', intent: presentIntent((await intentRowByPk(context.db, intentPk))!), awaitedUntil: null };
  }

  const pending = await publicClient.getTransaction({ hash }).catch(() => null);
  if (!pending?.to || !isAddressEqual(pending.to, receiver)) throw refused();
  let call: ReturnType<typeof decodeFunctionData<typeof paymentReceiverAbi>>;
  try {
    call = decodeFunctionData({ abi: paymentReceiverAbi, data: pending.input });
  } catch {
    throw refused();
  }
  if (call.functionName !== 'pay' || !ours(call.args[0])) throw refused();
  const announced = await markAnnounced(context, row, hash);
  return { outcome: 'awaited', intent: presentIntent(announced), awaitedUntil: ethWaitsUntil(ethDetailsOf(announced)) };
}
