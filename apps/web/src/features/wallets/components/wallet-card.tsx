import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconLock, IconShieldCheck, IconTrash } from '@tabler/icons-react';
import { Price } from '../../../components/price';
import { useEthPrice } from '../../../lib/api/get-eth-price';
import type { Wallet } from '@caskmark/shared/api/wallet';
import { formatEthBalance } from '../lib/wallet-format';
import { isCustodialWallet, walletProviderLabel } from '../lib/wallet-labels';
import { balanceErrorMessage, PROVIDE_ACCESS_LABEL } from '../lib/wallet-messages';
import { AddressText } from './address-text';
import { WalletIcon } from './wallet-icon';
import classes from './wallet-card.module.css';

export interface WalletCardProps {
  wallet: Wallet;
  layout: 'grid' | 'list';
  onProvideAccess: (wallet: Wallet) => void;
  onDelete: (wallet: Wallet) => void;
  deleting?: boolean;
}

/** Screen 13: one wallet with its balance, its approval and delete. */
export function WalletCard({ wallet, layout, onProvideAccess, onDelete, deleting }: WalletCardProps) {
  const usdPerEth = useEthPrice();
  const balance = Number(wallet.balance);
  const custodial = isCustodialWallet(wallet);
  const label = walletProviderLabel(wallet.walletProvider);
  return (
    <Paper className={classes.card} data-layout={layout} component="article" aria-label={`${label} wallet ${wallet.address}`}>
      <Group gap="sm" wrap="nowrap" className={classes.identity}>
        <WalletIcon provider={wallet.walletProvider} />
        <Stack gap={0} miw={0}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <AddressText address={wallet.address} />
        </Stack>
      </Group>
      <div className={classes.balance}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts="0.06em">
          Balance
        </Text>
        {wallet.balance === null ? (
          <Text size="sm" c="yellow.5">
            {balanceErrorMessage('the chain cannot be read right now.')}
          </Text>
        ) : (
          <>
            <Text fw={700}>{formatEthBalance(wallet.balance)} ETH</Text>
            {usdPerEth && Number.isFinite(balance) ? <Price usd={balance * usdPerEth} size="xs" c="dimmed" prefix="≈ " /> : null}
          </>
        )}
      </div>
      <Group gap="xs" className={classes.actions} wrap="nowrap" justify="flex-end">
        {wallet.isApproved ? (
          <Badge color="green" variant="light" leftSection={<IconShieldCheck size={14} />} size="lg" radius="sm">
            Approved
          </Badge>
        ) : custodial ? null : (
          <Button size="xs" onClick={() => onProvideAccess(wallet)}>
            {PROVIDE_ACCESS_LABEL}
          </Button>
        )}
        {custodial ? (
          <Tooltip label="Caskmark keeps this wallet for you, so it cannot be deleted." withArrow multiline maw={240}>
            <Badge variant="outline" color="gray" leftSection={<IconLock size={12} />} radius="sm">
              Custodial
            </Badge>
          </Tooltip>
        ) : (
          <Tooltip label="Delete wallet" withArrow>
            <ActionIcon variant="subtle" color="red" size="lg" onClick={() => onDelete(wallet)} loading={deleting} aria-label={`Delete wallet ${wallet.address}`}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Paper>
  );
}
