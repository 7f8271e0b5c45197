import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { paymentIntents } from '@caskmark/db';
import { paymentReceiverAbi } from '@caskmark/contracts';
import type { EthTransferPayload } from '@caskmark/shared/api/checkout';
import { ETH_ANNOUNCED_WAIT_MINUTES, ETH_QUOTE_MINUTES, ETH_UNAVAILABLE_MESSAGE } from '@caskmark/shared/api/payments';
import { weiToEth } from '@caskmark/shared/money/wei';
import { ethPaymentWei, isEthPaymentAllowed, MIN_ETH_PAYMENT_MESSAGE, NOTHING_TO_PAY_MESSAGE } from '@caskmark/shared/rules/payment-methods';
import { encodeFunctionData, type Address, type Hex } from 'viem';
import type { AppContext } from '../../context';
import { AppError, badRequest, conflict } from '../../platform/errors';
import { PAYMENT_UNDER_WAY_MESSAGE } from './card-payments';
import { chainOf, type LiveChain } from '../chain/public';
import { ethReferenceOf } from './eth-reference';
import { createIntent, intentByKey, isUniqueViolation, liveIntentOf, presentIntent, recordLedger, type IntentRef, type IntentRow, type PaymentIntent } from './intents';

/** What an ETH intent keeps besides its amounts (payment_intents.details). */
export interface EthDetails {
  reference: Hex;
  /** The receiver contract and chain the quote is for. */
  to: Address;
  chainId: number;
  usdPerEth: number;
  quotedUntil: string;
  /** The transaction the payer announced (updatePrimaryCheckoutCartStatusV2), while it is awaited. */
  announcedHash?: string | null;
  announcedAt?: string | null;
}

export function ethDetailsOf(row: Pick<IntentRow, 'details'>): EthDetails {
  return row.details as unknown as EthDetails;
}

/** Until when an awaiting ETH intent waits: its quote, or 30 minutes after the payer announced its transaction. */
export function ethWaitsUntil(details: EthDetails): Date {
  const quoted = new Date(details.quotedUntil).getTime();
  const announced = details.announcedAt ? new Date(details.announcedAt).getTime() + ETH_ANNOUNCED_WAIT_MINUTES * 60_000 : 0;
  return new Date(Math.max(quoted, announced));
}

/** The chain with a payment receiver, or 503 `eth_unavailable` (chain off, or no receiver on this network). */
export function requireEthRail(context: AppContext): { live: LiveChain; receiver: Address } {
  const live = chainOf(context).live;
  const receiver = live?.network.addresses.paymentReceiver;
  if (!live || !receiver) throw new AppError({ status: 503, code: 'eth_unavailable', message: ETH_UNAVAILABLE_MESSAGE, nonFieldErrors: [ETH_UNAVAILABLE_MESSAGE] });
  return { live, receiver };
}

/**
 * Quotes an ETH payment (decision 220): the amount in wei at the current ETH price (USD over the price
 * to 8 decimals, rounded up), locked for 15 minutes, bound to a new intent by its reference. At least
 * 0.004 ETH, else 400 with the minimum. A replay with the same key answers the first quote; another
 * live payment for the same reference is refused.
 */
export async function createEthIntent(context: AppContext, input: IntentRef & { amountCents: number; idempotencyKey: string }): Promise<PaymentIntent> {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) throw badRequest(NOTHING_TO_PAY_MESSAGE, { code: 'nothing_to_pay' });
  const { live, receiver } = requireEthRail(context);
  const replay = await intentByKey(context.db, input.userPk, input.idempotencyKey);
  if (replay) return presentIntent(replay);
  if (await liveIntentOf(context.db, input.purpose, input.referencePk)) throw conflict(PAYMENT_UNDER_WAY_MESSAGE);

  const usdPerEth = await context.ethPrice.usdPerEth();
  const wei = ethPaymentWei(input.amountCents, usdPerEth);
  if (!isEthPaymentAllowed(wei)) throw badRequest(MIN_ETH_PAYMENT_MESSAGE, { code: 'eth_below_minimum' });
  const now = context.clock.now();
  const publicPk = randomUUID();
  const details: EthDetails = {
    reference: ethReferenceOf(publicPk),
    to: receiver,
    chainId: live.network.chainId,
    usdPerEth,
    quotedUntil: new Date(now.getTime() + ETH_QUOTE_MINUTES * 60_000).toISOString(),
  };
  try {
    const row = await context.db.transaction(async (tx) => {
      const { row: intent, created } = await createIntent(tx, {
        publicPk,
        purpose: input.purpose,
        referencePk: input.referencePk,
        userPk: input.userPk,
        rail: 'eth',
        amountCents: input.amountCents,
        amountWei: wei.toString(),
        status: 'awaiting_transfer',
        idempotencyKey: input.idempotencyKey,
        details: details as unknown as Record<string, unknown>,
        createdAt: now,
        updatedAt: now,
      });
      if (!created) return intent;
      return (await recordLedger(context, intent.publicPk, [{ kind: 'awaiting_transfer', sourceKey: `eth:${intent.publicPk}:quote`, amountWei: wei }], {}, tx)).row;
    });
    return presentIntent(row);
  } catch (error) {
    if (isUniqueViolation(error, 'payment_intents_live_reference_key')) throw conflict(PAYMENT_UNDER_WAY_MESSAGE);
    throw error;
  }
}

/** What the payer's wallet sends: `pay(reference)` on the receiver with the quoted value (EthTransferPayloadSchema). */
export function ethTransferPayloadOf(row: IntentRow): EthTransferPayload {
  const details = ethDetailsOf(row);
  const wei = BigInt(row.amountWei ?? '0');
  return {
    to: details.to,
    value: wei.toString(),
    data: encodeFunctionData({ abi: paymentReceiverAbi, functionName: 'pay', args: [details.reference] }),
    chainId: details.chainId,
    amountEth: weiToEth(wei),
    usdPerEth: details.usdPerEth,
    quotedUntil: details.quotedUntil,
  };
}

/** The payload of the ETH payment a reference is waiting for, or null (none quoted, or no longer awaited). */
export async function ethTransferPayloadFor(context: AppContext, ref: Pick<IntentRef, 'purpose' | 'referencePk'>): Promise<EthTransferPayload | null> {
  const [row] = await context.db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.purpose, ref.purpose), eq(paymentIntents.referencePk, ref.referencePk), eq(paymentIntents.rail, 'eth')))
    .orderBy(desc(paymentIntents.createdAt))
    .limit(1);
  return row && row.status === 'awaiting_transfer' ? ethTransferPayloadOf(row) : null;
}
