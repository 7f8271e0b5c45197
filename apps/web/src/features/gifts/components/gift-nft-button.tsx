import { Button, Tooltip } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { GIFT_CUSTODY_MESSAGE } from '@caskmark/shared/api/gifts';

const loadDialog = () => import('./gift-nft-dialog');
const GiftNftDialog = lazy(loadDialog);

export interface GiftNftButtonProps {
  editionNftPublicPk: string;
  productTitle: string;
  editionNumber: number;
  image: string;
  video: string;
  isInManagedWallet: boolean;
  isLocked: boolean;
}

/** The drawer's Gift action: opens 'Gift your NFT' for an edition in my custodial wallet (decision 345). */
export function GiftNftButton({ isInManagedWallet, isLocked, ...edition }: GiftNftButtonProps) {
  const [open, setOpen] = useState(false);
  const reason = !isInManagedWallet ? GIFT_CUSTODY_MESSAGE : isLocked ? 'This NFT is locked while another action on it is under way.' : null;
  const button = (
    <Button variant="default" disabled={Boolean(reason)} leftSection={<IconGift size={16} aria-hidden="true" />} onPointerEnter={() => void loadDialog()} onClick={() => setOpen(true)}>
      Gift
    </Button>
  );
  return (
    <>
      {reason ? (
        <Tooltip label={reason} multiline w={260} events={{ hover: true, focus: true, touch: true }}>
          <span>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
      {open ? (
        <Suspense fallback={null}>
          <GiftNftDialog {...edition} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
