import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Listing } from '@caskmark/shared/api/catalogue';
import type { ListingCardCheckout } from '@caskmark/shared/api/listing-card-purchase';
import { formatUsd } from '@caskmark/shared/format/price';
import { ApiError } from '../../../lib/api-client';
import { CardPaymentPanel } from '../../checkout/components/card/card-payment-panel';
import { cancelCardCheckout, getCardCheckout, startCardCheckout } from '../api/card-checkout';
import { LISTING_MESSAGES } from '../lib/listing-messages';
import { useListingCardTarget } from '../lib/use-listing-card-target';
import { DoneStep, WorkingStep } from './listing-steps';

const messageOf = (error: unknown) => (error instanceof ApiError ? (error.messages[0] ?? LISTING_MESSAGES.generic) : LISTING_MESSAGES.generic);

/**
 * Buying a USD listing by card (decision 340): the listing is held for the buyer (15 minutes), the
 * checkout's card payment with 3-D Secure, then the platform settles on chain — the status comes from
 * the server, polled every 2 s — and the NFT lands in the buyer's custodial wallet.
 */
export function CardPurchaseFlow({ listing, onBusy, onClose, onBack }: { listing: Listing; onBusy: (busy: boolean) => void; onClose: () => void; onBack: () => void }) {
  const queryClient = useQueryClient();
  const [checkout, setCheckout] = useState<ListingCardCheckout | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [paid, setPaid] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !listing.listingId) return;
    started.current = true;
    startCardCheckout(listing.listingId).then(setCheckout, (failure: unknown) => setError(messageOf(failure)));
  }, [listing.listingId]);

  const status = useQuery({
    queryKey: ['listing', 'card-checkout', checkout?.publicPk],
    queryFn: () => getCardCheckout(checkout!.publicPk),
    enabled: paid && checkout !== null,
    refetchInterval: (query) => (query.state.data?.status === 'completed' || query.state.data?.status === 'failed' ? false : 2000),
  });
  const outcome = status.data?.status;
  useEffect(() => onBusy(paid && outcome !== 'completed' && outcome !== 'failed'), [paid, outcome, onBusy]);
  useEffect(() => {
    if (outcome === 'completed' || outcome === 'failed') {
      void queryClient.invalidateQueries({ queryKey: ['listing'] });
      void queryClient.invalidateQueries({ queryKey: ['listings'] });
    }
  }, [outcome, queryClient]);

  const onAuthorized = useCallback(() => setPaid(true), []);
  const cancel = () => {
    if (checkout && !paid) void cancelCardCheckout(checkout.publicPk).catch(() => undefined);
    onBack();
  };

  if (error) {
    return (
      <Stack gap="md">
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onBack}>
            Back
          </Button>
        </Group>
      </Stack>
    );
  }
  if (!checkout) return <WorkingStep title="Holding this listing for you" />;
  if (outcome === 'completed') {
    return (
      <DoneStep
        title={LISTING_MESSAGES.purchased}
        actions={
          <>
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button component={Link} to="/vault" color="cask" onClick={onClose}>
              MY COLLECTION
            </Button>
          </>
        }
      >
        <Text size="sm" c="dimmed">
          Paid {formatUsd(checkout.amount)} by card. The NFT is in your custodial wallet; you can transfer it to your own wallet from your collection.
        </Text>
      </DoneStep>
    );
  }
  if (outcome === 'failed') {
    return (
      <Stack gap="md">
        <Alert color="red" variant="light" role="alert" title="Your purchase did not complete">
          {status.data?.failureReason ?? LISTING_MESSAGES.generic}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    );
  }
  if (paid) return <WorkingStep title="Completing your purchase" hint="Your card was accepted. We are transferring the NFT to your collection on chain; please keep this window open." />;
  return (
    <Stack gap="sm">
      <CardStep checkout={checkout} onAuthorized={onAuthorized} onBack={cancel} />
      <Text size="xs" c="dimmed">
        This listing is held for you for 15 minutes. If the transfer cannot complete, your card is refunded automatically.
      </Text>
    </Stack>
  );
}

/** The checkout's card payment (Credit Card → Billing Info → Submit, 3-D Secure) for the held listing. */
function CardStep({ checkout, onAuthorized, onBack }: { checkout: ListingCardCheckout; onAuthorized: () => void; onBack: () => void }) {
  const target = useListingCardTarget(checkout, onAuthorized);
  return (
    <CardPaymentPanel
      target={target}
      bar={({ continueLabel = 'Continue', onContinue, continueForm, continueLoading, continueDisabled }) => (
        <Group justify="space-between" mt="sm">
          <Button variant="default" onClick={onBack}>
            Back
          </Button>
          <Button type={continueForm ? 'submit' : 'button'} form={continueForm} onClick={onContinue} loading={continueLoading} disabled={continueDisabled} color="cask">
            {continueLabel}
          </Button>
        </Group>
      )}
    />
  );
}
