import { eq, sql } from 'drizzle-orm';
import { paymentLedger, type DbOrTx } from '@caskmark/db';
import { ETH_AMOUNT_MISMATCH_REASON } from '@caskmark/shared/api/payments';
import { ethPaymentWei } from '@caskmark/shared/rules/payment-methods';
import type { Address, Hex } from 'viem';
import type { AppContext } from '../../context';
import { jobsOf } from '../../platform/jobs';
import { usdPerEthAtBlock, type AfterCommit, type ChainNetwork, type ChainProjection, type LiveChain } from '../chain/public';
import { ethDetailsOf } from './eth-quotes';
import { intentPkOfReference } from './eth-reference';
import { intentRowByPk, recordLedger, type LedgerEntry } from './intents';
import { announceSettled } from './settled-handlers';

export const ETH_RETURNS_QUEUE = 'payments.eth-returns';

/** A `PaymentReceived` log of the receiver contract. */
export interface ObservedEthPayment {
  chainId: number;
  transactionHash: Hex;
  logIndex: number;
  blockNumber: bigint;
  blockTime: Date;
  orderReference: Hex;
  payer: Address;
  amountWei: bigint;
}

/** What `eth_received` rows keep (payment_ledger.details): enough to give the money back. */
export interface EthReceivedDetails {
  payer: Address;
  orderReference: Hex;
  transactionHash: Hex;
  logIndex: number;
  blockNumber: string;
  /** Wei the payment needed: the quote, or the price at the block's rate for a late payment. */
  neededWei: string;
  /** Wei to send back to the payer: all of a refused payment, the excess of an accepted one. */
  returnWei: string;
  late: boolean;
  /** Why the payment was not taken (null when it was). */
  refused: string | null;
}

export interface EthPaymentOutcome {
  intentPk: string;
  statusChanged: boolean;
  returnWei: bigint;
}

/** The ledger key of a payment: the chain log that made it, so the indexer and the payer's poke record it once. */
export const ethPaymentKey = (payment: Pick<ObservedEthPayment, 'chainId' | 'transactionHash' | 'logIndex'>) =>
  `eth:${payment.chainId}:${payment.transactionHash.toLowerCase()}:${payment.logIndex}`;

/**
 * Decides what one payment is worth to its intent and records it, inside `tx` (decision 220):
 * - the intent no longer waits (paid, voided, failed): refused, all of it goes back;
 * - in time (block time ≤ quotedUntil): at least the quote is taken, the excess goes back; less fails
 *   the intent with 'ETH amount mismatch' and goes back;
 * - late: taken only if it covers the price at its block's ETH rate, else the same mismatch.
 * Answers null when the reference names no ETH intent of ours (the log stays in chain_events).
 */
export async function recordEthPayment(context: AppContext, tx: DbOrTx, network: ChainNetwork, payment: ObservedEthPayment): Promise<EthPaymentOutcome | null> {
  const intentPk = intentPkOfReference(payment.orderReference);
  if (!intentPk) return null;
  await tx.execute(sql`select 1 from payment_intents where public_pk = ${intentPk} for update`);
  const row = await intentRowByPk(tx, intentPk);
  if (!row || row.rail !== 'eth') return null;
  const sourceKey = ethPaymentKey(payment);
  const [seen] = await tx.select({ kind: paymentLedger.kind }).from(paymentLedger).where(eq(paymentLedger.sourceKey, sourceKey));
  if (seen) return { intentPk, statusChanged: false, returnWei: 0n };

  const details = ethDetailsOf(row);
  const late = payment.blockTime.getTime() > new Date(details.quotedUntil).getTime();
  let neededWei = BigInt(row.amountWei ?? '0');
  if (late && row.status === 'awaiting_transfer') neededWei = ethPaymentWei(row.amountCents, await usdPerEthAtBlock(network, payment.blockNumber));
  const refused = row.status !== 'awaiting_transfer' ? `not awaited (${row.status})` : payment.amountWei < neededWei ? ETH_AMOUNT_MISMATCH_REASON : null;
  const returnWei = refused ? payment.amountWei : payment.amountWei - neededWei;
  const received: EthReceivedDetails = {
    payer: payment.payer,
    orderReference: payment.orderReference,
    transactionHash: payment.transactionHash,
    logIndex: payment.logIndex,
    blockNumber: payment.blockNumber.toString(),
    neededWei: neededWei.toString(),
    returnWei: returnWei.toString(),
    late,
    refused,
  };
  const entries: LedgerEntry[] = [
    { kind: 'eth_received', sourceKey, amountCents: refused ? 0 : row.amountCents, amountWei: payment.amountWei, reason: refused, details: { ...received } },
  ];
  if (refused === ETH_AMOUNT_MISMATCH_REASON) entries.push({ kind: 'failed', sourceKey: `${sourceKey}:mismatch`, reason: ETH_AMOUNT_MISMATCH_REASON });
  const before = row.status;
  const recorded = await recordLedger(context, intentPk, entries, refused === ETH_AMOUNT_MISMATCH_REASON ? { failureReason: ETH_AMOUNT_MISMATCH_REASON } : {}, tx);
  return { intentPk, statusChanged: recorded.row.status !== before, returnWei };
}

/** After the payment committed: tell the purpose's flow, and queue the money that goes back. */
export async function afterEthPayment(context: AppContext, outcome: EthPaymentOutcome): Promise<void> {
  if (outcome.statusChanged) await announceSettled(context, outcome.intentPk);
  if (outcome.returnWei > 0n) await queueEthReturns(context, outcome.intentPk);
}

export async function queueEthReturns(context: AppContext, intentPk: string): Promise<void> {
  const jobs = await jobsOf(context);
  await jobs.send(ETH_RETURNS_QUEUE, { intentPk }, { singletonKey: intentPk });
}

/** The indexer's view of the receiver: every `PaymentReceived` becomes a ledger row (once, by its log). */
export function ethPaymentProjection(context: AppContext, live: LiveChain): ChainProjection {
  return {
    name: 'eth-payments',
    async apply(tx, batch) {
      const work: AfterCommit[] = [];
      for (const transaction of batch.transactions) {
        for (const log of transaction.logs) {
          if (log.contract !== 'paymentReceiver' || log.event.name !== 'PaymentReceived') continue;
          const { orderReference, payer, amount } = log.event;
          const outcome = await recordEthPayment(context, tx, live.network, {
            chainId: batch.chainId,
            transactionHash: log.transactionHash,
            logIndex: log.logIndex,
            blockNumber: log.blockNumber,
            blockTime: log.blockTime,
            orderReference,
            payer,
            amountWei: amount,
          });
          if (!outcome) {
            context.log.warn({ transactionHash: log.transactionHash, orderReference }, 'payments: an ETH payment names no order of ours; it stays in the receiver until staff refund it');
            continue;
          }
          work.push(() => afterEthPayment(context, outcome));
        }
      }
      return work;
    },
  };
}
