import { IconMail, IconMenu2, IconSearch } from '@tabler/icons-react';
import { Link, NavLink } from 'react-router';
import { CurrencyToggle } from '../../../components/currency-toggle';
import { CartHeaderButton } from '../../../features/checkout/components/cart-header-button';
import { useFeatures } from '../../../lib/api/get-features';
import { useSession } from '../../../lib/session';
import { Logo } from '../logo';
import { openShellOverlay } from '../shell-store';
import { prefetchOverlay } from '../overlays/overlay-loaders';
import { HeaderAccount } from './header-account';
import { ProducersMenu } from './producers-menu';
import classes from './site-header.module.css';

const isApple = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** The sticky header (spec part 1 §2): full navigation from 1240 px, a menu button below. */
export function SiteHeader() {
  const features = useFeatures();
  const { user } = useSession();
  return (
    <header className={classes.header}>
      <div className={classes.inner}>
        <Link to="/" className={classes.logoLink} aria-label="Caskmark home">
          <Logo />
        </Link>
        <nav className={classes.nav} aria-label="Main">
          <NavLink to="/marketplace" className={classes.navLink}>
            Marketplace
          </NavLink>
          <ProducersMenu />
          <NavLink to="/activity" className={classes.navLink}>
            Activity
          </NavLink>
          {features?.giveaways && (
            <NavLink to="/giveaways" className={classes.navLink}>
              Giveaways
            </NavLink>
          )}
        </nav>
        <div className={classes.tools}>
          {/* The slot takes the header's spare width; the label and the shortcut show only where they fit. */}
          <div className={classes.searchSlot}>
            <button
              type="button"
              className={classes.searchButton}
              onClick={() => openShellOverlay('search')}
              onPointerEnter={() => prefetchOverlay('search')}
              aria-label="Search"
              aria-keyshortcuts={isApple ? 'Meta+K' : 'Control+K'}
            >
              <IconSearch size={18} stroke={1.8} aria-hidden="true" />
              <span className={classes.searchLabel}>Search</span>
              <kbd className={classes.kbd}>{isApple ? '⌘' : 'Ctrl'} K</kbd>
            </button>
          </div>
          <button
            type="button"
            className={`${classes.iconButton} ${classes.desktopOnly}`}
            aria-label="Newsletter"
            title="Newsletter"
            onClick={() => openShellOverlay('newsletter')}
            onPointerEnter={() => prefetchOverlay('newsletter')}
          >
            <IconMail size={20} stroke={1.8} aria-hidden="true" />
          </button>
          <CurrencyToggle className={classes.desktopOnly} />
          <div className={classes.desktopOnly}>
            <HeaderAccount />
          </div>
          {user ? (
            <span className={classes.mobileCart}>
              <CartHeaderButton />
            </span>
          ) : null}
          <button
            type="button"
            className={`${classes.iconButton} ${classes.menuButton}`}
            aria-label="Open menu"
            onClick={() => openShellOverlay('menu')}
            onPointerEnter={() => prefetchOverlay('menu')}
          >
            <IconMenu2 size={22} stroke={1.8} aria-hidden="true" />
          </button>
        </div>
      </div>
    </header>
  );
}
