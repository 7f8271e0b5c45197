import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { ResponsiveDialog, ResponsiveDialogTitle } from '../../../components/responsive-dialog';
import { useChainConfig } from '../../wallets/api/get-chain-config';
import { TRANSFER_MESSAGES } from '../lib/transfer-messages';
import { useLeaveWarning } from '../lib/use-leave-warning';
import { useTransferFlow } from '../lib/use-transfer-flow';
import { TransferProgress } from './transfer-progress';
import { TransferSelectWallet } from './transfer-select-wallet';
import classes from './transfer-nft-dialog.module.css';

export interface TransferNftDialogProps {
  editionNftPublicPk: string;
  /** e.g. 'Glen Aurora 12 #4'. */
  title: string;
  image?: string;
  onClose: () => void;
}

/**
 * Screen 12, the Transfer NFT dialog: selectWallet → transferInProgress (polled every 10 s, with the
 * leave-page warning) → transferComplete. Closing it mid-transfer is safe: the server finishes the
 * transfer and the dialog picks it up again when reopened.
 */
export default function TransferNftDialog({ editionNftPublicPk, title, image, onClose }: TransferNftDialogProps) {
  const chain = useChainConfig();
  const flow = useTransferFlow(editionNftPublicPk);
  const { view } = flow;
  const moving = view.name === 'transferInProgress';
  const blocker = useLeaveWarning(moving, TRANSFER_MESSAGES.leaveWarning);
  return (
    <ResponsiveDialog onClose={onClose} size={500}>
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap">
          {image ? <img src={image} alt="" className={classes.thumb} width={60} height={60} /> : null}
          <div>
            <ResponsiveDialogTitle>Transfer NFT</ResponsiveDialogTitle>
            <Text size="sm" c="dimmed">
              {title}
            </Text>
          </div>
        </Group>
        {view.name === 'loading' ? <Loader color="cask" size="sm" aria-label="Checking for a transfer under way" /> : null}
        {view.name === 'selectWallet' ? <TransferSelectWallet submitting={flow.submitting} submitError={flow.submitError} onTransfer={flow.start} /> : null}
        {view.name === 'transferInProgress' ? <TransferProgress step={view.step} complete={false} transactionHash={view.transactionHash} explorerUrl={chain.data?.explorerUrl} /> : null}
        {view.name === 'transferComplete' ? <TransferProgress step={4} complete transactionHash={view.transactionHash} explorerUrl={chain.data?.explorerUrl} /> : null}
        {view.name === 'failed' ? (
          <Stack gap="md">
            <Alert color="red" variant="light" role="alert" title={TRANSFER_MESSAGES.failed}>
              {view.reason ?? 'The transfer could not be completed. Your NFT is still safe in your custodial wallet.'}
            </Alert>
            <Button onClick={flow.retry}>Try again</Button>
          </Stack>
        ) : null}
      </Stack>
      {blocker.state === 'blocked' ? (
        <Modal opened onClose={() => blocker.reset?.()} title="Leave this page?" centered radius="lg" zIndex={400}>
          <Stack gap="md">
            <Text size="sm">{TRANSFER_MESSAGES.leaveWarning}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => blocker.proceed?.()}>
                Leave anyway
              </Button>
              <Button onClick={() => blocker.reset?.()}>Stay</Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}
    </ResponsiveDialog>
  );
}
