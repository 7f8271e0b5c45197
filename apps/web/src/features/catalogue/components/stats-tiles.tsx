import { Skeleton, Text } from '@mantine/core';
import { formatUsd } from '@caskmark/shared/format/price';
import { useReleaseStats } from '../api/get-release-stats';
import classes from './stats-tiles.module.css';

function usd(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? '-' : formatUsd(amount);
}

/** The last-sale summary (part 2 §2 screen 4): 'Lowest Ask' and 'Last Sale' in USD, '-' when empty. */
export function StatsTiles({ releasePublicPk }: { releasePublicPk: string }) {
  const stats = useReleaseStats(releasePublicPk);
  return <SummaryTiles lowestAskUsd={stats.isError ? null : stats.data?.lowestAskUsd} lastSaleUsd={stats.isError ? null : stats.data?.lastSaleUsd} pending={stats.isPending} />;
}

/** The two tiles themselves, for a release or one edition. */
export function SummaryTiles({ lowestAskUsd, lastSaleUsd, pending }: { lowestAskUsd: number | null | undefined; lastSaleUsd: number | null | undefined; pending: boolean }) {
  const tiles = [
    { label: 'Lowest Ask', value: usd(lowestAskUsd) },
    { label: 'Last Sale', value: usd(lastSaleUsd) },
  ];
  return (
    <div className={classes.tiles}>
      {tiles.map((tile) => (
        <div key={tile.label} className={classes.tile} role="group" aria-label={tile.label}>
          <Text className={classes.label}>{tile.label}</Text>
          {pending ? <Skeleton height={26} width="60%" mt={4} /> : <Text className={classes.value}>{tile.value}</Text>}
        </div>
      ))}
    </div>
  );
}
