import { Alert, Button, Group, Modal, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { dollarsToCents } from '@caskmark/shared/money/cents';
import { ApiError } from '../../../lib/api-client';
import { useIssueGiftCard } from '../api/gift-cards';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Issue a gift card: recipient, amount, title, message and the reason kept in the audit log. */
export function IssueGiftCardDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const issue = useIssueGiftCard();
  const [email, setEmail] = useState('');
  const [amount, setAmount] = useState<number | string>('');
  const [title, setTitle] = useState('Caskmark Gift Card');
  const [message, setMessage] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [uniqueId, setUniqueId] = useState(() => crypto.randomUUID());
  const close = () => {
    setEmail('');
    setAmount('');
    setTitle('Caskmark Gift Card');
    setMessage('');
    setReason('');
    setTouched(false);
    setUniqueId(crypto.randomUUID());
    issue.reset();
    onClose();
  };
  const amountCents = typeof amount === 'number' ? dollarsToCents(amount) : 0;
  const serverEmailError = issue.error instanceof ApiError ? issue.error.fieldMessages('email')[0] : undefined;
  const errors = {
    email: touched && !EMAIL.test(email.trim()) ? 'Enter the recipient’s e-mail address.' : serverEmailError,
    amount: touched && (amountCents < 100 || amountCents > 10_000_00) ? 'Enter an amount between $1.00 and $10,000.00.' : null,
    title: touched && !title.trim() ? 'Give the card a title.' : null,
    reason: touched && !reason.trim() ? 'Give the reason for the gift card.' : null,
  };
  const submit = () => {
    setTouched(true);
    if (!EMAIL.test(email.trim()) || amountCents < 100 || amountCents > 10_000_00 || !title.trim() || !reason.trim()) return;
    issue.mutate(
      { email: email.trim(), amountCents, title: title.trim(), message: message.trim() || undefined, reason: reason.trim(), uniqueId },
      { onSuccess: close },
    );
  };
  const error = issue.error && !serverEmailError ? (issue.error instanceof ApiError ? issue.error.message : 'Oops, something went wrong!') : null;
  return (
    <Modal opened={opened} onClose={close} title="Issue a gift card" centered>
      <Stack gap="md">
        <TextInput label="Recipient e-mail" placeholder="collector@example.com" value={email} onChange={(event) => setEmail(event.currentTarget.value)} error={errors.email} data-autofocus />
        <NumberInput label="Amount (USD)" prefix="$" decimalScale={2} min={1} max={10_000} thousandSeparator="," value={amount} onChange={setAmount} error={errors.amount} />
        <TextInput label="Title" value={title} onChange={(event) => setTitle(event.currentTarget.value)} maxLength={80} error={errors.title} />
        <Textarea label="Message to the recipient" value={message} onChange={(event) => setMessage(event.currentTarget.value)} maxLength={300} autosize minRows={2} />
        <Textarea label="Reason" description="Kept in the audit log, not shown to the recipient." value={reason} onChange={(event) => setReason(event.currentTarget.value)} maxLength={500} error={errors.reason} autosize minRows={2} />
        {error ? (
          <Alert color="red" variant="light">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button loading={issue.isPending} onClick={submit}>
            Issue gift card
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
