/**
 * What other domains may use of wallets:
 * - `connectedWallets(context, userPk)` for the user session;
 * - `activeWalletByAddress(db, address)` / `activeWalletsOfUser(db, userPk)`: who holds an address;
 * - `walletApprovalProjection` (registered by the chain projections flow);
 * - wallet sign-in (`issueWalletSignInChallenge`, `walletSignIn`); this domain serves it under
 *   /api/auth/v1/wallet/ and signs people in through identity's sign-in port.
 * Live events: `wallets.approval.<userPk>` ({ walletApprovalChanged }).
 */
export { walletsModule } from './wallets-module';
export { connectedWallets } from './connected-wallets';
export { activeWalletByAddress, activeWalletsOfUser, activeWalletOfUser, type WalletRow } from './wallet-repository';
export { approvalTopic, walletApprovalProjection } from './approvals';
export { issueWalletSignInChallenge, walletSignIn, WALLET_VERIFICATION_FAILED } from './wallet-sign-in';
