/** Transfer out of custody (spec part 2 §4 "Custodial transfer"): the request and the job that moves the token. */
export { CUSTODY_TRANSFER_QUEUE, requestCustodialTransfer } from './request-transfer';
export { ensureGas, MAX_TRANSFER_ATTEMPTS, resumeStalledTransfers, runCustodialTransfer, waitForConfirmations } from './run-transfer';
export { registerTransferRoutes } from './transfer-routes';
