import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { Address } from 'viem';
import { CUSTODIAL_LISTING_MESSAGE, LISTING_NOT_ON_CHAIN_MESSAGE, LOCKED_LISTING_MESSAGE } from '@caskmark/shared/api/listings';
import { createListingFormSchema } from '@caskmark/shared/forms/listing';
import type { Currency } from '@caskmark/shared/format/price';
import { DEFAULT_LISTING_EXPIRATION_PRESET, isLowListingPrice, listingExpiryFromPreset } from '@caskmark/shared/rules/listing';
import { ResponsiveDialog, ResponsiveDialogTitle } from '../../../components/responsive-dialog';
import { useEthPrice } from '../../../lib/api/get-eth-price';
import { serverNow } from '../../../lib/server-time';
import { TOAST_AUTO_CLOSE_MS } from '../../../lib/toasts';
import { useVaultTable } from '../../vault/api/get-vault';
import { useWallets } from '../../wallets/api/get-wallets';
import { WalletRuntime } from '../../wallets/components/wallet-runtime';
import { convertListingPrice } from '../lib/listing-draft';
import { LISTING_MESSAGES } from '../lib/listing-messages';
import { useCreateListing } from '../lib/use-create-listing';
import { useListingContract } from '../lib/use-listing-contract';
import { useEditionListingData } from '../api/get-edition-listing-data';
import { type BundleCandidate, ListingFormFields, type ListingFormState } from './listing-form-fields';
import { ApproveCollectionStep, DoneStep, WorkingStep } from './listing-steps';

export interface ListableEdition {
  publicPk: string;
  name: string;
  editionNumber: number;
  editionNftTokenId: string | null;
  currentOwnerAddress: string | null;
  isInManagedWallet: boolean;
  isLocked: boolean;
}

/** Screen 10, 'List on Marketplace' (its own chunk with wagmi). It cannot be closed while a transaction is under way. */
export default function ListEditionDialog({ edition, onClose }: { edition: ListableEdition; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <ResponsiveDialog onClose={busy ? () => undefined : onClose} withCloseButton={!busy} closeOnEscape={!busy} closeOnClickOutside={!busy} size={520}>
      <ResponsiveDialogTitle mb="sm">List on Marketplace</ResponsiveDialogTitle>
      <Text size="sm" c="dimmed" mb="md">
        {edition.name} #{edition.editionNumber}
      </Text>
      {edition.isInManagedWallet ? (
        <Alert color="yellow" variant="light" role="alert">
          {CUSTODIAL_LISTING_MESSAGE}
        </Alert>
      ) : edition.isLocked ? (
        <Alert color="yellow" variant="light" role="alert">
          {LOCKED_LISTING_MESSAGE}
        </Alert>
      ) : (
        <WalletRuntime>
          <ListEditionFlow edition={edition} onBusy={setBusy} onClose={onClose} />
        </WalletRuntime>
      )}
    </ResponsiveDialog>
  );
}

const INITIAL: ListingFormState = { price: '', currency: 'USD', preset: DEFAULT_LISTING_EXPIRATION_PRESET, customDate: '', isPrivateListing: false, privateBuyerAddress: '', sellAsBundle: false, bundle: [] };

