import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { VaultEdition } from '@caskmark/shared/api/vault';
import { getVault } from '../../vault/api/get-vault';

/** My editions of the release that a private listing can sell now: in my own wallet, not locked. */
export function sellableForGlobalOffer(editions: VaultEdition[], releasePublicPk: string): VaultEdition[] {
  return editions.filter((edition) => edition.releasePublicPk === releasePublicPk && !edition.isInManagedWallet && !edition.isLocked && !!edition.editionNftTokenId);
}

/**
 * A global offer is answered with one of the owner's editions of the release (spec §5: 'accepting requires
 * an edition NFT id'); custodial ones are left out (they must be transferred out before any listing).
 */
export function GlobalOfferEditionSelect({ releasePublicPk, title, value, onChange, error }: { releasePublicPk: string; title: string; value: string | null; onChange: (edition: VaultEdition | null) => void; error?: string }) {
  const vault = useQuery({
    queryKey: ['vault', 'global-offer', releasePublicPk, title],
    queryFn: ({ signal }) => getVault({ search: title, state: 'owned', page: 1, size: 50 }, signal),
  });
  const editions = sellableForGlobalOffer(vault.data?.results ?? [], releasePublicPk);
  return (
    <Select
      label="Edition to sell"
      placeholder={vault.isPending ? 'Loading your editions…' : editions.length ? 'Choose one of your editions' : 'No edition of this release in your own wallet'}
      data={editions.map((edition) => ({ value: edition.publicPk, label: `${edition.name} #${edition.editionNumber}` }))}
      value={value}
      onChange={(pk) => onChange(editions.find((edition) => edition.publicPk === pk) ?? null)}
      error={error}
      allowDeselect={false}
    />
  );
}
