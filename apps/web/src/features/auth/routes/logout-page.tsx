import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { usePageMeta } from '../../../components/page-meta';
import { LogoutScreen } from '../components/logout-screen';

/** /auth/logout: signs out, then goes to / (spec part 1 §2). */
export default function LogoutPage() {
  usePageMeta({ title: 'Logging out' });
  const navigate = useNavigate();
  const home = useCallback(() => navigate('/', { replace: true }), [navigate]);
  return <LogoutScreen onDone={home} />;
}
