import classes from './page-skeleton.module.css';

/** Holds the page's place while its code arrives, so the footer does not jump up and down. */
export function PageSkeleton() {
  return (
    <div className={classes.root} role="status" aria-label="Loading page">
      <div className={classes.title} />
      <div className={classes.line} />
      <div className={classes.line} data-short />
    </div>
  );
}
