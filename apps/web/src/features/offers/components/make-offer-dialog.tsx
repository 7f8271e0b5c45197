import { Alert, Button, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { OFFER_TEXTS, type Offer } from '@caskmark/shared/api/offers';
import { OFFER_NO_WALLET_MESSAGE } from '@caskmark/shared/forms/offer';
import { DEFAULT_OFFER_VALIDITY_DAYS, OFFER_VALIDITY_DAYS } from '@caskmark/shared/rules/offers';
import { ResponsiveDialog, ResponsiveDialogTitle } from '../../../components/responsive-dialog';
import { ApiError, GENERIC_ERROR } from '../../../lib/api-client';
import { serverNow } from '../../../lib/server-time';
import { useWallets } from '../../wallets/api/get-wallets';
import { saveOffer } from '../api/offer-calls';

export const GLOBAL_OFFER_EXPLAINER = 'A global offer is open to every holder of an edition of this release: the first owner to accept it sells you theirs.';

/** An offer on one edition NFT, or a global offer on a release (any owner of one of its editions may accept). */
export type OfferTarget = { title: string } & ({ editionNftPublicPk: string; releasePublicPk?: never } | { releasePublicPk: string; editionNftPublicPk?: never });

/** The validity choice closest to what is left of an offer being updated (the server counts from now again). */
function daysLeft(offer: Offer): string {
  const left = (new Date(offer.validUntil).getTime() - serverNow()) / 86_400_000;
  const choice = OFFER_VALIDITY_DAYS.reduce<number>((best, day) => (Math.abs(day - left) < Math.abs(best - left) ? day : best), DEFAULT_OFFER_VALIDITY_DAYS);
  return String(choice);
}

/**
 * Screen 11, 'Make an offer' / 'Update your offer' (spec part 2 §4, §5): amount, USD or ETH, validity
 * 1/3/7/30 days (3 by default) and the wallet that pays; posting creates the offer, an update uses PUT.
 * The server reads that wallet's balance on chain and answers with the field's first error ('You do
 * not have enough funds in your connected wallet to make an offer.').
 */
export function MakeOfferDialog({ target, existing, onClose }: { target: OfferTarget; existing?: Offer | null; onClose: () => void }) {
  const wallets = useWallets();
  const own = (wallets.data ?? []).filter((wallet) => !wallet.isManaged);
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState(existing?.amount ?? '');
  const [currency, setCurrency] = useState<'USD' | 'ETH'>(existing?.currency ?? 'USD');
  const [days, setDays] = useState(existing ? daysLeft(existing) : String(DEFAULT_OFFER_VALIDITY_DAYS));
  const [wallet, setWallet] = useState<string | null>(existing?.offerMakerWallet ?? null);
  const isGlobal = !!target.releasePublicPk;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const chosen = wallet ?? own[0]?.address ?? null;

  const submit = async () => {
    setBusy(true);
    setErrors({});
    try {
      const where = isGlobal ? { isGlobalOffer: true, releasePublicPk: target.releasePublicPk } : { editionNftPublicPk: target.editionNftPublicPk };
      await saveOffer({ ...where, amount: amount.trim(), currency, validityDays: Number(days), offerMakerWallet: chosen ?? '' }, existing?.publicPk);
      notifications.show({ color: 'green', message: existing ? OFFER_TEXTS.updated : OFFER_TEXTS.submitted });
      void queryClient.invalidateQueries({ queryKey: ['offers'] });
      onClose();
    } catch (error) {
      const found: Record<string, string> = {};
      if (error instanceof ApiError) {
        for (const field of ['amount', 'offerMakerWallet', 'validUntil', 'editionNftPublicPk', 'releasePublicPk']) {
          const [first] = error.fieldMessages(field);
          if (first) found[field] = first;
        }
        if (!Object.keys(found).length) found.form = error.messages[0] ?? GENERIC_ERROR;
      } else found.form = GENERIC_ERROR;
      setErrors(found);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ResponsiveDialog onClose={busy ? () => undefined : onClose} size={480}>
      <Stack gap="md">
        <ResponsiveDialogTitle>{existing ? 'Update your offer' : isGlobal ? 'Make a global offer' : 'Make an offer'}</ResponsiveDialogTitle>
        <Text size="sm" c="dimmed">
          {target.title}
        </Text>
        {isGlobal ? <Text size="sm">{GLOBAL_OFFER_EXPLAINER}</Text> : null}
        {!wallets.isPending && own.length === 0 ? (
          <Alert color="yellow" variant="light" role="alert">
            {OFFER_NO_WALLET_MESSAGE}
          </Alert>
        ) : null}
        <Group align="flex-start" grow wrap="nowrap">
          <TextInput label="Offer amount" inputMode="decimal" value={amount} onChange={(event) => setAmount(event.currentTarget.value)} error={errors.amount} />
          <Stack gap={4} style={{ flexGrow: 0 }}>
            <Text size="sm" fw={500}>
              Currency
            </Text>
            <SegmentedControl aria-label="Currency" data={['USD', 'ETH']} value={currency} onChange={(value) => setCurrency(value as 'USD' | 'ETH')} />
          </Stack>
        </Group>
        <Select
          label="Offer expires in"
          data={OFFER_VALIDITY_DAYS.map((choice) => ({ value: String(choice), label: choice === 1 ? '1 day' : `${choice} days` }))}
          value={days}
          onChange={(value) => setDays(value ?? String(DEFAULT_OFFER_VALIDITY_DAYS))}
          allowDeselect={false}
          error={errors.validUntil}
        />
        <Select label="Pay from wallet" data={own.map((item) => item.address)} value={chosen} onChange={setWallet} allowDeselect={false} error={errors.offerMakerWallet} />
        {errors.form ? (
          <Alert color="red" variant="light" role="alert">
            {errors.form}
          </Alert>
        ) : null}
        <Button color="cask" onClick={() => void submit()} loading={busy} disabled={!amount.trim() || !chosen}>
          {existing ? 'UPDATE OFFER' : 'SUBMIT OFFER'}
        </Button>
      </Stack>
    </ResponsiveDialog>
  );
}
