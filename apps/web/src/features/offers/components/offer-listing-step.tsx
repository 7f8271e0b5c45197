import { Alert, Button, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import type { Address } from 'viem';
import type { OfferListingTerms } from '@caskmark/shared/api/offers';
import { useWallets } from '../../wallets/api/get-wallets';
import { WalletRuntime } from '../../wallets/components/wallet-runtime';
import { ApproveCollectionStep, WorkingStep } from '../../listings/components/listing-steps';
import { useCreateListing } from '../../listings/lib/use-create-listing';

/**
 * The owner's wallet honours an accepted or countered offer (decision 334): a private listing of the
 * edition for the offerer's wallet at the agreed price, until the purchase deadline — the listing flow
 * of the edition page (approval first, then the contract, then the chain index).
 */
function ListingStep({ terms, onListed }: { terms: OfferListingTerms; onListed: () => void }) {
  const wallets = useWallets();
  const run = useCreateListing();
  const wallet = (wallets.data ?? []).find((candidate) => candidate.address.toLowerCase() === terms.sellerAddress.toLowerCase() && !candidate.isManaged);
  useEffect(() => {
    if (run.step.name === 'listed') onListed();
  }, [run.step.name, onListed]);

  const start = () => {
    if (!wallet) return;
    void run.start({
      editions: [{ editionNftPublicPk: terms.editionNftPublicPk, tokenId: terms.tokenId }],
      price: terms.amount,
      currency: terms.currency,
      expiration: new Date(terms.expiration),
      buyerAddress: terms.buyerAddress as Address,
      wallet,
    });
  };
  const { step } = run;
  if (step.name === 'approve' || step.name === 'approving') {
    return <ApproveCollectionStep owner={terms.sellerAddress} working={step.name === 'approving'} onApprove={() => void run.approveAndResume()} onCancel={run.cancelApproval} />;
  }
  if (step.name === 'signing') return <WorkingStep title="Confirm the private listing in your wallet" hint="Only the offerer's wallet can buy it, at the agreed price." />;
  if (step.name === 'indexing' || step.name === 'checking') return <WorkingStep title="Creating the private listing…" />;
  if (step.name === 'listed') return <Text size="sm">The private listing for the offerer is on chain.</Text>;
  return (
    <Stack gap="xs">
      <Text size="sm">
        Your wallet now lists this NFT privately for the offerer ({terms.buyerAddress}) at {terms.amount} {terms.currency}, until{' '}
        {new Date(terms.expiration).toLocaleString()}.
      </Text>
      {run.error ? (
        <Alert color="red" variant="light" role="alert">
          {run.error}
        </Alert>
      ) : null}
      {!wallets.isPending && !wallet ? (
        <Alert color="yellow" variant="light" role="alert">
          The wallet holding this NFT ({terms.sellerAddress}) is not connected to your account.
        </Alert>
      ) : null}
      <Button color="cask" onClick={start} disabled={!wallet}>
        CREATE PRIVATE LISTING
      </Button>
    </Stack>
  );
}

export default function OfferListingStep(props: { terms: OfferListingTerms; onListed: () => void }) {
  return (
    <WalletRuntime>
      <ListingStep {...props} />
    </WalletRuntime>
  );
}
