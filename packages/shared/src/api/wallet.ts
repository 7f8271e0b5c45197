import { isAddress, isHex } from 'viem';
import { z } from 'zod';

/**
 * Contracts of wallets, wallet sign-in, custodial transfers and the chain settings (spec part 2 §3
 * Wallet and Transfer request, §4 "Wallet add" and "Custodial transfer", §7 account-service calls).
 */

export const WALLET_PROVIDERS = ['metaMask', 'walletLink', 'walletConnect', 'fortmatic', 'fireblocks'] as const;
export type WalletProvider = (typeof WALLET_PROVIDERS)[number];
/** `fireblocks` is the provider of the managed wallets the server holds; people connect the others. */
export const CONNECTABLE_WALLET_PROVIDERS = ['metaMask', 'walletLink', 'walletConnect', 'fortmatic'] as const;

export const INVALID_ADDRESS_MESSAGE = 'Enter a valid wallet address.';
export const WALLET_OWNERSHIP_MESSAGE = 'Could not verify wallet ownership. Please try again';
export const WALLET_ALREADY_YOURS_MESSAGE = 'Wallet already connected to your account';
export const WALLET_OTHER_ACCOUNT_MESSAGE = 'This wallet is already connected to a different account.';
export const WALLET_APPROVAL_CONFIRMED_MESSAGE = 'Wallet approval confirmed!';
export const WALLET_DELETED_MESSAGE = 'Wallet successfully deleted';
export const WALLET_HOLDS_NFTS_MESSAGE = 'This wallet still holds NFTs. Transfer them to another wallet before deleting it.';
export const MANAGED_WALLET_DELETE_MESSAGE = 'Your custodial wallet cannot be deleted.';
export const TRANSFER_EDITION_UNKNOWN_MESSAGE = 'We were unable to determine which edition to transfer out of the custodial wallet.';
export const NOT_OWNER_MESSAGE = 'You are not the owner of this NFT';
export const TRANSFER_SUCCESS_MESSAGE = 'Nft successfully transfer out of custodial wallet';

export const AddressSchema = z
  .string()
  .trim()
  .refine((value) => isAddress(value, { strict: false }), INVALID_ADDRESS_MESSAGE)
  .describe('0x-prefixed 20-byte address, any letter case');
export const TransactionHashSchema = z
  .string()
  .trim()
  .refine((value) => isHex(value) && value.length === 66, 'Enter a valid transaction hash.');
const SignatureSchema = z
  .string()
  .trim()
  .max(4000)
  .refine((value) => isHex(value) && value.length >= 132, WALLET_OWNERSHIP_MESSAGE);
const MessageSchema = z.string().min(1).max(2000).describe('The challenge message exactly as the server issued it');
const MfaCodeSchema = z.string().trim().max(32).optional().describe('A fresh authenticator code, when the account has MFA on');

export const WalletSchema = z.object({
  publicPk: z.uuid(),
  address: z.string().describe('Checksummed'),
  walletProvider: z.enum(WALLET_PROVIDERS),
  isManaged: z.boolean().describe('A custodial wallet the server created and holds the key of'),
  isApproved: z.boolean().describe('The marketplace contract is approved for all of this wallet, as the chain says'),
  approvedAddress: z.string().nullable(),
  approvalTransactionHash: z.string().nullable(),
  balance: z.string().nullable().describe('ETH as a decimal string; null when the chain cannot be read'),
  createdAt: z.string(),
});
export type Wallet = z.infer<typeof WalletSchema>;

export const WalletListQuerySchema = z.object({
  address: AddressSchema.optional(),
  is_managed: z.enum(['true', 'false']).optional(),
});
export const WalletExistsQuerySchema = z.object({ address: AddressSchema });
export const WalletExistsSchema = z.object({ existsForUser: z.boolean(), existsForOtherUser: z.boolean() });

export const WalletChallengeRequestSchema = z.object({ address: AddressSchema });
export const WalletChallengeSchema = z.object({
  message: z.string().describe('Sign this text with the wallet (personal_sign), then send it back unchanged'),
  nonce: z.string(),
  expiresAt: z.string(),
});

