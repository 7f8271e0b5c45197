import { Button } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { SignInResponse } from '@caskmark/shared/api/identity';

const loadDialog = () => import('./wallet-sign-in-dialog');
const WalletSignInDialog = lazy(loadDialog);

export interface WalletSignInButtonProps {
  label: string;
  /** Shown after the label (the sign-in page's 'Last used' badge). */
  badge?: ReactNode;
  onResponse: (response: SignInResponse) => Promise<void>;
}

/**
 * 'Sign in with a wallet' on the auth pages and popups. wagmi and the dialog load when the button is
 * pointed at or pressed, never with the sign-in page itself.
 */
export function WalletSignInButton({ label, badge, onResponse }: WalletSignInButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="default"
        size="md"
        fullWidth
        leftSection={<IconWallet size={20} stroke={1.8} aria-hidden="true" />}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpen(true)}
      >
        {label}
        {badge}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <WalletSignInDialog onClose={() => setOpen(false)} onResponse={onResponse} />
        </Suspense>
      ) : null}
    </>
  );
}
