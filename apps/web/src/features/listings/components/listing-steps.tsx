import { Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Hash } from 'viem';
import { shortAddress } from '../../wallets/lib/wallet-format';

/** A wallet or chain step under way: what to do now, and the transaction once it is sent. */
export function WorkingStep({ title, hint, hash, explorerUrl }: { title: string; hint?: string; hash?: Hash; explorerUrl?: string | null }) {
  return (
    <Stack gap="sm" align="center" ta="center" py="md" role="status">
      <Loader color="cask" />
      <Text fw={600}>{title}</Text>
      {hint ? (
        <Text size="sm" c="dimmed" maw={380}>
          {hint}
        </Text>
      ) : null}
      {hash ? <TransactionLink hash={hash} explorerUrl={explorerUrl ?? null} /> : null}
    </Stack>
  );
}

export function TransactionLink({ hash, explorerUrl }: { hash: Hash; explorerUrl: string | null }) {
  return explorerUrl ? (
    <Anchor href={explorerUrl} target="_blank" rel="noreferrer" size="sm" c="cask.3">
      View the transaction
    </Anchor>
  ) : (
    <Text size="xs" ff="monospace" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
      Transaction {hash}
    </Text>
  );
}

/** A finished step: the spec's success text and what to do next. */
export function DoneStep({ title, children, actions }: { title: string; children?: ReactNode; actions: ReactNode }) {
  return (
    <Stack gap="md" align="center" ta="center" py="md">
      <IconCircleCheck size={48} color="var(--mantine-color-green-5)" aria-hidden="true" />
      <Title order={3}>{title}</Title>
      {children}
      <Group justify="center" gap="sm">
        {actions}
      </Group>
    </Stack>
  );
}

/** 'Approve collection': the wallet must let the marketplace manage its NFTs before it can list or sell (spec part 2 §4). */
export function ApproveCollectionStep({ owner, working, onApprove, onCancel, label = 'PROVIDE ACCESS' }: { owner: string; working: boolean; onApprove: () => void; onCancel: () => void; label?: string }) {
  return (
    <Stack gap="md">
      <Title order={3}>Approve collection</Title>
      <Text size="sm">
        Caskmark needs your permission to manage the NFTs in wallet {shortAddress(owner)} before it can list or sell them. This is a one-time transaction in
        your wallet with a small gas fee; your listing resumes as soon as it is confirmed.
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={working}>
          Cancel
        </Button>
        <Button color="cask" onClick={onApprove} loading={working}>
          {label}
        </Button>
      </Group>
    </Stack>
  );
}
