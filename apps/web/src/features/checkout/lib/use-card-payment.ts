import { useCallback, useEffect, useRef, useState } from 'react';
import { PAYER_AUTH_RETRY_MS, type BillingAddress, type PayerAuthSetup, type PaymentResult, type PaymentSubmission } from '@caskmark/shared/api/payments';
import { ApiError } from '../../../lib/api-client';
import { checkPayerAuth, initiatePayerAuth } from '../api/payer-auth';
import { outcomeOfError, outcomeOfResult, type CardOutcome } from './card-result';
import { newPaymentAttemptId } from './payment-options';

/** Credit Card → Billing Info → Submit (spec part 2 §2 screen 5). */
export const CARD_STEPS = ['Credit Card', 'Billing Info', 'Submit'] as const;
export type CardStep = 0 | 1 | 2;

/** The part of a card submission the flow fills in; the target adds what is paid for. */
export type CardSubmission = Pick<PaymentSubmission, 'billingAddress' | 'tokenValue' | 'referenceId' | 'transactionId' | 'saveCreditCard' | 'isDefault' | 'uniqueId'>;

/**
 * What a card payment pays for (a cart, a redemption's shipping fee): the amount shown, the capture
 * call, and what to refresh after an answer. The amount charged is always the server's.
 */
export interface CardPaymentTarget {
  /** Names the payment (the hosted fields' session is one per target). */
  publicPk: string;
  /** In dollars, shown on the Pay button. */
  amount: number;
  /** Runs once before 3-D Secure (the cart: hold it for the payment). */
  prepare?: () => Promise<void>;
  pay: (submission: CardSubmission) => Promise<PaymentResult>;
  /** A saved card; without it only a new card is offered. */
  payWithSaved?: (paymentInstrumentPublicPk: string, uniqueId: string) => Promise<PaymentResult>;
  /** After every answer: refresh what the payment changes. */
  refresh: () => void;
  /** The card is authorized: whoever owns the payment takes over. */
  onAuthorized?: () => void;
  /** Card verification (spec part 2 §7 'card-verification'): nothing is charged and the card is always saved. */
  savesCardOnly?: boolean;
}

export interface NewCard {
  tokenValue: string;
  saveCreditCard: boolean;
  isDefault: boolean;
}

/** Field errors the server put on the billing address ({billingAddress: {field: [..]}} or 'billingAddress.field'). */
export function billingFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return {};
  const body = error.body as Record<string, unknown>;
  const found: Record<string, string> = {};
  const nested = body.billingAddress;
  if (nested && typeof nested === 'object' && !Array.isArray(nested)) {
    for (const [field, messages] of Object.entries(nested)) if (Array.isArray(messages) && messages.length) found[field] = String(messages[0]);
  }
  for (const [key, messages] of Object.entries(body)) {
    if (key.startsWith('billingAddress.') && Array.isArray(messages) && messages.length) found[key.slice('billingAddress.'.length)] = String(messages[0]);
  }
  return found;
}

/**
 * The card flow's state: a hosted-fields token, 3-D Secure device collection, the billing address,
 * the capture call keyed by one `uniqueId` per attempt, the step-up frame with the check polled every
 * 2 s while it answers 404, then the final authorization with the same key. A refusal goes back one
 * step with a new key; a broken call shows the overlay whose Start Over begins again.
 */
