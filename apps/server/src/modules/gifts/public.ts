/**
 * What other domains and flows may use of gifts (decision 345).
 *
 * The lock: a pending gift holds `edition_nfts.is_locked` (taken with the gift, released when it is
 * cancelled, declined or delivered), the same flag carts, redemption and listings already refuse.
 * `openGiftOf(db, editionNftPk)` tells whether that lock is a gift's (for a precise message:
 * `GIFT_LOCKED_MESSAGE`), `isGiftLocked` the short form.
 */
export { giftsModule } from './gifts-module';
export { giftByPk, giftTransferByPk, openGiftOf, type GiftRow, type GiftTransferRow } from './gift-repository';
export { giftGone, isReceiverOf, isSenderOf, receiverEmailOf } from './gift-policies';
export { presentGiftTransfer } from './gift-presenter';
export { isGiftLocked } from './gift-lock';
export { GIFT_LOCKED_MESSAGE } from '@caskmark/shared/api/gifts';
