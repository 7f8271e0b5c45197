import { readStored, STORAGE_KEYS, writeStored } from '../../../lib/storage';

/** What this browser knows of an ETH checkout: the wallet chosen to pay, and the transaction once sent. */
export interface EthPaymentRecord {
  payer: string;
  hash?: string;
}

type Records = Record<string, EthPaymentRecord>;

function readAll(): Records {
  try {
    const parsed: unknown = JSON.parse(readStored(STORAGE_KEYS.ethPayments) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Records) : {};
  } catch {
    return {};
  }
}

/**
 * Kept in localStorage, so a reload or a second tab never asks the wallet to pay a cart twice: once a
 * transaction is sent for a cart, the approve view only announces that hash again. Only the last few
 * carts are kept.
 */
export function readEthPayment(cartPublicPk: string): EthPaymentRecord | null {
  return readAll()[cartPublicPk] ?? null;
}

export function writeEthPayment(cartPublicPk: string, record: EthPaymentRecord): void {
  const kept = Object.entries(readAll())
    .filter(([key]) => key !== cartPublicPk)
    .slice(-4);
  writeStored(STORAGE_KEYS.ethPayments, JSON.stringify(Object.fromEntries([...kept, [cartPublicPk, record]])));
}
