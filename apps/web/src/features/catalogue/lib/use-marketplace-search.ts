import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { marketplaceSearchKey, marketplaceSearchParams, parseMarketplaceSearch, type MarketplaceSearch } from './marketplace-search';

/** Filter changes settle for this long before they reach the URL and the server (part 2 §9). */
export const FILTER_DEBOUNCE_MS = 300;

/**
 * The marketplace filters live in the URL (shareable, the back button works). The panel edits a
 * draft that reaches the URL after 300 ms without changes, as one history entry; a URL change from
 * outside (back, forward, a link) replaces the draft.
 */
export function useMarketplaceSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const applied = useMemo(() => parseMarketplaceSearch(searchParams), [searchParams]);
  const appliedKey = marketplaceSearchKey(applied);
  const [draft, setDraft] = useState(applied);
  const [draftSource, setDraftSource] = useState(appliedKey);
  // The URL we wrote last: when it arrives, the draft may already hold a newer tick, which must stay.
  const [written, setWritten] = useState<string | null>(null);
  if (draftSource !== appliedKey) {
    setDraftSource(appliedKey);
    if (appliedKey === written) setWritten(null);
    else setDraft(applied);
  }

  const write = useCallback(
    (next: MarketplaceSearch) => {
      setWritten(marketplaceSearchKey(next));
      setSearchParams(marketplaceSearchParams(next));
    },
    [setSearchParams],
  );

  useEffect(() => {
    if (marketplaceSearchKey(draft) === appliedKey) return;
    const timer = setTimeout(() => write(draft), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, appliedKey, write]);

  /** Ordering is one deliberate choice, so it applies at once. */
  const setOrdering = useCallback(
    (ordering: string) => {
      const next = { ...draft, ordering };
      setDraft(next);
      write(next);
    },
    [draft, write],
  );

  return { applied, draft, setDraft, setOrdering };
}
