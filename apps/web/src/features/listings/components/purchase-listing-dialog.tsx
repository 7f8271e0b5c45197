import { Alert, Button, Group, Radio, SegmentedControl, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatEther } from 'viem';
import type { Listing } from '@caskmark/shared/api/catalogue';
import { formatAmount, formatUsd } from '@caskmark/shared/format/price';
import { MIN_ETH_PAYMENT_MESSAGE } from '@caskmark/shared/rules/payment-methods';
import { ResponsiveDialog, ResponsiveDialogTitle } from '../../../components/responsive-dialog';
import { useEthPrice } from '../../../lib/api/get-eth-price';
import { useAuth } from '../../../lib/auth-session';
import { useWallets } from '../../wallets/api/get-wallets';
import { WalletRuntime } from '../../wallets/components/wallet-runtime';
import { shortAddress } from '../../wallets/lib/wallet-format';
import { isCustodialWallet, walletProviderLabel } from '../../wallets/lib/wallet-labels';
import { LISTING_MESSAGES, missingPrivateWalletMessage } from '../lib/listing-messages';
import { usePurchaseListing } from '../lib/use-purchase-listing';
import { CardPurchaseFlow } from './card-purchase-flow';
import { DoneStep, TransactionLink, WorkingStep } from './listing-steps';

const AddWalletDialog = lazy(() => import('../../wallets/components/add-wallet-dialog'));
const MIN_ETH = 0.004;

/**
 * Buying a listing (screens 5 and 6): with a wallet — choose a wallet, PROVIDE ACCESS / PURCHASE,
 * processing, 'Your purchase is complete!' — or, for a public USD listing, by credit card (decision 340).
 */
export default function PurchaseListingDialog({ listing, onClose }: { listing: Listing; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <ResponsiveDialog onClose={busy ? () => undefined : onClose} withCloseButton={!busy} closeOnEscape={!busy} closeOnClickOutside={!busy} size={500}>
      <ResponsiveDialogTitle mb="sm">Complete Purchase</ResponsiveDialogTitle>
      <WalletRuntime>
        <PurchaseFlow listing={listing} onBusy={setBusy} onClose={onClose} />
      </WalletRuntime>
    </ResponsiveDialog>
  );
}

