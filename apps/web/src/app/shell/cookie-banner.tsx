import { Button } from '@mantine/core';
import { IconCookie } from '@tabler/icons-react';
import { Link } from 'react-router';
import { STORAGE_KEYS, writeStored } from '../../lib/storage';
import classes from './cookie-banner.module.css';

export type CookieConsent = 'accepted' | 'essential';

/**
 * Our own consent banner (decision 046): it appears 5 s after start (spec part 1 §2), records the
 * answer under 'caskmark.cookieConsent' and never asks again in this browser.
 */
export default function CookieBanner({ onAnswer }: { onAnswer: (consent: CookieConsent) => void }) {
  const answer = (consent: CookieConsent) => {
    writeStored(STORAGE_KEYS.cookieConsent, consent);
    onAnswer(consent);
  };
  return (
    <section className={classes.banner} role="region" aria-label="Cookie consent">
      <IconCookie size={28} stroke={1.5} className={classes.icon} aria-hidden="true" />
      <p className={classes.text}>
        We use essential cookies to keep you signed in and your checkout safe. With your permission we also measure how the
        marketplace is used, to make it better. Read our{' '}
        <Link to="/privacy-policy" className={classes.link}>
          Privacy Policy
        </Link>
        .
      </p>
      <div className={classes.actions}>
        <Button variant="default" radius="xl" onClick={() => answer('essential')}>
          Essential only
        </Button>
        <Button radius="xl" onClick={() => answer('accepted')}>
          Accept all
        </Button>
      </div>
    </section>
  );
}
