/** Chain logs → edition ownership, history and listings (the wallet approvals projection lives in wallets). */
export { listingProjection } from './listing-projection';
export { ownershipProjection } from './ownership-projection';
