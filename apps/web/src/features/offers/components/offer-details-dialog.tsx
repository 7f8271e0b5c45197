import { Alert, Anchor, Badge, Button, Group, SegmentedControl, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { OFFER_TEXTS, type Offer, type OfferAcceptancePayload } from '@caskmark/shared/api/offers';
import { counterOfferHint, counterOfferMinimum } from '@caskmark/shared/rules/offers';
import { ResponsiveDialog, ResponsiveDialogTitle } from '../../../components/responsive-dialog';
import { ApiError, GENERIC_ERROR } from '../../../lib/api-client';
import { useEthPrice } from '../../../lib/api/get-eth-price';
import { listingPath } from '../../catalogue/lib/paths';
import { useWallets } from '../../wallets/api/get-wallets';
import { answerOffer, dismissOffer } from '../api/offer-calls';
import { offerDeadline, offerPrice } from '../lib/offer-format';

import { GlobalOfferEditionSelect } from './global-offer-edition-select';

const OfferListingStep = lazy(() => import('./offer-listing-step'));

function errorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return { form: GENERIC_ERROR };
  const found: Record<string, string> = {};
  for (const field of ['payoutAddress', 'counterOfferAmount']) {
    const [first] = error.fieldMessages(field);
    if (first) found[field] = first;
  }
  if (!Object.keys(found).length) found.form = error.messages[0] ?? GENERIC_ERROR;
  if (error.code === 'approval_required') found.approval = 'true';
  return found;
}

/**
 * The Offer Details dialog (spec part 2 screen 3): the owner rejects (never a global or accepted offer:
 * the tooltips), accepts or makes a counter offer — with a payout address — and then lists privately
 * for the offerer; the offerer answers a counter offer and, once accepted, purchases within 3 days.
 */
