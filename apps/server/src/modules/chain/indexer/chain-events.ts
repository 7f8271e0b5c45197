import { editionTokenAbi, marketplaceAbi, paymentReceiverAbi, type ContractAddresses } from '@caskmark/contracts';
import { isAddressEqual, parseEventLogs, type Address, type Hash, type Hex, type Log, type PublicClient } from 'viem';

/** The contract events the server acts on, decoded; anything else is kept as `Other`. */
export type ChainEvent =
  | { name: 'Transfer'; from: Address; to: Address; tokenId: bigint }
  | { name: 'ApprovalForAll'; owner: Address; operator: Address; approved: boolean }
  | {
      name: 'ListingCreated';
      listingId: bigint;
      seller: Address;
      buyer: Address;
      tokenIds: readonly bigint[];
      price: bigint;
      currency: number;
      expiration: bigint;
      feeBps: number;
      royaltyBps: number;
      ballotToken: Address;
      ballotTokenId: bigint;
    }
  | { name: 'ListingUpdated'; listingId: bigint; expiration: bigint }
  | { name: 'ListingDisabled'; listingId: bigint }
  | {
      name: 'Swapped';
      listingId: bigint;
      seller: Address;
      buyer: Address;
      tokenIds: readonly bigint[];
      price: bigint;
      royalty: bigint;
      royaltyRecipient: Address;
      ethUsdPrice: bigint;
    }
  /** A card purchase the platform settled (decision 340): like Swapped, paid in USD cents off chain. */
  | { name: 'SettledByCard'; listingId: bigint; seller: Address; recipient: Address; tokenIds: readonly bigint[]; priceCents: bigint }
  | { name: 'RedemptionBurned'; tokenId: bigint; owner: Address }
  | { name: 'PaymentReceived'; orderReference: Hex; payer: Address; amount: bigint }
  | { name: 'PaymentRefunded'; orderReference: Hex; payer: Address; amount: bigint; refundId: Hex }
  | { name: 'Other'; eventName: string };

export interface IndexedLog {
  /** `txHash:logIndex`, the dedupe key shared with edition_history.source_key. */
  sourceKey: string;
  blockNumber: bigint;
  blockHash: Hash;
  blockTime: Date;
  transactionHash: Hash;
  logIndex: number;
  contract: 'editionToken' | 'marketplace' | 'paymentReceiver';
  event: ChainEvent;
  /** The decoded arguments as JSON (big numbers as strings), for the audit table. */
  args: Record<string, unknown>;
}

/** The logs of one transaction, in log order: a sale's Transfer and its Swapped are read together. */
export interface IndexedTransaction {
  hash: Hash;
  blockNumber: bigint;
  blockTime: Date;
  logs: IndexedLog[];
}

type TokenLog = ReturnType<typeof parseEventLogs<typeof editionTokenAbi>>[number];
type MarketLog = ReturnType<typeof parseEventLogs<typeof marketplaceAbi>>[number];
type ReceiverLog = ReturnType<typeof parseEventLogs<typeof paymentReceiverAbi>>[number];

function tokenEvent(log: TokenLog): ChainEvent {
  switch (log.eventName) {
    case 'Transfer':
      return { name: 'Transfer', from: log.args.from, to: log.args.to, tokenId: log.args.tokenId };
    case 'ApprovalForAll':
      return { name: 'ApprovalForAll', owner: log.args.owner, operator: log.args.operator, approved: log.args.approved };
    default:
      return { name: 'Other', eventName: log.eventName };
  }
}

function marketEvent(log: MarketLog): ChainEvent {
  switch (log.eventName) {
    case 'ListingCreated': {
      const { listingId, seller, buyer, tokenIds, price, currency, expiration, feeBps, royaltyBps, ballotToken, ballotTokenId } = log.args;
      return { name: 'ListingCreated', listingId, seller, buyer, tokenIds, price, currency, expiration, feeBps, royaltyBps, ballotToken, ballotTokenId };
    }
    case 'ListingUpdated':
      return { name: 'ListingUpdated', listingId: log.args.listingId, expiration: log.args.expiration };
    case 'ListingDisabled':
      return { name: 'ListingDisabled', listingId: log.args.listingId };
    case 'Swapped': {
      const { listingId, seller, buyer, tokenIds, price, royalty, royaltyRecipient, ethUsdPrice } = log.args;
      return { name: 'Swapped', listingId, seller, buyer, tokenIds, price, royalty, royaltyRecipient, ethUsdPrice };
    }
    case 'SettledByCard': {
      const { listingId, seller, recipient, tokenIds, priceCents } = log.args;
      return { name: 'SettledByCard', listingId, seller, recipient, tokenIds, priceCents };
    }
    case 'RedemptionBurned':
      return { name: 'RedemptionBurned', tokenId: log.args.tokenId, owner: log.args.owner };
    default:
      return { name: 'Other', eventName: log.eventName };
  }
}