function ListEditionFlow({ edition, onBusy, onClose }: { edition: ListableEdition; onBusy: (busy: boolean) => void; onClose: () => void }) {
  const wallets = useWallets();
  const usdPerEth = useEthPrice();
  const owned = useVaultTable({ search: '', state: 'owned' }, 1, 50);
  // The collaboration variant (screen 10): the contract charges a collaboration edition 5 % + a 5 % royalty.
  const ballotTokenId = useEditionListingData(edition.publicPk).data?.ballotTokenId ?? null;
  const run = useCreateListing();
  const contract = useListingContract();
  const [state, setState] = useState(INITIAL);
  const [confirmLow, setConfirmLow] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => onBusy(run.busy), [run.busy, onBusy]);

  const ownerAddress = edition.currentOwnerAddress ?? '';
  const wallet = (wallets.data ?? []).find((candidate) => candidate.address.toLowerCase() === ownerAddress.toLowerCase() && !candidate.isManaged);
  const candidates: BundleCandidate[] = useMemo(
    () =>
      (owned.data?.results ?? [])
        .filter((other) => other.publicPk !== edition.publicPk && !other.isInManagedWallet && other.editionNftTokenId && !other.isLocked && !other.isListed)
        .map((other) => ({ publicPk: other.publicPk, name: other.name, editionNumber: other.editionNumber, disabled: other.currentOwnerAddress?.toLowerCase() !== ownerAddress.toLowerCase() })),
    [owned.data, edition.publicPk, ownerAddress],
  );

  const now = new Date(serverNow());
  const expiry = state.preset === 'custom' ? (state.customDate ? new Date(state.customDate) : null) : listingExpiryFromPreset(state.preset, now);
  const selected = [edition.publicPk, ...(state.sellAsBundle ? state.bundle : [])];
  const parsed = createListingFormSchema({ now, requirePayoutAddress: false }).safeParse({
    price: state.price,
    currency: state.currency,
    expirationDate: expiry,
    isPrivateListing: state.isPrivateListing,
    privateBuyerAddress: state.privateBuyerAddress,
    sellAsBundle: state.sellAsBundle,
    selectedEditions: selected.map((publicPk) => ({ editionNftPublicPk: publicPk, walletAddress: ownerAddress })),
  });
  const errors: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  if (state.sellAsBundle && state.bundle.length === 0) errors.selectedEditions ??= 'Choose at least one more edition for the bundle';
  const shown = submitted ? errors : { ...errors, price: state.price ? errors.price : undefined, privateBuyerAddress: state.privateBuyerAddress ? errors.privateBuyerAddress : undefined };
  const priceValid = !errors.price && state.price !== '';
  const lowPrice = priceValid && isLowListingPrice(state.price, state.currency, usdPerEth ?? 0);

  const submit = () => {
    setSubmitted(true);
    if (!parsed.success || Object.keys(errors).length > 0 || !wallet) return;
    if (lowPrice && !confirmLow) {
      setConfirmLow(true);
      return;
    }
    const tokenOf = new Map([[edition.publicPk, edition.editionNftTokenId], ...(owned.data?.results ?? []).map((other) => [other.publicPk, other.editionNftTokenId] as const)]);
    void run.start({
      editions: selected.map((publicPk) => ({ editionNftPublicPk: publicPk, tokenId: tokenOf.get(publicPk) ?? '' })),
      price: state.price.trim(),
      currency: state.currency,
      expiration: parsed.data.expirationDate,
      buyerAddress: parsed.data.privateBuyerAddress as Address | null,
      wallet,
    });
  };

  useEffect(() => {
    if (run.step.name === 'listed') notifications.show({ color: 'green', message: LISTING_MESSAGES.listedToast, autoClose: TOAST_AUTO_CLOSE_MS });
  }, [run.step.name]);

  const step = run.step;
  if (step.name === 'approve' || step.name === 'approving') {
    return <ApproveCollectionStep owner={ownerAddress} working={step.name === 'approving'} onApprove={() => void run.approveAndResume()} onCancel={run.cancelApproval} />;
  }
  if (step.name === 'signing') return <WorkingStep title="Confirm the listing in your wallet" hint="The marketplace contract records your listing; nothing is charged but gas." />;
  if (step.name === 'indexing') return <WorkingStep title="Transaction sent" hint="Waiting for your listing to appear on chain…" hash={step.hash} explorerUrl={contract.explorerUrl(step.hash)} />;
  if (step.name === 'listed') {
    return (
      <DoneStep
        title={LISTING_MESSAGES.listed}
        actions={
          <>
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button component={Link} to={`/listings/${step.listing.listingId ?? step.listing.publicPk}`} color="cask" onClick={onClose}>
              View listing
            </Button>
          </>
        }
      />
    );
  }
  if (step.name === 'notOnChain') {
    return (
      <Stack gap="md">
        <Alert color="yellow" variant="light" title={LISTING_NOT_ON_CHAIN_MESSAGE}>
          Your transaction was sent. The listing shows on the marketplace as soon as the chain confirms it.
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose}>Continue</Button>
        </Group>
      </Stack>
    );
  }

  const disabled = run.busy;
  return (
    <Stack gap="md">
      {!wallets.isPending && !wallet ? (
        <Alert color="red" variant="light" title="Listing Wallet Not Available" role="alert">
          The wallet holding this NFT ({ownerAddress}) is not connected to your account. Add it under your profile’s wallets to list from it.
        </Alert>
      ) : null}
      <ListingFormFields
        state={state}
        errors={shown}
        expiry={expiry}
        lowPrice={lowPrice}
        usdPerEth={usdPerEth}
        candidates={candidates}
        ballotTokenId={ballotTokenId}
        disabled={disabled}
        onChange={(patch) => {
          setState((previous) => ({ ...previous, ...patch }));
          if ('price' in patch || 'currency' in patch) setConfirmLow(false);
        }}
        onCurrency={(currency: Currency) => setState((previous) => ({ ...previous, currency, price: convertListingPrice(previous.price, previous.currency, currency, usdPerEth) }))}
      />
      {run.error ? (
        <Alert color="red" variant="light" role="alert">
          {run.error}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={disabled}>
          Cancel
        </Button>
        <Button color={confirmLow ? 'red' : 'cask'} onClick={submit} loading={disabled} disabled={!state.price.trim() || !wallet}>
          {confirmLow ? 'Yes, list at this price' : run.attempted ? 'CREATE LISTING' : 'List Edition'}
        </Button>
      </Group>
    </Stack>
  );
}