export function OfferDetailsDialog({ offer: initial, editionNftPublicPk, onClose }: { offer: Offer; editionNftPublicPk?: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const usdPerEth = useEthPrice() ?? 0;
  const wallets = useWallets();
  const [offer, setOffer] = useState(initial);
  const [payout, setPayout] = useState<string | null>(null);
  const [countering, setCountering] = useState(false);
  const [counterAmount, setCounterAmount] = useState('');
  const [counterCurrency, setCounterCurrency] = useState<'USD' | 'ETH'>(initial.currency);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // A global offer not yet answered: the owner picks which of their editions of the release to sell.
  const [chosenEdition, setChosenEdition] = useState<{ publicPk: string; wallet: string | null } | null>(null);
  const picksEdition = !offer.isOfferMaker && offer.isGlobalOffer && !offer.editionNftPublicPk && !editionNftPublicPk;
  const payoutAddress = payout ?? chosenEdition?.wallet ?? (wallets.data ?? []).find((wallet) => !wallet.isManaged)?.address ?? '';
  const isOwnerSide = !offer.isOfferMaker;
  const open = offer.status === 'active';
  const minimum = usdPerEth > 0 || counterCurrency === offer.currency ? counterOfferMinimum(offer, counterCurrency, usdPerEth) : null;

  const act = async (run: () => Promise<Offer>, success: string, close = false) => {
    setBusy(true);
    setErrors({});
    try {
      const next = await run();
      setOffer(next);
      setCountering(false);
      notifications.show({ color: 'green', message: success });
      void queryClient.invalidateQueries({ queryKey: ['offers'] });
      if (close) onClose();
    } catch (error) {
      setErrors(errorsOf(error));
    } finally {
      setBusy(false);
    }
  };
  const answer = (body: OfferAcceptancePayload, success: string) => act(() => answerOffer(offer.publicPk, { editionNftPublicPk: offer.editionNftPublicPk ?? editionNftPublicPk ?? chosenEdition?.publicPk, ...body }), success);

  return (
    <ResponsiveDialog onClose={busy ? () => undefined : onClose} size={520}>
      <Stack gap="md">
        <ResponsiveDialogTitle>Offer Details</ResponsiveDialogTitle>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{offer.title}{offer.editionNumber !== null ? ` #${offer.editionNumber}` : ''}</Text>
          <Badge style={{ flexShrink: 0 }} variant="light" color={open ? 'green' : offer.status === 'accepted' || offer.status === 'countered' ? 'cask' : 'gray'}>
            {offer.statusText}
          </Badge>
        </Group>
        <Stack gap={4}>
          <Text size="sm">
            {offer.isGlobalOffer ? 'Global offer' : 'Offer'} by @{offer.offerFromHandler}: <b>{offerPrice(offer.amount, offer.currency)}</b>
          </Text>
          {offer.counterOfferAmount ? (
            <Text size="sm">
              Counter offer: <b>{offerPrice(offer.counterOfferAmount, offer.counterOfferCurrency ?? offer.currency)}</b>
            </Text>
          ) : null}
          <Text size="sm" c="dimmed">
            {open ? 'Expires' : 'Purchase by'} {new Date(offerDeadline(offer)).toLocaleString()}
          </Text>
        </Stack>

        {isOwnerSide && open && picksEdition ? (
          <GlobalOfferEditionSelect
            releasePublicPk={offer.releasePublicPk}
            title={offer.title}
            value={chosenEdition?.publicPk ?? null}
            onChange={(edition) => setChosenEdition(edition ? { publicPk: edition.publicPk, wallet: edition.currentOwnerAddress } : null)}
          />
        ) : null}
        {isOwnerSide && open ? (
          <TextInput label="Payout address" value={payoutAddress} onChange={(event) => setPayout(event.currentTarget.value)} error={errors.payoutAddress} maxLength={42} />
        ) : null}
        {isOwnerSide && open && countering ? (
          <Stack gap="xs">
            <Group align="flex-start" grow wrap="nowrap">
              <TextInput label="Counter offer amount" inputMode="decimal" value={counterAmount} onChange={(event) => setCounterAmount(event.currentTarget.value)} error={errors.counterOfferAmount} />
              <Stack gap={4} style={{ flexGrow: 0 }}>
                <Text size="sm" fw={500}>
                  Currency
                </Text>
                <SegmentedControl aria-label="Counter offer currency" data={['USD', 'ETH']} value={counterCurrency} onChange={(value) => setCounterCurrency(value as 'USD' | 'ETH')} />
              </Stack>
            </Group>
            {minimum !== null && !errors.counterOfferAmount ? (
              <Text size="xs" c="dimmed">
                {counterOfferHint(minimum, counterCurrency)}
              </Text>
            ) : null}
          </Stack>
        ) : null}

        {errors.form ? (
          <Alert color="red" variant="light" role="alert">
            {errors.form}
            {errors.approval ? (
              <>
                {' '}
                <Anchor component={Link} to="/profile?page=paymentMethods">
                  Provide Permission
                </Anchor>
              </>
            ) : null}
          </Alert>
        ) : null}

        {isOwnerSide && offer.listingTerms ? (
          <Suspense fallback={null}>
            <OfferListingStep terms={offer.listingTerms} onListed={() => void queryClient.invalidateQueries({ queryKey: ['offers'] })} />
          </Suspense>
        ) : null}

        {isOwnerSide && open ? (
          <Group gap="sm">
            <Tooltip label={offer.rejectTooltip ?? ''} disabled={offer.canReject || !offer.rejectTooltip} multiline w={260}>
              <span>
                <Button variant="outline" color="red" disabled={!offer.canReject || busy} onClick={() => void answer({ accepted: false }, OFFER_TEXTS.rejected)}>
                  Reject
                </Button>
              </span>
            </Tooltip>
            {countering ? (
              <Button color="cask" loading={busy} disabled={!counterAmount.trim()} onClick={() => void answer({ accepted: true, isCounterOffer: true, counterOfferAmount: counterAmount.trim(), currency: counterCurrency, payoutAddress }, OFFER_TEXTS.counterSent)}>
                Submit counter offer
              </Button>
            ) : (
              <>
                <Button variant="outline" disabled={busy} onClick={() => setCountering(true)}>
                  Make counter offer
                </Button>
                <Button color="cask" loading={busy} onClick={() => void answer({ accepted: true, payoutAddress }, OFFER_TEXTS.accepted)}>
                  Accept the offer
                </Button>
              </>
            )}
          </Group>
        ) : null}

        {offer.isOfferMaker && offer.status === 'countered' ? (
          <Group gap="sm">
            <Button variant="outline" color="red" disabled={busy} onClick={() => void answer({ accepted: false }, OFFER_TEXTS.rejected)}>
              Reject counter offer
            </Button>
            <Button color="cask" loading={busy} onClick={() => void answer({ accepted: true }, OFFER_TEXTS.counterAccepted)}>
              Accept counter offer
            </Button>
          </Group>
        ) : null}
        {offer.isOfferMaker && offer.status === 'accepted' ? (
          offer.listingId ? (
            <Button component={Link} to={listingPath(offer.listingId)} color="cask">
              Purchase
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              Accepted — waiting for the owner’s wallet to list it privately for you.
            </Text>
          )
        ) : null}
        {offer.isOfferMaker && open ? (
          <Button variant="subtle" color="gray" disabled={busy} onClick={() => void act(() => dismissOffer(offer.publicPk), OFFER_TEXTS.dismissed, true)}>
            Withdraw offer
          </Button>
        ) : null}
        {!open && offer.status !== 'accepted' && offer.status !== 'countered' ? (
          <Button variant="subtle" color="gray" disabled={busy} onClick={() => void act(() => dismissOffer(offer.publicPk), OFFER_TEXTS.dismissed, true)}>
            Dismiss
          </Button>
        ) : null}
      </Stack>
    </ResponsiveDialog>
  );
}
