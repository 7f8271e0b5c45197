/** What other domains may use of the mail domain. */
export { mailerFor, type Mailer, type StoredMail } from './mailer';
export { verificationCodeMail, passwordResetMail, newEmailCodeMail, purchaseReceiptMail, checkoutFailedMail, type ReceiptMailInput, type CheckoutFailedMailInput, type RenderedMail } from './templates';
export { mailModule } from './mail-module';
export { auctionWonMail, type AuctionWonMailInput } from './auction-templates';
export { redemptionPaidMail, redemptionShippedMail, redemptionDeliveredMail, type RedemptionMailInput } from './redemption-templates';
export { drawMail, type DrawMailInput } from './draw-templates';
export { giftOfferedMail, type GiftOfferedMailInput } from './gift-templates';
export { offerReceivedMail, offerAcceptedMail, offerCounteredMail, type OfferMailInput } from './offer-templates';
