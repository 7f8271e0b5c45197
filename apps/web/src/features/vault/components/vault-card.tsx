import { Badge, UnstyledButton } from '@mantine/core';
import classes from './vault-card.module.css';

export interface VaultCardEdition {
  publicPk: string;
  name: string;
  brandName: string;
  editionNumber: number;
  image: string;
  status: 'owned' | 'redeemed';
  isListed: boolean;
  isInManagedWallet?: boolean;
}

/** One thumbnail of the vault grid: art, number, brand and name; a click opens its details. */
export function VaultCard({ edition, onOpen }: { edition: VaultCardEdition; onOpen: () => void }) {
  return (
    <UnstyledButton className={classes.card} onClick={onOpen} aria-haspopup="dialog">
      <div className={classes.media}>
        <img src={edition.image} alt="" width={240} height={300} loading="lazy" decoding="async" />
        <span className={classes.number}>#{edition.editionNumber}</span>
        <div className={classes.badges}>
          {edition.status === 'redeemed' ? (
            <Badge size="xs" radius="sm" color="gray">
              Redeemed
            </Badge>
          ) : null}
          {edition.isListed ? (
            <Badge size="xs" radius="sm" color="green">
              Listed
            </Badge>
          ) : null}
          {edition.isInManagedWallet ? (
            <Badge size="xs" radius="sm" color="cask" variant="filled">
              Custodial
            </Badge>
          ) : null}
        </div>
      </div>
      <div className={classes.body}>
        <span className={classes.brand}>{edition.brandName}</span>
        <span className={classes.name}>
          {edition.name} #{edition.editionNumber}
        </span>
      </div>
    </UnstyledButton>
  );
}
