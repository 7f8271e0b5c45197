import { and, eq, inArray } from 'drizzle-orm';
import { paymentLedger } from '@caskmark/db';
import { paymentReceiverAbi } from '@caskmark/contracts';
import { encodeFunctionData, keccak256, toHex, type Hex } from 'viem';
import type { AppContext } from '../../context';
import { conflict } from '../../platform/errors';
import type { EthReceivedDetails } from './eth-payments';
import { requireEthRail } from './eth-quotes';
import { intentRowByPk, presentIntent, recordLedger, type IntentRow, type PaymentIntent } from './intents';

type LedgerRow = typeof paymentLedger.$inferSelect;
/** `return`: a refused payment or the excess of an accepted one; `refund`: the part taken, when the order failed after all. */
type Portion = 'return' | 'refund';

/** The id the receiver contract pays a refund under, at most once: derived from the ledger key. */
export const ethRefundIdOf = (sourceKey: string): Hex => keccak256(toHex(sourceKey));

async function ledgerOf(context: AppContext, intentPk: string): Promise<LedgerRow[]> {
  return context.db
    .select()
    .from(paymentLedger)
    .where(and(eq(paymentLedger.intentPk, intentPk), inArray(paymentLedger.kind, ['eth_received', 'eth_refunded'])));
}

/**
 * Sends `amountWei` of `payment` back to its payer through the receiver's operator refund, then records
 * `eth_refunded` (key `eth-refund:<payment key>:<portion>`). The contract pays each refund id once and
 * only to the payer, so a retry after a crash, or two workers at once, pay nothing twice: a refund
 * already paid on chain is only recorded.
 */
async function sendEthRefund(context: AppContext, row: IntentRow, payment: LedgerRow, portion: Portion, amountWei: bigint, amountCents: number, reason: string): Promise<void> {
  const sourceKey = `eth-refund:${payment.sourceKey}:${portion}`;
  const [done] = await context.db.select({ kind: paymentLedger.kind }).from(paymentLedger).where(eq(paymentLedger.sourceKey, sourceKey));
  if (done || amountWei <= 0n) return;
  const { live, receiver } = requireEthRail(context);
  const operator = live.network.operator;
  if (!operator) throw new Error('No operator key: ETH refunds cannot be sent (set CHAIN_OPERATOR_PRIVATE_KEY).');
  const paid = payment.details as unknown as EthReceivedDetails;
  const refundId = ethRefundIdOf(sourceKey);
  const read = () => live.network.publicClient.readContract({ address: receiver, abi: paymentReceiverAbi, functionName: 'refundPaid', args: [refundId] });
  let transactionHash: Hex | null = null;
  if (!(await read())) {
    const data = encodeFunctionData({ abi: paymentReceiverAbi, functionName: 'refund', args: [paid.orderReference, paid.payer, amountWei, refundId] });
    transactionHash = await live.sender.send({ signer: operator, to: receiver, data, purpose: 'eth_refund', referencePk: row.publicPk });
    const receipt = await live.sender.waitForReceipt(transactionHash);
    // A twin sent by another attempt may have paid it first; the contract refused ours, the refund stands.
    if (receipt.status !== 'success' && !(await read())) throw new Error(`The ETH refund ${transactionHash} reverted`);
    live.indexer.nudge();
  }
  await recordLedger(context, row.publicPk, [
    { kind: 'eth_refunded', sourceKey, amountWei, amountCents, reason, details: { refundId, transactionHash, to: paid.payer, portion, payment: payment.sourceKey } },
  ]);
}

/** Gives back every refused payment and every excess of this intent that has not gone back yet. */
export async function returnEthPayments(context: AppContext, intentPk: string): Promise<void> {
  const row = await intentRowByPk(context.db, intentPk);
  if (!row || row.rail !== 'eth') return;
  for (const payment of await ledgerOf(context, intentPk)) {
    if (payment.kind !== 'eth_received') continue;
    const details = payment.details as unknown as EthReceivedDetails;
    const reason = details.refused ?? 'over-payment';
    await sendEthRefund(context, row, payment, 'return', BigInt(details.returnWei), 0, reason);
  }
}

/**
 * Refunds an ETH intent whose order failed after its payment was taken: the part taken of each
 * accepted payment goes back to its payer (with the cents, so the intent ends refunded), after any
 * excess. Partial refunds are not offered on this rail.
 */
export async function refundEthIntent(context: AppContext, row: IntentRow, reason: string, amountCents?: number): Promise<PaymentIntent> {
  if (amountCents !== undefined && amountCents !== row.amountCents) throw conflict('ETH payments are refunded in full only.');
  await returnEthPayments(context, row.publicPk);
  for (const payment of await ledgerOf(context, row.publicPk)) {
    if (payment.kind !== 'eth_received' || payment.amountCents === 0) continue;
    const details = payment.details as unknown as EthReceivedDetails;
    const taken = BigInt(payment.amountWei ?? '0') - BigInt(details.returnWei);
    await sendEthRefund(context, row, payment, 'refund', taken, payment.amountCents, reason);
  }
  return presentIntent((await intentRowByPk(context.db, row.publicPk))!);
}
