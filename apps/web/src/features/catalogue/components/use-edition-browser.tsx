import { lazy, Suspense, useCallback, useState } from 'react';
import type { ReleasePack } from '@caskmark/shared/api/catalogue';

const loadDrawer = () => import('./edition-browser-drawer');
const EditionBrowserDrawer = lazy(loadDrawer);

/** Fetches the drawer's code ahead of the click (on hover or focus of a card). */
export function preloadEditionBrowser() {
  void loadDrawer();
}

/**
 * The edition browser for a grid of pack cards: `open(pack)` shows it, `drawer` is the element to
 * render. Its code loads on first use, so the page chunk stays small.
 */
export function useEditionBrowser() {
  const [pack, setPack] = useState<ReleasePack | null>(null);
  const [opened, setOpened] = useState(false);
  const open = useCallback((next: ReleasePack) => {
    setPack(next);
    setOpened(true);
  }, []);
  const close = useCallback(() => setOpened(false), []);
  const drawer = pack ? (
    <Suspense fallback={null}>
      <EditionBrowserDrawer pack={pack} opened={opened} onClose={close} />
    </Suspense>
  ) : null;
  return { open, drawer };
}
