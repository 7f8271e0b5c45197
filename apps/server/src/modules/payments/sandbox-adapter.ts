import type { AppContext } from '../../context';
import * as sandbox from '../psp-sandbox/public';
import { PspTimeoutError, type AuthorizationOutcome, type FollowUpOutcome, type PspAdapter, type PspEvent } from './psp-adapter';

const KIND_OF: Record<string, Record<string, PspEvent['kind']>> = {
  authorization: { AUTHORIZED: 'authorized', PENDING_AUTHENTICATION: 'requires_action', DECLINED: 'declined', FAILED: 'failed' },
  capture: { SUCCEEDED: 'captured' },
  void: { SUCCEEDED: 'voided' },
  refund: { SUCCEEDED: 'refunded' },
};

function followUp(result: sandbox.FollowUpResult): FollowUpOutcome {
  return result.status === 'SUCCEEDED' ? { ok: true, pspId: result.id, amountCents: result.amountCents } : { ok: false, pspId: result.id, reason: result.reason ?? 'Refused' };
}

function outcomeOf(answer: sandbox.AuthorizeResponse): AuthorizationOutcome {
  if (answer.status === 'AUTHORIZED') {
    const card = answer.instrument;
    return {
      status: 'AUTHORIZED',
      pspId: answer.id,
      amountCents: answer.amountCents,
      storedCard: card
        ? { pspInstrumentId: card.id, cardType: card.brand, firstSixDigits: card.firstSix, lastFourDigits: card.lastFour, expirationMonth: card.expirationMonth, expirationYear: card.expirationYear }
        : null,
    };
  }
  if (answer.status === 'PENDING_AUTHENTICATION' && answer.stepUp) {
    return { status: 'PENDING_AUTHENTICATION', pspId: answer.id, ...answer.stepUp };
  }
  return { status: answer.status === 'DECLINED' ? 'DECLINED' : 'FAILED', pspId: answer.id, reason: answer.reason ?? 'Refused' };
}

/** The adapter to the in-process sandbox PSP: the same calls a Cybersource adapter would make over HTTPS. */
export function sandboxAdapter(context: AppContext): PspAdapter {
  return {
    name: 'sandbox',
    createCaptureContext: (merchantReference) => sandbox.openCaptureContext(context, merchantReference),
    async setupPayerAuth(token) {
      try {
        return await sandbox.setupPayerAuth(context, token);
      } catch (error) {
        if (error instanceof sandbox.PayerAuthError) return null;
        throw error;
      }
    },
    payerAuthStatus: (referenceId) => sandbox.payerAuthStatus(context.db, referenceId),
    async authorize(input): Promise<AuthorizationOutcome> {
      let answer: sandbox.AuthorizeResponse;
      try {
        answer = await sandbox.authorize(context, {
          idempotencyKey: input.idempotencyKey,
          merchantReference: input.merchantReference,
          customerReference: input.customerReference,
          amountCents: input.amountCents,
          source: input.source.kind === 'token' ? input.source.token : input.source.pspInstrumentId,
          payerAuthReferenceId: input.payerAuthReferenceId,
          storeInstrument: input.storeCard,
        });
      } catch (error) {
        if (error instanceof sandbox.SandboxTimeoutError) throw new PspTimeoutError(error.message);
        throw error;
      }
      return outcomeOf(answer);
    },
    async findAuthorization(idempotencyKey) {
      const answer = await sandbox.authorizationByRequestKey(context, idempotencyKey);
      return answer ? outcomeOf(answer) : null;
    },
    capture: async (input) => followUp(await sandbox.capture(context, input)),
    void: async (input) => followUp(await sandbox.voidAuthorization(context, input)),
    async reverseTimedOut(input) {
      const result = await sandbox.reverseByRequestKey(context, input);
      return result ? followUp(result) : null;
    },
    refund: async (input) => followUp(await sandbox.refund(context, input)),
    deleteStoredCard: (id) => sandbox.deleteInstrument(context, id),
    parseNotification(headers, rawBody) {
      const header = headers[sandbox.SIGNATURE_HEADER];
      if (!sandbox.verifySignature(sandbox.webhookSecret(context), rawBody, Array.isArray(header) ? header[0] : header, Date.now())) return null;
      let payload: { id?: unknown; transaction?: Record<string, unknown> };
      try {
        payload = JSON.parse(rawBody) as typeof payload;
      } catch {
        return null;
      }
      const transaction = payload.transaction;
      if (typeof payload.id !== 'string' || !transaction || typeof transaction.id !== 'string') return null;
      const kind = KIND_OF[String(transaction.kind)]?.[String(transaction.status)];
      if (!kind) return null;
      return {
        eventId: payload.id,
        pspId: transaction.id,
        parentPspId: typeof transaction.parentId === 'string' ? transaction.parentId : null,
        kind,
        merchantReference: String(transaction.merchantReference ?? ''),
        amountCents: Number(transaction.amountCents ?? 0),
        reason: typeof transaction.reason === 'string' ? transaction.reason : null,
      };
    },
  };
}
