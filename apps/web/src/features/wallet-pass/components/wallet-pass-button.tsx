import { Button, Tooltip } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

const loadDialog = () => import('./wallet-pass-dialog');
const WalletPassDialog = lazy(loadDialog);

/** Why the pass cannot be made for an NFT held in custody: only the wallet that holds it can sign. */
export const WALLET_PASS_CUSTODY_MESSAGE = 'A wallet pass is signed by the wallet that holds the NFT. Transfer this one to your own wallet first.';

export interface WalletPassButtonProps {
  editionNftPublicPk: string;
  title: string;
  editionNumber: number;
  isInManagedWallet: boolean;
  isMinted: boolean;
}

/** The drawer's wallet pass action (spec part 1 §2, §6; decision 348): opens the sign-and-download dialog. */
export function WalletPassButton({ isInManagedWallet, isMinted, ...edition }: WalletPassButtonProps) {
  const [open, setOpen] = useState(false);
  const reason = !isMinted ? 'The pass is available once this NFT is minted.' : isInManagedWallet ? WALLET_PASS_CUSTODY_MESSAGE : null;
  const button = (
    <Button variant="default" disabled={Boolean(reason)} leftSection={<IconWallet size={16} aria-hidden="true" />} onPointerEnter={() => void loadDialog()} onClick={() => setOpen(true)}>
      Wallet pass
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
          <WalletPassDialog {...edition} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
