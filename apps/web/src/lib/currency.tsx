import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_CURRENCY, type Currency } from '@caskmark/shared/format/price';
import { STORAGE_KEYS, readStored, writeStored } from './storage';

interface CurrencyState {
  currency: Currency;
  setCurrency: (currency: Currency) => void;
}

const CurrencyContext = createContext<CurrencyState>({ currency: DEFAULT_CURRENCY, setCurrency: () => {} });

function storedCurrency(): Currency {
  const value = readStored(STORAGE_KEYS.currency);
  return value === 'ETH' || value === 'USD' ? value : DEFAULT_CURRENCY;
}

/** The USD/ETH toggle (defaults to USD); the choice is remembered in this browser. */
export function CurrencyProvider({ children }: { children: ReactNode }) {
  const [currency, setState] = useState<Currency>(storedCurrency);
  const setCurrency = useCallback((next: Currency) => {
    setState(next);
    writeStored(STORAGE_KEYS.currency, next);
  }, []);
  const value = useMemo(() => ({ currency, setCurrency }), [currency, setCurrency]);
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

export function useCurrency(): CurrencyState {
  return useContext(CurrencyContext);
}
