import { Anchor, Button, Container, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Release } from '@caskmark/shared/api/catalogue';
import { usePageMeta } from '../../../components/page-meta';
import { LazyNewsletterForm } from '../../../app/shell/newsletter/lazy-newsletter-form';
import { useReleases } from '../api/get-releases';
import { CardGrid, CardGridItem } from '../components/card-grid';
import { HomeSpotlight } from '../components/home-spotlight';
import { PackCardSkeleton } from '../components/pack-card-skeleton';
import { ProducersStrip } from '../components/producers-strip';
import { RecentActivity } from '../components/recent-activity';
import { ReleaseCard } from '../components/release-card';
import { useStagedReveal } from '../lib/use-staged-reveal';
import sectionClasses from '../components/section.module.css';
import classes from './home-page.module.css';

const LIVE_QUERY = { status: 'available', size: 8 };
const UPCOMING_QUERY = { status: 'upcoming', ordering: 'lobby_open_date', size: 4 };

function featuredFirst(releases: Release[]): Release[] {
  return [...releases].sort((a, b) => Number(b.isFeatured) - Number(a.isFeatured));
}

/** /: featured releases live now and opening soon, the producers, recent activity, the newsletter. */
export default function HomePage() {
  usePageMeta({});
  const live = useReleases(LIVE_QUERY);
  const upcoming = useReleases(UPCOMING_QUERY);
  const liveNow = featuredFirst(live.data?.results ?? []).slice(0, 4);
  const openingSoon = upcoming.data?.results ?? [];
  const loaded = live.isSuccess && upcoming.isSuccess;
  const spotlight = loaded ? featuredFirst([...openingSoon, ...liveNow]).find((release) => release.isFeatured) ?? liveNow[0] ?? openingSoon[0] : undefined;
  // The hero paints first; the rows below follow one by one as the browser has time.
  const stage = useStagedReveal(3);

  return (
    <>
      <section className={classes.hero} aria-labelledby="home-title">
        <Container size="xl" className={classes.heroInner}>
          <div className={classes.heroText}>
            <Text className={classes.eyebrow}>Bottle-backed NFTs</Text>
            <Title order={1} id="home-title" className={classes.heroTitle}>
              Own the bottle. Trade the token.
            </Title>
            <Text className={classes.lead}>
              Rare whisky, wine, cognac, tequila and rum, released by the producers themselves. Every NFT is backed by a real bottle, stored and
              insured until you redeem it.
            </Text>
            <Group gap="sm" mt="md">
              <Button component={Link} to="/marketplace" size="md">
                Explore the marketplace
              </Button>
              <Button component={Link} to="/how-it-works" size="md" variant="default">
                How it works
              </Button>
            </Group>
          </div>
          <div className={classes.spotlight}>{loaded && !spotlight ? null : <HomeSpotlight release={spotlight} />}</div>
        </Container>
      </section>
      <Container size="xl" pb={80}>
        {stage >= 1 ? (
          <ReleaseRow title="Live now" id="live-now" releases={liveNow} loading={live.isPending} empty="Nothing is on sale this minute. See what opens next below." />
        ) : null}
        {stage >= 2 ? (
          <ReleaseRow title="Opening soon" id="opening-soon" releases={openingSoon} loading={upcoming.isPending} empty="No release is scheduled yet." />
        ) : null}
        {stage >= 3 ? <HomeLowerSections /> : null}
      </Container>
    </>
  );
}

/** Producers, recent activity and the newsletter: the part of the home page furthest down. */
function HomeLowerSections() {
  return (
    <>
      <section className={sectionClasses.section} aria-labelledby="producers-title">
        <div className={sectionClasses.head}>
          <Title order={2} id="producers-title" className={sectionClasses.title}>
            Producers
          </Title>
        </div>
        <ProducersStrip />
      </section>
      <section className={sectionClasses.section} aria-labelledby="activity-title">
        <div className={sectionClasses.head}>
          <Title order={2} id="activity-title" className={sectionClasses.title}>
            Recent activity
          </Title>
          <Anchor component={Link} to="/activity" className={sectionClasses.link}>
            View all activity
          </Anchor>
        </div>
        <RecentActivity />
      </section>
      <section className={classes.newsletter} aria-labelledby="newsletter-title">
        <div>
          <Title order={2} id="newsletter-title" className={sectionClasses.title}>
            Be the first to know
          </Title>
          <Text c="dark.1" mt={6} maw={520}>
            New releases sell out in minutes. Get the dates, the lots and the producers' notes before anyone else.
          </Text>
        </div>
        <div className={classes.newsletterForm}>
          <LazyNewsletterForm />
        </div>
      </section>
    </>
  );
}

function ReleaseRow({ title, id, releases, loading, empty }: { title: string; id: string; releases: Release[]; loading: boolean; empty: string }) {
  return (
    <section className={sectionClasses.section} aria-labelledby={id}>
      <div className={sectionClasses.head}>
        <Title order={2} id={id} className={sectionClasses.title}>
          {title}
        </Title>
        <Anchor component={Link} to="/marketplace" className={sectionClasses.link}>
          See the marketplace
        </Anchor>
      </div>
      {!loading && !releases.length ? <Text c="dimmed">{empty}</Text> : null}
      <CardGrid label={title}>
        {loading
          ? Array.from({ length: 4 }, (_, index) => (
              <CardGridItem key={index}>
                <PackCardSkeleton />
              </CardGridItem>
            ))
          : releases.map((release) => (
              <CardGridItem key={release.releasePublicPk}>
                <ReleaseCard release={release} />
              </CardGridItem>
            ))}
      </CardGrid>
    </section>
  );
}
