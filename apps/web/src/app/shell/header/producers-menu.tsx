import { useEffect, useId, useRef, useState } from 'react';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useBrands } from '../../../lib/api/get-brands';
import classes from './site-header.module.css';

const CLOSE_DELAY_MS = 150;

/**
 * PRODUCERS: opens on hover (spec part 1 §2) and also on click or keyboard, listing every brand in
 * two columns. A disclosure rather than a menu widget: the entries are plain links.
 */
export function ProducersMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { data, isError } = useBrands();
  const brands = data?.results ?? [];

  const cancelClose = () => clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      rootRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  return (
    <div
      ref={rootRef}
      className={classes.producers}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        cancelClose();
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') scheduleClose();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        type="button"
        className={classes.navLink}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        Producers
        <IconChevronDown size={14} stroke={2} className={classes.chevron} data-open={open || undefined} aria-hidden="true" />
      </button>
      <div id={panelId} className={classes.producersPanel} hidden={!open}>
        <p className={classes.panelTitle}>Our producers</p>
        {isError ? (
          <p className={classes.panelNote}>Producers could not be loaded. Please try again in a moment.</p>
        ) : !data ? (
          <p className={classes.panelNote}>Loading producers…</p>
        ) : (
          <ul className={classes.producerList}>
            {brands.map((brand) => (
              <li key={brand.publicPk}>
                <Link to={`/producers/${brand.slug}`} className={classes.producerLink} onClick={() => setOpen(false)}>
                  {brand.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Link to="/marketplace" className={classes.panelFooter} onClick={() => setOpen(false)}>
          Browse every release in the marketplace
        </Link>
      </div>
    </div>
  );
}
