import { Button, Group, Modal, Text } from '@mantine/core';
import { useCardVerificationTarget } from '../../lib/use-card-verification-target';
import { CardPaymentPanel } from '../card/card-payment-panel';

export interface AddCardModalProps {
  /** A fresh id per opening: the hosted card fields get their own session. */
  sessionPk: string;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * 'Add a card' on the profile: the checkout's card flow (hosted fields → billing → the bank's check
 * when it asks) ending in card verification instead of a payment.
 */
export function AddCardModal({ sessionPk, onClose, onSaved }: AddCardModalProps) {
  const target = useCardVerificationTarget(sessionPk, onSaved);
  return (
    <Modal opened onClose={onClose} title="Add a card" centered radius="lg" size="lg" closeOnClickOutside={false}>
      <CardPaymentPanel
        target={target}
        bar={({ continueLabel = 'Continue', onContinue, continueForm, continueLoading, continueDisabled }) => (
          <Group justify="space-between" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type={continueForm ? 'submit' : 'button'} form={continueForm} onClick={onContinue} loading={continueLoading} disabled={continueDisabled}>
              {continueLabel}
            </Button>
          </Group>
        )}
      />
      <Text size="xs" c="dimmed" mt="sm">
        Your bank may show a $0.00 check. Nothing is charged until you buy; the card number is typed into our payment processor's fields and never reaches Caskmark.
      </Text>
    </Modal>
  );
}
