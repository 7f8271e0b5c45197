/** What other parts of the server may use of offers: the module, and one settling pass (tests, the console). */
export { offersModule } from './offers-module';
export { settleOffers } from './offer-expiry';
