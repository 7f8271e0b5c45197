export { runSettlementPass, startAuctionSettlement, AUCTION_SETTLEMENT_TASK, type SettlementPass } from './settlement-task';
