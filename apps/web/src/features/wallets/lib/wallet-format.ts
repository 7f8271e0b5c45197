/** 0x1234…abcd: enough of an address to recognise it; the full one goes in a title or copy button. */
export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

/** An ETH balance string to 4 decimals, as the vault shows conversions (spec part 1 §9). */
export function formatEthBalance(balance: string): string {
  const value = Number(balance);
  if (!Number.isFinite(value)) return balance;
  return value.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 4 });
}