function receiverEvent(log: ReceiverLog): ChainEvent {
  switch (log.eventName) {
    case 'PaymentReceived':
      return { name: 'PaymentReceived', orderReference: log.args.orderReference, payer: log.args.payer, amount: log.args.amount };
    case 'PaymentRefunded':
      return { name: 'PaymentRefunded', orderReference: log.args.orderReference, payer: log.args.payer, amount: log.args.amount, refundId: log.args.refundId };
    default:
      return { name: 'Other', eventName: log.eventName };
  }
}

function jsonArgs(args: unknown): Record<string, unknown> {
  return JSON.parse(JSON.stringify(args ?? {}, (_key, value) => (typeof value === 'bigint' ? value.toString() : value))) as Record<string, unknown>;
}

/**
 * Reads the logs of our contracts (token, marketplace and, where deployed, the payment receiver) in `[fromBlock, toBlock]` with their block times, decoded
 * and grouped by transaction in chain order.
 */
export async function readChainEvents(
  publicClient: PublicClient,
  addresses: ContractAddresses,
  fromBlock: bigint,
  toBlock: bigint,
): Promise<IndexedTransaction[]> {
  const watched = [addresses.editionToken, addresses.marketplace, ...(addresses.paymentReceiver ? [addresses.paymentReceiver] : [])];
  const raw = await publicClient.getLogs({ address: watched, fromBlock, toBlock });
  const pending = raw.filter((log) => log.blockNumber !== null && log.transactionHash !== null && log.logIndex !== null && !log.removed);
  const blockNumbers = [...new Set(pending.map((log) => log.blockNumber as bigint))];
  const blocks = await Promise.all(blockNumbers.map((blockNumber) => publicClient.getBlock({ blockNumber })));
  const timeOf = new Map(blocks.map((block) => [block.number, new Date(Number(block.timestamp) * 1000)]));

  const decoded: IndexedLog[] = [];
  const tokenLogs = pending.filter((log) => isAddressEqual(log.address, addresses.editionToken));
  const marketLogs = pending.filter((log) => isAddressEqual(log.address, addresses.marketplace));
  const receiver = addresses.paymentReceiver;
  const receiverLogs = receiver ? pending.filter((log) => isAddressEqual(log.address, receiver)) : [];
  const meta = (log: Log) => ({
    sourceKey: `${log.transactionHash}:${log.logIndex}`,
    blockNumber: log.blockNumber as bigint,
    blockHash: log.blockHash as Hash,
    blockTime: timeOf.get(log.blockNumber as bigint) ?? new Date(0),
    transactionHash: log.transactionHash as Hash,
    logIndex: log.logIndex as number,
  });
  for (const log of parseEventLogs({ abi: editionTokenAbi, logs: tokenLogs, strict: true })) {
    decoded.push({ ...meta(log), contract: 'editionToken', event: tokenEvent(log), args: jsonArgs(log.args) });
  }
  for (const log of parseEventLogs({ abi: marketplaceAbi, logs: marketLogs, strict: true })) {
    decoded.push({ ...meta(log), contract: 'marketplace', event: marketEvent(log), args: jsonArgs(log.args) });
  }
  for (const log of parseEventLogs({ abi: paymentReceiverAbi, logs: receiverLogs, strict: true })) {
    decoded.push({ ...meta(log), contract: 'paymentReceiver', event: receiverEvent(log), args: jsonArgs(log.args) });
  }
  decoded.sort((a, b) => (a.blockNumber === b.blockNumber ? a.logIndex - b.logIndex : a.blockNumber < b.blockNumber ? -1 : 1));

  const transactions: IndexedTransaction[] = [];
  for (const log of decoded) {
    const last = transactions[transactions.length - 1];
    if (last && last.hash === log.transactionHash) last.logs.push(log);
    else transactions.push({ hash: log.transactionHash, blockNumber: log.blockNumber, blockTime: log.blockTime, logs: [log] });
  }
  return transactions;
}
