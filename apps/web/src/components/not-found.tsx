import { Link } from 'react-router';
import { usePageMeta } from './page-meta';
import classes from './not-found.module.css';

export const NOT_FOUND_TITLE = 'Page not found';

/**
 * The not-found screen: the router's fallback, and what a page renders for an unknown slug or id
 * (`if (error is 404) return <NotFound />`).
 */
export function NotFound({ message }: { message?: string }) {
  usePageMeta({ title: NOT_FOUND_TITLE, description: 'This page does not exist on Caskmark.' });
  return (
    <section className={classes.root} aria-labelledby="not-found-title">
      <p className={classes.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={classes.title}>
        {NOT_FOUND_TITLE}
      </h1>
      <p className={classes.text}>
        {message ?? 'The page you are looking for has moved, been redeemed, or never existed. The cellar is still open, though.'}
      </p>
      <div className={classes.actions}>
        <Link to="/marketplace" className={classes.primary}>
          Explore the marketplace
        </Link>
        <Link to="/" className={classes.secondary}>
          Back to home
        </Link>
      </div>
    </section>
  );
}
