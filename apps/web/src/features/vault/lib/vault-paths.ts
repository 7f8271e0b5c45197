/** Links of the vault, in one place. */
export function publicVaultPath(handler: string): string {
  return `/vault/${encodeURIComponent(handler)}`;
}

export function redeemPath(editionNftPublicPk: string): string {
  return `/vault/redeem/${encodeURIComponent(editionNftPublicPk)}`;
}

export function printPath(editionNftPublicPk: string): string {
  return `/vault/print/${encodeURIComponent(editionNftPublicPk)}`;
}
