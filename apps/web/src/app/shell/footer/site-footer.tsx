import { IconBrandDiscord, IconBrandInstagram, IconBrandTelegram, IconBrandX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { SOCIAL_LINKS, SUPPORT_EMAIL } from '../contact';
import { Logo } from '../logo';
import { LazyNewsletterForm } from '../newsletter/lazy-newsletter-form';
import { ContractAddress } from './contract-address';
import atlasFineFreight from './partners/atlas-fine-freight.svg?no-inline';
import cooperAndStave from './partners/cooper-and-stave.svg?no-inline';
import ledgerline from './partners/ledgerline.svg?no-inline';
import sterlingBonded from './partners/sterling-bonded.svg?no-inline';
import classes from './site-footer.module.css';

const COLUMNS = [
  {
    title: 'Platform',
    links: [
      { label: 'Marketplace', to: '/marketplace' },
      { label: 'Activity', to: '/activity' },
      { label: 'How it works', to: '/how-it-works' },
      { label: 'Demo', to: '/demo' },
      { label: 'Announcements', to: '/announcements' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: '/about' },
      { label: 'FAQ', to: '/faq' },
      { label: 'Shipping information', to: '/shipping-information' },
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Terms of Service', to: '/terms-of-service' },
    ],
  },
] as const;

/** Fictional partners of the demo; hashed files, so browsers cache them for a year. */
const PARTNERS = [
  { name: 'Sterling Bonded Warehouse', src: sterlingBonded, width: 168 },
  { name: 'Atlas Fine Freight', src: atlasFineFreight, width: 156 },
  { name: 'Ledgerline Custody', src: ledgerline, width: 140 },
  { name: 'Cooper and Stave Insurance', src: cooperAndStave, width: 132 },
] as const;

const SOCIAL_ICONS = { X: IconBrandX, Instagram: IconBrandInstagram, Discord: IconBrandDiscord, Telegram: IconBrandTelegram };

export function SiteFooter() {
  const { user } = useSession();
  return (
    <footer className={classes.footer}>
      <div className={classes.inner}>
        {!user && (
          <section className={classes.newsletter} aria-labelledby="footer-newsletter">
            <div>
              <h2 id="footer-newsletter" className={classes.newsletterTitle}>
                Be the first to know
              </h2>
              <p className={classes.newsletterText}>New releases, lobby openings and auctions, straight to your inbox.</p>
            </div>
            <div className={classes.newsletterForm}>
              <LazyNewsletterForm />
            </div>
          </section>
        )}

        <div className={classes.grid}>
          <div className={classes.brand}>
            <Link to="/" aria-label="Caskmark home" className={classes.logoLink}>
              <Logo />
            </Link>
            <p className={classes.tagline}>
              Rare wine and spirits, held as NFTs and kept in bonded, insured storage until you redeem the bottle.
            </p>
          </div>
          {COLUMNS.map((column) => (
            <nav key={column.title} aria-label={column.title} className={classes.column}>
              <h2 className={classes.columnTitle}>{column.title}</h2>
              <ul className={classes.linkList}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={classes.link}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <div className={classes.column}>
            <h2 className={classes.columnTitle}>Contact</h2>
            <ul className={classes.linkList}>
              <li>
                <Link to="/get-in-touch" className={classes.link}>
                  Get in touch
                </Link>
              </li>
              <li>
                <a href={`mailto:${SUPPORT_EMAIL}`} className={classes.link}>
                  {SUPPORT_EMAIL}
                </a>
              </li>
            </ul>
            <ul className={classes.social} aria-label="Caskmark on social media">
              {SOCIAL_LINKS.map((social) => {
                const Icon = SOCIAL_ICONS[social.name];
                return (
                  <li key={social.name}>
                    <a href={social.href} className={classes.socialLink} aria-label={social.name} target="_blank" rel="noopener noreferrer">
                      <Icon size={20} stroke={1.6} aria-hidden="true" />
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>

        <section className={classes.partners} aria-labelledby="footer-partners">
          <h2 id="footer-partners" className={classes.partnersTitle}>
            Storage, shipping, custody and insurance partners
          </h2>
          <ul className={classes.partnerList}>
            {PARTNERS.map((partner) => (
              <li key={partner.name}>
                <img src={partner.src} alt={partner.name} width={partner.width} height={40} loading="lazy" decoding="async" />
              </li>
            ))}
          </ul>
        </section>

        <ContractAddress />
        <div className={classes.bottom}>
          <p className={classes.copyright}>© {new Date().getFullYear()} Caskmark. All rights reserved.</p>
          <p className={classes.legal}>
            <Link to="/privacy-policy" className={classes.link}>
              Privacy
            </Link>
            <Link to="/terms-of-service" className={classes.link}>
              Terms
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
