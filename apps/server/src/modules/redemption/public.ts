/**
 * The redemption domain (decision 270): requests to turn an edition NFT into its bottle, their notes,
 * the private photo IDs, the courier behind `CarrierAdapter` (sandbox or DHL), and the presenters. The
 * cross-domain work — eligibility from the chain index, payment, the burn, fulfilment — is the
 * redemption flow's (src/flows/redemption), which calls these.
 */
export * from './redemption-repository';
export { presentRedemption, presentStaffRedemption, presentShipment } from './redemption-presenter';
export { storePhotoId, readPhotoId, discardPhotoId, photoIdProblem, type StoredPhotoId } from './photo-id-store';
export { carrierOf, CARRIER_OFF_MESSAGE } from './carrier';
export type { CarrierAdapter, CarrierBooking, TrackedShipment, CarrierScan } from './carrier-adapter';
export { nftFacts, type NftFacts } from './nft-facts';
