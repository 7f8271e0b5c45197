import classes from './logo.module.css';

/** The cask mark: a copper barrel with two dark hoops. Decorative; the wordmark carries the name. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false" className={classes.mark}>
      <path d="M9 3h14c2.8 3.5 4 8 4 13s-1.2 9.5-4 13H9c-2.8-3.5-4-8-4-13s1.2-9.5 4-13z" fill="currentColor" />
      <path d="M6.1 9.5h19.8M6.1 22.5h19.8" stroke="#1a1613" strokeWidth="2" />
      <path d="M12 3.5c-1.4 4-2 8.2-2 12.5s.6 8.5 2 12.5M20 3.5c1.4 4 2 8.2 2 12.5s-.6 8.5-2 12.5" stroke="#1a1613" strokeOpacity=".35" strokeWidth="1" fill="none" />
    </svg>
  );
}

export function Logo({ size = 28 }: { size?: number }) {
  return (
    <span className={classes.logo}>
      <LogoMark size={size} />
      <span className={classes.word}>Caskmark</span>
    </span>
  );
}