export const AddWalletRequestSchema = z.object({
  address: AddressSchema,
  walletProvider: z.enum(CONNECTABLE_WALLET_PROVIDERS),
  isApproved: z.boolean().optional().describe('Ignored: approval is read from the chain'),
  approvedAddress: z.string().nullable().optional().describe('Ignored: the marketplace contract is the approved address'),
  approvalTransactionHash: TransactionHashSchema.nullable().optional(),
  message: MessageSchema,
  signature: SignatureSchema,
});

export const UpdateWalletRequestSchema = z.object({
  address: AddressSchema.optional(),
  walletProvider: z.enum(CONNECTABLE_WALLET_PROVIDERS).optional(),
  isApproved: z.boolean().optional().describe('Ignored: approval is read from the chain'),
  approvedAddress: z.string().nullable().optional(),
  approvalTransactionHash: TransactionHashSchema.nullable().optional(),
});

export const DeleteWalletRequestSchema = z.object({ code: MfaCodeSchema }).nullish();

export const WalletSignInRequestSchema = z.object({
  address: AddressSchema,
  walletProvider: z.enum(CONNECTABLE_WALLET_PROVIDERS).optional().default('metaMask'),
  message: MessageSchema,
  signature: SignatureSchema,
});

export const TRANSFER_STATUS_LABELS = { 1: 'In Progress', 3: 'Failed', 4: 'Completed' } as const;

export const CreateTransferRequestSchema = z.object({
  editionNftPublicPk: z.uuid(TRANSFER_EDITION_UNKNOWN_MESSAGE),
  walletAddress: AddressSchema.optional().describe('One of your connected wallets (or give walletPublicPk)'),
  walletPublicPk: z.uuid().optional(),
  code: MfaCodeSchema,
});
export const TransferRequestQuerySchema = z.object({ edition_nft__public_pk: z.uuid().optional() });

export const TransferRequestSchema = z.object({
  publicPk: z.uuid(),
  editionNftPublicPk: z.uuid(),
  status: z.enum(['In Progress', 'Failed', 'Completed']).describe("'Completed' maps to step 4, anything else to 1 (spec part 2 §4)"),
  transferStatus: z.number().int().min(1).max(4).describe('Step reached: 1 wallet validated, 2 transfer initiated, 3 transferred, 4 ownership confirmed'),
  fromAddress: z.string(),
  toAddress: z.string(),
  transactionHash: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TransferRequest = z.infer<typeof TransferRequestSchema>;
export const CreatedTransferRequestSchema = z.object({ publicPk: z.uuid() });
export const TransferStatusSchema = z.object({
  publicPk: z.uuid(),
  status: z.union([z.literal(1), z.literal(3), z.literal(4)]).describe('1 in progress, 3 failed, 4 completed'),
  transferStatus: z.number().int().min(1).max(4),
  transactionHash: z.string().nullable(),
  failureReason: z.string().nullable(),
});

export const DevAccountSchema = z.object({
  index: z.number().int(),
  address: z.string(),
  role: z.enum(['deployer', 'treasury', 'custody', 'collector']),
  /** Whether the demo data already connected it to a demo account. */
  connectedTo: z.string().nullable(),
});

export const ChainConfigSchema = z.object({
  mode: z.enum(['dev', 'rpc', 'off']),
  chainId: z.number().int(),
  isDevChain: z.boolean(),
  rpcUrl: z.string().nullable().describe('JSON-RPC the browser may use: a same-origin path on the dev chain with the /dev routes on, else CHAIN_PUBLIC_RPC_URL; null when there is none (wallets then report the chain as unavailable)'),
  explorerUrl: z.string().nullable(),
  confirmations: z.number().int(),
  contracts: z
    .object({ editionToken: z.string(), marketplace: z.string(), priceFeed: z.string(), paymentReceiver: z.string().nullable().describe('Takes ETH payments of carts; null where none is deployed (ETH rail off)') })
    .nullable(),
  devMnemonic: z.string().nullable().describe('Dev chain only: the public anvil mnemonic behind the dev wallet'),
  devAccounts: z.array(DevAccountSchema),
});
export type ChainConfig = z.infer<typeof ChainConfigSchema>;
