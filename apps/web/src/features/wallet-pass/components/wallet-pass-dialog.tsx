import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isAddressEqual, type Address } from 'viem';
import { signMessage } from 'wagmi/actions';
import { WALLET_PASS_TEXTS } from '@caskmark/shared/api/collector-extras';
import { ResponsiveDialog, ResponsiveDialogTitle } from '../../../components/responsive-dialog';
import { AddressText } from '../../wallets/components/address-text';
import { useWalletRuntime, WalletRuntime } from '../../wallets/components/wallet-runtime';
import { getWallets } from '../../wallets/api/get-wallets';
import { prepareWalletConnector, requestWalletAccount } from '../../wallets/lib/connect-wallet-as';
import { downloadWalletPass, getWalletPassMessage, issueWalletPass } from '../api/wallet-pass-api';
import { walletPassErrorMessage, WalletPassWalletError, type WalletPassStage } from '../lib/wallet-pass-errors';

interface FlowProps {
  editionNftPublicPk: string;
  title: string;
  editionNumber: number;
}

/**
 * Wallet pass (spec part 1 §6, §8; decision 348): the server names the wallet holding the NFT on chain
 * and the message it must sign; that wallet — one of mine — signs it, the server checks owner, wallet,
 * message and signature and issues the pass, and the browser downloads the PDF.
 */
function WalletPassFlow({ editionNftPublicPk, editionNumber }: FlowProps) {
  const { config, chain } = useWalletRuntime();
  const asked = useQuery({ queryKey: ['wallet-pass-message', editionNftPublicPk], queryFn: () => getWalletPassMessage(editionNftPublicPk), retry: false, staleTime: 0 });
  const [step, setStep] = useState<'idle' | 'connecting' | 'signing' | 'issuing'>('idle');
  const [error, setError] = useState<string | null>(null);
  const [issuedPk, setIssuedPk] = useState<string | null>(null);
  const fileName = `caskmark-pass-${editionNumber}.pdf`;

  const download = async (passPk: string) => {
    try {
      await downloadWalletPass(passPk, fileName);
    } catch (failure) {
      setError(walletPassErrorMessage('issue', failure));
    }
  };

  const generate = async () => {
    setError(null);
    let stage: WalletPassStage = 'message';
    try {
      // A fresh message: the one loaded with the dialog may be older than the server's 10 minutes.
      const fresh = await getWalletPassMessage(editionNftPublicPk);
      const wallets = (await getWallets()).filter((wallet) => !wallet.isManaged);
      if (wallets.length === 0) throw new WalletPassWalletError('noWallet');
      const wallet = wallets.find((candidate) => isAddressEqual(candidate.address as Address, fresh.ownerAddress as Address));
      if (!wallet) throw new WalletPassWalletError('notFound');
      stage = 'connect';
      setStep('connecting');
      const session = await prepareWalletConnector(config, chain, wallet, chain.chainId);
      const address = await requestWalletAccount(config, session, wallet, chain.chainId);
      stage = 'sign';
      setStep('signing');
      const signature = await signMessage(config, { account: address, message: fresh.message });
      stage = 'issue';
      setStep('issuing');
      const pass = await issueWalletPass({ editionNftPublicPk, address, message: fresh.message, signature });
      setIssuedPk(pass.publicPk);
      await download(pass.publicPk);
    } catch (failure) {
      setError(walletPassErrorMessage(stage, failure));
    } finally {
      setStep('idle');
    }
  };

  if (asked.isPending) return <Loader color="cask" size="sm" aria-label="Loading the wallet pass" />;
  if (asked.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {walletPassErrorMessage('message', asked.error)}
      </Alert>
    );
  }
  const passPk = issuedPk ?? asked.data.passPublicPk;
  if (passPk) {
    return (
      <Stack gap="md">
        {issuedPk ? (
          <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} title={WALLET_PASS_TEXTS.generated} role="status">
            Your pass is downloading: a PDF with a QR code that links to this NFT.
          </Alert>
        ) : (
          <Alert color="gray" variant="light" title={WALLET_PASS_TEXTS.already}>
            The pass of this NFT was made for the wallet that holds it. Download it again below.
          </Alert>
        )}
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Button color="cask" leftSection={<IconDownload size={16} aria-hidden="true" />} onClick={() => void download(passPk)}>
          Download pass
        </Button>
      </Stack>
    );
  }
  const busy = step !== 'idle';
  return (
    <Stack gap="md">
      <Text size="sm">
        Your pass is a PDF with a QR code that shows you hold this NFT. The wallet that holds it signs a message to prove it is yours; signing is free and
        sends no transaction.
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed">
          Held by
        </Text>
        <AddressText address={asked.data.ownerAddress} />
      </Group>
      {step === 'signing' ? (
        <Group gap="sm" role="status">
          <Loader color="cask" size="sm" />
          <Text size="sm" fw={600}>
            Check your wallet and sign the message.
          </Text>
        </Group>
      ) : null}
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      <Button color="cask" loading={busy} onClick={() => void generate()}>
        Sign and get my pass
      </Button>
    </Stack>
  );
}

/** The drawer's 'Wallet pass' dialog, loaded with wagmi on demand. */
export default function WalletPassDialog({ onClose, ...props }: FlowProps & { onClose: () => void }) {
  return (
    <ResponsiveDialog onClose={onClose} size={480}>
      <Stack gap="lg">
        <div>
          <ResponsiveDialogTitle>Wallet pass</ResponsiveDialogTitle>
          <Text size="sm" c="dimmed">
            {props.title} #{props.editionNumber}
          </Text>
        </div>
        <WalletRuntime>
          <WalletPassFlow {...props} />
        </WalletRuntime>
      </Stack>
    </ResponsiveDialog>
  );
}
