import { useMediaQuery } from '@mantine/hooks';

/**
 * Width media queries that the server's first screen can answer too (decision 367). In the browser a
 * query is the browser's answer; while the server writes a page it is answered for the width it
 * writes that variant for, and every query asked is recorded, so the server knows which widths
 * render differently and writes one variant for each.
 */

/** One bound of a width query, in CSS px: `max` holds for widths ≤ px, `min` for widths ≥ px. */
export interface WidthBound {
  kind: 'min' | 'max';
  px: number;
}

const BOUND = /^\(\s*(min|max)-width\s*:\s*([0-9]*\.?[0-9]+)(px|em|rem)\s*\)$/;

/** `(min-width: 37.5em)`, `(max-width: 900px)`, joined by `and`; null for anything else. */
export function parseWidthQuery(query: string): WidthBound[] | null {
  const parts = query.split(/\s+and\s+/i).map((part) => part.trim());
  const bounds: WidthBound[] = [];
  for (const part of parts) {
    const match = BOUND.exec(part);
    if (!match) return null;
    const value = Number(match[2]);
    bounds.push({ kind: match[1] as 'min' | 'max', px: match[3] === 'px' ? value : value * 16 });
  }
  return bounds.length ? bounds : null;
}

export function matchesWidth(bounds: WidthBound[], widthPx: number): boolean {
  return bounds.every((bound) => (bound.kind === 'min' ? widthPx >= bound.px : widthPx <= bound.px));
}

interface ServerRender {
  widthPx: number;
  asked: Set<string>;
}

let serverRender: ServerRender | null = null;

/** Runs `render` as if the viewport were `widthPx` wide; returns what it rendered and the queries it asked. */
export function renderForWidth<T>(widthPx: number, render: () => T): { result: T; asked: string[] } {
  const previous = serverRender;
  serverRender = { widthPx, asked: new Set() };
  try {
    const result = render();
    return { result, asked: [...serverRender.asked] };
  } finally {
    serverRender = previous;
  }
}

/** A width query, answered at the first render (no flash of the other layout). */
export function useViewportQuery(query: string, initialValue = false): boolean {
  const browser = useMediaQuery(query, initialValue, { getInitialValueInEffect: false });
  if (!serverRender) return browser;
  serverRender.asked.add(query);
  const bounds = parseWidthQuery(query);
  return bounds ? matchesWidth(bounds, serverRender.widthPx) : initialValue;
}

/**
 * A width query for a part the page's CSS already hides at the other widths (the marketplace's side
 * panel). In the browser it is the browser's answer, so the app does not build what it would hide. A
 * server-written first screen renders the part at every width and leaves the showing to the CSS,
 * instead of writing the whole page once for each side of the query (decision 371).
 */
export function useViewportQueryShownByCss(query: string, initialValue = false): boolean {
  const browser = useMediaQuery(query, initialValue, { getInitialValueInEffect: false });
  return serverRender ? true : browser;
}
