import { Alert, Button, Stack, Text } from '@mantine/core';
import { ResponsiveDialog, ResponsiveDialogTitle } from '../../../components/responsive-dialog';
import { useOpenAuthPopup } from '../../../lib/auth-popup';
import { useAuth } from '../../../lib/auth-session';
import type { Wallet } from '@caskmark/shared/api/wallet';
import { ADD_WALLET_STAGE, type AddWalletStep, useAddWalletFlow } from '../lib/use-add-wallet-flow';
import { WALLET_MESSAGES } from '../lib/wallet-messages';
import { AlreadyApprovedStep, ApproveStep, ConfirmingStep, OtherAccountStep, ReadyStep, VerifyStep } from './add-wallet-steps';
import { ConnectWalletOptions } from './connect-wallet-options';
import { useWalletRuntime, WalletRuntime } from './wallet-runtime';
import classes from './add-wallet-dialog.module.css';

export interface AddWalletDialogProps {
  onClose: () => void;
  /** Approve this wallet of the account ('Provide Access') instead of adding a new one. */
  wallet?: Wallet;
  /** Given while a checkout cart is active: the success screen offers Open Checkout Cart instead of CLOSE. */
  onOpenCheckoutCart?: () => void;
}

const TITLES: Record<AddWalletStep['name'], string> = {
  connect: 'Connect your wallet',
  verify: 'Add Your Wallet',
  otherAccount: 'This wallet is already connected to a different account',
  alreadyApproved: 'This wallet is already approved and connected',
  approve: 'Add Your Wallet',
  confirming: 'Add Your Wallet',
  ready: 'Your wallet is ready!',
};

const STAGES = ['Connect', 'Verify ownership', 'Provide access'] as const;

function Progress({ stage }: { stage: number }) {
  return (
    <ol className={classes.stages} aria-label="Progress">
      {STAGES.map((label, index) => (
        <li key={label} data-state={index < stage ? 'done' : index === stage ? 'current' : 'todo'} aria-current={index === stage ? 'step' : undefined}>
          {label}
        </li>
      ))}
    </ol>
  );
}

function AddWalletFlow({ wallet: target, onClose, onOpenCheckoutCart }: AddWalletDialogProps) {
  const { chain } = useWalletRuntime();
  const flow = useAddWalletFlow(target);
  const { step } = flow;
  const stage = ADD_WALLET_STAGE[step.name];
  return (
    <Stack gap="lg">
      <div>
        <ResponsiveDialogTitle>{target && step.name === 'connect' ? 'Connect the wallet to approve' : TITLES[step.name]}</ResponsiveDialogTitle>
        {stage < 3 && step.name !== 'otherAccount' ? <Progress stage={stage} /> : null}
      </div>
      {step.name === 'connect' ? <ConnectWalletOptions purpose="addWallet" busy={flow.busy} error={step.error} onSelect={flow.selectOption} /> : null}
      {step.name === 'verify' ? <VerifyStep address={step.connected.address} working={step.working} error={step.error} onVerify={flow.verifyOwnership} /> : null}
      {step.name === 'otherAccount' ? <OtherAccountStep address={step.address} onRetry={flow.restart} onClose={onClose} /> : null}
      {step.name === 'alreadyApproved' ? <AlreadyApprovedStep wallet={step.wallet} onClose={onClose} /> : null}
      {step.name === 'approve' ? <ApproveStep wallet={step.wallet} notice={step.notice} working={step.working} error={step.error} onApprove={flow.approve} /> : null}
      {step.name === 'confirming' ? <ConfirmingStep wallet={step.wallet} hash={step.hash} explorerUrl={chain.explorerUrl} onConfirmed={flow.confirmed} /> : null}
      {step.name === 'ready' ? <ReadyStep wallet={step.wallet} onClose={onClose} onOpenCheckoutCart={onOpenCheckoutCart} /> : null}
    </Stack>
  );
}

function LoginRequired({ onClose }: { onClose: () => void }) {
  const openPopup = useOpenAuthPopup();
  return (
    <Stack gap="md">
      <ResponsiveDialogTitle>Connect your wallet</ResponsiveDialogTitle>
      <Alert color="yellow" variant="light" role="alert">
        {WALLET_MESSAGES.loginRequired}
      </Alert>
      <Button
        onClick={() => {
          onClose();
          openPopup('signin');
        }}
      >
        LOG IN
      </Button>
    </Stack>
  );
}

/**
 * Screen 8, the add-wallet dialog (its own chunk with wagmi). Closing it mid-approval is safe: the
 * approval transaction is already on its way and the server records it when the chain confirms it.
 */
export default function AddWalletDialog(props: AddWalletDialogProps) {
  const { status } = useAuth();
  return (
    <ResponsiveDialog onClose={props.onClose} size={480}>
      {status === 'signed-in' ? (
        <WalletRuntime>
          <AddWalletFlow {...props} />
        </WalletRuntime>
      ) : status === 'loading' ? (
        <Text c="dimmed">Checking your session…</Text>
      ) : (
        <LoginRequired onClose={props.onClose} />
      )}
    </ResponsiveDialog>
  );
}
