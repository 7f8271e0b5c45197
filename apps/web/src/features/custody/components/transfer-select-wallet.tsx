import { Alert, Button, Loader, Radio, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import type { Wallet } from '@caskmark/shared/api/wallet';
import { useAuth } from '../../../lib/auth-session';
import { useWallets } from '../../wallets/api/get-wallets';
import { STEP_UP_CODE_LENGTH, StepUpCode } from '../../wallets/components/step-up-code';
import { WalletIcon } from '../../wallets/components/wallet-icon';
import { shortAddress } from '../../wallets/lib/wallet-format';
import { isCustodialWallet, walletProviderLabel } from '../../wallets/lib/wallet-labels';
import { TRANSFER_MESSAGES } from '../lib/transfer-messages';
import classes from './transfer-nft-dialog.module.css';

const AddWalletDialog = lazy(() => import('../../wallets/components/add-wallet-dialog'));

export interface TransferSelectWalletProps {
  submitting: boolean;
  submitError: { messages: string[]; needsCode: boolean } | null;
  onTransfer: (walletPublicPk: string, code?: string) => void;
}

function WalletChoice({ wallet }: { wallet: Wallet }) {
  return (
    <Radio.Card value={wallet.publicPk} className={classes.choice} radius="md">
      <div className={classes.choiceBody}>
        <Radio.Indicator />
        <WalletIcon provider={wallet.walletProvider} size={34} />
        <div>
          <Text size="xs" c="dimmed">
            {walletProviderLabel(wallet.walletProvider)}
          </Text>
          <Text ff="monospace" size="sm" fw={600} title={wallet.address}>
            {shortAddress(wallet.address)}
          </Text>
        </div>
      </div>
    </Radio.Card>
  );
}

/**
 * selectWallet: which of my own wallets receives the NFT. Only wallets whose ownership was proven can
 * be chosen; TRANSFER NFT stays disabled until one is. With MFA on, a fresh code goes along.
 */
export function TransferSelectWallet({ submitting, submitError, onTransfer }: TransferSelectWalletProps) {
  const wallets = useWallets();
  const mfaEnabled = useAuth().user?.mfaEnabled ?? false;
  const [chosen, setChosen] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [adding, setAdding] = useState(false);
  const own = (wallets.data ?? []).filter((wallet) => !isCustodialWallet(wallet));
  const selected = chosen && own.some((wallet) => wallet.publicPk === chosen) ? chosen : (own.length === 1 ? own[0]!.publicPk : null);
  const needsCode = mfaEnabled || Boolean(submitError?.needsCode);
  const ready = Boolean(selected) && (!needsCode || code.length === STEP_UP_CODE_LENGTH);

  if (wallets.isPending) return <Loader color="cask" size="sm" aria-label="Loading your wallets" />;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Caskmark keeps this NFT in a custodial wallet for you. Choose one of your own wallets to receive it; the transfer happens on chain
        and Caskmark pays the gas.
      </Text>
      {own.length ? (
        <Radio.Group value={selected} onChange={setChosen} label="Send to" name="transfer-wallet">
          <Stack gap="xs" mt="xs">
            {own.map((wallet) => (
              <WalletChoice key={wallet.publicPk} wallet={wallet} />
            ))}
          </Stack>
        </Radio.Group>
      ) : (
        <Alert color="blue" variant="light">
          You have no wallet of your own on Caskmark yet. Add one to receive this NFT.
        </Alert>
      )}
      <Button variant="subtle" leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setAdding(true)} w="fit-content">
        Add a wallet
      </Button>
      {needsCode ? <StepUpCode value={code} onChange={setCode} error={submitError?.needsCode ? submitError.messages[0] : undefined} /> : null}
      {submitError && !submitError.needsCode ? (
        <Alert color="red" variant="light" role="alert" title={TRANSFER_MESSAGES.failed}>
          {submitError.messages.map((message) => (
            <Text key={message} size="sm">
              {message}
            </Text>
          ))}
        </Alert>
      ) : null}
      <Button size="md" disabled={!ready} loading={submitting} onClick={() => selected && onTransfer(selected, needsCode ? code : undefined)}>
        TRANSFER NFT
      </Button>
      {!selected && own.length > 1 ? (
        <Text size="xs" c="dimmed" ta="center">
          {TRANSFER_MESSAGES.selectWallet}
        </Text>
      ) : null}
      {adding ? (
        <Suspense fallback={null}>
          <AddWalletDialog onClose={() => setAdding(false)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
