import { Loader, Modal } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useBrands } from '../../../lib/api/get-brands';
import { useReleaseSearch } from '../../../lib/api/search-releases';
import { matchProducers, searchOptions } from './search-matches';
import classes from './search-dialog.module.css';

/** Spec part 1 §9: search debounce 300 ms in lists. */
export const SEARCH_LIST_DEBOUNCE_MS = 300;
export const SEARCH_PLACEHOLDER = 'Search by brand and release';
export const SEARCH_EMPTY_TEXT = 'Start typing to search by Brand and Releases.';
export const SEARCH_NONE_TEXT = 'Could not find any results. Try searching with a different query';

/** The Cmd/Ctrl+K search (spec part 1 §2): producers and releases, navigable with the arrow keys. */
export default function SearchDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term.trim(), SEARCH_LIST_DEBOUNCE_MS);
  const [active, setActive] = useState(0);
  const navigate = useNavigate();
  const listId = useId();
  const brands = useBrands();
  const releases = useReleaseSearch(debounced);

  const options = useMemo(() => {
    if (!debounced) return [];
    const producers = matchProducers(brands.data?.results ?? [], debounced);
    // While the next answer loads, the previous one stays up only if it was for this term.
    const hits = releases.data && releases.isPlaceholderData ? [] : (releases.data?.results ?? []);
    return searchOptions(producers, hits);
  }, [brands.data, debounced, releases.data, releases.isPlaceholderData]);

  const settling = term.trim() !== debounced || (releases.isFetching && (releases.isPlaceholderData || !releases.data));
  const activeIndex = Math.min(active, Math.max(options.length - 1, 0));

  const close = () => {
    onClose();
    setTerm('');
    setActive(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!options.length) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      navigate(options[activeIndex].href);
      close();
    }
  };

  let body;
  if (!term.trim()) body = <p className={classes.message}>{SEARCH_EMPTY_TEXT}</p>;
  else if (options.length) {
    body = (
      <ul id={listId} role="listbox" aria-label="Search results" className={classes.list}>
        {options.map((option, index) => (
          <li key={option.id} role="option" id={option.id} aria-selected={index === activeIndex} onPointerMove={() => setActive(index)}>
            <Link to={option.href} className={classes.option} onClick={close} tabIndex={-1}>
              {option.kind === 'release' && option.image ? (
                <img src={option.image} alt="" width={44} height={44} loading="lazy" className={classes.thumb} />
              ) : (
                <span className={classes.thumb} data-kind={option.kind} aria-hidden="true">
                  {option.title.charAt(0)}
                </span>
              )}
              <span className={classes.optionText}>
                <span className={classes.optionTitle}>{option.title}</span>
                <span className={classes.optionSubtitle}>{option.subtitle}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );
  } else if (settling) {
    body = (
      <div className={classes.message} role="status">
        <Loader size="sm" color="cask" aria-label="Searching" />
      </div>
    );
  } else if (releases.isError) {
    body = <p className={classes.message}>Search is unavailable right now. Please try again in a moment.</p>;
  } else body = <p className={classes.message}>{SEARCH_NONE_TEXT}</p>;

  return (
    <Modal.Root opened={opened} onClose={close} size={640} radius="lg" yOffset="10vh" classNames={{ content: classes.content }}>
      <Modal.Overlay backgroundOpacity={0.6} blur={3} />
      <Modal.Content aria-label="Search">
        <div className={classes.field}>
          <IconSearch size={20} stroke={1.8} aria-hidden="true" className={classes.fieldIcon} />
          <input
            className={classes.input}
            type="search"
            placeholder={SEARCH_PLACEHOLDER}
            aria-label={SEARCH_PLACEHOLDER}
            role="combobox"
            aria-expanded={options.length > 0}
            aria-controls={listId}
            aria-activedescendant={options[activeIndex]?.id}
            aria-autocomplete="list"
            autoComplete="off"
            data-autofocus
            value={term}
            onChange={(event) => {
              setTerm(event.currentTarget.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
          <kbd className={classes.escape}>Esc</kbd>
        </div>
        <div className={classes.body}>{body}</div>
      </Modal.Content>
    </Modal.Root>
  );
}
