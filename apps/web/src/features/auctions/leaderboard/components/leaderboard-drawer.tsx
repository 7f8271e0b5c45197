import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReleasePack } from '@caskmark/shared/api/catalogue';
import { BID_PLACED_MESSAGE } from '@caskmark/shared/rules/bid-confirm';
import type { LobbyTimingFlags } from '@caskmark/shared/rules/lobby-timers';
import { dollarsToCents } from '@caskmark/shared/money/cents';
import { ResponsiveDrawer } from '../../../../components/responsive-drawer';
import { useCurrency } from '../../../../lib/currency';
import { meansStaleBid, quickBidFailureMessages } from '../../lib/bid-failure';
import { showBidToast } from '../../lib/bid-toast';
import type { BidFunds } from '../../lib/use-bid-funds';
import { usePlaceLeaderboardBid } from '../api/place-leaderboard-bid';
import type { LeaderboardStanding } from '../lib/leaderboard-standing';
import { refreshLeaderboard } from '../lib/refresh-leaderboard';
import { LeaderboardManualView } from './leaderboard-manual-view';
import { LeaderboardQuickView } from './leaderboard-quick-view';
import classes from '../../components/bid-drawer.module.css';

export interface LeaderboardDrawerProps {
  pack: ReleasePack;
  standing: LeaderboardStanding;
  flags: LobbyTimingFlags;
  funds: BidFunds;
  opened: boolean;
  onClose: () => void;
}

export type LeaderboardViewProps = Omit<LeaderboardDrawerProps, 'opened'> & {
  submit: (amountUsd: number, isManual: boolean) => void;
  pending: boolean;
};

/**
 * 'PLACE LEADERBOARD BID' (spec part 1 §2, §4): the overview (the quick bid, CANCEL, CONFIRM, ENTER
 * MANUAL BID) and the manual view (final hour only). A bid that succeeds closes the drawer; the next
 * opening starts over at the overview.
 */
export function LeaderboardDrawer({ opened, onClose, ...props }: LeaderboardDrawerProps) {
  return (
    <ResponsiveDrawer opened={opened} onClose={onClose} title="PLACE LEADERBOARD BID" classNames={{ title: classes.title, body: classes.body, header: classes.header }}>
      {opened ? <LeaderboardDrawerBody {...props} onClose={onClose} /> : null}
    </ResponsiveDrawer>
  );
}

function LeaderboardDrawerBody(props: Omit<LeaderboardDrawerProps, 'opened'>) {
  const [view, setView] = useState<'overview' | 'manual'>('overview');
  const queryClient = useQueryClient();
  const { currency } = useCurrency();
  const place = usePlaceLeaderboardBid();
  const { pack, funds, onClose } = props;

  const submit = (amountUsd: number, isManual: boolean) => {
    const proposal = funds.proposal(dollarsToCents(amountUsd));
    place.mutate(
      { releasePack: pack.publicPk, bidInUsd: amountUsd, isManual, currency, ...proposal },
      {
        onSuccess: () => {
          showBidToast('green', BID_PLACED_MESSAGE);
          refreshLeaderboard(queryClient, pack.publicPk, pack.releasePublicPk);
          onClose();
        },
        onError: (error) => {
          const messages = quickBidFailureMessages(error);
          for (const message of messages) showBidToast('red', message);
          if (meansStaleBid(messages)) refreshLeaderboard(queryClient, pack.publicPk, pack.releasePublicPk);
        },
      },
    );
  };

  const viewProps = { ...props, submit, pending: place.isPending };
  if (view === 'manual') return <LeaderboardManualView {...viewProps} onBack={() => setView('overview')} />;
  return <LeaderboardQuickView {...viewProps} onEnterManualBid={() => setView('manual')} />;
}
