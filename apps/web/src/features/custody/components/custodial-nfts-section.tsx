import { Alert, Anchor, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCustodialNfts } from '../api/get-custodial-nfts';
import { custodialEditionPath } from '../lib/custody-paths';
import { TransferNftButton } from './transfer-nft-button';
import classes from './custodial-nfts-section.module.css';

/** Rows shown at first and added by each 'Show more' (the spec's list pages hold 10). */
export const CUSTODIAL_NFTS_PAGE_SIZE = 10;

/** "My custodial NFTs" on the payment-methods page: what Caskmark holds for me, each with its transfer out. */
export function CustodialNftsSection() {
  const nfts = useCustodialNfts();
  const [shown, setShown] = useState(CUSTODIAL_NFTS_PAGE_SIZE);
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
  const remaining = nfts.data.length - shown;
  return (
    <Stack gap="md">
      <Stack gap="sm" component="ul" className={classes.list}>
        {nfts.data.slice(0, shown).map((nft) => {
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
      {remaining > 0 ? (
        <Stack gap={6} align="center">
          <Text size="xs" c="dimmed">
            Showing {shown} of {nfts.data.length}
          </Text>
          <Button variant="default" size="xs" onClick={() => setShown((current) => current + CUSTODIAL_NFTS_PAGE_SIZE)}>
            Show more NFTs
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
