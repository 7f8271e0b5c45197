import { ActionIcon, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { shortAddress } from '../lib/wallet-format';

/** A wallet address, shortened, with its full form on hover and a copy button ('Copied', part 2 §8). */
export function AddressText({ address, size = 'sm' }: { address: string; size?: 'xs' | 'sm' | 'md' }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Text ff="monospace" size={size} fw={600} title={address}>
        {shortAddress(address)}
      </Text>
      <CopyButton value={address} timeout={1500}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : 'Copy address'} withArrow>
            <ActionIcon variant="subtle" color={copied ? 'green' : 'gray'} size="sm" onClick={copy} aria-label={copied ? 'Copied' : 'Copy address'}>
              {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
