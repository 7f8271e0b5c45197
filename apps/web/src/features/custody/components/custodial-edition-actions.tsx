import { Badge, Button, Paper, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useAuth } from '../../../lib/auth-session';
import { useCustodialNfts } from '../api/get-custodial-nfts';
import classes from './custodial-edition-actions.module.css';

const loadDetails = () => import('./custodial-nft-details');
const CustodialNftDetails = lazy(loadDetails);

/** Spec part 2 §6: custodial NFTs must leave custody before they can be listed. */
export const CUSTODIAL_LISTING_NOTICE = 'Since this NFT is currently in the custodial wallet, you must transfer it to your wallet before listing it for sale.';

/**
 * Screen 16 on the edition page: only the owner of an NFT Caskmark holds in custody sees this, with
 * 'View Details' leading to the transfer out of custody.
 */
export function CustodialEditionActions({ editionNftPublicPk, ownerHandler }: { editionNftPublicPk: string; ownerHandler: string | null }) {
  const { user } = useAuth();
  const isOwner = Boolean(user && ownerHandler && user.handler === ownerHandler);
  const custodial = useCustodialNfts(isOwner);
  const [open, setOpen] = useState(false);
  const nft = custodial.data?.find((candidate) => candidate.editionNftPublicPk === editionNftPublicPk);
  if (!isOwner || !nft) return null;
  return (
    <Paper className={classes.panel}>
      <Stack gap="sm" align="flex-start">
        <Badge color="cask" variant="light" leftSection={<IconLock size={12} />} radius="sm">
          In your custodial wallet
        </Badge>
        <Text size="sm" c="dark.1">
          {CUSTODIAL_LISTING_NOTICE}
        </Text>
        <Button variant="outline" onClick={() => setOpen(true)} onPointerEnter={() => void loadDetails()}>
          View Details
        </Button>
      </Stack>
      {open ? (
        <Suspense fallback={null}>
          <CustodialNftDetails nft={nft} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </Paper>
  );
}
