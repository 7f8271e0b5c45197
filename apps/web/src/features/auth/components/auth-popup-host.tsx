import { lazy, Suspense, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { setAuthNavigator } from '../../../lib/auth-navigation';
import { AUTH_POPUP_PARAM, isAuthPopupStep } from '../../../lib/auth-popup';
import { useAuth } from '../../../lib/auth-session';

const AuthPopup = lazy(() => import('./auth-popup'));
const ProfileStatusWidget = lazy(() => import('../../profile/components/profile-status-widget'));

/**
 * Mounted once in the layout: shows the auth popup named by `?auth=` over any page, gives the
 * 401 handler the router's navigate, and shows the Profile Status widget to signed-in collectors.
 * The popup's code loads only when one is opened.
 */
export function AuthPopupHost() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { status } = useAuth();
  useEffect(() => setAuthNavigator((to, options) => void navigate(to, options)), [navigate]);
  const step = params.get(AUTH_POPUP_PARAM);
  return (
    <Suspense fallback={null}>
      {isAuthPopupStep(step) ? <AuthPopup step={step} /> : null}
      {status === 'signed-in' ? <ProfileStatusWidget /> : null}
    </Suspense>
  );
}
