import { Alert, Button, Checkbox, Radio, Select, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { CARD_EXPIRED_MESSAGE, CARD_TYPE_LABELS, isCardExpired } from '@caskmark/shared/rules/card-expiry';
import { ApiError } from '../../../../lib/api-client';
import { serverNow } from '../../../../lib/server-time';
import { getFlexToken } from '../../api/get-flex-token';
import { usePaymentInstruments } from '../../api/get-payment-instruments';
import { MONTH_OPTIONS, validateCardHolder, yearOptions, type CardHolderErrors, type CardHolderFields } from '../../lib/card-holder-fields';
import { HostedFieldsError, useHostedFields } from '../../lib/use-hosted-fields';
import type { CardPaymentTarget, NewCard } from '../../lib/use-card-payment';
import classes from './card-payment-view.module.css';

const NEW_CARD = 'new';
const CARD_FORM_ID = 'checkout-card-details';

/** The buttons under the first step: Continue submits the card form (by id) or pays with the saved card. */
export interface CardBarProps {
  continueLabel?: string;
  onContinue?: () => void;
  continueForm?: string;
  continueLoading?: boolean;
  continueDisabled?: boolean;
}
export type CardBar = (props: CardBarProps) => ReactNode;

export interface CardDetailsStepProps {
  target: CardPaymentTarget;
  bar: CardBar;
  busy: boolean;
  onTokenized: (card: NewCard) => void;
  onPayWithSaved: (paymentInstrumentPublicPk: string) => void;
}

/** Step 1, Credit Card: a saved card (expired ones disabled, 'Card expired'), or a new card in the PSP's fields. */
export function CardDetailsStep({ target, bar, busy, onTokenized, onPayWithSaved }: CardDetailsStepProps) {
  const now = useMemo(() => new Date(serverNow()), []);
  const saved = usePaymentInstruments();
  // A target that cannot take a saved card (adding a card on the profile) offers a new card only.
  const cards = target.payWithSaved ? (saved.data ?? []) : [];
  const firstUsable = cards.find((card) => !isCardExpired(card, now));
  const [choice, setChoice] = useState<string | null>(null);
  const selected = choice ?? (firstUsable ? firstUsable.publicPk : NEW_CARD);
  return (
    <Stack gap="md">
      {cards.length ? (
        <Radio.Group value={selected} onChange={setChoice} label="Pay with" aria-label="Card to pay with">
          <Stack gap="xs" mt="xs">
            {cards.map((card) => {
              const expired = isCardExpired(card, now);
              return (
                <Radio
                  key={card.publicPk}
                  value={card.publicPk}
                  disabled={expired}
                  label={`${CARD_TYPE_LABELS[card.cardType] ?? card.cardTypeDisplay} ending in ${card.lastFourDigits}`}
                  description={expired ? CARD_EXPIRED_MESSAGE : `Expires ${String(card.expirationMonth).padStart(2, '0')}/${card.expirationYear}${card.isDefault ? ' · Default' : ''}`}
                />
              );
            })}
            <Radio value={NEW_CARD} label="Use a new card" />
          </Stack>
        </Radio.Group>
      ) : null}
      {selected === NEW_CARD ? (
        <NewCardForm publicPk={target.publicPk} alwaysSaves={Boolean(target.savesCardOnly)} bar={bar} busy={busy} onTokenized={onTokenized} now={now} />
      ) : (
        bar({ continueLabel: 'Pay with this card', continueLoading: busy, onContinue: () => onPayWithSaved(selected) })
      )}
    </Stack>
  );
}

interface NewCardFormProps {
  publicPk: string;
  /** Card verification saves the card anyway: only 'Make it my default card' is asked. */
  alwaysSaves: boolean;
  bar: CardBar;
  busy: boolean;
  onTokenized: (card: NewCard) => void;
  now: Date;
}

function NewCardForm({ publicPk, alwaysSaves, bar, busy, onTokenized, now }: NewCardFormProps) {
  // One capture context per visit to this step: the PSP's session for the hosted fields.
  const session = useQuery({ queryKey: ['user', 'flex-token', publicPk], queryFn: ({ signal }) => getFlexToken(publicPk, signal), staleTime: Infinity, gcTime: 0, retry: false });
  const hosted = useHostedFields(session.data?.hostedFieldsUrl ?? null);
  const [fields, setFields] = useState<CardHolderFields>({ fullName: '', expirationMonth: '', expirationYear: '' });
  const [errors, setErrors] = useState<CardHolderErrors>({});
  const [tokenError, setTokenError] = useState<string | null>(null);
  const [tokenizing, setTokenizing] = useState(false);
  const [saveCreditCard, setSaveCreditCard] = useState(alwaysSaves);
  const [isDefault, setIsDefault] = useState(false);
  const years = useMemo(() => yearOptions(now), [now]);
  const set = (key: keyof CardHolderFields) => (value: string | null) => {
    setFields((current) => ({ ...current, [key]: value ?? '' }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async () => {
    const found = validateCardHolder(fields, new Date(serverNow()));
    setErrors(found);
    setTokenError(null);
    if (Object.keys(found).length) return;
    setTokenizing(true);
    try {
      const { token } = await hosted.requestToken(Number(fields.expirationMonth), Number(fields.expirationYear));
      onTokenized({ tokenValue: token, saveCreditCard, isDefault: saveCreditCard && isDefault });
    } catch (failure) {
      // The fields themselves show their per-field errors; the alert says what went wrong overall.
      setTokenError(failure instanceof HostedFieldsError ? Object.values(failure.fields)[0] ?? failure.message : String(failure));
    } finally {
      setTokenizing(false);
    }
  };

  if (session.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title="The card form could not load">
        <Text size="sm">{session.error instanceof ApiError ? session.error.message : 'Oops! Something went wrong. Please try again later'}</Text>
        <Button size="compact-sm" variant="subtle" mt="xs" onClick={() => void session.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  }
  return (
    <form
      id={CARD_FORM_ID}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <TextInput label="Name on card" withAsterisk autoComplete="cc-name" value={fields.fullName} onChange={(event) => set('fullName')(event.currentTarget.value)} error={errors.fullName} />
        {session.data ? (
          <iframe ref={hosted.frame} src={session.data.hostedFieldsUrl} title="Card number and security code" className={classes.fieldsFrame} />
        ) : (
          <Skeleton height={190} radius="md" />
        )}
        <SimpleGrid cols={2} spacing="sm">
          <Select label="Expiration month" withAsterisk data={MONTH_OPTIONS} value={fields.expirationMonth || null} onChange={set('expirationMonth')} error={errors.expirationMonth} autoComplete="cc-exp-month" />
          <Select label="Expiration year" withAsterisk data={years} value={fields.expirationYear || null} onChange={set('expirationYear')} error={errors.expirationYear} autoComplete="cc-exp-year" />
        </SimpleGrid>
        {alwaysSaves ? null : <Checkbox label="Save this card for next time" checked={saveCreditCard} onChange={(event) => setSaveCreditCard(event.currentTarget.checked)} />}
        {saveCreditCard ? <Checkbox label="Make it my default card" checked={isDefault} onChange={(event) => setIsDefault(event.currentTarget.checked)} /> : null}
        {tokenError ? (
          <Alert color="red" variant="light" role="alert">
            {tokenError}
          </Alert>
        ) : null}
        {bar({ continueForm: CARD_FORM_ID, continueLoading: tokenizing || busy, continueDisabled: !hosted.ready })}
      </Stack>
    </form>
  );
}
