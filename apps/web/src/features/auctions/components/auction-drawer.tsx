import { useState } from 'react';
import type { MaxBid } from '@caskmark/shared/api/auctions';
import type { LotStats } from '@caskmark/shared/api/catalogue-detail';
import { ResponsiveDrawer } from '../../../components/responsive-drawer';
import { MaxBidView } from './max-bid-view';
import { QuickBidView } from './quick-bid-view';
import classes from './bid-drawer.module.css';

/** The lot a bid drawer bids on: a pack with one unit (or a bundle), or one edition of a larger pack. */
export interface AuctionLotRef {
  releasePackPublicPk: string;
  releasePublicPk: string;
  name: string;
  editionNftPublicPk?: string | null;
  isBundle: boolean;
}

export interface AuctionDrawerProps {
  lot: AuctionLotRef;
  stats: LotStats;
  myMax: MaxBid | null;
  isHighestBidder: boolean;
  opened: boolean;
  onClose: () => void;
}

/**
 * 'PLACE AUCTION BID' (spec part 1 §2, §4): the Overview (the quick bid at the next increment, CANCEL,
 * CONFIRM, 'OR', ENTER MAX BID) and the enter-max-bid view (BACK, CONFIRM). BACK returns to the
 * overview; a bid that succeeds closes the drawer, and the next opening starts over.
 */
export function AuctionDrawer({ opened, onClose, ...props }: AuctionDrawerProps) {
  return (
    <ResponsiveDrawer opened={opened} onClose={onClose} title="PLACE AUCTION BID" classNames={{ title: classes.title, body: classes.body, header: classes.header }}>
      {opened ? <AuctionDrawerBody {...props} onClose={onClose} /> : null}
    </ResponsiveDrawer>
  );
}

function AuctionDrawerBody(props: Omit<AuctionDrawerProps, 'opened'>) {
  const [view, setView] = useState<'overview' | 'enterMaxBid'>('overview');
  if (view === 'enterMaxBid') return <MaxBidView {...props} onBack={() => setView('overview')} />;
  return <QuickBidView {...props} onEnterMaxBid={() => setView('enterMaxBid')} />;
}
