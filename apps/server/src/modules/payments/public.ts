/**
 * The payments domain as other rooms use it (decision 170, /work/checkout-interface.md): one way to
 * take money whatever the rail. Flows create and move intents with these functions and hear about
 * changes through `onIntentSettled`; they never touch the tables or the PSP.
 */
export { paymentsModule } from './payments-module';
export { intentByPk, intentsFor, type IntentRef, type IntentStatus, type PaymentIntent, type Purpose, type Rail } from './intents';
export { authorizeCard, authorizeSavedCard, PAYMENT_UNDER_WAY_MESSAGE } from './card-payments';
export { capture, voidIntent, refundIntent } from './intent-actions';
export { giftCardBalance, holdGiftCard, giftCardByPk, presentGiftCards, seedDemoGiftCards, GIFT_CARD_LOW_BALANCE_MESSAGE } from './gift-cards';
export { onIntentSettled, type SettledHandler } from './settled-handlers';
export { onReferenceCheck } from './reference-checks';
export { reconcileCardIntents, ABANDONED_CARD_REASON, CARD_RECONCILE_AFTER_MS } from './card-reconcile';
export { listInstruments } from './instruments';
export { wireInstructions, wireTransferFor, submitWireProof, confirmWire, rejectWire, WIRE_MEMO_PREFIX, WIRE_ALREADY_SUBMITTED_MESSAGE } from './wire';
export { createEthIntent, ethTransferPayloadFor } from './eth-quotes';
export { confirmEthTransaction, type EthConfirmation } from './eth-confirm';
export { ethPaymentProjection } from './eth-payments';
export { ethReferenceOf } from './eth-reference';
export { WIRE_PROOF_MAX_BYTES, WIRE_PROOF_TYPE_MESSAGE, WIRE_PROOF_SIZE_MESSAGE, sniffReceipt as sniffDocument } from './receipt-check';
