import { Input, PinInput } from '@mantine/core';
import { useId } from 'react';
import { CODE_LENGTH } from '@caskmark/shared/forms/auth';

export interface CodeInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Called when the sixth digit is typed or pasted (spec part 1 §5: codes auto-submit at 6). */
  onComplete?: (value: string) => void;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** A six-digit code: one box per digit, paste and SMS/e-mail autofill supported. */
export function CodeInput({ label, value, onChange, onComplete, error, disabled, autoFocus }: CodeInputProps) {
  const errorId = useId();
  return (
    <Input.Wrapper label={label} size="md" error={error} errorProps={{ id: errorId }} styles={{ label: { marginBottom: 8 } }}>
      <PinInput
        length={CODE_LENGTH}
        type="number"
        inputMode="numeric"
        oneTimeCode
        size="lg"
        gap="xs"
        value={value}
        onChange={onChange}
        onComplete={onComplete}
        error={!!error}
        disabled={disabled}
        autoFocus={autoFocus}
        ariaLabel={label}
        getInputProps={() => ({ 'aria-describedby': error ? errorId : undefined })}
        styles={{ root: { justifyContent: 'center', flexWrap: 'nowrap' }, input: { minWidth: 0 } }}
      />
    </Input.Wrapper>
  );
}
