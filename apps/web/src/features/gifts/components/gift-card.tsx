import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { GIFT_TEXTS, type Gift } from '@caskmark/shared/api/gifts';
import { useCancelGift } from '../api/cancel-gift';
import { useDeclineGift } from '../api/decline-gift';
import { useResendGift } from '../api/resend-gift';
import { answerErrorMessage, resendErrorMessage } from '../lib/gift-errors';
import classes from './gifts.module.css';

const STATUS_LABELS: Record<Gift['status'], string> = { pending: 'Pending', transferring: 'Transferring', accepted: 'Accepted', declined: 'Declined', cancelled: 'Cancelled' };

function Heading({ gift }: { gift: Gift }) {
  return (
    <div>
      <Group gap="xs">
        <Text fw={700}>
          {gift.edition.productTitle} #{gift.edition.editionNumber}
        </Text>
        <Badge variant="light" color={gift.status === 'pending' ? 'cask' : 'gray'}>
          {STATUS_LABELS[gift.status]}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {gift.isSender ? `To ${gift.receiverEmail}` : `From @${gift.senderHandler}`} · {gift.edition.brandName}
      </Text>
      {gift.message ? (
        <Text size="sm" className={classes.message}>
          “{gift.message}”
        </Text>
      ) : null}
    </div>
  );
}

/** A gift I made: Resend (while the limit allows; 'Notification sent') and Cancel ('Gift has been cancelled'). */
function SenderActions({ gift }: { gift: Gift }) {
  const resend = useResendGift();
  const cancel = useCancelGift();
  if (gift.status !== 'pending') return null;
  const onResend = () =>
    resend.mutate(gift.publicPk, {
      onSuccess: () => notifications.show({ color: 'green', message: GIFT_TEXTS.resent }),
      onError: (error) => notifications.show({ color: 'red', message: resendErrorMessage(error) }),
    });
  const onCancel = () =>
    modals.openConfirmModal({
      title: 'Cancel this gift?',
      children: <Text size="sm">The NFT stays in your collection and unlocks.</Text>,
      labels: { confirm: 'Cancel gift', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        cancel.mutate(gift.publicPk, {
          onSuccess: () => notifications.show({ color: 'green', message: GIFT_TEXTS.cancelled }),
          onError: () => notifications.show({ color: 'red', message: GIFT_TEXTS.failed }),
        }),
    });
  return (
    <Group gap="xs" className={classes.actions}>
      {gift.canResend ? (
        <Button variant="default" size="sm" loading={resend.isPending} onClick={onResend}>
          Resend
        </Button>
      ) : null}
      <Button variant="outline" color="red" size="sm" loading={cancel.isPending} onClick={onCancel}>
        Cancel
      </Button>
    </Group>
  );
}

/** A gift made to me: Accept (choose where, then the transfer) or Decline (its success text as written: 'Gift has been accepted'). */
function ReceiverActions({ gift, onAccept }: { gift: Gift; onAccept: (gift: Gift) => void }) {
  const decline = useDeclineGift();
  const onDecline = () =>
    modals.openConfirmModal({
      title: 'Decline this gift?',
      children: <Text size="sm">The NFT goes back to @{gift.senderHandler}.</Text>,
      labels: { confirm: 'Decline', cancel: 'Back' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        decline.mutate(gift.publicPk, {
          onSuccess: () => notifications.show({ color: 'green', message: GIFT_TEXTS.declined }),
          onError: (error) => notifications.show({ color: 'red', message: answerErrorMessage(error) }),
        }),
    });
  return (
    <Group gap="xs" className={classes.actions}>
      <Button size="sm" onClick={() => onAccept(gift)}>
        {gift.status === 'transferring' ? 'View transfer' : 'Accept'}
      </Button>
      {gift.status === 'pending' ? (
        <Button variant="default" size="sm" loading={decline.isPending} onClick={onDecline}>
          Decline
        </Button>
      ) : null}
    </Group>
  );
}

/** `onAccept` opens the accept dialog, which the gifts view holds: the gift leaves this list once accepted. */
export function GiftCard({ gift, onAccept }: { gift: Gift; onAccept: (gift: Gift) => void }) {
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={`${gift.edition.productTitle} #${gift.edition.editionNumber}`}>
      <div className={classes.card}>
        <img className={classes.thumb} src={gift.edition.image} alt="" width={72} height={90} />
        <Stack gap={4}>
          <Heading gift={gift} />
        </Stack>
        {gift.isSender ? <SenderActions gift={gift} /> : <ReceiverActions gift={gift} onAccept={onAccept} />}
      </div>
    </Paper>
  );
}
