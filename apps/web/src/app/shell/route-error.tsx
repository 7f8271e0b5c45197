import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import classes from '../../components/not-found.module.css';

export const ERROR_FALLBACK_TEXT = 'Oops! Something went wrong.';

/**
 * The global error fallback (spec part 1 §2): 'Oops! Something went wrong.' with a reload link.
 * Inside the layout it replaces only the page; as the layout's own boundary it stands alone.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.warn('Page failed to render', error);
    document.title = `${ERROR_FALLBACK_TEXT} | Caskmark`;
  }, [error]);
  return (
    <section className={classes.root} role="alert">
      <h1 className={classes.title}>{ERROR_FALLBACK_TEXT}</h1>
      <p className={classes.text}>The page hit an unexpected problem. Reloading usually fixes it; if not, please try again in a few minutes.</p>
      <div className={classes.actions}>
        <a
          href={window.location.href}
          className={classes.primary}
          onClick={(event) => {
            event.preventDefault();
            window.location.reload();
          }}
        >
          Reload the page
        </a>
        <a href="/" className={classes.secondary}>
          Back to home
        </a>
      </div>
    </section>
  );
}
