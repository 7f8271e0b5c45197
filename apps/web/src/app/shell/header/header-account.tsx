import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { CartHeaderButton } from '../../../features/checkout/components/cart-header-button';
import { useSession } from '../../../lib/session';
import classes from './site-header.module.css';

/** Only signed-in visitors pay for the account menu's code. */
const AccountMenu = lazy(() => import('./account-menu'));

/**
 * The header's account slot: Login and Signup when signed out; MY COLLECTION and the @handler menu
 * when the identity feature provides a session, with the cart and its countdown before MY COLLECTION.
 */
export function HeaderAccount() {
  const { user } = useSession();
  const location = useLocation();
  if (!user) {
    // Sign-in returns the visitor to where they were (spec part 1 §2).
    const next = `${location.pathname}${location.search}`;
    const query = next === '/' ? '' : `?next=${encodeURIComponent(next)}`;
    // data-visitor-only: hidden in the server-written first screen of a signed-in browser (index.html).
    return (
      <div className={classes.account} data-visitor-only="">
        <Link to={`/auth/signin${query}`} className={classes.loginButton}>
          Login
        </Link>
        <Link to="/auth/signup" className={classes.signupButton}>
          Signup
        </Link>
      </div>
    );
  }
  return (
    <div className={classes.account}>
      <CartHeaderButton />
      {/* One line: the signed-in header is at its fullest at 1080–1400 px. */}
      <Link to="/vault" className={classes.navLink} style={{ whiteSpace: 'nowrap' }}>
        My Collection
      </Link>
      <Suspense
        fallback={
          <span className={classes.handlerPlaceholder}>
            <span className={classes.handlerText}>@{user.handler}</span>
          </span>
        }
      >
        <AccountMenu handler={user.handler} isStaff={Boolean(user.groups?.includes('staff'))} isProducer={Boolean(user.groups?.some((group) => group !== 'staff'))} />
      </Suspense>
    </div>
  );
}
