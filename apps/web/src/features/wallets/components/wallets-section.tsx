import { Alert, Button, Group, Modal, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconLayoutGrid, IconList, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-session';
import { useDeleteWallet } from '../api/delete-wallet';
import { useWallets } from '../api/get-wallets';
import type { Wallet } from '@caskmark/shared/api/wallet';
import { shortAddress } from '../lib/wallet-format';
import { WALLET_MESSAGES } from '../lib/wallet-messages';
import { showWalletToast } from '../lib/wallet-toast';
import { STEP_UP_CODE_LENGTH, STEP_UP_REQUIRED_CODE, StepUpCode } from './step-up-code';
import { WalletCard } from './wallet-card';

const loadAddWalletDialog = () => import('./add-wallet-dialog');
const AddWalletDialog = lazy(loadAddWalletDialog);

type Layout = 'grid' | 'list';
const LAYOUT_KEY = 'caskmark.walletLayout';

function storedLayout(): Layout {
  try {
    return localStorage.getItem(LAYOUT_KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

function DeleteConfirmation({ wallet, needsCode, onCancel, onConfirm }: { wallet: Wallet; needsCode: boolean; onCancel: () => void; onConfirm: (code?: string) => void }) {
  const [code, setCode] = useState('');
  const ready = !needsCode || code.length === STEP_UP_CODE_LENGTH;
  return (
    <Modal opened onClose={onCancel} title="Delete this wallet?" centered radius="lg">
      <Stack gap="md">
        <Text size="sm">
          {shortAddress(wallet.address)} will no longer be connected to your Caskmark account. A wallet that still holds NFTs cannot be deleted.
        </Text>
        {needsCode ? <StepUpCode value={code} onChange={setCode} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button color="red" onClick={() => onConfirm(needsCode ? code : undefined)} disabled={!ready}>
            Delete wallet
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The wallets of /profile?page=paymentMethods: the wallet cards (grid or list), adding a wallet,
 * 'Provide Access to Caskmark' for wallets without approval, and delete.
 */
export function WalletsSection() {
  const wallets = useWallets();
  const remove = useDeleteWallet();
  const mfaEnabled = useAuth().user?.mfaEnabled ?? false;
  const [layout, setLayout] = useState<Layout>(storedLayout);
  const [dialog, setDialog] = useState<{ wallet?: Wallet } | null>(null);
  const [confirming, setConfirming] = useState<{ wallet: Wallet; needsCode: boolean } | null>(null);

  const changeLayout = (value: string) => {
    const next: Layout = value === 'list' ? 'list' : 'grid';
    setLayout(next);
    try {
      localStorage.setItem(LAYOUT_KEY, next);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  };

  const deleteWallet = (wallet: Wallet, code?: string) => {
    setConfirming(null);
    remove.mutate(
      { publicPk: wallet.publicPk, code },
      {
        onSuccess: () => showWalletToast('green', WALLET_MESSAGES.deleted),
        onError: (error) => {
          if (error instanceof ApiError && error.code === STEP_UP_REQUIRED_CODE && !code) {
            // MFA was turned on elsewhere since the page loaded: ask for the code and try again.
            setConfirming({ wallet, needsCode: true });
            return;
          }
          const reason = error instanceof ApiError && (error.status === 400 || error.status === 403) ? error.messages[0] : undefined;
          showWalletToast('red', reason ? `${WALLET_MESSAGES.deleteFailed}. ${reason}` : WALLET_MESSAGES.deleteFailed);
        },
      },
    );
  };

  const list = wallets.data ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setDialog({})} onPointerEnter={() => void loadAddWalletDialog()}>
          Add wallet
        </Button>
        {list.length ? (
          <SegmentedControl
            size="xs"
            value={layout}
            onChange={changeLayout}
            aria-label="Wallet layout"
            data={[
              { value: 'grid', label: <LayoutLabel icon={<IconLayoutGrid size={16} />} text="Grid" /> },
              { value: 'list', label: <LayoutLabel icon={<IconList size={16} />} text="List" /> },
            ]}
          />
        ) : null}
      </Group>
      {wallets.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Skeleton h={150} radius="md" />
          <Skeleton h={150} radius="md" />
        </SimpleGrid>
      ) : wallets.isError ? (
        <Alert color="red" variant="light" role="alert">
          We could not load your wallets. Please refresh the page.
        </Alert>
      ) : list.length === 0 ? (
        <Text c="dimmed" size="sm">
          No wallet is connected to your account yet. Add one to buy with ETH, list your NFTs and make offers.
        </Text>
      ) : (
        <SimpleGrid cols={layout === 'grid' ? { base: 1, sm: 2 } : 1} spacing="sm">
          {list.map((wallet) => (
            <WalletCard
              key={wallet.publicPk}
              wallet={wallet}
              layout={layout}
              onProvideAccess={(target) => setDialog({ wallet: target })}
              onDelete={(target) => setConfirming({ wallet: target, needsCode: mfaEnabled })}
              deleting={remove.isPending && remove.variables?.publicPk === wallet.publicPk}
            />
          ))}
        </SimpleGrid>
      )}
      {confirming ? (
        <DeleteConfirmation
          wallet={confirming.wallet}
          needsCode={confirming.needsCode}
          onCancel={() => setConfirming(null)}
          onConfirm={(code) => deleteWallet(confirming.wallet, code)}
        />
      ) : null}
      {dialog ? (
        <Suspense fallback={null}>
          <AddWalletDialog wallet={dialog.wallet} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

function LayoutLabel({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      {icon}
      <VisuallyHidden>{text}</VisuallyHidden>
    </Group>
  );
}
