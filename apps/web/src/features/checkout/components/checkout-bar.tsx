import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { CANCEL_CHECKOUT_QUESTION, type CheckoutCart } from '@caskmark/shared/api/checkout';
import { ApiError } from '../../../lib/api-client';
import { useCancelCart } from '../api/cancel-cart';
import { popCartView, resetCartView, useCartDrawer } from '../lib/cart-drawer-store';
import { showCheckoutToast } from '../lib/checkout-toast';

export interface CheckoutBarProps {
  cart: CheckoutCart;
  continueLabel?: string;
  onContinue?: () => void;
  continueDisabled?: boolean;
  continueLoading?: boolean;
  /** Overrides Back (a multi-step view steps back inside itself first). */
  onBack?: () => void;
  /** Continue submits this form (by id) instead of calling onContinue. */
  continueForm?: string;
}

/**
 * The checkout bar (spec part 1 §2): Back (or Cancel on the first view, which asks 'Are you sure you
 * want to cancel your checkout?') and Continue.
 */
export function CheckoutBar({ cart, continueLabel = 'Continue', onContinue, continueDisabled, continueLoading, onBack, continueForm }: CheckoutBarProps) {
  const { canGoBack } = useCartDrawer();
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelCart();
  const back = onBack ?? (canGoBack ? popCartView : null);
  return (
    <>
      <Group justify="space-between" gap="sm" mt="sm" wrap="nowrap">
        {back ? (
          <Button variant="default" onClick={back}>
            Back
          </Button>
        ) : (
          <Button variant="default" onClick={() => setConfirming(true)}>
            Cancel
          </Button>
        )}
        {onContinue || continueForm ? (
          <Button type={continueForm ? 'submit' : 'button'} form={continueForm} onClick={onContinue} disabled={continueDisabled} loading={continueLoading}>
            {continueLabel}
          </Button>
        ) : null}
      </Group>
      {back ? (
        <Button variant="subtle" color="gray" size="compact-sm" onClick={() => setConfirming(true)} style={{ alignSelf: 'center' }}>
          Cancel checkout
        </Button>
      ) : null}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Cancel checkout" centered radius="lg" zIndex={400}>
        <Stack gap="md">
          <Text>{CANCEL_CHECKOUT_QUESTION}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              No
            </Button>
            <Button
              color="red"
              loading={cancel.isPending}
              onClick={() =>
                cancel.mutate(
                  { cartPublicPk: cart.publicPk },
                  {
                    onSuccess: () => {
                      setConfirming(false);
                      resetCartView();
                    },
                    onError: (error) => showCheckoutToast('red', error instanceof ApiError ? error.message : String(error)),
                  },
                )
              }
            >
              Yes, cancel
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
