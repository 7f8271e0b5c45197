import { Alert, FileInput, Group, List, Stack, Stepper, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { CheckoutCart } from '@caskmark/shared/api/checkout';
import { WireProofFormSchema } from '@caskmark/shared/forms/wire-proof';
import { ApiError } from '../../../../lib/api-client';
import { useSubmitWireProof } from '../../api/submit-wire-proof';
import { formatCartUsd } from '../../lib/cart-money';
import { CheckoutBar } from '../checkout-bar';
import { CopyableValue } from './copyable-value';

const WIRE_STEPS = ['Info', 'Instructions', 'Submit Proof'] as const;

/** wire transfer (spec part 1 §4/§5, §9): Info → Instructions → Submit Proof. */
export function WireTransferView({ cart }: { cart: CheckoutCart }) {
  const [step, setStep] = useState(0);
  return (
    <Stack gap="md">
      <Text fw={600}>Pay {formatCartUsd(cart.amount)} by wire transfer</Text>
      <Stepper active={step} size="xs" color="cask" allowNextStepsSelect={false} aria-label="Wire transfer steps">
        {WIRE_STEPS.map((label) => (
          <Stepper.Step key={label} label={label} />
        ))}
      </Stepper>
      {step === 0 ? <WireInfo cart={cart} onContinue={() => setStep(1)} /> : null}
      {step === 1 ? <WireInstructions cart={cart} onBack={() => setStep(0)} onContinue={() => setStep(2)} /> : null}
      {step === 2 ? <WireProof cart={cart} onBack={() => setStep(1)} /> : null}
    </Stack>
  );
}

function WireInfo({ cart, onContinue }: { cart: CheckoutCart; onContinue: () => void }) {
  return (
    <>
      <List size="sm" spacing="xs">
        <List.Item>Send the total plus a $20.00 wire fee from your bank, in USD.</List.Item>
        <List.Item>Put the reference we give you in the transfer's memo so we can match it to your order.</List.Item>
        <List.Item>Upload your bank's confirmation. Funds arrive in about 1 business day; your editions stay held for you meanwhile.</List.Item>
      </List>
      <CheckoutBar cart={cart} onContinue={onContinue} />
    </>
  );
}

function WireInstructions({ cart, onBack, onContinue }: { cart: CheckoutCart; onBack: () => void; onContinue: () => void }) {
  const wire = cart.wireTransfer;
  return (
    <>
      {wire ? (
        <Table variant="vertical" layout="fixed" withTableBorder aria-label="Bank details">
          <Table.Tbody>
            <Row label="Amount to send" value={formatCartUsd(wire.amountToSend)} />
            <Row label="Includes wire fee" value={formatCartUsd(wire.fee)} plain />
            <Row label="Bank" value={wire.bankName} />
            <Row label="Account name" value={wire.accountName} />
            <Row label="Account number" value={wire.accountNumber} />
            <Row label="Routing number" value={wire.routingNumber} />
            <Row label="SWIFT" value={wire.swift} />
            <Row label="Bank address" value={wire.bankAddress} plain />
            <Row label="Memo" value={wire.memo} />
          </Table.Tbody>
        </Table>
      ) : (
        <Alert color="yellow" variant="light" role="status">
          Our bank details could not be loaded for this cart. Please try again in a moment, or contact us before sending any money.
        </Alert>
      )}
      <CheckoutBar cart={cart} onBack={onBack} onContinue={onContinue} continueLabel="I have sent it" continueDisabled={!wire} />
    </>
  );
}

function Row({ label, value, plain }: { label: string; value: string; plain?: boolean }) {
  return (
    <Table.Tr>
      <Table.Th w={140}>{label}</Table.Th>
      <Table.Td>{plain ? <Text size="sm">{value}</Text> : <CopyableValue value={value} />}</Table.Td>
    </Table.Tr>
  );
}

function WireProof({ cart, onBack }: { cart: CheckoutCart; onBack: () => void }) {
  const [phone, setPhone] = useState('');
  const [receipt, setReceipt] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ phone?: string; receipt?: string; form?: string }>({});
  const submit = useSubmitWireProof();
  const send = () => {
    const parsed = WireProofFormSchema.safeParse({ phone, receipt });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = (issue.path[0] as 'phone' | 'receipt' | undefined) ?? 'form';
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    if (receipt) submit.mutate({ cartPublicPk: cart.publicPk, phone: parsed.data.phone, receipt });
  };
  return (
    <>
      <TextInput label="Phone number" withAsterisk type="tel" autoComplete="tel" value={phone} onChange={(event) => setPhone(event.currentTarget.value)} error={errors.phone} />
      <FileInput
        label="Proof of transfer"
        withAsterisk
        placeholder="PDF, JPG or PNG"
        accept="application/pdf,image/jpeg,image/png"
        value={receipt}
        onChange={setReceipt}
        error={errors.receipt}
        clearable
      />
      {errors.form || submit.error ? (
        <Alert color="red" variant="light" role="alert">
          {errors.form ?? (submit.error instanceof ApiError ? submit.error.messages.join(' ') : String(submit.error))}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="xs">
        <Text size="xs" c="dimmed">
          Our team checks the proof against the incoming wire.
        </Text>
      </Group>
      <CheckoutBar cart={cart} onBack={onBack} onContinue={send} continueLabel="Submit Proof" continueLoading={submit.isPending} />
    </>
  );
}
