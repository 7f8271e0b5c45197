import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect } from 'react';
import type { AuthPopupStep } from '../../../lib/auth-popup';
import { clearPendingAuthAction } from '../../../lib/auth-popup';
import { useAuth } from '../../../lib/auth-session';
import { PopupAuthFlow, rememberedChallenge, rememberedEmail, useAuthFlow, useCloseAuthPopup } from '../lib/auth-flow';
import { AuthPanel } from './auth-panel';
import { ForgotPasswordFlow } from './forgot-password-flow';
import { LogoutScreen } from './logout-screen';
import { MfaStep } from './mfa-step';
import { NewPasswordStep } from './new-password-step';
import { SignInFlow } from './sign-in-flow';
import { SignUpForm } from './sign-up-form';
import { VerifyForm } from './verify-form';

/** The popup versions of the auth pages (spec part 1 §2), over whatever page is open. */
export default function AuthPopup({ step }: { step: AuthPopupStep }) {
  const close = useCloseAuthPopup();
  const fullScreen = useMediaQuery('(max-width: 37.5em)');
  const cancel = useCallback(() => {
    clearPendingAuthAction();
    close('cancel');
  }, [close]);
  return (
    <Modal
      opened
      onClose={cancel}
      size={480}
      centered
      fullScreen={fullScreen}
      radius="lg"
      padding="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
      aria-label="Log in or sign up"
      styles={{ header: { paddingBottom: 0, minHeight: 0, background: 'var(--mantine-color-dark-7)' }, content: { background: 'var(--mantine-color-dark-7)' } }}
      closeOnClickOutside={step !== 'logout'}
      withCloseButton={step !== 'logout'}
    >
      <PopupAuthFlow>
        <PopupStep step={step} />
      </PopupAuthFlow>
    </Modal>
  );
}

function PopupStep({ step }: { step: AuthPopupStep }) {
  const flow = useAuthFlow();
  const { status } = useAuth();
  const close = useCloseAuthPopup();
  const challenge = rememberedChallenge();
  const needsChallenge = step === 'totp-challenge' || step === 'set-new-password';
  const alreadySignedIn = status === 'signed-in' && (step === 'signin' || step === 'signup');
  const lostChallenge = needsChallenge && !challenge;
  useEffect(() => {
    // A reload loses the in-memory challenge; an already signed-in visitor needs no sign-in popup, and
    // what they clicked while the session was still being restored runs now (flow.finish resumes it).
    if (alreadySignedIn) flow.finish();
    else if (lostChallenge) flow.go('signin');
  }, [alreadySignedIn, lostChallenge, close, flow]);
  const back = useCallback(
    (message?: string) => {
      // An expired challenge says so on its way back to the e-mail and password.
      if (message) notifications.show({ color: 'yellow', message });
      flow.go('signin');
    },
    [flow],
  );
  const done = useCallback(() => close('done'), [close]);

  switch (step) {
    case 'signin':
      return <SignInFlow />;
    case 'signup':
      return <SignUpForm />;
    case 'verify':
      return <VerifyForm email={rememberedEmail() ?? ''} />;
    case 'forgot-password':
      return <ForgotPasswordFlow />;
    case 'logout':
      return <LogoutScreen onDone={done} />;
    case 'totp-challenge':
      return challenge ? (
        <AuthPanel title="Authenticator Verification">
          <MfaStep challenge={challenge} onBack={back} />
        </AuthPanel>
      ) : null;
    case 'set-new-password':
      return challenge ? (
        <AuthPanel title="Set a new password">
          <NewPasswordStep challenge={challenge} onChallenge={flow.showChallenge} onBack={back} />
        </AuthPanel>
      ) : null;
  }
}
