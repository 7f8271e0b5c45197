import { Alert, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { notifications } from '@mantine/notifications';
import { IconGift } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { GIFT_CONFIRMATION_TEXT, GiftFormSchema, type GiftForm } from '@caskmark/shared/forms/gift';
import { GIFT_MESSAGE_MAX_LENGTH } from '@caskmark/shared/rules/gifts';
import { ResponsiveDialog, ResponsiveDialogTitle } from '../../../components/responsive-dialog';
import { reportConversion } from '../../../lib/report-conversion';
import { useCreateGift } from '../api/create-gift';
import { giftCreationMessages } from '../lib/gift-errors';
import classes from './gifts.module.css';

export interface GiftNftDialogProps {
  editionNftPublicPk: string;
  productTitle: string;
  editionNumber: number;
  image: string;
  video: string;
  onClose: () => void;
}

type GiftFormInput = z.input<typeof GiftFormSchema>;

/**
 * Screen 9, 'Gift your NFT' (spec part 2 §2, §5 "Gift"): the product video, title and edition number,
 * the recipient's e-mail and a message (≤ 300); Gift stays disabled until the e-mail is valid and asks
 * 'Are you sure you want to gift this NFT?' before anything is sent.
 */
export default function GiftNftDialog({ editionNftPublicPk, productTitle, editionNumber, image, video, onClose }: GiftNftDialogProps) {
  const create = useCreateGift();
  const [confirming, setConfirming] = useState<GiftForm | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const form = useForm<GiftFormInput, unknown, GiftForm>({ resolver: zodResolver(GiftFormSchema), mode: 'onChange', defaultValues: { receiverEmail: '', message: '' } });
  const message = form.watch('message') ?? '';
  const emailValid = !form.formState.errors.receiverEmail && GiftFormSchema.shape.receiverEmail.safeParse(form.watch('receiverEmail')).success;

  const send = async (values: GiftForm) => {
    setErrors([]);
    try {
      await create.mutateAsync({ editionNftPublicPk, ...values });
      notifications.show({ color: 'green', message: `Your gift is on its way to ${values.receiverEmail}.` });
      reportConversion('GiftSent');
      onClose();
    } catch (error) {
      setConfirming(null);
      setErrors(giftCreationMessages(error));
    }
  };

  return (
    <ResponsiveDialog onClose={onClose} size={520}>
      <Stack gap="lg">
        <ResponsiveDialogTitle>Gift your NFT</ResponsiveDialogTitle>
        <div className={classes.media}>
          {video ? <video src={video} poster={image} autoPlay muted loop playsInline aria-label={`${productTitle} video`} /> : <img src={image} alt="" />}
        </div>
        <div>
          <Text fw={700}>{productTitle}</Text>
          <Text size="sm" c="dimmed">
            Edition #{editionNumber}
          </Text>
        </div>
        {errors.map((text) => (
          <Alert key={text} color="red" variant="light" role="alert">
            {text}
          </Alert>
        ))}
        {confirming ? (
          <Stack gap="md">
            <Text fw={600}>{GIFT_CONFIRMATION_TEXT}</Text>
            <Text size="sm" c="dimmed">
              It goes to {confirming.receiverEmail}. The NFT stays locked in your vault until they accept or decline, or you cancel the gift.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(null)} disabled={create.isPending}>
                Cancel
              </Button>
              <Button leftSection={<IconGift size={16} aria-hidden="true" />} loading={create.isPending} onClick={() => void send(confirming)}>
                Yes, gift it
              </Button>
            </Group>
          </Stack>
        ) : (
          <form onSubmit={form.handleSubmit((values) => setConfirming(values))} noValidate>
            <Stack gap="md">
              <TextInput label="Recipient email" type="email" autoComplete="off" required error={form.formState.errors.receiverEmail?.message} {...form.register('receiverEmail')} />
              <Textarea
                label="Message"
                autosize
                minRows={3}
                maxLength={GIFT_MESSAGE_MAX_LENGTH}
                description={`${message.length}/${GIFT_MESSAGE_MAX_LENGTH}`}
                error={form.formState.errors.message?.message}
                {...form.register('message')}
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" disabled={!emailValid} leftSection={<IconGift size={16} aria-hidden="true" />}>
                  Gift
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </ResponsiveDialog>
  );
}
