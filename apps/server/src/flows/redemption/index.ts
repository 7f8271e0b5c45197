/** Redemption (decisions 270–274): the redeem calls, the card payment of the fee, the burn workflow, fulfilment and tracking. */
export { registerRedemptionFlow, startRedemptionFlow, DELIVERY_TASK } from './redemption-flow';
export { settleDeliveries } from './fulfilment';
export { REDEMPTION_WORKFLOW, type RedemptionState } from './redemption-state';
