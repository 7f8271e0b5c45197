import { TextInput } from '@mantine/core';
import { useState } from 'react';

export interface PriceInputProps {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  placeholder?: string;
  w?: number;
  size?: 'xs' | 'sm' | 'md';
}

/** Digits and at most one decimal point; anything else is not a price. */
function parsePrice(text: string): number | null | undefined {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (cleaned === '') return null;
  if (!/^\d+(\.\d{0,2})?$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

/**
 * A USD amount field for the price filters: a plain text input with a decimal keypad, light enough
 * for the marketplace's first load (a full number-input library is not worth its weight here).
 */
export function PriceInput({ label, value, onChange, placeholder, w, size = 'sm' }: PriceInputProps) {
  const [text, setText] = useState(value === null ? '' : String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // The value changed from outside (a cleared filter, the back button): show it.
    setShown(value);
    if (parsePrice(text) !== value) setText(value === null ? '' : String(value));
  }
  const parsed = parsePrice(text);
  return (
    <TextInput
      label={label}
      size={size}
      w={w}
      inputMode="decimal"
      autoComplete="off"
      leftSection="$"
      placeholder={placeholder}
      value={text}
      error={parsed === undefined ? 'Enter a number' : undefined}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        const amount = parsePrice(next);
        if (amount !== undefined) {
          setShown(amount);
          onChange(amount);
        }
      }}
    />
  );
}
