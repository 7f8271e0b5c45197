import { Alert, Anchor, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useCustodialNfts } from '../api/get-custodial-nfts';
import { custodialEditionPath } from '../lib/custody-paths';
import { TransferNftButton } from './transfer-nft-button';
import classes from './custodial-nfts-section.module.css';

/** "My custodial NFTs" on the payment-methods page: what Caskmark holds for me, each with its transfer out. */
export function CustodialNftsSection() {
  const nfts = useCustodialNfts();
  if (nfts.isPending) return <Skeleton h={72} radius="md" />;
  if (nfts.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        We could not load the NFTs in your custodial wallet. Please refresh the page.
      </Alert>
    );
  }
  if (!nfts.data.length) {
    return (
      <Text size="sm" c="dimmed">
        Caskmark holds none of your NFTs at the moment: everything you own is in your own wallets.
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ul" className={classes.list}>
      {nfts.data.map((nft) => {
        const title = `${nft.name} #${nft.editionNumber}`;
        return (
          <li key={nft.editionNftPublicPk} className={classes.row}>
            <img src={nft.image} alt="" width={50} height={50} className={classes.thumb} loading="lazy" />
            <div className={classes.text}>
              <Anchor component={Link} to={custodialEditionPath(nft)} fw={600} c="dark.0" className={classes.name}>
                {title}
              </Anchor>
              <Group gap={6}>
                <Text size="xs" c="dimmed">
                  {nft.brandName} · Token {nft.tokenId}
                </Text>
                {nft.isLocked ? (
                  <Badge size="xs" color="yellow" variant="light">
                    Locked
                  </Badge>
                ) : null}
              </Group>
            </div>
            <TransferNftButton editionNftPublicPk={nft.editionNftPublicPk} title={title} image={nft.image} label="Transfer" size="xs" variant="light" />
          </li>
        );
      })}
    </Stack>
  );
}
