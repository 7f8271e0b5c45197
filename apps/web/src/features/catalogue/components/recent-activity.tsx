import { Anchor, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime } from '@caskmark/shared/format/dates';
import { Price } from '../../../components/price';
import { useHistory } from '../api/get-history';
import { historyParty, historyRowLink, historyRowName } from '../lib/history-display';
import { useNearViewport } from '../lib/use-near-viewport';
import classes from './recent-activity.module.css';

const RECENT_QUERY = { ordering: '-created_at', limit: 6 };

/** The latest few events of the site, for the home page; the full table is on /activity. */
export function RecentActivity() {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} className={classes.list}>
      {near ? <RecentActivityRows /> : <RowsSkeleton />}
    </div>
  );
}

function RecentActivityRows() {
  const history = useHistory(RECENT_QUERY);
  if (history.isPending) return <RowsSkeleton />;
  const rows = history.data?.results ?? [];
  if (!rows.length) return <Text c="dimmed">No activity yet.</Text>;
  return (
    <ul className={classes.rows}>
      {rows.map((row) => (
        <li key={row.publicPk} className={classes.row}>
          <img src={row.bottleImage} alt="" width={45} height={56} loading="lazy" className={classes.thumb} />
          <div className={classes.main}>
            <Anchor component={Link} to={historyRowLink(row)} className={classes.name} lineClamp={1}>
              {historyRowName(row)}
            </Anchor>
            <Text className={classes.parties} lineClamp={1}>
              <span className={classes.event}>{row.transferType}</span> {historyParty(row.previousOwner, row.previousOwnerIsBrand)} →{' '}
              {historyParty(row.currentOwner, row.currentOwnerIsBrand)}
            </Text>
          </div>
          <div className={classes.side}>
            {row.sellingPrice !== null ? <Price usd={row.sellingPrice} className={classes.price} /> : null}
            <Text className={classes.date}>{formatDateTime(row.createdAt)}</Text>
          </div>
        </li>
      ))}
    </ul>
  );
}

function RowsSkeleton() {
  return (
    <div className={classes.rows} aria-hidden="true">
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} height={72} radius="md" />
      ))}
    </div>
  );
}
