import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import type { VaultEdition } from '@caskmark/shared/api/vault';
import { formatLongDate } from '@caskmark/shared/format/dates';
import { formatAmount } from '@caskmark/shared/format/price';
import { Price } from '../../../components/price';
import { useServerNow } from '../../../lib/server-time';
import { useChainConfig } from '../../wallets/api/get-chain-config';
import { explorerTokenUrl, pricePaidLabel, redeemDateLabel, shortAddress } from '../lib/vault-format';
import classes from './edition-drawer.module.css';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Every field of the drawer (spec part 1 §2): dates, token, what I paid, the market, my price. */
export function EditionFacts({ edition }: { edition: VaultEdition }) {
  const now = useServerNow();
  const chain = useChainConfig();
  const explorer = explorerTokenUrl(chain.data?.explorerUrl, edition.editionNftAddress, edition.editionNftTokenId);
  const redeem = redeemDateLabel(edition.redeemAfter, now);
  return (
    <dl className={classes.facts} aria-label="Edition details">
      <Fact label="Release date">{formatLongDate(edition.goLiveDate ?? edition.releaseDate)}</Fact>
      <Fact label="Token ID">
        {edition.editionNftTokenId === null ? (
          'Not minted yet'
        ) : explorer ? (
          <Anchor href={explorer} target="_blank" rel="noopener noreferrer" inherit>
            {edition.editionNftTokenId} ↗
          </Anchor>
        ) : (
          <span title="This network has no block explorer">{edition.editionNftTokenId}</span>
        )}
      </Fact>
      <Fact label="Price paid">{pricePaidLabel(edition.pricePaid, edition.pricePaidEth)}</Fact>
      <Fact label="Number of sales">{edition.numberOfSales}</Fact>
      <Fact label="Average list price">
        <Price usd={edition.averageListingPriceUsd} />
      </Fact>
      <Fact label="My list price">{edition.isListed && edition.listingPrice !== null && edition.currency ? formatAmount(edition.listingPrice, edition.currency) : 'Not listed'}</Fact>
      {edition.status === 'redeemed' ? (
        <Fact label="Redeemed">{edition.redeemedAt ? formatLongDate(edition.redeemedAt) : '-'}</Fact>
      ) : (
        <Fact label="Redeem available">
          <span className={redeem === 'NOW' ? classes.now : undefined}>{redeem}</span>
        </Fact>
      )}
      <Fact label="Held in">
        {edition.status === 'redeemed'
          ? 'Burned at redemption'
          : edition.isInManagedWallet
            ? 'Custodial wallet'
            : edition.currentOwnerAddress
              ? `My wallet ${shortAddress(edition.currentOwnerAddress)}`
              : '-'}
      </Fact>
    </dl>
  );
}
