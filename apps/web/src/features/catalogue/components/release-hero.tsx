import { Anchor, Badge, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ReleasePage } from '@caskmark/shared/api/catalogue-detail';
import { launchLabel } from '@caskmark/shared/catalogue/launch-label';
import { RELEASE_STYLE_LABELS } from '@caskmark/shared/catalogue/release-styles';
import { Price } from '../../../components/price';
import { RequireAuthButton } from '../../../lib/auth-require';
import { MyOfferButton } from '../../offers/components/my-offer-button';
import { serverNow } from '../../../lib/server-time';
import { producerPath } from '../lib/paths';
import { ClampedText } from './clamped-text';
import { HeroMedia } from './hero-media';
import { SaleDates } from './sale-dates';
import { SaleStatusBadge } from './sale-status-badge';
import { StatsTiles } from './stats-tiles';
import classes from './release-hero.module.css';

/** Where the hero's PLACE BID scrolls: the style's biddable section. */
const BID_SECTION_TITLES: Partial<Record<ReleasePage['releaseStyle'], string>> = { auction: 'auction-lots-title', leaderboard: 'leaderboard-title', sealed_auction: 'sealed-lots-title' };

/** The top of a release page: its film or picture, the producer, the title, the dates and the figures. */
export function ReleaseHero({ release }: { release: ReleasePage }) {
  const now = new Date(serverNow());
  return (
    <section className={classes.hero} aria-labelledby="release-title">
      <div className={classes.media}>
        <HeroMedia image={release.image} video={release.productVideo} alt={release.productTitle} />
      </div>
      <div className={classes.details}>
        <Anchor component={Link} to={producerPath(release.brand.slug)} className={classes.producer}>
          {/* A producer without a logo yet keeps the round place of one (an empty src re-requests the page). */}
          {release.brand.logo ? (
            <img src={release.brand.logo} alt="" width={32} height={32} className={classes.logo} />
          ) : (
            <span className={classes.logo} aria-hidden="true" />
          )}
          {release.brand.name}
        </Anchor>
        <Title order={1} id="release-title" className={classes.title}>
          {release.productTitle}
        </Title>
        <Group gap="xs">
          <Badge variant="outline" color="cask" radius="sm">
            {RELEASE_STYLE_LABELS[release.releaseStyle]}
          </Badge>
          <SaleStatusBadge status={release.saleStatus} size="md" />
          <Text className={classes.launch}>{launchLabel({ lobbyOpenDate: release.lobbyOpenDate, availableCount: release.primaryAvailable }, now)}</Text>
        </Group>
        <Group gap="lg" className={classes.figures}>
          {release.minPriceUsd === null && release.saleStatus === 'upcoming' ? null : <Price usd={release.minPriceUsd} prefix="From: " className={classes.price} />}
          <Text c="dimmed" size="sm">
            {release.totalCount} editions · {release.packCount} {release.packCount === 1 ? 'pack' : 'packs'}
          </Text>
        </Group>
        {release.productDescription ? <ClampedText text={release.productDescription} /> : null}
        <Group>
          {/* Buying and bidding need a collector: visitors get the sign-in popup and come back here (spec part 1 §6). */}
          <RequireAuthButton size="md" onAuthenticatedClick={() => document.getElementById(BID_SECTION_TITLES[release.releaseStyle] ?? 'release-packs-title')?.scrollIntoView({ behavior: 'smooth', block: 'start' })}>
            {['auction', 'sealed_auction', 'leaderboard'].includes(release.releaseStyle) ? 'PLACE BID' : 'PURCHASE'}
          </RequireAuthButton>
          {/* A global offer (spec part 2 §1, §4 "Offers"): one offer any holder of an edition of this release may accept. */}
          {release.saleStatus === 'upcoming' ? null : <MyOfferButton global size="md" target={{ releasePublicPk: release.releasePublicPk, title: release.productTitle }} />}
        </Group>
        <SaleDates window={release} />
        <StatsTiles releasePublicPk={release.releasePublicPk} />
      </div>
    </section>
  );
}
