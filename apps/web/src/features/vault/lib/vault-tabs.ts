/**
 * The vault's tabs (spec part 1 §2), switched by the URL hash (`/vault#redeemedEditions`) or by
 * navigation state (`navigate('/vault', { state: { tab: 'offers' } })`). The hash wins; an unknown
 * value shows the collection.
 */
export const VAULT_TABS = ['vault', 'listings', 'offers', 'redeemedEditions', 'activity', 'gifts', 'artworks'] as const;
export type VaultTab = (typeof VAULT_TABS)[number];

export const VAULT_TAB_LABELS: Record<VaultTab, string> = {
  vault: 'MY COLLECTION',
  listings: 'MY LISTINGS',
  offers: 'OFFERS',
  redeemedEditions: 'REDEEMED EDITIONS',
  activity: 'ACTIVITY',
  gifts: 'GIFTS',
  artworks: 'MY ARTWORKS',
};

function asTab(value: unknown): VaultTab | null {
  return typeof value === 'string' && (VAULT_TABS as readonly string[]).includes(value) ? (value as VaultTab) : null;
}

export function tabFromLocation(hash: string, state: unknown): VaultTab {
  const fromHash = asTab(decodeURIComponent(hash.replace(/^#/, '')));
  if (fromHash) return fromHash;
  const fromState = state && typeof state === 'object' ? asTab((state as { tab?: unknown }).tab) : null;
  return fromState ?? 'vault';
}

/** The hash of a tab: the collection needs none. */
export function hashOfTab(tab: VaultTab): string {
  return tab === 'vault' ? '' : `#${tab}`;
}

/** Gifts and artworks stay disabled until there is something in them (spec part 1 §2). */
export function isTabDisabled(tab: VaultTab, counts: { gifts: number; artworks: number }): boolean {
  if (tab === 'gifts') return counts.gifts === 0;
  if (tab === 'artworks') return counts.artworks === 0;
  return false;
}