function PurchaseFlow({ listing, onBusy, onClose }: { listing: Listing; onBusy: (busy: boolean) => void; onClose: () => void }) {
  const { user } = useAuth();
  const wallets = useWallets();
  const usdPerEth = useEthPrice();
  const run = usePurchaseListing(listing);
  const [picked, setPicked] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  useEffect(() => onBusy(run.busy), [run.busy, onBusy]);
  const cardable = listing.currency === 'USD' && !listing.forSpecificBuyer;
  const [method, setMethod] = useState<'wallet' | 'card'>('wallet');

  const own = (wallets.data ?? []).filter((wallet) => !isCustodialWallet(wallet));
  const privateWallet = listing.forSpecificBuyer ? own.find((wallet) => wallet.address.toLowerCase() === listing.buyerAddress?.toLowerCase()) : undefined;
  const choices = listing.forSpecificBuyer ? (privateWallet ? [privateWallet] : []) : own;
  const wallet = privateWallet ?? choices.find((candidate) => candidate.address === picked) ?? (choices.length === 1 ? choices[0] : undefined);
  const ethAmount = listing.currency === 'ETH' ? Number(listing.amount) : usdPerEth ? listing.priceUsd / usdPerEth : null;
  const belowMinimum = ethAmount !== null && ethAmount < MIN_ETH;

  const step = run.step;
  if (method === 'card') return <CardPurchaseFlow listing={listing} onBusy={onBusy} onClose={onClose} onBack={() => setMethod('wallet')} />;
  if (step.name === 'signing') return <WorkingStep title="Confirm the purchase in your wallet" hint="Approve the transaction in your wallet to buy this listing." />;
  if (step.name === 'processing') return <WorkingStep title="Processing your purchase" hint="Your transaction is on its way. Please keep this window open." hash={step.hash} explorerUrl={run.explorerUrl(step.hash)} />;
  if (step.name === 'complete' || step.name === 'pending') {
    return (
      <DoneStep
        title={step.name === 'complete' ? LISTING_MESSAGES.purchased : 'Your purchase was sent'}
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
        {step.name === 'complete' ? (
          <Text size="sm" c="dimmed">
            Paid {formatEther(BigInt(step.transfer.priceWei)).slice(0, 10)} ETH from {shortAddress(step.transfer.buyerAddress)}. The NFT is in your wallet.
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            The chain has not confirmed it yet; your collection updates as soon as it does. <TransactionLink hash={step.hash} explorerUrl={run.explorerUrl(step.hash)} />
          </Text>
        )}
      </DoneStep>
    );
  }

  const approving = step.name === 'approving';
  const needsAccess = wallet ? !run.isApproved(wallet) : false;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Text fw={600}>{listing.editionData.length > 1 ? `Bundle of ${listing.editionData.length}` : listing.editionData[0]?.name}</Text>
        <Text fw={700} size="lg">
          {formatAmount(Number(listing.amount), listing.currency)}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {listing.currency === 'USD' && ethAmount !== null ? `About ${ethAmount.toFixed(4)} ETH at ${formatUsd(usdPerEth!)} per ETH, converted by the marketplace contract when you buy. ` : ''}
        The seller receives the price less the 10 % platform fee.
      </Text>
      {cardable ? (
        <SegmentedControl
          fullWidth
          value={method}
          onChange={(value) => setMethod(value as 'wallet' | 'card')}
          disabled={run.busy}
          aria-label="Pay with"
          data={[
            { value: 'wallet', label: 'Crypto wallet' },
            { value: 'card', label: 'Credit card' },
          ]}
        />
      ) : null}
      {user && !user.communicationEmailIsVerified ? (
        <Alert color="yellow" variant="light" title="Add your e-mail address">
          We send your receipt by e-mail. <Link to="/profile?page=userDetails">Add and verify your e-mail</Link> before buying.
        </Alert>
      ) : null}
      {listing.forSpecificBuyer && !wallets.isPending && !privateWallet ? (
        <Alert color="red" variant="light" role="alert">
          {missingPrivateWalletMessage(listing.buyerAddress ?? '')}
        </Alert>
      ) : null}
      {!listing.forSpecificBuyer && !wallets.isPending && own.length === 0 ? (
        <Alert color="yellow" variant="light" role="alert">
          {LISTING_MESSAGES.connectWallet}
        </Alert>
      ) : null}
      {choices.length > 0 ? (
        <Radio.Group label="Pay from" value={wallet?.address ?? null} onChange={setPicked}>
          <Stack gap={6} mt={6}>
            {choices.map((candidate) => (
              <Radio key={candidate.publicPk} value={candidate.address} disabled={run.busy} label={`${walletProviderLabel(candidate.walletProvider)} ${candidate.address}`} styles={{ label: { overflowWrap: 'anywhere' } }} />
            ))}
          </Stack>
        </Radio.Group>
      ) : null}
      {!listing.forSpecificBuyer ? (
        <Button variant="subtle" onClick={() => setAdding(true)} disabled={run.busy} w="fit-content">
          Add a wallet
        </Button>
      ) : null}
      {belowMinimum ? (
        <Alert color="red" variant="light" role="alert">
          {MIN_ETH_PAYMENT_MESSAGE}
        </Alert>
      ) : null}
      {run.error ? (
        <Alert color="red" variant="light" role="alert">
          {run.error}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={run.busy}>
          Cancel
        </Button>
        <Button color="cask" loading={approving} disabled={!wallet || belowMinimum || (user !== null && !user.communicationEmailIsVerified)} onClick={() => (needsAccess ? void run.approve(wallet!) : void run.purchase(wallet!))}>
          {needsAccess ? 'PROVIDE ACCESS' : 'PURCHASE'}
        </Button>
      </Group>
      {adding ? (
        <Suspense fallback={null}>
          <AddWalletDialog onClose={() => setAdding(false)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
