import { Alert, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { IconCreditCard, IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import type { CreditCard } from '@caskmark/shared/api/payments';
import { isCardExpired } from '@caskmark/shared/rules/card-expiry';
import { ApiError } from '../../../../lib/api-client';
import { serverNow } from '../../../../lib/server-time';
import { useDeletePaymentInstrument } from '../../api/delete-payment-instrument';
import { usePaymentInstruments } from '../../api/get-payment-instruments';
import { useMakeDefaultPaymentInstrument } from '../../api/make-default-payment-instrument';
import { showCheckoutToast } from '../../lib/checkout-toast';
import { AddCardModal } from './add-card-modal';
import { SavedCardRow, savedCardExpiry, savedCardName } from './saved-card-row';
import classes from './saved-cards.module.css';

function failureText(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Oops, something went wrong!';
}

function DeleteCardConfirmation({ card, onCancel, onConfirm }: { card: CreditCard; onCancel: () => void; onConfirm: () => void }) {
  return (
    <Modal opened onClose={onCancel} title="Delete this card?" centered radius="lg">
      <Stack gap="md">
        <Text size="sm">
          {savedCardName(card)} (expires {savedCardExpiry(card)}) will be removed from your account and from our payment processor. You can add it again at any time.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Keep card
          </Button>
          <Button color="red" onClick={onConfirm}>
            Delete card
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The saved cards of /profile?page=paymentMethods (issue 11): GET payment-instruments, the default
 * first; expired cards dimmed with 'Card expired'; make another card the default; delete after a
 * confirmation (DELETE payment-instruments/{id}); add a card through card verification.
 */
export function SavedCardsSection() {
  const cards = usePaymentInstruments();
  const remove = useDeletePaymentInstrument();
  const makeDefault = useMakeDefaultPaymentInstrument();
  const [confirming, setConfirming] = useState<CreditCard | null>(null);
  const [adding, setAdding] = useState<string | null>(null);
  const cardSaved = useCallback(() => {
    setAdding(null);
    showCheckoutToast('green', 'Your card has been saved.');
  }, []);
  // Expiry is judged on the server's clock, like checkout judges it.
  const now = new Date(serverNow());

  const deleteCard = (card: CreditCard) => {
    setConfirming(null);
    remove.mutate(card.publicPk, {
      onSuccess: () => showCheckoutToast('green', `${savedCardName(card)} was deleted.`),
      onError: (error) => showCheckoutToast('red', `Unable to delete the card. ${failureText(error)}`),
    });
  };
  const setDefault = (card: CreditCard) =>
    makeDefault.mutate(card.publicPk, {
      onSuccess: () => showCheckoutToast('green', `${savedCardName(card)} is now your default card.`),
      onError: (error) => showCheckoutToast('red', failureText(error)),
    });

  const list = cards.data ?? [];
  return (
    <Stack gap="md">
      <Group>
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setAdding(crypto.randomUUID())}>
          Add a card
        </Button>
      </Group>
      {cards.isPending ? (
        <Stack gap="xs">
          <Skeleton h={64} radius="md" />
          <Skeleton h={64} radius="md" />
        </Stack>
      ) : cards.isError ? (
        <Alert color="red" variant="light" role="alert">
          We could not load your saved cards. Please refresh the page.
        </Alert>
      ) : list.length === 0 ? (
        <Group gap="sm" c="dimmed" wrap="nowrap">
          <IconCreditCard size={20} aria-hidden="true" />
          <Text size="sm">No saved cards yet.</Text>
        </Group>
      ) : (
        <ul className={classes.list} aria-label="Saved cards">
          {list.map((card) => (
            <SavedCardRow
              key={card.publicPk}
              card={card}
              expired={isCardExpired(card, now)}
              onMakeDefault={setDefault}
              onDelete={setConfirming}
              makingDefault={makeDefault.isPending && makeDefault.variables === card.publicPk}
              deleting={remove.isPending && remove.variables === card.publicPk}
            />
          ))}
        </ul>
      )}
      {adding ? <AddCardModal sessionPk={adding} onClose={() => setAdding(null)} onSaved={cardSaved} /> : null}
      {confirming ? <DeleteCardConfirmation card={confirming} onCancel={() => setConfirming(null)} onConfirm={() => deleteCard(confirming)} /> : null}
    </Stack>
  );
}
