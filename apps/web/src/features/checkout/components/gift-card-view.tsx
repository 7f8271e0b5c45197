import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { CheckoutCart } from '@caskmark/shared/api/checkout';
import type { GiftCard } from '@caskmark/shared/api/payments';
import { ApiError } from '../../../lib/api-client';
import { useAnswerGiftCard } from '../api/answer-gift-card';
import { useApplyGiftCard } from '../api/apply-gift-card';
import { useGiftCards } from '../api/get-gift-cards';
import { usePendingGiftCards } from '../api/get-pending-gift-cards';
import { popCartView } from '../lib/cart-drawer-store';
import { formatCartUsd } from '../lib/cart-money';
import { showCheckoutToast } from '../lib/checkout-toast';
import { giftCardPart, spendableGiftCards } from '../lib/gift-card-rules';
import { CartTotals } from './cart-totals';
import { CheckoutBar } from './checkout-bar';
import classes from './gift-card-view.module.css';

const NONE = 'none';

/**
 * select gift card (spec part 1 §2, "defined only"; decision 240): the collector's cards with what each
 * would pay of this cart, 'No gift card', and above them the cards sent to them to accept or decline.
 * Apply sets the cart's card on the server and goes back to the cart with the new total.
 */
export function GiftCardView({ cart }: { cart: CheckoutCart }) {
  const cards = useGiftCards();
  const spendable = spendableGiftCards(cards.data ?? []);
  const current = cart.giftCard?.publicPk ?? NONE;
  const [choice, setChoice] = useState<string | null>(null);
  const selected = choice ?? (cart.giftCard ? current : (spendable[0]?.publicPk ?? NONE));
  const apply = useApplyGiftCard();
  const submit = () => {
    if (selected === current) return popCartView();
    apply.mutate({ cartPublicPk: cart.publicPk, giftCardPublicPk: selected === NONE ? null : selected }, { onSuccess: () => popCartView() });
  };
  return (
    <Stack gap="md">
      <Text fw={600}>Select gift card</Text>
      <GiftCardOffers onAccepted={(card) => setChoice(card.publicPk)} />
      <Radio.Group value={selected} onChange={setChoice} aria-label="Gift card">
        <Stack gap="sm">
          {spendable.map((card) => {
            // The card applied here shows the balance it had before this cart.
            const balance = card.publicPk === cart.giftCard?.publicPk ? cart.giftCard.availableBalance : card.availableBalance;
            return (
              <Radio.Card key={card.publicPk} value={card.publicPk} className={classes.option} aria-label={card.title}>
                <Group wrap="nowrap" align="flex-start">
                  <Radio.Indicator />
                  <div>
                    <Text fw={600}>{card.title}</Text>
                    <Text size="sm" c="dimmed">
                      Balance {formatCartUsd(balance)}
                      {card.fromHandler ? ` · from @${card.fromHandler}` : ''}
                    </Text>
                    <Text size="sm">Pays {formatCartUsd(giftCardPart(balance, cart.subtotal))} of this cart</Text>
                  </div>
                </Group>
              </Radio.Card>
            );
          })}
          <Radio.Card value={NONE} className={classes.option} aria-label="No gift card">
            <Group wrap="nowrap">
              <Radio.Indicator />
              <Text fw={600}>No gift card</Text>
            </Group>
          </Radio.Card>
        </Stack>
      </Radio.Group>
      {apply.error ? (
        <Alert color="red" variant="light" role="alert">
          {apply.error instanceof ApiError ? apply.error.messages[0] : String(apply.error)}
        </Alert>
      ) : null}
      <CartTotals cart={cart} />
      <CheckoutBar cart={cart} continueLabel="Apply" onContinue={submit} continueLoading={apply.isPending} />
    </Stack>
  );
}

/** Gift cards sent to the collector, waiting for their answer (GET/PUT /api/gift-card/v1/gift/accept). */
function GiftCardOffers({ onAccepted }: { onAccepted: (card: GiftCard) => void }) {
  const pending = usePendingGiftCards();
  const answer = useAnswerGiftCard();
  const offers = pending.data ?? [];
  if (offers.length === 0) return null;
  const reply = (card: GiftCard, status: 'accepted' | 'declined') =>
    answer.mutate(
      { giftCardPublicPk: card.publicPk, status },
      {
        onSuccess: (answered) => {
          if (status === 'accepted') onAccepted(answered);
          showCheckoutToast('green', status === 'accepted' ? `${answered.title} accepted: ${formatCartUsd(answered.availableBalance)} to spend` : 'Gift card declined');
        },
        onError: (error) => showCheckoutToast('red', error instanceof ApiError ? error.message : String(error)),
      },
    );
  return (
    <Stack gap="xs" role="region" aria-label="Gift cards sent to you">
      <Text size="sm" fw={600}>
        Sent to you
      </Text>
      {offers.map((card) => {
        const busy = answer.isPending && answer.variables?.giftCardPublicPk === card.publicPk;
        return (
          <div key={card.publicPk} className={classes.offer}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text fw={600}>{card.title}</Text>
                <Text size="sm" c="dimmed">
                  {formatCartUsd(card.availableBalance)}
                  {card.fromHandler ? ` from @${card.fromHandler}` : ''}
                </Text>
              </div>
            </Group>
            {card.message ? (
              <Text size="sm" mt={4} fs="italic">
                “{card.message}”
              </Text>
            ) : null}
            <Group gap="xs" mt="xs" justify="flex-end">
              <Button variant="default" size="compact-sm" disabled={answer.isPending} loading={busy && answer.variables?.status === 'declined'} onClick={() => reply(card, 'declined')} aria-label={`Decline ${card.title}`}>
                Decline
              </Button>
              <Button size="compact-sm" disabled={answer.isPending} loading={busy && answer.variables?.status === 'accepted'} onClick={() => reply(card, 'accepted')} aria-label={`Accept ${card.title}`}>
                Accept
              </Button>
            </Group>
          </div>
        );
      })}
    </Stack>
  );
}
