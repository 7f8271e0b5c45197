import { Alert, Button, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { formatDateTime } from '@caskmark/shared/format/dates';
import { LISTING_CHECKOUT_EXISTS_MESSAGE } from '@caskmark/shared/forms/listing';
import { formatAmount } from '@caskmark/shared/format/price';
import { LISTING_EXPIRATION_PRESETS, listingExpiryFromPreset, type ListingExpirationPreset } from '@caskmark/shared/rules/listing';
import type { EditionListingData } from '@caskmark/shared/api/listings';
import { ResponsiveDialog, ResponsiveDialogTitle } from '../../../components/responsive-dialog';
import { serverNow } from '../../../lib/server-time';
import { TOAST_AUTO_CLOSE_MS } from '../../../lib/toasts';
import { useWallets } from '../../wallets/api/get-wallets';
import { WalletRuntime } from '../../wallets/components/wallet-runtime';
import { useEditionListingData } from '../api/get-edition-listing-data';
import { LISTING_MESSAGES } from '../lib/listing-messages';
import { useUpdateListing } from '../lib/use-update-listing';
import { DoneStep, WorkingStep } from './listing-steps';

/** Update Listing (screen 10's edit variant): a new expiry, or Delete Listing. Not closable mid-transaction. */
export default function UpdateListingDialog({ editionNftPublicPk, onClose }: { editionNftPublicPk: string; onClose: () => void }) {
  const data = useEditionListingData(editionNftPublicPk);
  const [busy, setBusy] = useState(false);
  return (
    <ResponsiveDialog onClose={busy ? () => undefined : onClose} withCloseButton={!busy} closeOnEscape={!busy} closeOnClickOutside={!busy} size={480}>
      <ResponsiveDialogTitle mb="sm">Update Listing</ResponsiveDialogTitle>
      {!data.data ? (
        data.isError ? <Alert color="red">{LISTING_MESSAGES.generic}</Alert> : <Skeleton height={160} />
      ) : !data.data.listingId || !data.data.listingPublicPk ? (
        <Stack gap="md">
          <Text>This edition has no active listing.</Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>Close</Button>
          </Group>
        </Stack>
      ) : (
        <WalletRuntime>
          <UpdateListingFlow data={data.data} onBusy={setBusy} onClose={onClose} />
        </WalletRuntime>
      )}
    </ResponsiveDialog>
  );
}

function UpdateListingFlow({ data, onBusy, onClose }: { data: EditionListingData; onBusy: (busy: boolean) => void; onClose: () => void }) {
  const wallets = useWallets();
  const wallet = (wallets.data ?? []).find((candidate) => candidate.address.toLowerCase() === data.currentOwnerAddress?.toLowerCase());
  const update = useUpdateListing({ publicPk: data.listingPublicPk!, listingId: data.listingId! }, wallet, data.editionNftPublicPk);
  const [preset, setPreset] = useState<ListingExpirationPreset>('1m');
  useEffect(() => onBusy(update.busy), [update.busy, onBusy]);
  useEffect(() => {
    if (update.step.name === 'done' && update.step.action === 'delete') notifications.show({ color: 'green', message: LISTING_MESSAGES.unlisted, autoClose: TOAST_AUTO_CLOSE_MS });
  }, [update.step]);

  const step = update.step;
  if (step.name === 'signing') return <WorkingStep title={step.action === 'delete' ? 'Confirm the deletion in your wallet' : 'Confirm the new expiry in your wallet'} />;
  if (step.name === 'indexing') return <WorkingStep title="Transaction sent" hint="Waiting for the chain to confirm it…" hash={step.hash} explorerUrl={update.explorerUrl(step.hash)} />;
  if (step.name === 'done') {
    return <DoneStep title={step.action === 'delete' ? LISTING_MESSAGES.removed : LISTING_MESSAGES.transactionConfirmed} actions={<Button onClick={onClose}>Close</Button>} />;
  }
  const expiry = preset === 'custom' ? null : listingExpiryFromPreset(preset, new Date(serverNow()));
  const locked = data.isLocked;
  return (
    <Stack gap="md">
      <Text size="sm">
        {data.name} #{data.editionNumber} is listed at <b>{formatAmount(data.listingPrice ?? 0, data.currency ?? 'USD')}</b>
        {data.validUntil ? `, until ${formatDateTime(data.validUntil)}` : ''}.
      </Text>
      {locked ? (
        <Alert color="yellow" variant="light" role="alert">
          {LISTING_CHECKOUT_EXISTS_MESSAGE}
        </Alert>
      ) : null}
      {!wallets.isPending && !wallet ? (
        <Alert color="red" variant="light" title="Listing Wallet Not Available" role="alert">
          The wallet holding this NFT is not connected to your account.
        </Alert>
      ) : null}
      <Select
        label="New expiration"
        data={LISTING_EXPIRATION_PRESETS.filter((entry) => entry.key !== 'custom').map((entry) => ({ value: entry.key, label: entry.label }))}
        value={preset}
        allowDeselect={false}
        onChange={(value) => value && setPreset(value as ListingExpirationPreset)}
      />
      <Text size="xs" c="dimmed">
        The contract keeps a listing’s price; to ask another price, delete this listing and list again.
      </Text>
      {update.error ? (
        <Alert color="red" variant="light" role="alert">
          {update.error}
        </Alert>
      ) : null}
      <Group justify="space-between" gap="sm">
        <Button color="red" variant="outline" disabled={!wallet || locked} onClick={() => void update.run('delete')}>
          DELETE LISTING
        </Button>
        <Button color="cask" disabled={!wallet || locked || !expiry} onClick={() => void update.run('update', expiry!)}>
          Update Listing
        </Button>
      </Group>
    </Stack>
  );
}
