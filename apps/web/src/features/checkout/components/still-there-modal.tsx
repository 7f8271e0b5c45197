import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { STILL_THERE_TITLE, type CheckoutCart } from '@caskmark/shared/api/checkout';
import { ApiError } from '../../../lib/api-client';
import { useServerNow } from '../../../lib/server-time';
import { useExtendCart } from '../api/extend-cart';
import { openCartDrawer } from '../lib/cart-drawer-store';
import { cartTimeLeftMs, formatCartTimer } from '../lib/cart-timer';

/**
 * 'Are you still there?' (spec part 1 §2/§4), 2 minutes before the hold ends: extend refreshes the
 * hold; otherwise the cart is cancelled at the deadline. Dismissed once per deadline.
 */
export default function StillThereModal({ cart }: { cart: CheckoutCart }) {
  const now = useServerNow();
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  const extend = useExtendCart();
  const left = cartTimeLeftMs(cart.validUntil, now);
  const opened = dismissedFor !== cart.validUntil;
  return (
    <Modal opened={opened} onClose={() => setDismissedFor(cart.validUntil)} title={STILL_THERE_TITLE} centered radius="lg" zIndex={450}>
      <Stack gap="md">
        <Text>
          Your cart expires in <strong>{formatCartTimer(left)}</strong>. The editions you hold are released to other collectors when it does. Do you need more time?
        </Text>
        {extend.error ? (
          <Alert color="red" variant="light" role="alert">
            {extend.error instanceof ApiError ? extend.error.message : String(extend.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setDismissedFor(cart.validUntil)}>
            No thanks
          </Button>
          <Button
            loading={extend.isPending}
            onClick={() =>
              extend.mutate(
                { cartPublicPk: cart.publicPk },
                {
                  onSuccess: () => {
                    setDismissedFor(null);
                    openCartDrawer();
                  },
                },
              )
            }
          >
            I'm still here
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
