import { Alert, Button, Loader, Radio, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Gift } from '@caskmark/shared/api/gifts';
import { ResponsiveDialog, ResponsiveDialogTitle } from '../../../components/responsive-dialog';
import { queryKeys } from '../../../lib/query-keys';
import { reportConversion } from '../../../lib/report-conversion';
import { TransferProgress } from '../../custody/components/transfer-progress';
import { useChainConfig } from '../../wallets/api/get-chain-config';
import { useWallets } from '../../wallets/api/get-wallets';
import { shortAddress } from '../../wallets/lib/wallet-format';
import { isCustodialWallet, walletProviderLabel } from '../../wallets/lib/wallet-labels';
import { useAcceptGift } from '../api/accept-gift';
import { useGiftTransfer } from '../api/get-gift-transfer';
import { answerErrorMessage } from '../lib/gift-errors';

const VAULT_CHOICE = 'vault';

/**
 * Accepting a gift: where the NFT goes (my Caskmark vault — a custodial wallet, created if I have none —
 * or one of my connected wallets), then the transfer's four steps polled by transferStatus until it is
 * in my collection.
 */
export default function AcceptGiftDialog({ gift, onClose }: { gift: Gift; onClose: () => void }) {
  const wallets = useWallets();
  const chain = useChainConfig();
  const accept = useAcceptGift();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState(VAULT_CHOICE);
  const [transferPk, setTransferPk] = useState<string | null>(gift.status === 'transferring' ? gift.transferPublicPk : null);
  const [error, setError] = useState<string | null>(null);
  const transfer = useGiftTransfer(transferPk);
  const status = transfer.data;
  const own = (wallets.data ?? []).filter((wallet) => !isCustodialWallet(wallet));
  const hasVault = (wallets.data ?? []).some(isCustodialWallet);
  const complete = status?.status === 4;

  useEffect(() => {
    if (!status || status.status === 1) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.user() });
    if (status.status === 4) reportConversion('GiftAccepted');
  }, [status, queryClient]);

  const submit = async () => {
    setError(null);
    try {
      const created = await accept.mutateAsync({ giftPublicPk: gift.publicPk, isCreateVault: choice === VAULT_CHOICE, toAccountPublicPk: choice === VAULT_CHOICE ? null : choice });
      setTransferPk(created.publicPk);
    } catch (failure) {
      setError(answerErrorMessage(failure));
    }
  };

  return (
    <ResponsiveDialog onClose={onClose} size={500}>
      <Stack gap="lg">
        <div>
          <ResponsiveDialogTitle>Accept your gift</ResponsiveDialogTitle>
          <Text size="sm" c="dimmed">
            {gift.edition.productTitle} #{gift.edition.editionNumber} from @{gift.senderHandler}
          </Text>
        </div>
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        {status?.status === 3 ? (
          <Alert color="red" variant="light" role="alert" title="Could not transfer NFT">
            {status.failureReason ?? 'The transfer could not be completed.'} The gift is still waiting for you: you can try again.
          </Alert>
        ) : null}
        {transferPk && status?.status !== 3 ? (
          <TransferProgress
            step={status?.transferStatus ?? 1}
            complete={complete}
            transactionHash={status?.transactionHash ?? null}
            explorerUrl={chain.data?.explorerUrl}
            creatingWallet={status?.isCreateVault && !hasVault}
            successText="The NFT is now in your collection."
          />
        ) : wallets.isPending ? (
          <Loader color="cask" size="sm" aria-label="Loading your wallets" />
        ) : (
          <Stack gap="md">
            <Radio.Group value={choice} onChange={setChoice} label="Where should we put it?">
              <Stack gap="xs" mt="xs">
                <Radio value={VAULT_CHOICE} label={hasVault ? 'My Caskmark vault (custodial wallet)' : 'A new Caskmark vault (we create a custodial wallet for you)'} />
                {own.map((wallet) => (
                  <Radio key={wallet.publicPk} value={wallet.publicPk} label={`${walletProviderLabel(wallet.walletProvider)} ${shortAddress(wallet.address)}`} />
                ))}
              </Stack>
            </Radio.Group>
            <Button onClick={() => void submit()} loading={accept.isPending}>
              Accept gift
            </Button>
          </Stack>
        )}
      </Stack>
    </ResponsiveDialog>
  );
}
