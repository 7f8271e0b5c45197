import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { usePageMeta } from '../../components/page-meta';
import { REDIRECT_TRANSITION_MS } from '../redirect-rules';
import { LogoMark } from './logo';
import classes from './redirect-transition.module.css';

/** "This page has moved": shown for 2.5 s (spec part 1 §2), then replaces the old address. */
export function RedirectTransition({ to }: { to: string }) {
  const navigate = useNavigate();
  usePageMeta({ title: 'Redirecting' });
  useEffect(() => {
    const timer = setTimeout(() => navigate(to, { replace: true }), REDIRECT_TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [navigate, to]);
  return (
    <section className={classes.root} aria-labelledby="redirect-title">
      <div className={classes.card}>
        <LogoMark size={44} />
        <h1 id="redirect-title" className={classes.title}>
          This page has moved
        </h1>
        <p className={classes.text} role="status">
          Taking you to its new address…
        </p>
        <div className={classes.track} aria-hidden="true">
          <div className={classes.bar} style={{ animationDuration: `${REDIRECT_TRANSITION_MS}ms` }} />
        </div>
        <Link to={to} replace className={classes.link}>
          Go there now
        </Link>
      </div>
    </section>
  );
}
