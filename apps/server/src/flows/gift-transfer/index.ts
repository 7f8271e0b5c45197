/** Accepting a gift (decision 345): the accept call and the job that moves the token from the sender's custody to the receiver. */
export { acceptGift, GIFT_TRANSFER_QUEUE } from './accept-gift';
export { MAX_GIFT_TRANSFER_ATTEMPTS, resumeStalledGiftTransfers, runGiftTransfer } from './run-gift-transfer';
export { registerGiftTransferRoutes } from './gift-transfer-routes';
