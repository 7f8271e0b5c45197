import { Alert, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ReleasePack } from '@caskmark/shared/api/catalogue';
import type { ReleaseStyle } from '@caskmark/shared/catalogue/release-styles';
import { useReleasePagePacks } from '../../catalogue/api/get-release-page-packs';
import sectionClasses from '../../catalogue/components/section.module.css';
import classes from './lot-card.module.css';

export interface BidPacksSectionProps {
  releasePublicPk: string;
  style: ReleaseStyle;
  /** The section's anchor: the hero's PLACE BID scrolls to `{id}-title`. */
  id: string;
  title: string;
  noun: [singular: string, plural: string];
  render: (pack: ReleasePack) => ReactNode;
}

/** The biddable packs of a leaderboard or sealed release, one card each, above the release's packs. */
export function BidPacksSection({ releasePublicPk, style, id, title, noun, render }: BidPacksSectionProps) {
  const packs = useReleasePagePacks(releasePublicPk);
  const shown = (packs.data?.results ?? []).filter((pack) => pack.releaseStyle === style);
  return (
    <section className={sectionClasses.section} aria-labelledby={`${id}-title`} id={id}>
      <div className={sectionClasses.head}>
        <Title order={2} id={`${id}-title`} className={sectionClasses.title}>
          {title}
        </Title>
        {packs.data ? (
          <Text className={sectionClasses.meta}>
            {shown.length} {shown.length === 1 ? noun[0] : noun[1]}
          </Text>
        ) : null}
      </div>
      {packs.isError ? (
        <Alert color="red" variant="light">
          Oops! Something went wrong. Please try again later
        </Alert>
      ) : null}
      <div className={classes.list}>{shown.map((pack) => render(pack))}</div>
    </section>
  );
}
