import { Badge, Button, Stack } from '@mantine/core';
import { IconBrandApple, IconBrandGoogleFilled } from '@tabler/icons-react';
import type { FederatedProvider } from '@caskmark/shared/api/identity';
import { readLoginMethod, type LoginMethod } from '../../../lib/auth-storage';
import { WalletSignInButton } from '../../wallets/components/wallet-sign-in-button';
import { useFederatedProviders } from '../api/get-federated-providers';
import { useAuthFlow, type PendingChallenge } from '../lib/auth-flow';
import { rememberFederatedStart } from '../lib/federated-start';
import { outcomeOf } from '../lib/sign-in-flow';
import { useFinishSignIn } from '../lib/use-finish-sign-in';

const ICONS: Record<FederatedProvider, typeof IconBrandGoogleFilled> = { google: IconBrandGoogleFilled, apple: IconBrandApple };

function LastUsed({ method }: { method: LoginMethod }) {
  return readLoginMethod() === method ? (
    <Badge size="xs" variant="light" color="cask" ml={6}>
      Last used
    </Badge>
  ) : null;
}

/**
 * Wallet, Google and Apple (spec part 1 §2). The wallet button runs the wallets feature's sign-in
 * (connect, sign the server's challenge) and ends like any sign-in; an MFA challenge goes to
 * `onChallenge` (or to the sign-in page). Google and Apple are full-page navigations to the server,
 * which returns to /auth/federated and then to `next`. Only providers the server offers show.
 */
export function SocialButtons({ next, verb, onChallenge }: { next: string; verb: 'Sign in' | 'Sign up'; onChallenge?: (challenge: PendingChallenge) => void }) {
  const providers = useFederatedProviders();
  const flow = useAuthFlow();
  const finish = useFinishSignIn(onChallenge ?? (() => flow.go('signin')));
  return (
    <Stack gap="sm">
      <WalletSignInButton label={`${verb} with a wallet`} badge={<LastUsed method="wallet" />} onResponse={(response) => finish(outcomeOf(response), 'wallet')} />
      {(providers.data ?? []).map((entry) => {
        const Icon = ICONS[entry.provider];
        return (
          <Button
            key={entry.provider}
            component="a"
            href={`${entry.startUrl}?next=${encodeURIComponent(next)}`}
            onClick={() => rememberFederatedStart(entry.provider)}
            variant="default"
            size="md"
            fullWidth
            leftSection={<Icon size={20} aria-hidden="true" />}
          >
            {verb} with {entry.name}
            <LastUsed method={entry.provider} />
          </Button>
        );
      })}
    </Stack>
  );
}
