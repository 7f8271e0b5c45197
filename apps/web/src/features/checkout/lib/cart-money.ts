const usdToTheCent = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Amounts a collector is about to pay are shown to the cent ($1,250.00), not truncated like catalogue
 * prices: the charge must read exactly what the card or the bank will show (decision 190).
 */
export function formatCartUsd(amount: number): string {
  return Number.isFinite(amount) ? usdToTheCent.format(amount) : '-';
}
