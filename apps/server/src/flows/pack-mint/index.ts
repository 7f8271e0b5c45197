/** Minting a pack's edition NFTs from the console (issue 16, decision 291): catalogue rows + chain. */
export { PACK_MINT_WORKFLOW, packMintWorkflow } from './pack-mint-workflow';
export { registerPackMintRoutes } from './pack-mint-routes';
