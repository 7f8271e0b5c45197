import { useEffect } from 'react';

export const SITE_NAME = 'Caskmark';
/** Spec part 1 §9: the default keywords of every page. */
export const DEFAULT_KEYWORDS = ['Liquor', 'NFT', 'Blockchain', 'Whiskey', 'Wines', 'Auctions'] as const;
export const DEFAULT_TITLE = 'Caskmark — Collect fine wine and spirits as NFTs';
export const DEFAULT_DESCRIPTION =
  'Buy, bid on, trade, gift and redeem NFTs backed by real bottles of wine and spirits, stored and insured until you ask for them.';

export interface PageMetaInput {
  /** The page's own title; the site name is appended. */
  title?: string;
  description?: string;
  /** Extra keywords, added after the defaults. */
  keywords?: readonly string[];
}

export function pageTitle(title?: string): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} | ${SITE_NAME}` : DEFAULT_TITLE;
}

export function pageKeywords(extra: readonly string[] = []): string {
  const all = [...DEFAULT_KEYWORDS, ...extra.map((keyword) => keyword.trim()).filter(Boolean)];
  return [...new Set(all)].join(', ');
}

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

function applyMeta(title: string, description: string, keywords: string) {
  document.title = title;
  setMeta('name', 'description', description);
  setMeta('name', 'keywords', keywords);
  setMeta('property', 'og:title', title);
  setMeta('property', 'og:description', description);
}

/**
 * Sets the document title, description and keywords while the calling page is shown, and puts the
 * site defaults back when it goes away (so a page without metadata never shows the previous one's).
 */
export function usePageMeta({ title, description, keywords }: PageMetaInput) {
  const keywordText = pageKeywords(keywords);
  useEffect(() => {
    applyMeta(pageTitle(title), description?.trim() || DEFAULT_DESCRIPTION, keywordText);
    return () => applyMeta(DEFAULT_TITLE, DEFAULT_DESCRIPTION, pageKeywords());
  }, [title, description, keywordText]);
}

/** `usePageMeta` as an element, for pages that prefer JSX. */
export function PageMeta(props: PageMetaInput) {
  usePageMeta(props);
  return null;
}
