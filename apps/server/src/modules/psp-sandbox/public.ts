/**
 * The sandbox PSP as the payments domain's adapter sees it (decision 171): what a real PSP's API
 * would offer — capture contexts, payer authentication, authorizations, captures, voids, refunds,
 * stored instruments — and how its notifications are signed. Nothing else may use these.
 */
export { pspSandboxModule } from './psp-sandbox-module';
export { openCaptureContext, deleteInstrument, INVALID_CARD_NUMBER_MESSAGE } from './card-vault';
export { setupPayerAuth, payerAuthStatus, PayerAuthError } from './payer-auth';
export {
  authorize,
  capture,
  voidAuthorization,
  reverseByRequestKey,
  authorizationByRequestKey,
  refund,
  SandboxTimeoutError,
  DECLINE_REASONS,
  type AuthorizeRequest,
  type AuthorizeResponse,
  type FollowUpResult,
  type InstrumentSummary,
} from './transactions';
export { webhookSecret, verifySignature, signNotification, SIGNATURE_HEADER, MERCHANT_NOTIFICATION_PATH } from './notifications';
export { TEST_CARDS, CHALLENGE_CODE } from './test-cards';
