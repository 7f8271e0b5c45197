import { Button, Stack, Text } from '@mantine/core';
import { IconTransferOut } from '@tabler/icons-react';
import { useState } from 'react';
import { ResponsiveDialog, ResponsiveDialogTitle } from '../../../components/responsive-dialog';
import type { CustodialNft } from '@caskmark/shared/api/custody';
import TransferNftDialog from './transfer-nft-dialog';
import classes from './transfer-nft-dialog.module.css';

/** The owner's details of an NFT in custody (screen 16), from which the transfer out starts. */
export default function CustodialNftDetails({ nft, onClose }: { nft: CustodialNft; onClose: () => void }) {
  const [transferring, setTransferring] = useState(false);
  const title = `${nft.name} #${nft.editionNumber}`;
  if (transferring) return <TransferNftDialog editionNftPublicPk={nft.editionNftPublicPk} title={title} image={nft.image} onClose={onClose} />;
  return (
    <ResponsiveDialog onClose={onClose} size={460}>
      <Stack gap="md">
        <img src={nft.image} alt="" className={classes.detailImage} />
        <div>
          <ResponsiveDialogTitle>{title}</ResponsiveDialogTitle>
          <Text size="sm" c="dimmed">
            {nft.brandName}
          </Text>
        </div>
        <dl className={classes.facts}>
          <div>
            <dt>Token ID</dt>
            <dd>{nft.tokenId}</dd>
          </div>
          <div>
            <dt>Held in</dt>
            <dd>Caskmark custodial wallet</dd>
          </div>
        </dl>
        <Text size="sm" c="dimmed">
          Move this NFT to a wallet you control to list it, use it with other apps, or simply hold it yourself. Caskmark pays the gas.
        </Text>
        <Button size="md" leftSection={<IconTransferOut size={18} aria-hidden="true" />} onClick={() => setTransferring(true)}>
          Transfer Out of Custodial wallet
        </Button>
        {nft.isLocked ? (
          <Text size="xs" c="dimmed" ta="center">
            This NFT is locked while an action on it is under way; if it is your transfer, the dialog shows its progress.
          </Text>
        ) : null}
      </Stack>
    </ResponsiveDialog>
  );
}
