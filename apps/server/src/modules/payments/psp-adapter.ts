/**
 * What the payments domain needs of a card processor (decision 171). The sandbox implements it; a
 * Cybersource adapter (Flex Microform + Payer Authentication + PTS v2 payments + TMS tokens) would
 * implement it the same way. Every call that moves money carries our idempotency key.
 */
export type CardBrandCode = '001' | '002' | '003';

export interface CaptureContext {
  keyId: string;
  fingerprintSessionId: string;
  hostedFieldsUrl: string;
}

export interface PayerAuthSetup {
  referenceId: string;
  accessToken: string;
  deviceDataCollectionUrl: string;
}

export interface StoredCard {
  pspInstrumentId: string;
  cardType: CardBrandCode;
  firstSixDigits: string;
  lastFourDigits: string;
  expirationMonth: number;
  expirationYear: number;
}

export type AuthorizationOutcome =
  | { status: 'AUTHORIZED'; pspId: string; amountCents: number; storedCard: StoredCard | null }
  | { status: 'PENDING_AUTHENTICATION'; pspId: string; stepUpUrl: string; accessToken: string; referenceId: string }
  | { status: 'DECLINED' | 'FAILED'; pspId: string | null; reason: string };

export type FollowUpOutcome = { ok: true; pspId: string; amountCents: number } | { ok: false; pspId: string | null; reason: string };

export interface AuthorizeInput {
  idempotencyKey: string;
  /** Our intent's publicPk: notifications name it. */
  merchantReference: string;
  customerReference: string;
  amountCents: number;
  /** A transient token from the hosted fields, or a stored instrument id. */
  source: { kind: 'token'; token: string } | { kind: 'instrument'; pspInstrumentId: string };
  payerAuthReferenceId: string | null;
  storeCard: boolean;
}

/** A notification as the domain applies it: one money event of one PSP operation. */
export interface PspEvent {
  eventId: string;
  /** The PSP operation's id: the ledger's source key, shared with the synchronous answer. */
  pspId: string;
  parentPspId: string | null;
  kind: 'authorized' | 'requires_action' | 'declined' | 'failed' | 'captured' | 'voided' | 'refunded';
  merchantReference: string;
  amountCents: number;
  reason: string | null;
}

/** The PSP answered nothing in time; whether it acted is unknown (reverse by the request key). */
export class PspTimeoutError extends Error {}

export interface PspAdapter {
  readonly name: string;
  createCaptureContext(merchantReference: string): Promise<CaptureContext>;
  setupPayerAuth(token: string): Promise<PayerAuthSetup | null>;
  payerAuthStatus(referenceId: string): Promise<{ status: 'collected' | 'authenticated' | 'failed'; transactionId: string } | null>;
  authorize(input: AuthorizeInput): Promise<AuthorizationOutcome>;
  /** The authorization a request made, found by its idempotency key; null when the PSP never made one. */
  findAuthorization(idempotencyKey: string): Promise<AuthorizationOutcome | null>;
  capture(input: { idempotencyKey: string; authorizationId: string; amountCents: number }): Promise<FollowUpOutcome>;
  void(input: { idempotencyKey: string; authorizationId: string }): Promise<FollowUpOutcome>;
  /** Voids whatever a request that timed out may have authorized. */
  reverseTimedOut(input: { idempotencyKey: string; originalKey: string }): Promise<FollowUpOutcome | null>;
  refund(input: { idempotencyKey: string; captureId: string; amountCents: number }): Promise<FollowUpOutcome>;
  deleteStoredCard(pspInstrumentId: string): Promise<void>;
  /** Checks the signature and reads a notification; null when it is not genuine. */
  parseNotification(headers: Record<string, string | string[] | undefined>, rawBody: string): PspEvent | null;
}
