import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconBrandMastercard, IconBrandVisa, IconCreditCard, IconTrash } from '@tabler/icons-react';
import type { CreditCard } from '@caskmark/shared/api/payments';
import { CARD_EXPIRED_MESSAGE, CARD_TYPE_LABELS } from '@caskmark/shared/rules/card-expiry';
import classes from './saved-cards.module.css';

const BRAND_ICONS: Record<string, typeof IconCreditCard> = { '001': IconBrandVisa, '002': IconBrandMastercard };

/** 'Visa ending in 4242': the brand from the processor's card type (spec part 2 §3: 001/002/003). */
export function savedCardName(card: CreditCard): string {
  return `${CARD_TYPE_LABELS[card.cardType] ?? card.cardTypeDisplay} ending in ${card.lastFourDigits}`;
}

export function savedCardExpiry(card: CreditCard): string {
  return `${String(card.expirationMonth).padStart(2, '0')}/${card.expirationYear}`;
}

export interface SavedCardRowProps {
  card: CreditCard;
  expired: boolean;
  onMakeDefault: (card: CreditCard) => void;
  onDelete: (card: CreditCard) => void;
  makingDefault: boolean;
  deleting: boolean;
}

/**
 * One saved card: brand, last four, expiry, Default. An expired card stays listed (so it can be
 * deleted) but dimmed with 'Card expired', and cannot be made the default: checkout refuses it.
 */
export function SavedCardRow({ card, expired, onMakeDefault, onDelete, makingDefault, deleting }: SavedCardRowProps) {
  const Icon = BRAND_ICONS[card.cardType] ?? IconCreditCard;
  const name = savedCardName(card);
  return (
    <Paper component="li" className={classes.row} data-expired={expired || undefined} aria-label={name}>
      <Group gap="sm" wrap="nowrap" miw={0} className={classes.identity}>
        <Icon size={32} stroke={1.4} aria-hidden="true" className={classes.brand} />
        <Stack gap={0} miw={0}>
          <Text fw={600}>
            {name}
          </Text>
          <Text size="sm" c={expired ? 'red.4' : 'dimmed'}>
            {expired ? `Expired ${savedCardExpiry(card)}` : `Expires ${savedCardExpiry(card)}`}
          </Text>
        </Stack>
      </Group>
      <Group gap="xs" wrap="nowrap" justify="flex-end" className={classes.actions}>
        {card.isDefault ? (
          <Badge color="cask" variant="light" radius="sm">
            Default
          </Badge>
        ) : expired ? (
          <Badge color="red" variant="outline" radius="sm">
            {CARD_EXPIRED_MESSAGE}
          </Badge>
        ) : (
          <Button size="xs" variant="default" loading={makingDefault} onClick={() => onMakeDefault(card)} aria-label={`Make ${name} my default card`}>
            Make default
          </Button>
        )}
        <Tooltip label="Delete card" withArrow>
          <ActionIcon variant="subtle" color="red" size="lg" loading={deleting} onClick={() => onDelete(card)} aria-label={`Delete ${name}`}>
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Paper>
  );
}
