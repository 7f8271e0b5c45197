import { Button, Group, Modal, Text } from '@mantine/core';
import { CardPaymentPanel } from '../../checkout/components/card/card-payment-panel';
import { useRedemptionCardTarget } from '../lib/use-redemption-card-target';

export interface CardFeeModalProps {
  opened: boolean;
  onClose: () => void;
  redeemPublicPk: string;
  amount: number;
  onAuthorized: () => void;
}

/** 'PAY VIA CREDIT CARD' (spec part 1 §2): the checkout's card payment, for the shipping fee. */
export function CardFeeModal({ opened, onClose, redeemPublicPk, amount, onAuthorized }: CardFeeModalProps) {
  const target = useRedemptionCardTarget(redeemPublicPk, amount, onAuthorized);
  return (
    <Modal opened={opened} onClose={onClose} title="PAY VIA CREDIT CARD" centered radius="lg" size="lg" closeOnClickOutside={false}>
      {opened ? (
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
      ) : null}
      <Text size="xs" c="dimmed" mt="sm">
        The fee is taken before your NFT is burned; if the burn cannot happen, it is returned to your card.
      </Text>
    </Modal>
  );
}
