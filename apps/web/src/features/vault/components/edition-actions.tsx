import { Button, Menu, Text } from '@mantine/core';
import { IconDownload, IconPrinter, IconTag, IconTruckDelivery } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { VaultEdition } from '@caskmark/shared/api/vault';
import { formatLongDate } from '@caskmark/shared/format/dates';
import { useServerNow } from '../../../lib/server-time';
import { TransferNftButton } from '../../custody/components/transfer-nft-button';
import { GiftNftButton } from '../../gifts/components/gift-nft-button';
import { ListEditionButton } from '../../listings/components/listing-buttons';
import { VoteButton } from '../../voting/components/vote-button';
import { WalletPassButton } from '../../wallet-pass/components/wallet-pass-button';
import { assetFileName, isRedeemable } from '../lib/vault-format';
import { printPath, redeemPath } from '../lib/vault-paths';
import classes from './edition-drawer.module.css';

/** What the owner can do with an edition (spec part 1 §2). */
export function EditionActions({ edition }: { edition: VaultEdition }) {
  const now = useServerNow();
  if (edition.status === 'redeemed') {
    return (
      <div className={classes.actions}>
        <DownloadAssets edition={edition} />
        <Button component={Link} to={printPath(edition.publicPk)} target="_blank" variant="default" leftSection={<IconPrinter size={16} aria-hidden="true" />}>
          Print
        </Button>
      </div>
    );
  }
  const redeemable = isRedeemable(edition.redeemAfter, now);
  const canTransfer = edition.isInManagedWallet && edition.editionNftTokenId !== null && !edition.isLocked;
  return (
    <>
      <div className={classes.actions}>
        {redeemable && !edition.isLocked ? (
          <Button component={Link} to={redeemPath(edition.publicPk)} color="cask" leftSection={<IconTruckDelivery size={16} aria-hidden="true" />}>
            Redeem
          </Button>
        ) : (
          <Button disabled leftSection={<IconTruckDelivery size={16} aria-hidden="true" />}>
            Redeem
          </Button>
        )}
        {edition.editionNftTokenId !== null ? (
          <ListEditionButton edition={edition} isListed={edition.isListed} variant="outline" color="cask" />
        ) : (
          <Button disabled leftSection={<IconTag size={16} aria-hidden="true" />}>
            List for Sale
          </Button>
        )}
        <GiftNftButton
          editionNftPublicPk={edition.publicPk}
          productTitle={edition.name}
          editionNumber={edition.editionNumber}
          image={edition.image}
          video={edition.video}
          isInManagedWallet={edition.isInManagedWallet}
          isLocked={edition.isLocked || edition.editionNftTokenId === null}
        />
        <WalletPassButton
          editionNftPublicPk={edition.publicPk}
          title={edition.name}
          editionNumber={edition.editionNumber}
          isInManagedWallet={edition.isInManagedWallet}
          isMinted={edition.editionNftTokenId !== null}
        />
        <DownloadAssets edition={edition} />
        <Button component={Link} to={printPath(edition.publicPk)} target="_blank" variant="default" leftSection={<IconPrinter size={16} aria-hidden="true" />}>
          Print
        </Button>
        {edition.votingIsEnabled && edition.votingPublicPk ? (
          <VoteButton votingPublicPk={edition.votingPublicPk} editionNftPublicPk={edition.publicPk} title={`${edition.name} #${edition.editionNumber}`} />
        ) : null}
        {canTransfer ? (
          <TransferNftButton className={classes.wide} variant="outline" editionNftPublicPk={edition.publicPk} title={`${edition.name} #${edition.editionNumber}`} image={edition.image} />
        ) : null}
      </div>
      {!redeemable ? (
        <Text size="xs" c="dimmed">
          Redeemable from {formatLongDate(edition.redeemAfter!)}.
        </Text>
      ) : edition.isLocked ? (
        <Text size="xs" c="dimmed">
          This NFT is locked while another action on it is under way.
        </Text>
      ) : null}
    </>
  );
}

function DownloadAssets({ edition }: { edition: VaultEdition }) {
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden="true" />}>
          Download assets
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component="a" href={edition.image} download={assetFileName(edition.name, edition.editionNumber, edition.image)}>
          Image
        </Menu.Item>
        {edition.video ? (
          <Menu.Item component="a" href={edition.video} download={assetFileName(edition.name, edition.editionNumber, edition.video)}>
            Video
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
