import { Stack } from '@mantine/core';
import { useAuth } from '../../../lib/auth-session';
import { AddEmail } from './add-email';
import { HandlerForm } from './handler-form';
import { MfaSettings } from './mfa-settings';
import { SettingsSection } from './settings-section';

/** ?page=settings: handler, e-mail and two-factor authentication. */
export function SettingsTab() {
  const { user } = useAuth();
  if (!user) return null;
  const walletAccount = user.cognitoIsWallet;
  return (
    <Stack gap="lg">
      <SettingsSection title="Handler" description="Your public name on Caskmark: it shows on your collection, bids, listings and offers.">
        <HandlerForm current={user.handler} />
      </SettingsSection>
      <SettingsSection
        title={walletAccount ? 'Notification e-mail' : 'E-mail'}
        description={
          walletAccount
            ? 'Where we write about your bids, purchases, gifts and redemptions. Your wallet stays your sign-in.'
            : 'The address you sign in with and where we write to you.'
        }
      >
        <AddEmail kind={walletAccount ? 'communication' : 'signin'} current={walletAccount ? user.email : user.cognitoEmail} verified={walletAccount ? user.communicationEmailIsVerified : true} federated={user.federatedUser} />
      </SettingsSection>
      <SettingsSection title="Two-factor authentication" description="Ask for a code from an authenticator app each time you log in with your password.">
        <MfaSettings enabled={user.mfaEnabled} />
      </SettingsSection>
    </Stack>
  );
}
