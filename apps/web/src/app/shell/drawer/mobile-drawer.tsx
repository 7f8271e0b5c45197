import { IconMail, IconMessageCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { CurrencyToggle } from '../../../components/currency-toggle';
import { ResponsiveDrawer } from '../../../components/responsive-drawer';
import { useFeatures } from '../../../lib/api/get-features';
import { useSession } from '../../../lib/session';
import { SUPPORT_EMAIL } from '../contact';
import { Logo } from '../logo';
import NewsletterForm from '../newsletter/newsletter-form';
import classes from './mobile-drawer.module.css';

function DrawerLink({ to, children, onNavigate }: { to: string; children: ReactNode; onNavigate: () => void }) {
  return (
    <NavLink to={to} className={classes.link} onClick={onNavigate}>
      {children}
    </NavLink>
  );
}

/**
 * The menu below 1240 px (spec part 1 §2): Marketplace, Activity, Giveaways, then the account
 * entries (signed-in ones only with a session), contact links and the newsletter.
 */
export default function MobileDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const features = useFeatures();
  const { user } = useSession();
  return (
    <ResponsiveDrawer
      opened={opened}
      onClose={onClose}
      title={<Logo size={24} />}
      classNames={{ content: classes.content, header: classes.header, body: classes.body }}
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      <nav aria-label="Menu" className={classes.section}>
        <DrawerLink to="/marketplace" onNavigate={onClose}>
          Marketplace
        </DrawerLink>
        <DrawerLink to="/activity" onNavigate={onClose}>
          Activity
        </DrawerLink>
        {features?.giveaways && (
          <DrawerLink to="/giveaways" onNavigate={onClose}>
            Giveaways
          </DrawerLink>
        )}
        {user && (
          <>
            <DrawerLink to="/profile?page=settings" onNavigate={onClose}>
              Settings
            </DrawerLink>
            <DrawerLink to="/vault" onNavigate={onClose}>
              My Collection
            </DrawerLink>
            <DrawerLink to="/vault#gifts" onNavigate={onClose}>
              My Gifts
            </DrawerLink>
          </>
        )}
      </nav>

      <div className={classes.row}>
        <span className={classes.rowLabel}>Show prices in</span>
        <CurrencyToggle />
      </div>

      {user ? (
        <div className={classes.account}>
          <p className={classes.signedInAs}>Signed in as @{user.handler}</p>
          <Link to="/auth/logout" className={classes.secondaryButton} onClick={onClose}>
            Logout
          </Link>
        </div>
      ) : (
        <div className={classes.account}>
          <Link to="/auth/signin" className={classes.secondaryButton} onClick={onClose}>
            Login
          </Link>
          <Link to="/auth/signup" className={classes.primaryButton} onClick={onClose}>
            Signup
          </Link>
        </div>
      )}

      <section className={classes.section} aria-labelledby="drawer-contact">
        <h2 id="drawer-contact" className={classes.heading}>
          Contact
        </h2>
        <Link to="/get-in-touch" className={classes.contactLink} onClick={onClose}>
          <IconMessageCircle size={18} stroke={1.8} aria-hidden="true" />
          Get in touch
        </Link>
        <a href={`mailto:${SUPPORT_EMAIL}`} className={classes.contactLink}>
          <IconMail size={18} stroke={1.8} aria-hidden="true" />
          {SUPPORT_EMAIL}
        </a>
      </section>

      {!user && (
        <section className={classes.section} aria-labelledby="drawer-newsletter">
          <h2 id="drawer-newsletter" className={classes.heading}>
            Newsletter
          </h2>
          <p className={classes.note}>New releases and auctions, before anyone else.</p>
          <NewsletterForm layout="stacked" />
        </section>
      )}
    </ResponsiveDrawer>
  );
}
