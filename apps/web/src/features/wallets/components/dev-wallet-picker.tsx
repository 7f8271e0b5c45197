import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import type { WalletChainConfig } from '../../../lib/wagmi-chain';
import { shortAddress } from '../lib/wallet-format';

type DevAccount = NonNullable<WalletChainConfig['devWallet']>['accounts'][number];

export interface DevWalletPickerProps {
  accounts: DevAccount[];
  busy: boolean;
  error?: string;
  onBack: () => void;
  onConnect: (accountIndex: number) => void;
}

/**
 * The dev chain's demo collector accounts; the person picks which one the dev wallet signs with.
 * Accounts the demo data already gave to someone say whose they are.
 */
export function DevWalletPicker({ accounts, busy, error, onBack, onConnect }: DevWalletPickerProps) {
  const firstFree = accounts.find((account) => !account.connectedTo) ?? accounts[0];
  const [picked, setPicked] = useState<string>(firstFree ? String(firstFree.index) : '');
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        The dev wallet signs with the development chain&apos;s public demo keys, so you can try every wallet flow without a browser extension.
        These accounts never hold real funds.
      </Text>
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      <Radio.Group value={picked} onChange={setPicked} label="Demo account" name="dev-wallet-account">
        <Stack gap={8} mt="xs">
          {accounts.map((account) => (
            <Radio
              key={account.index}
              value={String(account.index)}
              label={
                <Group gap={8} wrap="wrap">
                  <Text span fw={600} size="sm">
                    Account #{account.index}
                  </Text>
                  <Text span ff="monospace" size="sm" c="dimmed" title={account.address}>
                    {shortAddress(account.address)}
                  </Text>
                  {account.connectedTo ? (
                    <Text span size="xs" c="cask.3">
                      @{account.connectedTo}
                    </Text>
                  ) : null}
                </Group>
              }
            />
          ))}
        </Stack>
      </Radio.Group>
      <Group justify="space-between" wrap="wrap-reverse" gap="sm">
        <Button variant="subtle" color="gray" onClick={onBack} leftSection={<IconArrowLeft size={16} aria-hidden="true" />} disabled={busy}>
          Back to wallets
        </Button>
        <Button onClick={() => onConnect(Number(picked))} loading={busy} disabled={picked === ''}>
          Connect dev wallet
        </Button>
      </Group>
    </Stack>
  );
}
