import { Button, type ButtonProps } from '@mantine/core';
import { IconTransferOut } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

const loadDialog = () => import('./transfer-nft-dialog');
const TransferNftDialog = lazy(loadDialog);

export interface TransferNftButtonProps extends ButtonProps {
  editionNftPublicPk: string;
  title: string;
  image?: string;
  label?: string;
}

/** Opens the Transfer NFT dialog (its code loads on first use). */
export function TransferNftButton({ editionNftPublicPk, title, image, label = 'Transfer Out of Custodial wallet', ...buttonProps }: TransferNftButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button leftSection={<IconTransferOut size={18} aria-hidden="true" />} onPointerEnter={() => void loadDialog()} onClick={() => setOpen(true)} {...buttonProps}>
        {label}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <TransferNftDialog editionNftPublicPk={editionNftPublicPk} title={title} image={image} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