export function useCardPayment(target: CardPaymentTarget) {
  const [step, setStep] = useState<CardStep>(0);
  const [card, setCard] = useState<NewCard | null>(null);
  const [setup, setSetup] = useState<PayerAuthSetup | null>(null);
  // The address typed last: a refusal goes back to Billing Info with it filled in, not blank.
  const [billingAddress, setBillingAddress] = useState<BillingAddress | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [billingErrors, setBillingErrors] = useState<Record<string, string>>({});
  const [overlay, setOverlay] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<{ stepUpUrl: string; resubmit: (transactionId?: string) => Promise<PaymentResult> } | null>(null);
  const attempt = useRef(newPaymentAttemptId());
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  // The target's callbacks change with every render of its owner; the flow reads the latest.
  const targetRef = useRef(target);
  useEffect(() => {
    targetRef.current = target;
  });
  const handOver = useCallback(() => targetRef.current.refresh(), []);

  const apply = useCallback(
    (outcome: CardOutcome, resubmit: (transactionId?: string) => Promise<PaymentResult>, backTo: CardStep) => {
      if (!mounted.current) return;
      setBusy(false);
      if (outcome.kind === 'authorized') {
        setChallenge(null);
        handOver();
        targetRef.current.onAuthorized?.();
      } else if (outcome.kind === 'challenge') {
        setChallenge({ stepUpUrl: outcome.stepUpUrl, resubmit });
      } else if (outcome.kind === 'refused') {
        setChallenge(null);
        setError(outcome.message);
        attempt.current = newPaymentAttemptId();
        setStep(backTo);
        handOver();
      } else {
        setChallenge(null);
        setOverlay(outcome.message);
      }
    },
    [handOver],
  );

  const run = useCallback(
    (call: (transactionId?: string) => Promise<PaymentResult>, backTo: CardStep) => {
      setBusy(true);
      setError(null);
      setBillingErrors({});
      call()
        .then((result) => apply(outcomeOfResult(result), call, backTo))
        .catch((failure: unknown) => {
          const fields = billingFieldErrors(failure);
          if (Object.keys(fields).length) {
            setBusy(false);
            setBillingErrors(fields);
            setStep(1);
            return;
          }
          apply(outcomeOfError(failure), call, backTo);
        });
    },
    [apply],
  );

  /** Step 1 done: the target's preparation (the cart's hold), then 3-D Secure device collection. */
  const tokenized = useCallback(
    async (next: NewCard) => {
      setBusy(true);
      setError(null);
      try {
        await targetRef.current.prepare?.();
        const started = await initiatePayerAuth(next.tokenValue);
        if (!mounted.current) return;
        setCard(next);
        setSetup(started);
        setStep(1);
      } catch (failure) {
        setError(failure instanceof ApiError ? failure.message : String(failure));
      } finally {
        if (mounted.current) setBusy(false);
      }
    },
    [],
  );

  const submitBilling = useCallback(
    (address: BillingAddress) => {
      if (!card || !setup) return;
      setBillingAddress(address);
      setStep(2);
      const uniqueId = attempt.current;
      run(
        (transactionId) =>
          targetRef.current.pay({
            billingAddress: address,
            tokenValue: card.tokenValue,
            referenceId: setup.referenceId,
            transactionId,
            saveCreditCard: card.saveCreditCard,
            isDefault: card.isDefault,
            uniqueId,
          }),
        1,
      );
    },
    [card, setup, run],
  );

  const payWithSaved = useCallback(
    (paymentInstrumentPublicPk: string) => {
      const uniqueId = attempt.current;
      const paySaved = targetRef.current.payWithSaved;
      if (!paySaved) return;
      // Submit shows the bank's frame if the saved card asks for 3-D Secure; a refusal returns to Credit Card.
      setStep(2);
      run(() => paySaved(paymentInstrumentPublicPk, uniqueId), 0);
    },
    [run],
  );

  // While the step-up frame is up: the check every 2 s while it answers 404, then the final authorization.
  const referenceId = setup?.referenceId ?? null;
  useEffect(() => {
    if (!challenge) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const answer = referenceId ? await checkPayerAuth(referenceId).catch(() => null) : null;
      if (stopped) return;
      if (answer && answer.status !== 'collected') {
        setChallenge(null);
        run(() => challenge.resubmit(answer.transactionId), 1);
        return;
      }
      timer = setTimeout(() => void poll(), PAYER_AUTH_RETRY_MS);
    };
    // A saved card has no 3-D Secure session of ours: the frame's own 'challenge-complete' resumes it.
    const onMessage = (event: MessageEvent<{ source?: string; type?: string }>) => {
      if (referenceId || event.origin !== window.location.origin || event.data?.source !== 'caskmark-psp' || event.data.type !== 'challenge-complete') return;
      setChallenge(null);
      run(() => challenge.resubmit(), 0);
    };
    if (referenceId) timer = setTimeout(() => void poll(), PAYER_AUTH_RETRY_MS);
    else window.addEventListener('message', onMessage);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
    };
  }, [challenge, referenceId, run]);

  const startOver = useCallback(() => {
    attempt.current = newPaymentAttemptId();
    setOverlay(null);
    setChallenge(null);
    setError(null);
    setCard(null);
    setSetup(null);
    setStep(0);
    handOver();
  }, [handOver]);

  const back = useCallback(() => {
    setError(null);
    setStep((current) => (current > 0 ? ((current - 1) as CardStep) : current));
  }, []);

  return { step, busy, error, billingErrors, billingAddress, overlay, challenge, setup, tokenized, submitBilling, payWithSaved, startOver, back, setError };
}
