import { Input, PinInput } from '@mantine/core';
import { useId } from 'react';

export const STEP_UP_CODE_LENGTH = 6;
export const STEP_UP_REQUIRED_CODE = 'step_up_required';

/**
 * A fresh authenticator code for actions that move or remove what the collector owns (transfer out
 * of custody, deleting a wallet) when the account has MFA on.
 */
export function StepUpCode({ value, onChange, onComplete, error, disabled }: { value: string; onChange: (value: string) => void; onComplete?: (value: string) => void; error?: string; disabled?: boolean }) {
  const errorId = useId();
  return (
    <Input.Wrapper
      label="Authenticator code"
      description="Enter the 6-digit code from your authenticator app to confirm."
      error={error}
      errorProps={{ id: errorId }}
      styles={{ description: { marginBottom: 8 } }}
    >
      <PinInput
        length={STEP_UP_CODE_LENGTH}
        type="number"
        inputMode="numeric"
        oneTimeCode
        value={value}
        onChange={onChange}
        onComplete={onComplete}
        error={Boolean(error)}
        disabled={disabled}
        ariaLabel="Authenticator code"
        getInputProps={() => ({ 'aria-describedby': error ? errorId : undefined })}
        styles={{ root: { flexWrap: 'nowrap' }, input: { minWidth: 0 } }}
      />
    </Input.Wrapper>
  );
}
